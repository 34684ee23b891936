import Foundation
import ScrollSimKit
import StickyLayout
import TestSupport
import Testing
import ZooLayouts

/// The zoo's layouts that crash, hang or allocate without end. They cannot run in this process:
/// they run through the real `scrollsim-seeds check` (its supervised worker), which must survive
/// them, find them from seed 0 and write the report; one at a time (each has a time or memory bound).
@Suite("zoo: crash, hang and memory", .serialized)
struct ZooSurvivalTests {
    /// `check --format json` on `strategy` with `flags`: the exit status and the findings.
    static func check(_ strategy: String, _ flags: [String]) throws -> (status: Int32, findings: [[String: Any]]) {
        let folder = try TemporaryFolder("zoo-survival")
        defer { folder.remove() }
        let result = try Program.run(
            [BuiltProduct.path("scrollsim-seeds"), "check", "--strategy", strategy, "--format", "json",
             "--output", folder.path("out")] + flags, timeout: 600)
        let json = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        let findings = try #require(json["findings"] as? [[String: Any]])
        // Every finding is in the report's frames, or the report says why not.
        for f in findings {
            let how = (f["inFrames"] as? [String: Any])?["how"] as? String
            #expect(["drawn", "marked", "explained"].contains(how ?? ""), "\(strategy): \(f["property"] ?? "") \(f["message"] ?? ""): \(f["inFrames"] ?? "no inFrames")")
        }
        return (result.status, findings)
    }

    /// Traps after a delete: found as `crash` from seed 0, shrunk to deleting section 0 of at
    /// most 2 sections, with the runtime's message and the layout's own frame; the report is written.
    @Test func staleSectionIndexIsACrash() throws {
        let (status, findings) = try Self.check("zoo-stale-section", ["--count", "60"])
        #expect(status == 1)
        let crash = try #require(findings.first { $0["property"] as? String == "crash" }, "\(findings.map { $0["property"] ?? "" })")
        let size = try #require(crash["shrunkSize"] as? [String: Any])
        #expect((size["sections"] as? Int ?? 99) <= 2)
        let steps = try #require(crash["steps"] as? [[String: Any]])
        #expect(steps.compactMap { $0["update"] as? String } == ["delete section 0"], "\(steps)")
        let message = crash["message"] as? String ?? ""
        #expect(message.hasPrefix("SIGILL (Fatal error: Index out of range)"), "\(message)")
        #expect(message.contains("StaleSectionLayout.invalidationContext(forBoundsChange:)"), "\(message)")
        #expect((crash["commands"] as? [String])?.isEmpty == false)
    }

    /// `--compare` survives the same layout: the crash is said with the strategy that died, its
    /// shrunk case, its message and the commands, the comparison goes on to the end of its
    /// scenarios, and the run exits 1.
    @Test func staleSectionCrashIsSaidByCompare() throws {
        let folder = try TemporaryFolder("zoo-survival-compare")
        defer { folder.remove() }
        let result = try Program.run(
            [BuiltProduct.path("scrollsim-seeds"), "check", "--compare", "zoo-stale-section,uikit", "--count", "12",
             "--format", "json", "--output", folder.path("out")], timeout: 600)
        #expect(result.status == 1, "\(result.stderr)")
        let json = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        #expect(json["cases"] as? Int == 12)
        let deaths = try #require(json["deaths"] as? [[String: Any]])
        let crash = try #require(deaths.first, "\(json)")
        #expect(deaths.count == 1)
        #expect(crash["strategy"] as? String == "zoo-stale-section" && crash["property"] as? String == "crash")
        let steps = try #require(crash["steps"] as? [[String: Any]])
        #expect(steps.compactMap { $0["update"] as? String } == ["delete section 0"], "\(steps)")
        let message = crash["message"] as? String ?? ""
        #expect(message.hasPrefix("SIGILL (Fatal error: Index out of range)"), "\(message)")
        #expect(message.contains("StaleSectionLayout.invalidationContext(forBoundsChange:)"), "\(message)")
        let commands = try #require(crash["commands"] as? [String])
        #expect(!commands.isEmpty && commands.allSatisfy { $0.hasPrefix("scrollsim-seeds ") && $0.contains("zoo-stale-section") }, "\(commands)")
    }

