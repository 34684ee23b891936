import ScrollSimKit
import StickyLayout

/// Seeded random large configurations: up to 50 sections, up to 200 items a section, variable
/// item heights (halves), several columns, per-section delegate sizes and insets, content insets.
package enum RandomConfigs {
    package static func make(seed: UInt64, kind: StrategyName) -> RefConfig {
        var rng = CheckRandom(seed: seed)
        let width = Double(rng.uniform(8...24))
        let viewport = Size(width: width, height: Double(rng.uniform(4...30)))
        let columnsWanted = rng.uniform(1...4)
        let spacing = Double(rng.uniform(0...1))
        let sectionInset = EdgeInsets(
            top: Double(rng.uniform(0...2)), left: Double(rng.uniform(0...1)),
            bottom: Double(rng.uniform(0...2)), right: Double(rng.uniform(0...1)))
        let available = width - sectionInset.left - sectionInset.right
        // Narrow enough that `columnsWanted` columns fit in every section (per-section insets are ≤ 1 wider).
        let itemWidth = columnsWanted == 1 && rng.uniformChance(0.5)
            ? 0 : max(1, ((available - 2 - spacing * Double(columnsWanted - 1)) / Double(columnsWanted)).rounded(.down))
        var metrics = FlowMetrics(
            itemSize: Size(width: itemWidth, height: rng.half(upTo: 4)),
            minimumLineSpacing: Double(rng.uniform(0...2)) / 2, minimumInteritemSpacing: spacing,
            sectionInset: sectionInset,
            headerReferenceSize: Size(width: 0, height: Double(rng.uniform(0...3))),
            footerReferenceSize: Size(width: 0, height: Double(rng.uniform(0...3))))
        if rng.uniformChance(0.2) { metrics.headerReferenceSize = .zero }
        let sectionCount = rng.uniform(1...50)
        var sections: [SectionSpec] = []
        for _ in 0..<sectionCount {
            let n = rng.uniformChance(0.1) ? 0 : rng.uniform(1...(rng.uniformChance(0.1) ? 200 : 12))
            let lengths: [Float]? = rng.uniformChance(0.5) ? (0..<n).map { _ in Float(rng.half(upTo: 5)) } : nil
            sections.append(SectionSpec(
                itemCount: n, itemLengths: lengths,
                header: rng.uniformChance(0.4) ? Double(rng.uniform(0...3)) : nil,
                footer: rng.uniformChance(0.4) ? Double(rng.uniform(0...3)) : nil,
                inset: rng.uniformChance(0.2) ? EdgeInsets(top: Double(rng.uniform(0...2)), bottom: Double(rng.uniform(0...2))) : nil))
        }
        var options = StrategyOptions()
        options.floatingBarHeight = Double(rng.uniform(1...4))
        if kind == .yl && rng.uniformChance(0.5) {
            options.ylStickySections = (0..<sectionCount).filter { _ in rng.uniformChance(0.5) }
        }
        if kind == .cs && rng.uniformChance(0.6) {
            let r = Double(rng.uniform(2...8))
            options.csParallaxHeaderReferenceSize = Size(width: width, height: r)
            options.csParallaxHeaderMinimumReferenceSize = Size(width: width, height: Double(rng.uniform(0...Int(r) - 1)))
            options.csParallaxHeaderAlwaysOnTop = rng.uniformChance(0.5)
            options.csDisableStretching = rng.uniformChance(0.5)
        }
        let contentInset = EdgeInsets(top: Double(rng.uniform(0...3)), bottom: Double(rng.uniform(0...3)))
        return RefConfig(
            sections: sections, metrics: metrics, viewport: viewport, contentInset: contentInset, options: options)
    }

    /// A random query rect around `bounds` (sometimes a prefetch-like rect elsewhere).
    package static func rect(_ rng: inout CheckRandom, bounds: Rect, contentHeight: Double) -> Rect {
        if rng.uniformChance(0.3) { return bounds }
        let y = Double(rng.uniform(Int(-bounds.height)...Int(contentHeight + bounds.height))) / (rng.uniformChance(0.5) ? 1 : 2)
        return Rect(x: 0, y: y, width: bounds.width, height: rng.half(upTo: Int(bounds.height) * 2))
    }
}
