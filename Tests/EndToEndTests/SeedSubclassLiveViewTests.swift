import Foundation
import StickyLayout
import TestSupport
import Testing

/// The `scrollsim-seeds` binary: the command line with the UIKit-style seed subclasses registered.
enum SeedsBinary {
    static var path: String { BuiltProduct.path("scrollsim-seeds") }

    /// `render` of `binary` with `strategy` scrolled from the top to `offset` as in the live view, 100×30, on the tests' scenario.
    static func render(_ binary: String, strategy: String, offset: Int) throws -> [String] {
        let env = TestEnvironment.pane()
        let result = try Program.run(
            [binary, "render", "--scenario", Binary.scenario, "--strategy", strategy, "--size", "100x30"]
                + Binary.scrolledTo(offset), environment: env)
        var lines = result.stdout.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}


/// The live view running a UIKit-style subclass (seed 002, Evadne Wu, through UIKitCompat) in a
/// private tmux server: it scrolls, and draws what the built-in `evadne` draws at the same offset.
@Suite(.serialized)
struct SeedSubclassLiveViewTests {
    /// The offset on the status line (the first `N/MAX` after the strategy name).
    private func offset(_ screen: [String]) -> String? {
        guard let line = screen.first(where: { $0.contains("evadne-uikit ") }) else { return nil }
        let tail = line.components(separatedBy: "evadne-uikit").last ?? ""
        return tail.split(separator: " ").first { $0.contains("/") }.map { String($0.split(separator: "/")[0]) }
    }

    @Test func liveViewOnTheEvadneSubclassMatchesTheBuiltIn() throws {
        #expect(FileManager.default.isExecutableFile(atPath: SeedsBinary.path), "build first: swift build")
        let tmux = try TmuxSession(columns: 100, rows: 30)
        try tmux.type("\(SeedsBinary.path) --scenario '\(Binary.scenario)' --strategy evadne-uikit; echo EXIT=$?")
        var screen = try tmux.waitUntil { offset($0) == "0" }
        #expect(offset(screen) == "0", "the live view did not start:\n\(screen.joined(separator: "\n"))")

        try tmux.keys("j", "j", "Down", "j", "Down", "j", "j")
        screen = try tmux.waitUntil { offset($0) == "7" }
        #expect(offset(screen) == "7")
        let live = Array(screen.prefix(30))
        #expect(live == (try SeedsBinary.render(SeedsBinary.path, strategy: "evadne-uikit", offset: 7)),
                "live frame differs from its own `render --keys '7G <Settle>'`")

        // Everything above the status line is what the built-in draws at that offset.
        let builtIn = try SeedsBinary.render(BuiltProduct.scrollsim, strategy: "evadne", offset: 7)
        let status = live.firstIndex { $0.contains("evadne-uikit") } ?? live.count
        #expect(status > 20)
        #expect(Array(live.prefix(status)) == Array(builtIn.prefix(status)),
                "subclass:\n\(live.joined(separator: "\n"))\nbuilt-in:\n\(builtIn.joined(separator: "\n"))")
        #expect(live.prefix(status).contains { $0.contains("pinned") }, "a header is pinned at offset 7")

        try tmux.keys("q")
        screen = try tmux.waitUntil { $0.contains("EXIT=0") }
        #expect(screen.contains("EXIT=0"))
        #expect(try tmux.display("#{alternate_on}") == "0")
    }
}

/// `ScrollSim.main(registering:)`: the registered subclasses join the built-ins on the command line.
@Suite struct RegisteredSubclassCommandLineTests {
    private let env = TestEnvironment.pane(term: "xterm")

    @Test func strategiesListsTheBuiltInsThenTheRegisteredSubclasses() throws {
        let result = try Program.run([SeedsBinary.path, "strategies"], environment: env)
        #expect(result.status == 0)
        let names = result.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        // The built-ins first, then the registered subclasses in registration order (the seeds, the
        // zoo's crash/hang/two-bug layouts and the protocol probe are all registered by scrollsim-seeds).
        let builtIns = StrategyRegistry.builtIn.names.map(\.rawValue)
        #expect(Array(names.prefix(builtIns.count)) == builtIns)
        let registered = Array(names.dropFirst(builtIns.count))
        let seeds = ["floating-uikit", "evadne-uikit", "yl-uikit", "myntra-uikit"]
        #expect(registered.filter(seeds.contains) == seeds, "\(registered)")
        #expect(registered.contains("context-sticky") && registered.contains("zoo-two-bugs"), "\(registered)")
    }

    @Test func anUnknownNameListsTheRegisteredOnesToo() throws {
        let result = try Program.run(["sh", "-c", "'\(SeedsBinary.path)' render --strategy nope 2>&1"], environment: env)
        #expect(result.status == 2)
        #expect(result.stdout.contains("unknown strategy 'nope'") && result.stdout.contains("myntra-uikit"))
    }

    @Test func layoutOfTheSubclassEqualsTheBuiltInsLayout() throws {
        func run(_ binary: String, _ strategy: String) throws -> String {
            try Program.run(
                [binary, "layout", "--scenario", Binary.scenario, "--strategy", strategy, "--offsets", "0...30:3",
                 "--format", "text"], environment: env).stdout
        }
        let subclass = try run(SeedsBinary.path, "myntra-uikit")
        let builtIn = try run(BuiltProduct.scrollsim, "myntra")
        #expect(subclass.contains("step 10"))
        #expect(subclass.replacingOccurrences(of: "myntra-uikit", with: "myntra") == builtIn)
    }
    @Test func checkFindsNoDifferenceBetweenEachSubclassAndItsBuiltIn() throws {
        let folder = try TemporaryFolder("uikitcompat-check")
        defer { folder.remove() }
        let output = folder.path("out")
        for name in ["floating", "evadne", "yl", "myntra"] {
            let result = try Program.run(
                [SeedsBinary.path, "check", "--compare", "\(name),\(name)-uikit", "--count", "100", "--output", output],
                environment: env)
            #expect(result.status == 0, "\(name): \(result.stdout)")
            #expect(result.stdout.contains("No difference found"), "\(name): \(result.stdout)")
        }
    }

    /// A registered subclass declares what its built-in declares, so `check` fails it the same
    /// way, and the reproduction names the program that found it.
    @Test func checkFailsADeclaredPropertyOfASubclassAndNamesItsProgram() throws {
        let folder = try TemporaryFolder("uikitcompat-declares")
        defer { folder.remove() }
        let output = folder.path("out")
        let result = try Program.run(
            [SeedsBinary.path, "check", "--strategy", "yl-uikit", "--count", "100", "--output", output], environment: env)
        #expect(result.status == 1, "\(result.stdout)")
        #expect(result.stdout.contains("FAIL "), "\(result.stdout)")
        #expect(result.stdout.contains("scrollsim-seeds render --scenario"), "\(result.stdout)")
    }
}
