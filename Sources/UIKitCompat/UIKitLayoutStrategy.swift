public import StickyLayout

/// Runs a UIKit-style layout object as one of ScrollSim's strategies.
///
/// Each call is made as UIKit makes it (`prepare()` before the first query after any invalidation,
/// the elements an invalidation context names asked for again, the batch-update, resize and
/// self-sizing calls; docs/uikit-host.md) and the attributes objects the layout returns become
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
        host.shouldInvalidate(forBoundsChange: newBounds, scrollView: scrollView)
    }

    public func invalidationContext(forBoundsChange newBounds: Rect, scrollView: ScrollViewState) -> InvalidationContext? {
        host.invalidationContext(forBoundsChange: newBounds, scrollView: scrollView)
    }

    public func layoutAttributesForElements(
        in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]
    ) {
        host.elements(in: rect, context: &context, into: &result)
        if context.faults.noReinsertion || context.faults.noZIndexRaise {
            context.report(.note, "uikit.faultNotApplied", section: nil,
                           "the re-insertion and zIndex faults remove a step of a built-in recipe; a UIKit subclass runs its own code unchanged (the no-invalidation fault does apply)")
        }
    }

    public func layoutAttributesForItem(at indexPath: StickyLayout.IndexPath, context: inout StrategyContext) -> LayoutAttributes? {
        host.item(at: indexPath, context: &context)
    }

    public func layoutAttributesForSupplementaryView(
        ofKind kind: ElementKind, at indexPath: StickyLayout.IndexPath, context: inout StrategyContext
    ) -> LayoutAttributes? {
        if let decorationKind = kind.decorationKind { return host.decoration(decorationKind, at: indexPath, context: &context) }
        guard let uikitKind = kind.uikitKind else { return nil }
        return host.supplementary(uikitKind, at: indexPath, context: &context)
    }

    public func contentSize(_ context: StrategyContext) -> Size {
        var context = context
        return host.contentSize(&context)
    }
}

/// The rest of UIKit's calls, made by the engine (docs/uikit-host.md).
extension UIKitLayoutStrategy: LayoutProtocolHooks {
    public func didInvalidate(_ context: InvalidationContext, cause: InvalidationCause) {
        host.invalidated(context, cause: cause)
    }

    public func takeSelfInvalidation() -> InvalidationContext? { host.takeSelfInvalidation() }

    public func invalidationForResize(to newBounds: Rect, scrollView: ScrollViewState) -> InvalidationContext? {
        host.invalidationForResize(to: newBounds, scrollView: scrollView)
    }

    public func prepare(forAnimatedBoundsChange oldBounds: Rect, context: inout StrategyContext) {
        host.prepare(forAnimatedBoundsChange: oldBounds, context: &context)
    }

    public func finalizeAnimatedBoundsChange(context: inout StrategyContext) {
        host.finalizeAnimatedBoundsChange(context: &context)
    }

    public func prepare(forCollectionViewUpdates items: [UpdateItem], context: inout StrategyContext) {
        host.prepare(forCollectionViewUpdates: items, context: &context)
    }

    public func supplementaryChanges(inserting: Bool, context: inout StrategyContext) -> [ElementKey] {
        host.supplementaryChanges(inserting: inserting, context: &context)
    }

    public func animationAttributes(
        appearing: Bool, key: ElementKey, fallback: (attributes: LayoutAttributes, alpha: Double),
        own: LayoutAttributes, context: inout StrategyContext
    ) -> AnimationAnswer {
        host.animationAttributes(appearing: appearing, key: key, fallback: fallback, own: own, context: &context)
    }

    public func targetContentOffset(forProposedContentOffset proposed: Point, context: inout StrategyContext) -> Point {
        host.targetContentOffset(forProposedContentOffset: proposed, context: &context)
    }

    public func finalizeCollectionViewUpdates(context: inout StrategyContext) {
        host.finalizeCollectionViewUpdates(context: &context)
    }

    public func invalidationForPreferredLength(
        _ length: Float, at indexPath: StickyLayout.IndexPath, context: inout StrategyContext
    ) -> InvalidationContext? {
        host.invalidationForPreferredLength(length, at: indexPath, context: &context)
    }

    public func recordCalls(_ on: Bool) { host.recordCalls(on) }

    public func takeCallRecord() -> [String] { host.takeCallRecord() }
}
