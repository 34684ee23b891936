/// `UICollectionViewFlowLayout` as is: headers and footers scroll with the content.
/// An origin change does not invalidate the layout.
public struct PlainStrategy: StickyStrategy {
    public init() {}

    public var kind: StrategyKind { .plain }

    public var invalidatesOnOriginChange: Bool { false }

    public func layoutAttributesForElements(
        in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]
    ) {
        context.appendSuperElements(in: rect, to: &result)
    }
}
