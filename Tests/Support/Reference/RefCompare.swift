import StickyLayout

/// The observable part of one attribute: what must match between engine and reference.
package struct RefElement: Hashable, Comparable, CustomStringConvertible {
    package var kind: ElementKind
    package var section: Int
    package var item: Int
    package var x, y, width, height: Double
    package var zIndex: Int
    package var isHidden: Bool

    package init(_ a: LayoutAttributes) {
        kind = a.kind
        section = a.indexPath.section
        item = a.indexPath.item
        x = a.frame.minX
        y = a.frame.minY
        width = a.frame.width
        height = a.frame.height
        zIndex = a.zIndex
        isHidden = a.isHidden
    }

    package static func < (a: RefElement, b: RefElement) -> Bool {
        if (a.kind, a.section, a.item) != (b.kind, b.section, b.item) {
            return (a.kind, a.section, a.item) < (b.kind, b.section, b.item)
        }
        return (a.y, a.x, a.height, a.width, a.zIndex) < (b.y, b.x, b.height, b.width, b.zIndex)
    }

    package var description: String {
        "\(kind.rawValue)[\(section),\(item)] (x\(x) y\(y) w\(width) h\(height)) z\(zIndex)\(isHidden ? " hidden" : "")"
    }
}

/// The multiset difference of two results; nil when they are equal as multisets.
package func refDiff(engine: [LayoutAttributes], reference: [LayoutAttributes]) -> String? {
    // The same elements in the same order are the same multiset: no table to build (the sweeps'
    // common case).
    if engine.count == reference.count,
       zip(engine, reference).allSatisfy({ RefElement($0.0) == RefElement($0.1) }) { return nil }
    var counts: [RefElement: Int] = [:]
    for a in reference { counts[RefElement(a), default: 0] += 1 }
    for a in engine { counts[RefElement(a), default: 0] -= 1 }
    let missing = counts.filter { $0.value > 0 }.keys.sorted()
    let extra = counts.filter { $0.value < 0 }.keys.sorted()
    if missing.isEmpty && extra.isEmpty { return nil }
    var lines: [String] = []
    if let m = missing.first { lines.append("expected (reference) but missing in engine: \(m) [+\(missing.count - 1) more]") }
    if let e = extra.first { lines.append("returned by engine, not in reference: \(e) [+\(extra.count - 1) more]") }
    return lines.joined(separator: "\n")
}

/// Compares the engine and the reference for `kind` at `offset`, querying the bounds.
/// Returns a failure message naming the configuration, or nil.
package func refCompareAtBounds(
    _ engine: inout CollectionView, _ reference: ReferenceLayout, _ kind: StrategyName, offset: Double
) -> String? {
    engine.setContentOffset(Point(x: 0, y: offset))
    let got = engine.layoutAttributesForElements(in: engine.bounds)
    let want = reference.attributes(kind, offset: offset, rect: reference.bounds(offset: offset))
    guard let diff = refDiff(engine: got, reference: want) else { return nil }
    return "strategy=\(kind.rawValue) offset=\(offset) rect=bounds\n\(reference.config)\n\(diff)"
}

/// Integer offsets from −V − inset.top (overscroll) to past the end (max + V).
package func refOffsets(_ reference: ReferenceLayout, _ kind: StrategyName, step: Double = 1) -> [Double] {
    let c = reference.config
    let v = c.viewport.height
    let lo = -v - c.contentInset.top
    let maxOffset = max(-c.contentInset.top, reference.contentHeight(kind) + c.contentInset.bottom - v)
    return Array(stride(from: lo, through: maxOffset + v, by: step))
}
