// The environment a layout reads from its collection view: the screen's scale and the layout
// direction. ScrollSim simulates one fixed environment, left to right on a 3x screen; the values
// are chosen here (see Examples/CustomStrategy/README.md), not read from a device.

/// The direction text runs in (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight
    case rightToLeft
}

/// The traits of the simulated screen (UIKit's `UITraitCollection`).
public final class UITraitCollection: NSObject, Sendable {
    /// Pixels per point: 3, the scale of current iPhones, so that a layout rounding to pixels rounds
    /// to thirds of a point as on a device.
    public let displayScale: CGFloat
    /// Left to right: ScrollSim does not simulate right-to-left content.
    public let layoutDirection: UIUserInterfaceLayoutDirection

    init(displayScale: CGFloat = 3, layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight) {
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
    }

    @available(*, unavailable, message: "UIKitCompat: size classes are not simulated; read collectionView.bounds")
    public var horizontalSizeClass: Int { fatalError() }

    @available(*, unavailable, message: "UIKitCompat: size classes are not simulated; read collectionView.bounds")
    public var verticalSizeClass: Int { fatalError() }

    @available(*, unavailable, message: "UIKitCompat: content size categories are not simulated; sizes come from the scenario")
    public var preferredContentSizeCategory: String { fatalError() }

    @available(*, unavailable, message: "UIKitCompat: the interface style is not simulated (it does not change a layout's frames)")
    public var userInterfaceStyle: Int { fatalError() }
}

extension UICollectionView {
    /// The simulated screen's traits.
    public var traitCollection: UITraitCollection { UITraitCollection() }

    /// Left to right, as `traitCollection.layoutDirection`.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { traitCollection.layoutDirection }
}

extension UICollectionViewLayout {
    /// Reports a layout UIKit would mirror (it flips in the opposite direction and was developed
    /// right to left): ScrollSim draws it unmirrored.
    func reportMirroring(_ call: EngineCall) {
        if flipsHorizontallyInOppositeLayoutDirection && developmentLayoutDirection != view.effectiveUserInterfaceLayoutDirection {
            call.context.report(.note, "uikit.notMirrored", section: nil,
                                "the layout was developed right to left and flips in the opposite direction; UIKit would mirror its x coordinates, ScrollSim draws them as returned")
        }
    }
}
