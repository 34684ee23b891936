import SeedLayouts
import StickyLayout
import UIKitCompat

/// The UIKit-style layouts the compat section times, each next to the native strategy computing
/// the same frames.
enum CompatPair: CaseIterable {
    /// `UICollectionViewFlowLayout` with both pin properties set (super pins) vs native `uikit`.
    case pinToVisibleBounds
    /// Seed 002 translated as a UIKit subclass (Sources/SeedLayouts) vs native `evadne`.
    case evadne
    /// The context-invalidation pattern (Sources/SeedLayouts): the host asks again for every header
    /// the context names. No native strategy computes its frames; `uikit` (which also pins
    /// footers) is the nearest.
    case contextInvalidation

    var label: String {
        switch self {
        case .pinToVisibleBounds: "uikit / UICollectionViewFlowLayout pinToVisibleBounds"
        case .evadne: "evadne / EvadneStickyHeaderFlowLayout (seed 002)"
        case .contextInvalidation: "uikit (nearest) / ContextInvalidationStickyLayout (headers asked again)"
        }
    }

    var native: any StickyStrategy {
        switch self {
        case .pinToVisibleBounds: UIKitPinStrategy.make()
        case .evadne: EvadneStrategy.make()
        case .contextInvalidation: UIKitPinStrategy.make()
        }
    }

    /// A fresh compat strategy (one layout object per collection view).
    func compat() -> any StickyStrategy {
        switch self {
        case .pinToVisibleBounds:
            let layout = UICollectionViewFlowLayout()
            layout.sectionHeadersPinToVisibleBounds = true
            layout.sectionFootersPinToVisibleBounds = true
            return UIKitLayoutStrategy("uikit-compat", layout)
        case .evadne:
            return UIKitLayoutStrategy("evadne-uikit", EvadneStickyHeaderFlowLayout())
        case .contextInvalidation:
            return UIKitLayoutStrategy("context-invalidation", ContextInvalidationStickyLayout())
        }
    }
}
