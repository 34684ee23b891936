import Foundation
import TestSupport
import Testing

/// A headless browser driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`:
/// commands on the browser's fd 3, answers on its fd 4, each message ended by a NUL byte). The
/// shell maps those descriptors onto the process's standard input and output, so this is plain
/// Foundation. Input goes through the browser's own input pipeline (`Input.dispatchMouseEvent`,
/// `Input.dispatchKeyEvent`), as a person's wheel and keys do.
final class DevToolsSession {
    private let process = Process()
    private let toBrowser = Pipe()
    private let fromBrowser = Pipe()
    private let inbox = Inbox()
    private var nextID = 0
    private var sessionID = ""

    /// Collects the browser's messages as they arrive.
    private final class Inbox: @unchecked Sendable {
        private let lock = NSLock()
        private var buffer = Data()
        private var messages: [[String: Any]] = []

        func append(_ data: Data) {
            lock.lock()
            defer { lock.unlock() }
            buffer.append(data)
            while let end = buffer.firstIndex(of: 0) {
                let message = buffer[buffer.startIndex..<end]
                buffer = Data(buffer[(end + 1)...])
                if let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any] { messages.append(object) }
            }
        }

        /// Removes and returns the answer to command `id`, if it arrived.
        func take(id: Int) -> [String: Any]? {
            lock.lock()
            defer { lock.unlock() }
            guard let index = messages.firstIndex(where: { ($0["id"] as? Int) == id }) else { return nil }
            return messages.remove(at: index)
        }
    }

    /// Starts `browser` headless on `url` with a viewport of `width`×`height`, a profile in `folder`.
    init(browser: String, url: String, width: Int, height: Int, folder: TemporaryFolder) throws {
        let arguments = [
            browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--mute-audio",
            "--remote-debugging-pipe", "--user-data-dir=\(folder.path("devtools-profile-\(UUID().uuidString)"))",
            "--window-size=\(width),\(height)", url,
        ]
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \(quoted) 3<&0 4>&1 0</dev/null 1>/dev/null 2>/dev/null"]
        process.standardInput = toBrowser
        process.standardOutput = fromBrowser
        process.standardError = FileHandle.nullDevice
        let inbox = inbox
        fromBrowser.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if !data.isEmpty { inbox.append(data) }
        }
        try process.run()
        let targets = try send("Target.getTargets", session: false)
        let infos = (targets["targetInfos"] as? [[String: Any]]) ?? []
        let page = try #require(infos.first { ($0["type"] as? String) == "page" }?["targetId"] as? String, "no page target: \(infos)")
        let attached = try send("Target.attachToTarget", ["targetId": page, "flatten": true], session: false)
        sessionID = try #require(attached["sessionId"] as? String)
        // The viewport exactly (a headless window's size includes room for the browser's own bars).
        try send("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
    }

    deinit { close() }

    /// Sends a command and waits (up to `timeout` seconds) for its result.
    @discardableResult
    func send(_ method: String, _ params: [String: Any] = [:], session: Bool = true, timeout: Double = 30) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": params]
        if session { message["sessionId"] = sessionID }
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(0)
        try toBrowser.fileHandleForWriting.write(contentsOf: data)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let answer = inbox.take(id: nextID) {
                if let error = answer["error"] { throw DevToolsError(description: "\(method): \(error)") }
                return answer["result"] as? [String: Any] ?? [:]
            }
            guard process.isRunning else { throw DevToolsError(description: "the browser exited during \(method)") }
            Thread.sleep(forTimeInterval: 0.01)
        }
        throw DevToolsError(description: "no answer to \(method) within \(timeout) s")
    }

    /// The value of a JavaScript expression in the page (nil for undefined or null).
    func evaluate(_ expression: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true])
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Waits until `expression` is true in the page.
    func waitFor(_ expression: String, timeout: Double = 30) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try evaluate(expression) as? Bool == true { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw DevToolsError(description: "\(expression) was not true within \(timeout) s")
    }

    /// One wheel turn of `deltaY` pixels at (`x`, `y`).
    func wheel(deltaY: Double, x: Double = 300, y: Double = 200) throws {
        try send("Input.dispatchMouseEvent", ["type": "mouseWheel", "x": x, "y": y, "deltaX": 0, "deltaY": deltaY])
    }

    /// A key press and release (`key` as the DOM names it, with its Windows virtual key code).
    func press(_ key: String) throws {
        let codes = ["ArrowUp": 38, "ArrowDown": 40, "ArrowLeft": 37, "ArrowRight": 39, "PageUp": 33, "PageDown": 34, "Home": 36, "End": 35]
        let code = codes[key] ?? 0
        for type in ["rawKeyDown", "keyUp"] {
            try send("Input.dispatchKeyEvent", ["type": type, "key": key, "code": key, "windowsVirtualKeyCode": code, "nativeVirtualKeyCode": code])
        }
    }

    /// A PNG of the page as shown.
    func screenshot() throws -> Data {
        let result = try send("Page.captureScreenshot", ["format": "png"])
        return try #require((result["data"] as? String).flatMap { Data(base64Encoded: $0) })
    }

    /// Closes the browser (also on deinit).
    func close() {
        fromBrowser.fileHandleForReading.readabilityHandler = nil
        guard process.isRunning else { return }
        _ = try? send("Browser.close", session: false, timeout: 5)
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
    }
}

struct DevToolsError: Error, CustomStringConvertible {
    var description: String
}
