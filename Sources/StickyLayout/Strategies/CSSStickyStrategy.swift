/// CSS `position: sticky` (docs/strategies.md §8): each section is a containing block
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

    public var name: StrategyName { .css }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    /// The unified model's description (default options).
    public static var pinningModel: PinningModel {
        var m = PinningModel()
        m.headers.order = .naturalWins
        m.footers.pin = true
        m.zIndex.header = 1
        m.zIndex.footer = 1
        m.emptySections = .pin
        return m
    }

    public static let registration = StrategyRegistration(
        name: .css,
        summary: "CSS position: sticky: clamped inside the section box, the natural position wins",
        source: "css-position-3 sticky positioning (docs/strategies.md §8)",
        optionKeys: StrategyOptionDeclarations.keys(\.cssStickyHeaders, \.cssStickyFooters),
        pinningModel: pinningModel
    ) { CSSStickyStrategy(stickyHeaders: $0.cssStickyHeaders, stickyFooters: $0.cssStickyFooters) }

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
    /// Every property but `pinned-visible`; both scroll directions. The sticky offset counts the
    /// scroller's padding (`contentInset`) only: the system's part of the adjusted inset (a
    /// refresh control, the safe area) has no counterpart in `top: 0`, so a sticky header slides
    /// under it (a documented quirk, reported as a finding).
    public var declaredProperties: Set<LayoutProperty> {
        var declared = Set<LayoutProperty>.all
        declared.remove(.pinnedVisible)
        if !stickyHeaders { declared.remove(.headersPresent) }
        if !stickyFooters { declared.remove(.footersPresent) }
        return declared
    }

    public var supportedDirections: Set<ScrollDirection> { [.vertical, .horizontal] }
}

extension StrategyName {
    /// Web `position: sticky`.
    public static let css = StrategyName("css")
}

extension StrategyOptionDeclarations {
    /// CSS: headers are `position: sticky; top: 0`.
    public var cssStickyHeaders: StrategyOption<Bool> {
        StrategyOption("cssStickyHeaders", .bool, default: true, "headers are position: sticky; top: 0 (default true)")
    }
    /// CSS: footers are `position: sticky; bottom: 0`.
    public var cssStickyFooters: StrategyOption<Bool> {
        StrategyOption("cssStickyFooters", .bool, default: true, "footers are position: sticky; bottom: 0 (default true)")
    }
}
