import StickyLayout

/// How a worker running a case ended without answering, as a violation of `crash`, `hang` or
/// `memory` (its step is the case's last: `Checker` finds the first step that dies).
package enum WorkerDeath: Sendable, Equatable {
    /// Killed by a signal (`name`: SIGILL, SIGSEGV, …) or exited with a status; `errorText` is
    /// what it wrote to standard error (the runtime's message and backtrace).
    case crashed(name: String, errorText: String)
    /// No answer within `seconds`.
    case hung(seconds: Double)
    /// Resident memory `bytes`, over `limit`.
    case overMemory(bytes: Int, limit: Int)

    /// The violation this death is, at step `step`.
    package func violation(step: Int) -> Violation {
        switch self {
        case .crashed(let name, let text):
            if CrashText.isOutOfMemory(text) {
                return Violation(target: CheckTarget(.memory, "allocation"), step: step, inRectQuery: false,
                                 message: "an allocation failed (the worker's address space is limited): \(CrashText.summary(text, signal: name))")
            }
            return Violation(target: CheckTarget(.crash, name), step: step, inRectQuery: false, message: CrashText.summary(text, signal: name))
        case .hung(let seconds):
            return Violation(target: CheckTarget(.hang, "time"), step: step, inRectQuery: false,
                             message: "the step did not finish within \(JSONWriter.number(seconds)) s; the worker was stopped")
        case .overMemory(let bytes, let limit):
            return Violation(target: CheckTarget(.memory, "resident"), step: step, inRectQuery: false,
                             message: "the worker's resident memory reached \(bytes >> 20) MiB, over the \(limit >> 20) MiB bound; the worker was stopped")
        }
    }
}

/// Reads what the Swift runtime writes on a crash: the fatal-error line and the backtrace
/// (printed when SWIFT_BACKTRACE enables it: on Linux by default).
package enum CrashText {
    /// "SIGILL (Fatal error: Index out of range) in Layout.invalidationContext(forBoundsChange:) at Layout.swift:42".
    package static func summary(_ text: String, signal: String) -> String {
        var out = signal
        if let fatal = fatalMessage(text) { out += " (\(fatal))" }
        if let frame = ownFrame(text) { out += " in \(frame)" }
        return out
    }

    /// The runtime's message: "Fatal error: …", "Precondition failed: …" and the like.
    package static func fatalMessage(_ text: String) -> String? {
        for line in text.split(separator: "\n") {
            for key in ["Fatal error", "Precondition failed", "Assertion failed", "Could not allocate memory"] {
                if let r = line.firstRange(of: key) { return String(line[r.lowerBound...]).withoutEdgeSpaces }
            }
        }
        return nil
    }

    /// True when the process died because an allocation failed.
    package static func isOutOfMemory(_ text: String) -> Bool {
        text.firstRange(of: "Could not allocate memory") != nil || text.firstRange(of: "out of memory") != nil
    }

    /// The first frame of the crashed thread's backtrace in the program itself (not the Swift
    /// runtime or another shared library): its function and file:line; nil without a backtrace.
    package static func ownFrame(_ text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // `Thread 0 "name" crashed:` (not the `*** Program crashed: …` banner above it).
        guard let crashed = lines.firstIndex(where: { $0.hasPrefix("Thread ") && $0.hasSuffix(" crashed:") }) else { return nil }
        for line in lines[(crashed + 1)...] {
            // "3 [ra] 0x… Function(…) + 77 in image at /path/File.swift:3:71"
            let tokens = line.split(separator: " ")
            if tokens.isEmpty { continue }
            guard Int(tokens[0]) != nil else { break }
            if let frame = ownFrame(tokens) { return frame }
        }
        return nil
    }

    /// One backtrace line's function and file:line when its image is the program itself.
    private static func ownFrame(_ tokens: [Substring]) -> String? {
        guard let address = tokens.firstIndex(where: { $0.hasPrefix("0x") }) else { return nil }
        var plus = address + 1
        while plus + 3 < tokens.count && !(tokens[plus] == "+" && Int(tokens[plus + 1]) != nil && tokens[plus + 2] == "in") {
            plus += 1
        }
        guard plus + 3 < tokens.count || (plus + 3 == tokens.count && tokens[plus] == "+") else { return nil }
        let image = tokens[plus + 3]
        let library = image.hasSuffix(".so") || image.firstRange(of: ".so.") != nil || image.hasSuffix(".dylib") || image.hasPrefix("lib")
        guard !library, plus > address + 1 else { return nil }
        var out = tokens[(address + 1)..<plus].joined(separator: " ")
        if plus + 5 < tokens.count + 1, plus + 4 < tokens.count, tokens[plus + 4] == "at", plus + 5 < tokens.count {
            out += " at " + (tokens[plus + 5].split(separator: "/").last.map(String.init) ?? String(tokens[plus + 5]))
        }
        return out
    }
}

extension StringProtocol {
    fileprivate var withoutEdgeSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
