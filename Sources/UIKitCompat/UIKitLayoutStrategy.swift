public import StickyLayout

/// Runs a UIKit-style layout object as one of ScrollSim's strategies.
///
/// Each query calls the layout as UIKit would (`prepare()` after an invalidation, then
/// `layoutAttributesForElements(in:)` and friends) and turns the attributes objects it returns into
/// the engine's values. Unlike the native strategies it allocates on every query, as UIKit does.
/// Copies of one strategy value share the layout object; make one strategy per collection view.
public struct UIKitLayoutStrategy: StickyStrategy {
    private let host: LayoutHost
    /// The name the strategy is registered under.
    public let name: StrategyName

    /// A strategy called `name` running `layout`, which it owns from now on.
    /// The properties `scrollsim check` holds this layout to (a violation fails the check; any
    /// other finding is reported only). Empty unless given at registration.
    public let declaredProperties: Set<LayoutProperty>
    /// The scroll directions `scrollsim check` generates scenarios for.
    public let supportedDirections: Set<ScrollDirection>

    public init(
        _ name: StrategyName, _ layout: sending UICollectionViewLayout,
        declares declaredProperties: Set<LayoutProperty> = [],
        directions supportedDirections: Set<ScrollDirection> = [.vertical]
    ) {
        self.name = name
        self.declaredProperties = declaredProperties
        self.supportedDirections = supportedDirections
        host = LayoutHost(layout)
    }

    /// The layout's class name.
    public var layoutClassName: String { host.layoutClassName }

    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect, scrollView: ScrollViewState) -> Bool {
        host.between(scrollView) { $0.shouldInvalidateLayout(forBoundsChange: CGRect(newBounds)) }
    }

    public func invalidationContext(forBoundsChange newBounds: Rect, scrollView: ScrollViewState) -> InvalidationContext? {
        host.between(scrollView) { layout in
            let context = layout.invalidationContext(forBoundsChange: CGRect(newBounds))
            layout.invalidateLayout(with: context)
            return context.requiresRebuild ? InvalidationContext(invalidateItemMetrics: true) : .supplementaryPositions
        }
    }

    public func layoutAttributesForElements(
        in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]
    ) {
        host.answer(&context) { layout, call in
            for a in layout.layoutAttributesForElements(in: CGRect(rect)) ?? [] {
                if let e = call.engineAttributes(a, inRectAnswer: true) { result.append(e) }
            }
        }
        if context.faults.noReinsertion || context.faults.noZIndexRaise {
            context.report(.note, "uikit.faultNotApplied", section: nil,
                           "the re-insertion and zIndex faults remove a step of a built-in recipe; a UIKit subclass runs its own code unchanged (the no-invalidation fault does apply)")
        }
    }

    public func layoutAttributesForItem(at indexPath: StickyLayout.IndexPath, context: inout StrategyContext) -> LayoutAttributes? {
        host.answer(&context) { layout, call in
            layout.layoutAttributesForItem(at: Foundation.IndexPath(indexPath)).flatMap { call.engineAttributes($0) }
        }
    }

    public func layoutAttributesForSupplementaryView(
        ofKind kind: ElementKind, at indexPath: StickyLayout.IndexPath, context: inout StrategyContext
    ) -> LayoutAttributes? {
        guard let uikitKind = kind.uikitKind else { return nil }
        return host.answer(&context) { layout, call in
            layout.layoutAttributesForSupplementaryView(ofKind: uikitKind, at: layout.view.uikitIndexPath(ofSupplementary: uikitKind, at: indexPath))
                .flatMap { call.engineAttributes($0) }
        }
    }

    public func contentSize(_ context: StrategyContext) -> Size {
        var context = context
        return host.answer(&context) { layout, _ in
            let size = layout.collectionViewContentSize
            layout.view.lastContentSize = size
            return Size(size)
        }
    }
}
