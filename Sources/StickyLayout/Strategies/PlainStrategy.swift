/// `UICollectionViewFlowLayout` as is: headers and footers scroll with the content.
/// An origin change does not invalidate the layout.
public struct PlainStrategy: StickyStrategy {
    public init() {}

    public var name: StrategyName { .plain }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    /// The unified model's description: nothing pins, an origin change does not invalidate.
    public static var pinningModel: PinningModel {
        var m = PinningModel()
        m.headers.pin = false
        m.zIndex.header = 0
        m.zIndex.footer = 0
        m.invalidateOnScroll = false
        return m
    }

    public static let registration = StrategyRegistration(
        name: .plain,
        summary: "flow layout default: headers and footers scroll with the content",
        source: "UICollectionViewFlowLayout",
        optionKeys: [],
        pinningModel: pinningModel
    ) { _ in PlainStrategy() }

    public var invalidatesOnOriginChange: Bool { false }

    public func layoutAttributesForElements(
        in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]
    ) {
        context.appendSuperElements(in: rect, to: &result)
    }
}

extension PlainStrategy {
    /// Nothing is pinned, so everything but presence of off-screen headers and footers holds.
    public var declaredProperties: Set<LayoutProperty> {
        Set.all.subtracting([.headersPresent, .footersPresent])
    }

    public var supportedDirections: Set<ScrollDirection> { [.vertical, .horizontal] }
}

extension StrategyName {
    /// `UICollectionViewFlowLayout` with no pinning.
    public static let plain = StrategyName("plain")
}
