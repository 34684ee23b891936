import ScrollSimKit
import StickyLayout
import Testing

/// What `check` reads from a dead worker, and the line protocol it talks to a live one with.
@Suite("check: worker")
struct CheckWorkerTests {
    /// Standard error of a worker that trapped, as Swift 6.3's runtime writes it on Linux (trimmed).
    static let crashText = """
        Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

        *** Signal 4: Backtracing from 0x7fa3ffb6df7f... done ***

        *** Program crashed: Illegal instruction at 0x00007fa3ffb6df7f ***

        Thread 0 "scrollsim-seeds" crashed:

          0               0x00007fa3ffb6df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
          1 [ra]          0x00007fa3ffcf961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
          2 [ra]          0x00007fa3ffb87e7d Array.subscript.getter + 124 in libswiftCore.so
          3 [ra]          0x0000556e8bac8f48 StaleSectionLayout.invalidationContext(forBoundsChange:) + 887 in scrollsim-seeds at /work/Tests/ZooLayouts/StaleSectionLayout.swift:41:58
          4 [ra]          0x0000556e8bac4067 closure #1 in UIKitLayoutStrategy.invalidationContext(forBoundsChange:scrollView:) + 150 in scrollsim-seeds at /work/Sources/UIKitCompat/UIKitLayoutStrategy.swift:41:34

        """

