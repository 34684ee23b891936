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

    var label: String {
        switch self {
        case .pinToVisibleBounds: "uikit / UICollectionViewFlowLayout pinToVisibleBounds"
        case .evadne: "evadne / EvadneStickyHeaderFlowLayout (seed 002)"
        }
    }

    var native: any StickyStrategy {
        switch self {
        case .pinToVisibleBounds: UIKitPinStrategy.make()
        case .evadne: EvadneStrategy.make()
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
        }
    }
}
