// The UIKit API a layout subclass may touch that ScrollSim does not simulate. Each is declared
// unavailable, so using it is a compile-time error that says why, never a silent stub.

/// Renamed in Swift 4.2.
@available(*, unavailable, renamed: "UICollectionView.elementKindSectionHeader")
public let UICollectionElementKindSectionHeader = ""

/// Renamed in Swift 4.2.
@available(*, unavailable, renamed: "UICollectionView.elementKindSectionFooter")
public let UICollectionElementKindSectionFooter = ""

/// Not covered: ScrollSim draws frames, not transforms.
@available(*, unavailable, message: "UIKitCompat: transforms are not simulated (ScrollSim draws frames and zIndex only)")
public struct CGAffineTransform {}

/// The type of `UICollectionView.dataSource`, so that a call written for UIKit
/// (`collectionView.dataSource?.numberOfSections?(in:)`) type-checks and the compiler gives the
/// reason it is not simulated: the simulator's data is the scenario, and `dataSource` is a stand-in
/// for it that answers nothing.
public protocol UICollectionViewDataSource: AnyObject {}

/// The type of `UICollectionView.delegate` (see `UICollectionViewDataSource`).
public protocol UICollectionViewDelegate: AnyObject {}

/// What an optional data-source method is read as (`dataSource?.numberOfSections?(in:)`):
/// every call is unavailable, with the reason.
public struct UnsimulatedMethod: Sendable {
    private init() {}

    @available(*, unavailable, message: "UIKitCompat: there is no data source; use collectionView.numberOfSections")
    public func callAsFunction(in collectionView: UICollectionView) -> Int { fatalError() }

    @available(*, unavailable, message: "UIKitCompat: there is no data source; use collectionView.numberOfItems(inSection:)")
    public func callAsFunction(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { fatalError() }

}

extension UICollectionViewDataSource {
    @available(*, unavailable, message: "UIKitCompat: there is no data source; use collectionView.numberOfSections")
    public var numberOfSections: UnsimulatedMethod? { nil }

    @available(*, unavailable, message: "UIKitCompat: there is no data source; use collectionView.numberOfItems(inSection:)")
    public var collectionView: UnsimulatedMethod? { nil }
}


extension UICollectionViewLayoutAttributes {
    @available(*, unavailable, message: "UIKitCompat: transforms are not simulated (ScrollSim draws frames and zIndex only)")
    public var transform: CGAffineTransform { get { fatalError() } set {} }
}

extension UICollectionViewFlowLayout {
    @available(*, unavailable, message: "UIKitCompat: self-sizing cells are not simulated; item sizes come from the scenario")
    public var estimatedItemSize: CGSize { get { fatalError() } set {} }

    @available(*, unavailable, message: "UIKitCompat: self-sizing cells are not simulated; item sizes come from the scenario")
    public static var automaticSize: CGSize { fatalError() }

    @available(*, unavailable, message: "UIKitCompat: sectionInsetReference is not simulated (insets are measured from the content edges)")
    public var sectionInsetReference: Int { get { fatalError() } set {} }
}

extension UICollectionView {
    @available(*, unavailable, message: "UIKitCompat: ScrollSim simulates layout attributes, not cells")
    public func cellForItem(at indexPath: IndexPath) -> AnyObject? { fatalError() }

    @available(*, unavailable, message: "UIKitCompat: ScrollSim simulates layout attributes, not cells")
    public var indexPathsForVisibleItems: [IndexPath] { fatalError() }

    @available(*, unavailable, message: "UIKitCompat: the layout cannot scroll the view; the simulator owns contentOffset")
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { fatalError() }

    @available(*, unavailable, message: "UIKitCompat: data changes are driven by the simulator, not the layout")
    public func reloadData() { fatalError() }

    @available(*, unavailable, message: "UIKitCompat: data changes are driven by the simulator, not the layout")
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { fatalError() }

    @available(*, unavailable, message: "UIKitCompat: touch tracking is not simulated")
    public var isDragging: Bool { fatalError() }

    @available(*, unavailable, message: "UIKitCompat: touch tracking is not simulated")
    public var isTracking: Bool { fatalError() }

    @available(*, unavailable, message: "UIKitCompat: deceleration is not simulated")
    public var isDecelerating: Bool { fatalError() }
}