    @Test func crashSummaryNamesTheLayoutsFrame() {
        #expect(CrashText.fatalMessage(Self.crashText) == "Fatal error: Index out of range")
        #expect(CrashText.ownFrame(Self.crashText) == "StaleSectionLayout.invalidationContext(forBoundsChange:) at StaleSectionLayout.swift:41:58")
        #expect(CrashText.summary(Self.crashText, signal: "SIGILL")
            == "SIGILL (Fatal error: Index out of range) in StaleSectionLayout.invalidationContext(forBoundsChange:) at StaleSectionLayout.swift:41:58")
        // Without a backtrace (SWIFT_BACKTRACE=enable=no), the message alone.
        #expect(CrashText.summary("Swift/x.swift:1: Fatal error: boom\n", signal: "SIGILL") == "SIGILL (Fatal error: boom)")
    }

    @Test func deathsAreViolationsOfTheSurvivalProperties() {
        let crash = WorkerDeath.crashed(name: "SIGSEGV", errorText: "").violation(step: 3)
        #expect(crash.target == CheckTarget(.crash, "SIGSEGV") && crash.step == 3)
        #expect(WorkerDeath.hung(seconds: 2).violation(step: 0).target.property == .hang)
        #expect(WorkerDeath.overMemory(bytes: 2 << 30, limit: 1 << 30).violation(step: 0).target.property == .memory)
        #expect(WorkerDeath.crashed(name: "SIGABRT", errorText: "fatal error: Could not allocate memory.").violation(step: 0).target.property == .memory)
        #expect(Set<LayoutProperty>.survival.isSubset(of: CheckSubject(.plain)!.declared))
    }

    /// Generated cases (with updates, rects, variable lengths, insets, both axes) cross the pipe
    /// unchanged: the worker's outcome for the decoded case is the outcome for the original.
    @Test func casesAndOutcomesRoundTrip() throws {
        let subject = try #require(CheckSubject(.evadne))
        let generator = CaseGenerator(directions: [.vertical, .horizontal])
        var server = CheckWorkerServer(subject: subject)
        var local = InProcessExecutor(subject: subject)
        var withViolations = 0
        for i in 0..<300 {
            let c = generator.generate(seed: CheckRandom.caseSeed(1, index: i))
            let line = CheckWire.line(.explicit(c, stopAt: nil))
            guard case .explicit(let decoded, nil)? = CheckWire.request(Substring(line)) else {
                Issue.record("case \(i) does not read back")
                return
            }
            #expect(CheckWire.line(.explicit(decoded, stopAt: nil)) == line)
            var answers: [String] = []
            #expect(server.answer(Substring(line)) { answers.append($0); return true })
            #expect(answers.count == 1)
            let remote = try #require(CheckWire.outcome(Substring(answers.first ?? "")))
            let expected = local.run(c, stopAt: nil, detailed: false)
            #expect(remote.steps == expected.steps && remote.violations == expected.violations, "case \(i)")
            if !expected.violations.isEmpty { withViolations += 1 }
        }
        #expect(withViolations > 10)
        #expect(CheckWire.request("nonsense") == nil && CheckWire.outcome("O\tx") == nil)
        #expect(!server.answer("nonsense") { _ in true })
    }

    /// The report's frames drawn by the worker (a frames request) are the frames drawn in this
    /// process, line for line, labels included, for cases of one step and of several.
    @Test func framesDrawnByTheWorkerAreTheFramesDrawnHere() throws {
        let subject = try #require(CheckSubject(.evadne))
        let generator = CaseGenerator(directions: [.vertical, .horizontal])
        var server = CheckWorkerServer(subject: subject)
        var several = 0
        for i in 0..<40 {
            var c = generator.generate(seed: CheckRandom.caseSeed(7, index: i))
            c.scenario.name = "finding-\(i)"
            let step = c.steps.count - 1
            if step > 0 { several += 1 }
            let line = CheckWire.line(.frames(c, scenarioName: c.scenario.name, failingStep: step))
            var answers: [String] = []
            #expect(server.answer(Substring(line)) { answers.append($0); return true })
            let remote = try #require(CheckWire.frames(Substring(answers.first ?? "")), "case \(i)")
            let here = Reproduction.drawnInProcess(c, subject: subject, other: nil, failingStep: step)
            #expect(remote.before.label == here.before.label && remote.before.lines == here.before.lines, "case \(i)")
            #expect(remote.after.label == here.after.label && remote.after.lines == here.after.lines, "case \(i)")
            #expect(!here.after.lines.isEmpty)
        }
        #expect(several > 5)
        #expect(CheckWire.frames("R\tx\t2\tonly one line") == nil && CheckWire.frames("O\t1") == nil)
    }

    /// A stream request answers the run's generated cases in order, one line each, as the same
    /// cases run in this process; it stops after `count`, or when the reader is gone.
    @Test func streamAnswersTheRunsCasesInOrder() throws {
        let subject = try #require(CheckSubject(.myntra))
        let generator = CaseGenerator(directions: subject.directions)
        let budget = CheckBudget(seed: 3)
        var server = CheckWorkerServer(subject: subject)
        var local = InProcessExecutor(subject: subject)
        let line = CheckWire.line(.stream(seed: 3, from: 40, count: 60))
        #expect(line == "S\t3\t40\t60")
        var answers: [String] = []
        #expect(server.answer(Substring(line)) { answers.append($0); return true })
        #expect(answers.count == 60)
        var withViolations = 0
        for (offset, answer) in answers.enumerated() {
            let remote = try #require(CheckWire.outcome(Substring(answer)))
            let expected = local.runGenerated(40 + offset, of: budget, generator: generator)
            #expect(remote.steps == expected.steps && remote.violations == expected.violations, "case \(40 + offset)")
            if !expected.violations.isEmpty { withViolations += 1 }
        }
        #expect(withViolations > 0)
        // Open-ended: runs until the reader stops taking lines.
        var taken = 0
        #expect(server.answer("S\t3\t0\t-") { _ in taken += 1; return taken < 25 })
        #expect(taken == 25)
        #expect(CheckWire.request("S\t3\t-1\t5") == nil && CheckWire.request("S\t3\t0") == nil)
    }

    /// A batch of shrink candidates is answered in order up to the first that violates the
    /// target, and `firstFailing` through the wire names the same case as in this process.
    @Test func batchStopsAtTheFirstFailingCase() throws {
        let subject = try #require(CheckSubject(.myntra))
        let generator = CaseGenerator(directions: subject.directions)
        var local = InProcessExecutor(subject: subject)
        let cases = (0..<80).map { generator.generate(seed: CheckRandom.caseSeed(3, index: $0)) }
        let failing = cases.indices.first { !local.run(cases[$0], stopAt: nil, detailed: false).violations.isEmpty }
        let index = try #require(failing)
        let first = local.run(cases[index], stopAt: nil, detailed: false).violations.first
        let target = try #require(first?.target)
        let found = local.firstFailing(cases, target: target)
        let expected = try #require(found)
        #expect(expected <= index)
        var server = CheckWorkerServer(subject: subject)
        var answers: [String] = []
        #expect(server.answer(Substring(CheckWire.line(.batch(cases, stopAt: target)))) { answers.append($0); return true })
        #expect(answers.count == expected + 1)
        let last = try #require(CheckWire.outcome(Substring(answers.last ?? "")))
        #expect(last.violations.contains { $0.target == target })
        #expect(answers.dropLast().allSatisfy { CheckWire.outcome(Substring($0))?.violations.isEmpty == true })
    }

    /// A comparison worker (`--compare`) answers the stream with each generated case's
    /// differences as they are found here, a differing batch up to the first case that shows the
    /// cause (the same case as here), and draws the frames of both strategies side by side.
    @Test func comparisonWorkerAnswersAsTheComparisonHere() throws {
        let a = try #require(CheckSubject(.evadne)), b = try #require(CheckSubject(.uikit))
        let generator = CaseGenerator(directions: a.directions.intersection(b.directions))
        var server = CheckWorkerServer(subject: a, comparedWith: b)
        var answers: [String] = []
        #expect(server.answer(Substring(CheckWire.line(.stream(seed: 0, from: 10, count: 40)))) { answers.append($0); return true })
        #expect(answers.count == 40)
        var cases: [CheckCase] = []
        var causes: [ComparisonCause] = []
        for (offset, answer) in answers.enumerated() {
            let c = generator.generate(seed: CheckRandom.caseSeed(0, index: 10 + offset))
            cases.append(c)
            let remote = try #require(CheckWire.compared(Substring(answer)), "\(answer)")
            let here = StrategyComparison.compared(c, a, b)
            #expect(remote.steps == here.steps && remote.seen == here.seen && remote.death == nil, "case \(10 + offset)")
            causes += here.seen.map(\.cause)
        }
        let cause = try #require(causes.last)
        let expected = try #require(StrategyComparison.firstShowing(cases, cause: cause, a, b))
        answers = []
        #expect(server.answer(Substring(CheckWire.line(.differing(cases, cause: cause)))) { answers.append($0); return true })
        #expect(answers.count == expected.index + 1)
        #expect(CheckWire.compared(Substring(answers.last ?? ""))?.seen == [expected.seen])
        #expect(answers.dropLast().allSatisfy { CheckWire.compared(Substring($0))?.seen.isEmpty == true })
        answers = []
        let c = cases[expected.index]
        #expect(server.answer(Substring(CheckWire.line(.frames(c, scenarioName: "pair", failingStep: expected.seen.step)))) { answers.append($0); return true })
        var named = c
        named.scenario.name = "pair"
        let here = Reproduction.drawnInProcess(named, subject: a, other: b, failingStep: expected.seen.step)
        let remote = try #require(CheckWire.frames(Substring(answers.first ?? "")))
        #expect(remote.after.label == here.after.label && remote.after.lines == here.after.lines && remote.after.label.contains("evadne | uikit"))
        // A differing batch is a comparison worker's request only.
        var single = CheckWorkerServer(subject: a)
        #expect(!single.answer(Substring(CheckWire.line(.differing(cases, cause: cause)))) { _ in true })
        #expect(CheckWire.compared("D\t3\theader-position\theader") == nil && CheckWire.request("P\theader\tpins\tx") == nil)
    }
}