    /// Traps after a delete that leaves the floating section's kept index past the end: found as
    /// `crash` from seed 0 and shrunk to the case `ZooFloatingSectionShrinkTests` gets from every
    /// seed's end (two empty sections, a bounds change into the second, then the delete), with
    /// the layout's own frame; the fixed layout, run the same way, has no crash.
    @Test func floatingSectionIndexIsACrash() throws {
        let (status, findings) = try Self.check("zoo-floating-section", ["--count", "50"])
        #expect(status == 1)
        let crash = try #require(findings.first { $0["property"] as? String == "crash" }, "\(findings.map { $0["property"] ?? "" })")
        #expect(crash["summary"] as? String == ZooFloatingSectionShrinkTests.canonicalSummary, "\(crash["summary"] ?? "")")
        let steps = try #require(crash["steps"] as? [[String: Any]])
        #expect(steps.map { $0["offset"] as? Double } == [3, 4] && steps.compactMap { $0["update"] as? String } == ["delete section 0"], "\(steps)")
        let message = crash["message"] as? String ?? ""
        #expect(message.hasPrefix("SIGILL (Fatal error: Index out of range)"), "\(message)")
        #expect(message.contains("FloatingSectionLayout.invalidationContext(forBoundsChange:)"), "\(message)")
        let fixed = try Self.check("zoo-floating-section-fixed", ["--count", "50"])
        #expect(!fixed.findings.contains { $0["property"] as? String == "crash" })
    }

    /// Loops on an empty section: found as `hang` from seed 0, shrunk to one empty section.
    @Test func emptySectionLoopIsAHang() throws {
        let (status, findings) = try Self.check("zoo-empty-section-loop", ["--count", "12", "--hang-after", "300ms"])
        #expect(status == 1)
        let hang = try #require(findings.first { $0["property"] as? String == "hang" }, "\(findings.map { $0["property"] ?? "" })")
        let size = try #require(hang["shrunkSize"] as? [String: Any])
        #expect(size["sections"] as? Int == 1 && size["items"] as? Int == 0, "\(size)")
    }

