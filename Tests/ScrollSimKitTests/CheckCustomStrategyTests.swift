import ScrollSimKit
import StickyLayout
import TestSupport
import Testing

/// A strategy written in Swift outside the engine, registered in a registry of its own, is checked
/// through the same API as the built-ins, with what it declares.
@Suite("check on a custom strategy")
struct CheckCustomStrategyTests {
    /// Glues every header in the rect to the pin line, with no ceiling: the next section's header
    /// never pushes it off. Declares every property.
    struct NoCeiling: StickyStrategy {
        var name: StrategyName { "no-ceiling" }
        var declaredProperties: Set<LayoutProperty> { .all }

        func layoutAttributesForElements(in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]) {
            let start = result.count
            context.appendSuperElements(in: rect, to: &result)
            let pin = context.bounds.minY + context.contentInset.top
            for i in start..<result.count where result[i].kind == .header {
                result[i].frame.origin.y = max(pin, result[i].naturalFrame.minY)
                result[i].zIndex = 10
            }
        }
    }

    /// UIKit's header pinning, answered by the public `DeclarativeStrategy` from inside a strategy
    /// of its own: should pass what it declares.
    struct SpanPinned: StickyStrategy {
        var name: StrategyName { "span-pinned" }
        var declaredProperties: Set<LayoutProperty> { Set.all.subtracting([.footersPresent]) }

        func layoutAttributesForElements(in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]) {
            UIKitPinStrategy.make(pinHeaders: true, pinFooters: false)
                .layoutAttributesForElements(in: rect, context: &context, into: &result)
        }
    }

    static let registry: StrategyRegistry = {
        var r = StrategyRegistry.builtIn
        r.register(StrategyRegistration(name: "no-ceiling", summary: "test", source: "test") { _ in NoCeiling() })
        r.register(StrategyRegistration(name: "span-pinned", summary: "test", source: "test") { _ in SpanPinned() })
        return r
    }()

    @Test func brokenCustomStrategyFailsWithAShrunkCase() throws {
        let subject = try #require(CheckSubject("no-ceiling", registry: Self.registry))
        #expect(subject.declared == .all)
        let report = Checker.run(subject, budget: CheckBudget())
        #expect(!report.passed)
        // Stays pinned past its section's end: outside its section, and over the next header.
        let f = try #require(report.failures.first { $0.target.property == .pinnedInSection })
        #expect(f.shrunk.scenario.sections.count <= 2)
        #expect(report.failures.contains { $0.target.property == .headersApart })
        let repro = Reproduction(f.shrunk, subject: subject, fileName: "x.json", path: "x.json",
                                 failingStep: f.violation.step, rectQuery: f.violation.inRectQuery)
        // A violation in the extra rect query comes with the layout command that queries that rect.
        #expect(!f.violation.inRectQuery || repro.commands.contains { $0.contains(" --rect ") })
        #expect(repro.commands.contains { $0.contains("--strategy no-ceiling") })
    }

    @Test func correctCustomStrategyPasses() throws {
        let subject = try #require(CheckSubject("span-pinned", registry: Self.registry))
        let report = Checker.run(subject, budget: CheckBudget())
        #expect(report.passed, "\(report.failures.map { "\($0.target): \($0.violation.message)" })")
    }
}

/// A strategy file's `declares` is what `check` holds a declarative strategy to.
@Suite("strategy file declarations")
struct StrategyFileDeclarationTests {
    @Test func declaresRoundTripsAndReachesTheStrategy() throws {
        let text = #"{"name": "lenient", "headers": {"pin": true}, "declares": ["unique-elements", "headers-apart"]}"#
        let file = try StrategyFileDecoder.decode(Array(text.utf8), file: "lenient.json")
        #expect(file.model.declaredProperties == [.uniqueElements, .headersApart])
        let again = try StrategyFileDecoder.decode(Array(StrategyFileEncoder.encode(file).utf8), file: "again.json")
        #expect(again.model == file.model)
        let strategy = file.registration.make(StrategyOptions())
        #expect(strategy.declaredProperties == [.uniqueElements, .headersApart])
        #expect(strategy.supportedDirections == [.vertical, .horizontal])
    }

    @Test func withoutDeclaresEverythingThatFitsWhatItPins() throws {
        let text = #"{"name": "headers-only", "headers": {"pin": true}, "footers": {"pin": false}}"#
        let file = try StrategyFileDecoder.decode(Array(text.utf8), file: "h.json")
        #expect(file.model.declaredProperties == nil)
        #expect(file.registration.make(StrategyOptions()).declaredProperties == Set.all.subtracting([.footersPresent]))
    }
}
