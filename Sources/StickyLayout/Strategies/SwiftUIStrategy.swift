/// SwiftUI `LazyVStack(pinnedViews: [.sectionHeaders, .sectionFooters])` (docs/strategies.md §12.1).
///
/// Modelled by analogy, low confidence: a pinned header stays at the top of the scroll view (below
/// the safe area, i.e. the adjusted inset) while its section scrolls, pushed off by the section's
/// end; footers the same at the bottom. Empty sections are not special-cased. zIndex 10 for pinned
/// views, 0 for rows. Both axes (`LazyHStack`).
public struct SwiftUIStrategy: StickyStrategy {
    public var pinHeaders: Bool
    public var pinFooters: Bool

    public init(pinHeaders: Bool = true, pinFooters: Bool = true) {
        self.pinHeaders = pinHeaders
        self.pinFooters = pinFooters
    }

    public var kind: StrategyKind { .swiftui }

    private var pinning: SectionSpanPinning {
        SectionSpanPinning(pinHeaders: pinHeaders, pinFooters: pinFooters, naturalWins: false,
                           emptySectionsStayNatural: false, supplementaryZ: 10, unpinnedZ: 10)
    }

    public var invalidatesOnOriginChange: Bool { pinHeaders || pinFooters }

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
