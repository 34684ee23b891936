import StickyLayout
import TestSupport
import Testing

/// Engine vs reference for query rects whose edge lies exactly on a cell's edge.
///
/// Two columns of items of different lengths: a shorter item is centred in its line, so its ends
/// lie inside the line, where a query's start can touch a cell the line walk does not skip. An
/// element that only touches the rect is not in it (`CGRectIntersectsRect`; MagazineLayout's
/// `maxY > minY` test along the scroll axis).
@Suite("Reference: query rects touching a cell's edge")
struct ReferenceTouchingRectTests {
    static let config = RefConfig(
        sections: [
            SectionSpec(itemCount: 6, itemLengths: [4, 2, 3, 1, 0, 2]),
            SectionSpec(itemCount: 5, itemLengths: [1, 3, 2, 2, 5]),
        ],
        metrics: FlowMetrics(
            itemSize: Size(width: 10, height: 1), minimumLineSpacing: 1,
            headerReferenceSize: Size(width: 0, height: 1), footerReferenceSize: Size(width: 0, height: 1)),
        viewport: Size(width: 21, height: 6))

    @Test("a rect starting at a cell's end or ending at its start: engine equals reference", arguments: StrategyRegistry.builtIn.names)
    func touchingRects(_ kind: StrategyName) {
        let reference = ReferenceLayout(Self.config)
        #expect(reference.geometry.sections.allSatisfy { s in s.items.contains { $0.minX > 0 } }, "two columns in every section")
        let inside = reference.geometry.sections.flatMap { s in
            s.items.filter { f in s.items.contains { $0.minY < f.maxY && f.maxY < $0.maxY } }
        }
        #expect(inside.count >= 4, "cells ending inside their line's other cell")
        let edges = Set(reference.geometry.sections.flatMap { $0.items.flatMap { [$0.minY, $0.maxY] } }).sorted()
        var engine = Self.config.engine(kind)
        var checked = 0
        var failures: [String] = []
        for offset in stride(from: -2.0, through: reference.contentHeight(kind), by: 3) {
            engine.setContentOffset(Point(x: 0, y: offset))
            for y in edges {
                for rect in [Rect(x: 0, y: y, width: 21, height: 4), Rect(x: 0, y: y - 4, width: 21, height: 4)] {
                    let got = engine.layoutAttributesForElements(in: rect)
                    let want = reference.attributes(kind, offset: offset, rect: rect)
                    checked += 1
                    if let diff = refDiff(engine: got, reference: want) {
                        failures.append("offset \(offset) rect y \(rect.minY)..<\(rect.maxY)\n\(diff)")
                    }
                }
            }
        }
        #expect(checked > 200)
        #expect(failures.isEmpty, "\(failures.count) of \(checked) queries differ; first:\n\(failures.prefix(2).joined(separator: "\n---\n"))")
    }
}
