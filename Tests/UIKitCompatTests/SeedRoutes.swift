import SeedLayouts
import StickyLayout
import TestSeedLayouts
import TestSupport
import UIKitCompat

/// The UIKit-style seed subclasses, each paired with the built-in strategy it must agree with.
enum SeedRoutes {
    /// The built-ins that have a UIKit-style translation here (plain: the compat flow layout itself).
    static let kinds: [StrategyName] = [.plain, .floating, .evadne, .yl, .myntra]

    /// The translation of `kind`'s original, configured as the built-in is by `options`.
    static func compat(_ kind: StrategyName, _ options: StrategyOptions) -> UIKitLayoutStrategy {
        switch kind {
        case .floating:
            let layout = FloatingSupplementaryFlowLayout()
            layout.barHeight = options.floatingBarHeight
            return UIKitLayoutStrategy(kind, layout)
        case .evadne:
            return UIKitLayoutStrategy(kind, EvadneStickyHeaderFlowLayout())
        case .yl:
            let layout = YLStickyHeaderFlowLayout()
            if let sections = options.ylStickySections { layout.stickySections = sections }
            if options.ylDisableStickyFlow { layout.disableStickyFlow = true }
            return UIKitLayoutStrategy(kind, layout)
        case .myntra:
            return UIKitLayoutStrategy(kind, MYNStickyFlowLayout())
        default:
            return UIKitLayoutStrategy(kind, UICollectionViewFlowLayout())
        }
    }

    /// A collection view running `kind`'s translation on `config`, at offset 0.
    static func collectionView(_ kind: StrategyName, _ config: RefConfig) -> CollectionView {
        CollectionView(
            sections: config.sections, metrics: config.metrics, strategy: compat(kind, config.options),
            scrollView: config.scrollView(offset: 0))
    }
}

/// What must agree between a built-in and its translation: everything the reference compares,
/// plus whether the element was re-inserted.
struct SeedElement: Hashable, Comparable, CustomStringConvertible {
    var element: RefElement
    var isReinserted: Bool

    init(_ a: LayoutAttributes) {
        element = RefElement(a)
        isReinserted = a.isReinserted
    }

    static func < (a: SeedElement, b: SeedElement) -> Bool {
        a.element != b.element ? a.element < b.element : (!a.isReinserted && b.isReinserted)
    }

    var description: String { "\(element)\(isReinserted ? " re-inserted" : "")" }
}

/// The multiset difference of two answers; nil when equal.
func seedDiff(builtIn: [LayoutAttributes], compat: [LayoutAttributes]) -> String? {
    // The same elements in the same order are the same multiset (as `refDiff`).
    if builtIn.count == compat.count,
       zip(builtIn, compat).allSatisfy({ SeedElement($0.0) == SeedElement($0.1) }) { return nil }
    var counts: [SeedElement: Int] = [:]
    for a in builtIn { counts[SeedElement(a), default: 0] += 1 }
    for a in compat { counts[SeedElement(a), default: 0] -= 1 }
    let missing = counts.filter { $0.value > 0 }.keys.sorted()
    let extra = counts.filter { $0.value < 0 }.keys.sorted()
    if missing.isEmpty && extra.isEmpty { return nil }
    var lines: [String] = []
    if let m = missing.first { lines.append("built-in only: \(m) [+\(missing.count - 1) more]") }
    if let e = extra.first { lines.append("subclass only: \(e) [+\(extra.count - 1) more]") }
    return lines.joined(separator: "\n")
}