    /// A worker stuck in a looping layout ends with `check`, however `check` ends: killed with
    /// SIGKILL (which it cannot catch) while its worker loops, `check` leaves no worker behind
    /// (Linux: a worker is a fork that gets SIGKILL when its parent ends; on macOS a worker is
    /// the executable started again, and one stuck in a loop outlives a killed `check`).
    #if os(Linux)
    @Test func aWorkerEndsWithCheck() throws {
        let folder = try TemporaryFolder("zoo-survival-kill")
        defer { folder.remove() }
        // The workers are the children of `check` (found in /proc: procps may be missing); once one
        // has run for a second, the loop has it, and `check` is killed. A zombie is not alive (the
        // reaper of orphans may be slow).
        let script = #"""
            "$0" check --strategy zoo-empty-section-loop --count 3 --hang-after 60s --output "$1" >/dev/null 2>&1 &
            check=$!
            children() { for d in /proc/[0-9]*; do read -r _ _ _ parent _ 2>/dev/null <"$d/stat" && [ "$parent" = "$check" ] && echo "${d#/proc/}"; done; }
            i=0; kids=""
            while [ -z "$kids" ] && [ $i -lt 100 ]; do kids=$(children); i=$((i + 1)); sleep 0.1; done
            sleep 1
            kill -KILL "$check"; wait "$check" 2>/dev/null
            i=0
            while [ $i -lt 30 ]; do alive=""; for k in $kids; do read -r _ _ state _ 2>/dev/null <"/proc/$k/stat" && [ "$state" != Z ] && alive="$alive $k"; done; [ -z "$alive" ] && break; i=$((i + 1)); sleep 0.1; done
            echo "workers:$kids"; echo "alive:$alive"
            for k in $alive; do kill -KILL "$k"; done
            """#
        let result = try Program.run(["/bin/sh", "-c", script, BuiltProduct.path("scrollsim-seeds"), folder.path("out")], timeout: 60)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first { $0.hasPrefix("workers:") }.map { $0.count > "workers:".count } == true, "no worker seen: \(result.stdout) \(result.stderr)")
        #expect(lines.contains("alive:"), "a worker outlived check: \(result.stdout)")
    }
    #endif

    /// Fills a cache keyed by offset with a step of 0: found as `memory` from seed 0, with the
    /// limit in its message, shrunk to one section of one item, and the run goes on to its report
    /// (the fixed layout, run the same way, has no survival finding).
    @Test func unboundedOffsetCacheIsMemory() throws {
        let flags = ["--count", "12", "--memory-limit", "64", "--hang-after", "60s"]
        let (status, findings) = try Self.check("zoo-offset-cache", flags)
        #expect(status == 1)
        let memory = try #require(findings.first { $0["property"] as? String == "memory" }, "\(findings.map { $0["property"] ?? "" })")
        let message = memory["message"] as? String ?? ""
        #expect(message.contains("64 MiB"), "\(message)")
        let size = try #require(memory["shrunkSize"] as? [String: Any])
        #expect(size["sections"] as? Int == 1 && size["items"] as? Int == 1, "\(size)")
        #expect((memory["commands"] as? [String])?.isEmpty == false)
        let fixed = try Self.check("zoo-offset-cache-fixed", flags)
        #expect(!fixed.findings.contains { Set(["crash", "hang", "memory"]).contains($0["property"] as? String ?? "") })
    }
}

/// The zoo's own layouts with two bugs, run in this process (they neither crash nor hang), in
/// parallel with the other suites.
@Suite("zoo: two bugs under one property or rule")
struct ZooTwoBugsTests {
    /// Two bugs under one rule (`pinned-in-section (header past its section)`): one needs a
    /// data change (a cache of section ends kept after an item delete), the other section insets
    /// (the layout's bottom inset, not the section's own). Both found from seed 0, each shrunk to
    /// a case that needs its own corner, named apart in the text and the JSON; each cause's case
    /// passes with its own bug fixed and still fails with only the other fixed.
    @Test func twoCausesOfOneRule() throws {
        func layout(fixesCache: Bool, fixesSectionInset: Bool) -> StrategyRegistration {
            .uikit("cached-ends", summary: "zoo", source: "Tests/ZooLayouts", declares: .all) {
                let layout = CachedEndsStickyLayout()
                layout.fixesCache = fixesCache
                layout.fixesSectionInset = fixesSectionInset
                return layout
            }
        }
        func subject(fixesCache: Bool = false, fixesSectionInset: Bool = false) throws -> CheckSubject {
            var registry = StrategyRegistry.builtIn
            registry.register(layout(fixesCache: fixesCache, fixesSectionInset: fixesSectionInset))
            return try #require(CheckSubject("cached-ends", registry: registry))
        }
        let rule = CheckTarget(.pinnedInSection, "header past its section")
        let report = Checker.run(try subject(), budget: CheckBudget())
        ZooPrecisionTests.expectConsequencesUnderRoots(report)
        let causes = report.findings.filter { $0.target == rule && $0.causedBy == nil }
        let keys = report.findings.map(\.key.description)
        #expect(causes.map(\.targetCause) == Array(1...max(1, causes.count)), "\(keys)")
        let cache = try #require(causes.first { $0.needs.contains(.dataChanges) && !$0.needs.contains(.sectionInsets) }, "\(causes.map(\.needs))")
        let inset = try #require(causes.first { $0.needs.contains(.sectionInsets) && !$0.needs.contains(.dataChanges) }, "\(causes.map(\.needs))")
        let text = report.text(reproductions: [], paths: [])
        #expect(text.contains("FAIL pinned-in-section (header past its section), 1 of ")
                && text.contains("FAIL pinned-in-section (header past its section, case 2), 2 of "), "\(text)")
        #expect(report.json(reproductions: [], paths: []).contains("\"targetCause\": 2"))
        // Each cause is its own bug: its case passes with that bug fixed and fails with the other fixed.
        func fails(_ c: CheckCase, _ s: CheckSubject) -> Bool {
            var executor = InProcessExecutor(subject: s)
            return executor.run(c, stopAt: rule, detailed: false).violations.contains { $0.target == rule }
        }
        let cacheFixed = try subject(fixesCache: true), insetFixed = try subject(fixesSectionInset: true)
        #expect(!fails(cache.shrunk, cacheFixed) && fails(cache.shrunk, insetFixed), "\(cache.shrunk.summary); \(cache.shrunk.stepsText)")
        #expect(!fails(inset.shrunk, insetFixed) && fails(inset.shrunk, cacheFixed), "\(inset.shrunk.summary); \(inset.shrunk.stepsText)")
    }

    /// Two bugs under one property (`pinned-in-section`, on two edges of the section), both
    /// found from seed 0 as two root causes, each shrunk to its own case (in this process: the
    /// layout neither crashes nor hangs). The report states its limit of causes per property; at
    /// a limit of 1 the other is named as seen and not shrunk. The fixed layout has neither.
    @Test func secondBugBehindTheFirstIsFound() throws {
        var registry = StrategyRegistry.builtIn
        registry.register(.uikit("two-bugs", summary: "zoo", source: "Tests/ZooLayouts", declares: .all) { TwoBugsStickyLayout() })
        registry.register(.uikit("two-bugs-fixed", summary: "zoo", source: "Tests/ZooLayouts", declares: .all) {
            let layout = TwoBugsStickyLayout()
            layout.fixesOverscroll = true
            layout.fixesSectionInset = true
            return layout
        })
        let subject = try #require(CheckSubject("two-bugs", registry: registry))
        let report = Checker.run(subject, budget: CheckBudget())
        ZooPrecisionTests.expectConsequencesUnderRoots(report)
        let problems = FindingsInFrames.problems(report)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        let bugs = [CheckTarget(.pinnedInSection, "header before its section"), CheckTarget(.pinnedInSection, "header past its section")]
        let found = try bugs.map { bug in try #require(report.findings.first { $0.target == bug }, "\(report.findings.map(\.target))") }
        #expect(found.allSatisfy { $0.causedBy == nil }, "\(found.map { "\($0.target) caused by \($0.causedBy.map(\.description) ?? "none")" })")
        #expect(found[0].shrunk.summary + found[0].shrunk.stepsText != found[1].shrunk.summary + found[1].shrunk.stepsText)
        let text = report.text(reproductions: [], paths: [])
        #expect(text.contains("FAIL pinned-in-section (header before its section), 1 of 2 causes of pinned-in-section\n"), "\(text)")
        #expect(text.contains("FAIL pinned-in-section (header past its section), 2 of 2 causes of pinned-in-section\n"), "\(text)")
        #expect(text.contains("Distinct causes are reported up to \(CheckBudget.defaultCausesPerProperty) per property"), "\(text)")
        #expect(report.json(reproductions: [], paths: []).contains("\"causesPerProperty\": \(CheckBudget.defaultCausesPerProperty),"))

        var one = CheckBudget()
        one.causesPerProperty = 1
        let limited = Checker.run(subject, budget: one)
        for p in LayoutProperty.allCases {
            #expect(limited.findings.count { $0.target.property == p } <= 1, "\(p): \(limited.findings.map(\.target))")
        }
        let kept = bugs.filter { bug in limited.findings.contains { $0.target == bug } }
        let left = bugs.filter { limited.notShrunk.contains($0) }
        #expect(kept.count == 1 && left.count == 1 && kept != left, "findings \(limited.findings.map(\.target)), not shrunk \(limited.notShrunk)")
        let limitedText = limited.text(reproductions: [], paths: [])
        #expect(limitedText.contains("up to 1 per property (each element kind and rule that fails, shrunk on its own, and another case of one rule when it needs other corners: data changes, overscroll, insets or query rects); seen past that limit and not shrunk: ")
                && limitedText.contains(left.first?.description ?? "?"), "\(limitedText)")

        let fixed = Checker.run(try #require(CheckSubject("two-bugs-fixed", registry: registry)), budget: CheckBudget())
        #expect(!fixed.findings.contains { $0.target.property == .pinnedInSection }, "\(fixed.findings.map(\.target))")
    }
}
