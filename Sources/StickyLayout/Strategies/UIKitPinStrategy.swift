/// UIKit's `sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds` (spec 6.1, doc-implied).
///
/// Headers pin below `adjustedContentInset.top` and are pushed off by the next section
/// (`clampHi(pin, natural, sectionEnd - h)`); footers pin above the bottom inset, floored at the
/// previous section's end. Empty sections do not stick. Frames do not depend on the query rect.
/// UIKit's internal zIndex values are not public: the simulator uses 10 for headers and footers.
public struct UIKitPinStrategy: StickyStrategy {
    public var pinHeaders: Bool
    public var pinFooters: Bool

    public init(pinHeaders: Bool = true, pinFooters: Bool = true) {
        self.pinHeaders = pinHeaders
        self.pinFooters = pinFooters
    }

    public var kind: StrategyKind { .uikit }

    private var pinning: SectionSpanPinning {
        SectionSpanPinning(pinHeaders: pinHeaders, pinFooters: pinFooters, naturalWins: false,
                           emptySectionsStayNatural: true, supplementaryZ: 10, unpinnedZ: 10)
    }

    public var invalidatesOnOriginChange: Bool { pinHeaders || pinFooters }

    /// The flow layout pins its own headers, so its appearing/disappearing attributes are pinned too
    /// (a choice: UIKit does not document it).
    public var pinsDuringUpdates: Bool { true }

    public func layoutAttributesForElements(
        in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]
    ) {
        pinning.append(in: rect, inset: context.scrollView.adjustedContentInset, context: &context, into: &result)
    }

    public func layoutAttributesForSupplementaryView(
        ofKind kind: ElementKind, at indexPath: IndexPath, context: inout StrategyContext
    ) -> LayoutAttributes? {
        let inset = context.scrollView.adjustedContentInset
        switch kind {
        case .header: return pinning.header(indexPath.section, inset: inset, context: context)
        case .footer: return pinning.footer(indexPath.section, inset: inset, context: context)
        case .cell, .parallaxHeader: return nil
        }
    }
}
