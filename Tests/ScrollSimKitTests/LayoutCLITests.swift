import Foundation
import Testing

/// Runs the built `scrollsim` binary (`swift build` or `swift test` puts it next to the test bundle).
@Suite("scrollsim command line")
struct LayoutCLITests {
    static func binary() throws -> URL {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("scrollsim"),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("scrollsim"),
            ScenarioTestSupport.packageRoot.appendingPathComponent(".build/debug/scrollsim"),
        ] + Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
            .map { $0.deletingLastPathComponent().appendingPathComponent("scrollsim") }
        return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
                            "scrollsim binary not found; run swift build")
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        try run(executable: try binary(), arguments)
    }

    /// Runs any program (`/bin/bash -c …`); returns its status and standard error.
    static func runProgram(_ path: String, _ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let r = try run(executable: URL(fileURLWithPath: path), arguments)
        return (r.status, r.stderr)
    }

    static func run(executable: URL, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // Files, not pipes: Foundation's pipe reads trap on EINTR when the child exits (SIGCHLD).
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let outURL = folder.url.appendingPathComponent("out"), errURL = folder.url.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let outData = try Data(contentsOf: outURL)
        let errData = try Data(contentsOf: errURL)
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    @Test func badFileExitsTwoWithOneLine() throws {
        let tmp = try TemporaryFolder("scenario-tests")
        defer { tmp.remove() }
        let path = try tmp.write(#"{"sections": [{"items": -3}]}"#, name: "demo.json")
        let r = try Self.run(["layout", "--scenario", path])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "scrollsim: \(path): sections[0].items: -3 is out of range; use an integer from 0 to 10000000\n")
    }

    @Test(arguments: [
        ["layout", "--scenario", "/nonexistent/x.json"],
        ["layout", "--scenario", "g1", "--strategy", "nope"],
        ["layout", "--scenario", "g1", "--size", "80"],
        ["layout", "--scenario", "g1", "--offsets", "1...x"],
        ["layout", "--scenario", "g1", "--rect", "5,1"],
        ["layout", "--scenario", "g1", "--format", "xml"],
    ])
    func badArgumentsExitTwo(_ arguments: [String]) throws {
        let r = try Self.run(arguments)
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("scrollsim: "))
        #expect(r.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func layoutPrintsJSONWithNegativeOffsets() throws {
        let r = try Self.run(["layout", "--scenario", "g1", "--strategy", "evadne", "--offsets", "-5...0:5"])
        #expect(r.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let steps = object?["steps"] as? [[String: Any]]
        #expect(steps?.map { $0["offset"] as? Double } == [-5, 0])
    }

    @Test func strategiesListsEveryStrategy() throws {
        let r = try Self.run(["strategies"])
        #expect(r.status == 0)
        let names = r.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        #expect(names == ["plain", "floating", "evadne", "yl", "myntra", "cs", "uikit", "css", "iglistkit", "magazine", "compositional", "tableview", "swiftui", "compose", "flutter"])
    }
}
