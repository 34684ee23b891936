import StickyLayout
import TestSeedLayouts
import Testing
import UIKitCompat

/// Decoration views (docs/uikit-host.md, "Decoration views", rules B3 and U6): shown and reported
/// like other elements; in a batch update the layout's decoration inserts and deletes are asked for
/// between `prepare(forCollectionViewUpdates:)` and `finalizeCollectionViewUpdates()`, and its
/// initial/final decoration attributes are the animation's ends.
@Suite("UIKitCompat: decoration views")
struct DecorationTests {
    static let metrics = FlowMetrics(itemSize: Size(width: 0, height: 2), headerReferenceSize: Size(width: 0, height: 1))
    static let viewport = Size(width: 10, height: 12)
    static let kind = ElementKind.decoration(DecorationProbeLayout.kind)

    private func view(_ layout: sending UICollectionViewLayout, _ sections: [SectionSpec]) -> CollectionView {
        CollectionView(
            sections: sections, metrics: Self.metrics, strategy: UIKitLayoutStrategy("probe", layout),
            scrollView: ScrollViewState(viewportSize: Self.viewport))
    }

    @Test("A decoration view in the rect answer is shown, with its kind, frame and zIndex; reports name it decoration:KIND")
    func shownFromTheRectAnswer() {
        var v = view(DecorationProbeLayout(trace: ProbeTrace()), [SectionSpec(itemCount: 2), SectionSpec(itemCount: 2)])
        let shown = v.visibleAttributes().filter { $0.kind == Self.kind }
        #expect(shown.map(\.indexPath) == [StickyLayout.IndexPath(item: 0, section: 0), StickyLayout.IndexPath(item: 0, section: 1)])
        // Section 0: header row 0, items rows 1-4; section 1 from row 5 to row 9.
        #expect(shown.map(\.frame) == [Rect(x: 0, y: 0, width: 10, height: 5), Rect(x: 0, y: 5, width: 10, height: 5)])
        #expect(shown.allSatisfy { $0.zIndex == -1 })
        #expect(Self.kind.rawValue == "decoration:SectionBackground")
        #expect(v.diagnostics.allSatisfy { $0.code != "uikit.elementNotShown" }, "\(v.diagnostics)")
    }

    /// Names section 0's background in every bounds-change context and answers it, in the single-element
    /// query, pinned to the top of the bounds.
    final class PinnedBackgroundLayout: DecorationProbeLayout {
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

        override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
            let context = super.invalidationContext(forBoundsChange: newBounds)
            context.invalidateDecorationElements(ofKind: Self.kind, at: [Foundation.IndexPath(item: 0, section: 0)])
            return context
        }

        override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
            let a = super.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)
            a?.frame.origin.y = collectionView?.contentOffset.y ?? 0
            return a
        }
    }

    @Test("B3: a decoration view a context names is asked again, and that answer is the one shown")
    func namedDecorationIsAskedAgain() {
        let trace = ProbeTrace()
        var v = view(PinnedBackgroundLayout(trace: trace), [SectionSpec(itemCount: 8)])
        _ = v.visibleAttributes()
        trace.clear()
        v.setContentOffset(Point(x: 0, y: 3))
        let shown = v.visibleAttributes().first { $0.kind == Self.kind }
        #expect(shown?.frame.minY == 3, "\(String(describing: shown))")
        #expect(trace.calls.contains("layoutAttributesForDecorationView SectionBackground [0, 0]"), "\(trace.calls)")
    }

    @Test("U6: inserting a section asks for the decoration inserts between prepare(forCollectionViewUpdates:) and finalize, then the appearing background's initial attributes, which start the animation")
    func insertedDecorationAppears() throws {
        let trace = ProbeTrace()
        var v = view(DecorationProbeLayout(trace: trace), [SectionSpec(itemCount: 2)])
        _ = v.visibleAttributes()
        trace.clear()
        var batch = BatchUpdates()
        batch.insertSections([1], spec: SectionSpec(itemCount: 1))
        let result = try v.performBatchUpdates(batch)
        let calls = trace.calls
        func index(_ call: String) throws -> Int { try #require(calls.firstIndex(of: call), "\(call)\n\(calls.joined(separator: "\n"))") }
        let updates = try index("prepare(forCollectionViewUpdates:) insert section 1")
        let inserts = try index("indexPathsToInsertForDecorationView SectionBackground")
        let deletes = try index("indexPathsToDeleteForDecorationView SectionBackground")
        let initial = try index("initialLayoutAttributesForAppearingDecorationElement SectionBackground [1, 0]")
        let finalized = try index("finalizeCollectionViewUpdates")
        #expect(updates < inserts && inserts < deletes && deletes < initial && initial < finalized, "\(calls.joined(separator: "\n"))")
        // The supplementary questions come first (docs/uikit-host.md, U4 then U6).
        let supplementaryInserts = try index("indexPathsToInsertForSupplementaryView")
        #expect(supplementaryInserts < inserts)
        let appearing = try #require(result.transitions.first { $0.keyAfter == ElementKey(kind: Self.kind, indexPath: StickyLayout.IndexPath(item: 0, section: 1)) })
        #expect(appearing.role == .appearing && appearing.keyBefore == nil)
        // The layout's own start: 3 points right of the end, transparent.
        #expect(appearing.start.frame == appearing.end.frame.offsetBy(dx: 3, dy: 0), "\(appearing)")
        #expect(appearing.startAlpha == 0 && appearing.endAlpha == 1)
        // Section 0's background stays (no initial/final question for it).
        #expect(!calls.contains { $0.hasSuffix("SectionBackground [0, 0]") && $0.hasPrefix("initial") })
    }

    @Test("U6 and U3: deleting a section asks for the disappearing background's final attributes; nil keeps it where it was, opaque")
    func deletedDecorationDisappears() throws {
        let trace = ProbeTrace()
        var v = view(DecorationProbeLayout(trace: trace), [SectionSpec(itemCount: 2), SectionSpec(itemCount: 1)])
        _ = v.visibleAttributes()
        trace.clear()
        var batch = BatchUpdates()
        batch.deleteSections([0])
        let result = try v.performBatchUpdates(batch)
        #expect(trace.calls.contains("finalLayoutAttributesForDisappearingDecorationElement SectionBackground [0, 0]"), "\(trace.calls)")
        let gone = try #require(result.transitions.first { $0.keyBefore == ElementKey(kind: Self.kind, indexPath: StickyLayout.IndexPath(item: 0, section: 0)) && $0.keyAfter == nil })
        #expect(gone.role == .disappearing && gone.end == gone.start && gone.endAlpha == 1, "\(gone)")
        // Section 1's background became section 0's: it stays and moves up.
        let moved = try #require(result.transitions.first { $0.keyBefore == ElementKey(kind: Self.kind, indexPath: StickyLayout.IndexPath(item: 0, section: 1)) })
        #expect(moved.role == .staying && moved.keyAfter?.indexPath.section == 0 && moved.end.frame.minY == 0)
    }
}
