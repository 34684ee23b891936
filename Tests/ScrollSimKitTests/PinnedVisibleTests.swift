import ScrollSimKit
import StickyLayout
import Testing

/// `pinned-visible`: a pinned header under the bars or the refresh control, a pinned footer under
/// the bottom bar; a header pushed up by its section's end is not flagged.
@Suite("pinned-visible")
struct PinnedVisibleTests {
    /// Pins section 0's header at the bounds' top plus `inset` (no ceiling) and its footer at the
    /// bounds' bottom (no inset), re-inserting them, and raises both above the cells.
    struct Glued: StickyStrategy {
        enum Inset: Sendable { case none, content, adjusted }
        var inset: Inset
        var name: StrategyName { "glued" }
        var declaredProperties: Set<LayoutProperty> { [.pinnedVisible] }

        func layoutAttributesForElements(in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]) {
            let start = result.count
            context.appendSuperElements(in: rect, to: &result)
            for kind in [ElementKind.header, .footer] where !result[start...].contains(where: { $0.kind == kind }) {
                if let a = context.superLayoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: 0)),
                   a.frame.height > 0 {
                    result.append(a)
                }
            }
            let top: Double
            switch inset {
            case .none: top = 0
            case .content: top = context.contentInset.top
            case .adjusted: top = context.adjustedContentInset.top
            }
            for i in start..<result.count {
                switch result[i].kind {
                case .header: result[i].frame.origin.y = max(result[i].naturalFrame.minY, context.bounds.minY + top)
                case .footer: result[i].frame.origin.y = min(result[i].naturalFrame.minY, context.bounds.maxY - result[i].frame.height)
                default: continue
                }
                result[i].zIndex = 10
            }
        }
    }

    static func subject(_ inset: Glued.Inset) throws -> CheckSubject {
        var registry = StrategyRegistry.builtIn
        registry.register(StrategyRegistration(name: "glued", summary: "test", source: "test") { _ in Glued(inset: inset) })
        return try #require(CheckSubject("glued", registry: registry))
    }

    /// One 1-row header over ten 1-row items, a 6-row viewport, scrolled 3 rows.
    static func scrolled(bars: Double = 0, system: Double = 0, bottomBar: Double = 0, footer: Double = 0) -> CheckCase {
        var metrics = FlowMetrics(scrollDirection: .vertical)
        metrics.itemSize = Size(width: 0, height: 1)
        metrics.headerReferenceSize = Size(width: 0, height: 1)
        metrics.footerReferenceSize = Size(width: 0, height: footer)
        let scenario = Scenario(
            name: "t", metrics: metrics, sections: [SectionSpec(itemCount: 10)],
            contentInset: EdgeInsets(top: bars, bottom: bottomBar), systemInset: EdgeInsets(top: system),
            viewport: Size(width: 24, height: 6))
        return CheckCase(scenario: scenario, steps: [CheckStep(offset: 3)])
    }

    @Test func headerUnderTheBars() throws {
        let v = Checker.violations(of: try Self.subject(.none), in: Self.scrolled(bars: 2))
        let f = try #require(v.first { $0.target == CheckTarget(.pinnedVisible, "header under the inset") })
        #expect(f.message.contains("the bars (contentInset 2)"), "\(f.message)")
        #expect(Checker.violations(of: try Self.subject(.content), in: Self.scrolled(bars: 2)).isEmpty)
    }

    @Test func headerUnderTheRefreshControl() throws {
        let v = Checker.violations(of: try Self.subject(.content), in: Self.scrolled(bars: 1, system: 1))
        let f = try #require(v.first { $0.target == CheckTarget(.pinnedVisible, "header under the inset") })
        #expect(f.message.contains("refresh control"), "\(f.message)")
        #expect(Checker.violations(of: try Self.subject(.adjusted), in: Self.scrolled(bars: 1, system: 1)).isEmpty)
    }

    @Test func footerUnderTheBottomBar() throws {
        let v = Checker.violations(of: try Self.subject(.adjusted), in: Self.scrolled(bottomBar: 2, footer: 1))
        let f = try #require(v.first { $0.target == CheckTarget(.pinnedVisible, "footer under the inset") })
        #expect(f.message.contains("footer [0, 0]"), "\(f.message)")
    }

    /// UIKit's pinning pushes a header up under the bars when its section ends: not a violation.
    @Test func headerPushedByItsSectionEndIsFine() throws {
        let subject = try #require(CheckSubject("uikit"))
        var c = Self.scrolled(bars: 2)
        c.steps = [CheckStep(offset: 9)]
        #expect(!Checker.violations(of: subject, in: c).contains { $0.target.property == .pinnedVisible })
    }
}
