import Foundation
import TestSupport
import Testing

/// A team's executable (`scrollsim-seeds`, built like Examples/CustomStrategy's `my-scrollsim`):
/// a scenario's options reach its `.uikit(…, options:)` subclass, and it names itself in help and
/// in every error.
@Suite struct RegisteredStrategyEndToEndTests {
    static let env = TestEnvironment.pane()

    static func render(_ scenario: String, _ strategy: String, offset: Int) throws -> String {
        let result = try Program.run(
            [SeedsBinary.path, "render", "--scenario", scenario, "--strategy", strategy, "--size", "40x14", "--offset", "\(offset)"],
            environment: env)
        #expect(result.status == 0, "\(result.stdout)")
        // The 12 viewport rows (the two status rows name the strategy and the scenario file).
        let rows = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix(12)
        #expect(rows.count == 12 && !rows.contains { $0.contains(" diag ") })
        return rows.joined(separator: "\n")
    }

    @Test func scenarioOptionsReachTheSubclass() throws {
        let folder = try TemporaryFolder("seed-options")
        defer { folder.remove() }
        let sections = #""layout": {"itemSize": {"width": 0, "height": 2}, "minimumLineSpacing": 1, "headerReferenceSize": {"width": 0, "height": 1}}, "sections": [{"items": 4}, {"items": 4}, {"items": 4}]"#
        let plain = folder.path("plain.json"), chosen = folder.path("chosen.json")
        try "{\(sections)}".write(toFile: plain, atomically: true, encoding: .utf8)
        try (#"{"options": {"ylStickySections": [1]}, "# + sections + "}").write(toFile: chosen, atomically: true, encoding: .utf8)
        // Section 0 scrolled by 3 rows: its header pinned in the gap above item 1 by default, not
        // when only section 1 sticks.
        let subclassAll = try Self.render(plain, "yl-uikit", offset: 3)
        let subclassChosen = try Self.render(chosen, "yl-uikit", offset: 3)
        #expect(subclassAll != subclassChosen)
        #expect(subclassAll == (try Self.render(plain, "yl", offset: 3)))
        #expect(subclassChosen == (try Self.render(chosen, "yl", offset: 3)))
    }

    /// `--compare` takes the program's registered subclasses like built-ins: seed 002's
    /// translation answers as the built-in `evadne` does; `yl-uikit` against `uikit` differs.
    @Test func compareTakesRegisteredSubclasses() throws {
        let folder = try TemporaryFolder("seed-compare")
        defer { folder.remove() }
        let same = try CheckReproductionEndToEndTests.run(
            ["check", "--compare", "evadne-uikit,evadne", "--count", "60", "--format", "json", "--output", "out"], in: folder.path,
            executable: SeedsBinary.path)
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stdout.contains(#""differences": []"#), "\(same.stdout)")
        let different = try CheckReproductionEndToEndTests.run(
            ["check", "--compare", "yl-uikit,uikit", "--count", "60", "--output", "out"], in: folder.path, executable: SeedsBinary.path)
        #expect(different.status == 0, "\(different.stderr)")
        #expect(different.stdout.contains("uikit pins footers where yl-uikit leaves them at their natural place"), "\(different.stdout)")
        #expect(different.stdout.contains("scrollsim-seeds render --scenario \(folder.path)/out/compare-yl-uikit-uikit-"))
        // The executable's own name in the header line and the speed line too.
        #expect(different.stdout.hasPrefix("scrollsim-seeds check --compare yl-uikit,uikit: seed 0, 60 scenarios"), "\(different.stdout)")
        #expect(different.stderr.contains("scrollsim-seeds check: 60 scenarios"), "\(different.stderr)")
    }

    /// A demo script's `strategy NAME` line names the program's registered
    /// subclasses in every command that runs a script (`layout --script` used to know the built-ins only).
    @Test func scriptsNameRegisteredSubclasses() throws {
        let folder = try TemporaryFolder("seed-script")
        defer { folder.remove() }
        let script = folder.path("registered.demo")
        try "strategy evadne-uikit\nscroll 6\n".write(toFile: script, atomically: true, encoding: .utf8)
        let layout = try Program.run([SeedsBinary.path, "layout", "--scenario", "g1", "--script", script], environment: Self.env)
        #expect(layout.status == 0, "\(layout.stderr)")
        #expect(layout.stdout.contains("evadne-uikit"), "\(layout.stdout.prefix(400))")
        let render = try Program.run(
            [SeedsBinary.path, "render", "--scenario", "g1", "--script", script, "--size", "40x14"], environment: Self.env)
        #expect(render.status == 0, "\(render.stderr)")
        // `play` and `record` take the scenario from the script.
        let played = folder.path("played.demo")
        try "scenario g1\nstrategy evadne-uikit\nscroll 6\n".write(toFile: played, atomically: true, encoding: .utf8)
        let record = try Program.run(
            [SeedsBinary.path, "record", played, "--size", "40x14", "--output", folder.path("out.cast")], environment: Self.env)
        #expect(record.status == 0, "\(record.stderr)")
        // The built-in program does not know the name, and says which names it knows.
        let builtIn = try Program.run([BuiltProduct.scrollsim, "layout", "--scenario", "g1", "--script", script], environment: Self.env)
        #expect(builtIn.status == 2 && builtIn.stderr.contains("unknown strategy `evadne-uikit`"), "\(builtIn.stderr)")
    }

    /// `layout --calls` goes with `--keys` and `--script` too: each step lists the calls into the
    /// layout object (docs/uikit-host.md, "What the host records"); a built-in strategy is refused.
    @Test func callsForKeysAndScripts() throws {
        let keys = try Program.run(
            [SeedsBinary.path, "layout", "--scenario", "g1", "--strategy", "context-sticky", "--keys", "jj", "--calls", "--format", "text"],
            environment: Self.env)
        #expect(keys.status == 0, "\(keys.stderr)")
        #expect(keys.stdout.components(separatedBy: "calls into the layout (").count == 4, "three steps, three lists: \(keys.stdout.prefix(2000))")
        #expect(keys.stdout.contains("shouldInvalidateLayout(forBoundsChange: (0, "), "\(keys.stdout.prefix(2000))")
        #expect(keys.stdout.contains("layoutAttributesForSupplementaryView(ofKind: header, at: [0, 0]) -> header [0, 0] (0, "))
        let folder = try TemporaryFolder("seed-calls")
        defer { folder.remove() }
        let script = folder.path("calls.demo")
        try "scroll 2\ninsert section 0 items 1\n".write(toFile: script, atomically: true, encoding: .utf8)
        let scripted = try Program.run(
            [SeedsBinary.path, "layout", "--scenario", "g1", "--strategy", "context-sticky", "--script", script, "--calls"], environment: Self.env)
        #expect(scripted.status == 0, "\(scripted.stderr)")
        #expect(scripted.stdout.components(separatedBy: "\"calls\": [").count == 3, "\(scripted.stdout.prefix(2000))")
        #expect(scripted.stdout.contains("prepare(forCollectionViewUpdates: [insert section 0])"), "\(scripted.stdout.prefix(4000))")
        let builtIn = try Program.run([SeedsBinary.path, "layout", "--scenario", "g1", "--strategy", "uikit", "--keys", "j", "--calls"], environment: Self.env)
        #expect(builtIn.status == 2 && builtIn.stderr.contains("'uikit' is not one"), "\(builtIn.stderr)")
    }

    @Test func theExecutableNamesItself() throws {
        let help = try Program.run([SeedsBinary.path, "--help"], environment: Self.env)
        #expect(help.stdout.contains("USAGE: scrollsim-seeds"), "\(help.stdout)")
        #expect(!help.stdout.contains("USAGE: scrollsim "))
        let checkHelp = try Program.run([SeedsBinary.path, "check", "--help"], environment: Self.env)
        #expect(checkHelp.stdout.contains("USAGE: scrollsim-seeds check"), "\(checkHelp.stdout)")
        for arguments in [["render", "--scenario", "/nonexistent.json"], ["check", "--strategy", "nope"], ["--bogus"], ["check", "--count", "0"]] {
            let bad = try CheckReproductionEndToEndTests.run(arguments, in: "/", executable: SeedsBinary.path)
            #expect(bad.status == 2, "\(arguments): \(bad.stderr)")
            #expect(bad.stderr.hasPrefix("scrollsim-seeds: "), "\(arguments): \(bad.stderr)")
            #expect(!bad.stderr.contains("'scrollsim help'"), "\(arguments): \(bad.stderr)")
        }
    }
}
