import Foundation
import ScrollSimKit
import StickyLayout
import Testing

/// Every file in Demos/ loads: scenarios build a layout for every strategy, scripts parse.
@Suite("Demos folder")
struct DemosFolderTests {
    static let demos = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Demos")

    static func files(_ ext: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: demos.path)) ?? []
        return names.filter { $0.hasSuffix(ext) }.sorted()
    }

    @Test("The folder has the scenarios and scripts the README lists")
    func inventory() throws {
        let readme = try String(contentsOf: Self.demos.appendingPathComponent("README.md"), encoding: .utf8)
        let all = Self.files(".json") + Self.files(".demo")
        #expect(Self.files(".json").count >= 7)
        #expect(Self.files(".demo").count >= 3)
        for name in all { #expect(readme.contains("`\(name)`"), "Demos/README.md does not list \(name)") }
    }

    @Test("Every scenario loads and lays out with every strategy", arguments: files(".json"))
    func scenario(name: String) throws {
        let scenario = try ScenarioSource.resolve(Self.demos.appendingPathComponent(name).path)
        #expect(!scenario.summary.isEmpty, "\(name) needs a summary saying what to look at")
        for strategy in StrategyRegistry.builtIn.names {
            var cv = scenario.makeCollectionView(strategy: strategy, viewport: Size(width: 80, height: 24))
            #expect(!cv.visibleAttributes().isEmpty, "\(name) \(strategy)")
        }
    }

    @Test("Every script parses", arguments: files(".demo"))
    func script(name: String) throws {
        let url = Self.demos.appendingPathComponent(name)
        let script = try DemoScript.parse(try String(contentsOf: url, encoding: .utf8), path: url.path) { file in
            try StrategyFileSource.load(path: Self.demos.appendingPathComponent(file).path)
        }
        #expect(script.steps.count > 5)
    }
}

/// Every caption of every script in Demos/ states its claim (`expect` lines right after it), and
/// each claim is true at the frames the caption shows.
@Suite("Demos tell the truth")
struct DemosTruthTests {
    static func load(_ name: String) throws -> DemoScript {
        let url = DemosFolderTests.demos.appendingPathComponent(name)
        return try DemoScript.parse(try String(contentsOf: url, encoding: .utf8), path: url.path) { file in
            try StrategyFileSource.load(path: DemosFolderTests.demos.appendingPathComponent(file).path)
        }
    }

    @Test("Every caption has a claim, and every claim holds at its caption's frames", arguments: DemosFolderTests.files(".demo"))
    func captionsMatchThePicture(name: String) throws {
        let script = try Self.load(name)
        for (index, (line, step)) in script.steps.enumerated() {
            guard case .caption(let text) = step, !text.isEmpty else { continue }
            let next = index + 1 < script.steps.count ? script.steps[index + 1].step : nil
            if case .expect = next {} else { Issue.record("\(name):\(line): the caption states no claim; add an `expect` line after it") }
        }
        let folder = DemosFolderTests.demos.path + "/"
        let failures = try DemoClaimCheck.failures(script) { name in
            try ScenarioSource.builtin(named: name) ?? ScenarioSource.resolve(PathName.resolve(name, in: folder))
        }
        for failure in failures { Issue.record("\(failure)") }
    }
}

/// Every key of the help overlay is in the README's key table.
@Suite("README keys")
struct ReadmeKeysTests {
    @Test func everyHelpEntryIsInTheReadme() throws {
        let readme = try String(
            contentsOf: DemosFolderTests.demos.deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        for entry in Keymap.help {
            #expect(readme.contains("| \(entry.keys.replacingOccurrences(of: "|", with: "\\|")) | \(entry.action) |"),
                    "README.md lacks the key \(entry.keys): \(entry.action)")
        }
    }
}

@Suite("Demos strategy files")
struct DemosStrategyFileTests {
    @Test func everyStrategyFileLoads() throws {
        let folder = DemosFolderTests.demos.appendingPathComponent("strategies")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(names.count >= 2)
        for name in names {
            let file = try StrategyFileSource.load(path: folder.appendingPathComponent(name).path)
            #expect(!file.summary.isEmpty, "\(name) needs a summary")
        }
    }
}
