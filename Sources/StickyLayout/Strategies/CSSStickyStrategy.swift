/// CSS `position: sticky` (spec section 8): each section is a containing block
/// `[header][inset + items + inset][footer]`; headers are `top: 0`, footers `bottom: 0`, and the
/// scroller's padding is the `contentInset`.
///
/// `header.y = MAX(natural, MIN(offset + inset.top, sectionEnd - h))` (the natural side wins);
/// `footer.y = MIN(natural, MAX(offset + V - inset.bottom - f, sectionStart))` (may cover the header).
/// Sticky boxes are positioned, so they paint over the cells (zIndex 1), later ones over earlier ones.
public struct CSSStickyStrategy: StickyStrategy {
    public var stickyHeaders: Bool
    public var stickyFooters: Bool

    public init(stickyHeaders: Bool = true, stickyFooters: Bool = true) {
        self.stickyHeaders = stickyHeaders
        self.stickyFooters = stickyFooters
    }

    public var kind: StrategyKind { .css }

    private var pinning: SectionSpanPinning {
        SectionSpanPinning(pinHeaders: stickyHeaders, pinFooters: stickyFooters, naturalWins: true,
                           emptySectionsStayNatural: false, supplementaryZ: 1, unpinnedZ: 0)
    }

    public var invalidatesOnOriginChange: Bool { stickyHeaders || stickyFooters }

    public func layoutAttributesForElements(
        in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]
    ) {
        pinning.append(in: rect, inset: context.contentInset, context: &context, into: &result)
    }

    public func layoutAttributesForSupplementaryView(
        ofKind kind: ElementKind, at indexPath: IndexPath, context: inout StrategyContext
    ) -> LayoutAttributes? {
        switch kind {
        case .header: return pinning.header(indexPath.section, inset: context.contentInset, context: context)
        case .footer: return pinning.footer(indexPath.section, inset: context.contentInset, context: context)
        case .cell, .parallaxHeader: return nil
        }
    }
}

extension CSSStickyStrategy {
    /// Every property; both scroll directions.
    public var declaredProperties: Set<LayoutProperty> {
        var declared = Set<LayoutProperty>.all
        if !stickyHeaders { declared.remove(.headersPresent) }
        if !stickyFooters { declared.remove(.footersPresent) }
        return declared
    }

    public var supportedDirections: Set<ScrollDirection> { [.vertical, .horizontal] }
}
