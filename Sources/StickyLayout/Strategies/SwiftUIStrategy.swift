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

    public var name: StrategyName { .swiftui }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    public static let registration = StrategyRegistration(
        name: .swiftui,
        summary: "SwiftUI LazyVStack pinnedViews: headers and footers pinned within their section (low confidence)",
        source: "PinnedScrollableViews docs, modelled by analogy (docs/strategies.md §12.1)",
        optionKeys: [
            StrategyOptionKey("swiftuiPinHeaders", .bool, "pinnedViews contains .sectionHeaders (default true)"),
            StrategyOptionKey("swiftuiPinFooters", .bool, "pinnedViews contains .sectionFooters (default true)"),
        ]
    ) { SwiftUIStrategy(pinHeaders: $0.swiftuiPinHeaders, pinFooters: $0.swiftuiPinFooters) }

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

extension StrategyName {
    /// SwiftUI `LazyVStack(pinnedViews: [.sectionHeaders, .sectionFooters])`.
    public static let swiftui = StrategyName("swiftui")
}

extension StrategyOptions {
    /// PinnedViews contains .sectionHeaders (default true).
    public var swiftuiPinHeaders: Bool {
        get { bool("swiftuiPinHeaders", default: true) }
        set { self["swiftuiPinHeaders"] = .bool(newValue) }
    }
    /// PinnedViews contains .sectionFooters (default true).
    public var swiftuiPinFooters: Bool {
        get { bool("swiftuiPinFooters", default: true) }
        set { self["swiftuiPinFooters"] = .bool(newValue) }
    }
}
