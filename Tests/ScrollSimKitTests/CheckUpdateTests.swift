import ScrollSimKit
import StickyLayout
import Testing

/// `scrollsim check` with data changes: updates run while scrolled are part of the generated
/// steps, the engine's update diagnostics are found and shrunk, and a failing case with updates
/// is reproduced by a demo script.
@Suite("check with updates")
struct CheckUpdateTests {
    /// CS #68: a section inserted at the pin line draws its header under its first cell half-way
    /// through the animation (cs, yl, myntra do not pin their appearing elements).
    @Test(arguments: [StrategyName.cs, .yl, .myntra])
    func insertedSectionHeaderUnderItsCell(_ name: StrategyName) throws {
        let r = try CheckTests.report(name)
        let f = try CheckTests.finding(r, .cleanUpdates, "update.supplementaryUnderCell")
        #expect(!f.declared)
        #expect(f.shrunk.hasUpdates, "\(f.shrunk.stepsText)")
        CheckTests.expectSmall(f, subject: r.subject)
        let reproduction = Reproduction(
            f.shrunk, subject: r.subject, fileName: "x.json", path: "out/x.json",
            failingStep: f.violation.step, rectQuery: false)
        let script = try #require(reproduction.script)
        #expect(script.fileName == "x.demo")
        #expect(script.text.contains("\nscrollto "))
        let update = try #require(f.shrunk.steps.compactMap(\.update).last)
        #expect(script.text.contains("\n\(update.scriptCommand)\n"))
        // Each command starts where the first step is: the first layout there, as in the check's run.
        let first = JSONValue.format(f.shrunk.steps[0].offset)
        #expect(reproduction.commands.contains { $0.contains("layout --script out/x.demo --offset \(first) --scenario out/x.json") })
        #expect(reproduction.commands.first?.contains("render --scenario out/x.json --strategy \(name) --size ") == true)
        #expect(reproduction.commands.first?.hasSuffix(" --offset \(first) --script out/x.demo") == true)
        #expect(reproduction.commands.last == "scrollsim run --scenario out/x.json --strategy \(name) --offset \(first) --script out/x.demo")
    }

    /// UIKit's own pinning pins appearing elements too: it declares clean updates and holds them.
    @Test func uikitDeclaresCleanUpdates() throws {
        let subject = try #require(CheckSubject(.uikit))
        #expect(subject.declared.contains(.cleanUpdates))
        #expect(!(try #require(CheckSubject(.css))).declared.contains(.cleanUpdates))
        for seed: UInt64 in [0, 1, 2] {
            let r = Checker.run(subject, budget: CheckBudget(seed: seed))
            #expect(r.passed, "seed \(seed): \(r.failures.map { "\($0.target): \($0.violation.message)" })")
        }
    }

    /// About half of the generated scrolls carry updates, each fitting the data at its step.
    @Test func generatedUpdatesFitTheData() {
        let generator = CaseGenerator(directions: [.vertical, .horizontal])
        var withUpdates = 0
        for seed: UInt64 in 0..<200 {
            let c = generator.generate(seed: seed)
            guard c.hasUpdates else { continue }
            withUpdates += 1
            var view = CollectionView(
                sections: c.scenario.sections, metrics: c.scenario.metrics, strategy: UIKitPinStrategy.make(),
                scrollView: ScrollViewState(contentOffset: Point(x: 0, y: 0), viewportSize: c.viewport))
            for step in c.steps {
                guard let u = step.update else { continue }
                #expect((try? view.performBatchUpdates(BatchUpdates([u]))) != nil, "seed \(seed): \(u.scriptCommand)")
            }
        }
        #expect(withUpdates > 60 && withUpdates < 140, "\(withUpdates)")
    }

    @Test func scriptCommandsReadAsTheDemoScriptWritesThem() {
        #expect(BatchUpdates.Change.insertItem(IndexPath(item: 2, section: 1), length: nil).scriptCommand == "insert item 1 2")
        #expect(BatchUpdates.Change.deleteItem(IndexPath(item: 0, section: 3)).scriptCommand == "delete item 3 0")
        #expect(BatchUpdates.Change.moveItem(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 2)).scriptCommand == "move 0 1 to 2 0")
        #expect(BatchUpdates.Change.insertSection(1, SectionSpec(itemCount: 4)).scriptCommand == "insert section 1 items 4")
        #expect(BatchUpdates.Change.deleteSection(2).scriptCommand == "delete section 2")
        #expect(BatchUpdates.Change.reloadSection(0, nil).scriptCommand == "reload section 0")
        #expect(BatchUpdates.Change.reloadItem(IndexPath(item: 1, section: 0), length: nil).scriptCommand == "reload item 0 1")
    }

    /// Same seed, same report and reproductions, updates included.
    @Test func deterministicWithUpdates() throws {
        let subject = try #require(CheckSubject(.cs))
        func run() -> String {
            let r = Checker.run(subject, budget: CheckBudget(seed: 3))
            let reproductions = r.findings.map {
                Reproduction($0.shrunk, subject: subject, fileName: "f.json", path: "f.json",
                             failingStep: $0.violation.step, rectQuery: $0.violation.inRectQuery)
            }
            return r.text(reproductions: reproductions, paths: reproductions.map { _ in "f.json" })
                + reproductions.compactMap(\.script?.text).joined()
        }
        let a = run()
        #expect(a == run())
        #expect(a.contains("clean-updates"))
    }
}

extension CheckCase {
    /// True when a step runs a data change.
    var hasUpdates: Bool { steps.contains { $0.update != nil } }
}
