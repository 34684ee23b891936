/// Airbnb MagazineLayout with pinned headers and footers (docs/strategies.md §7.2).
///
/// The section insets wrap header, items and footer (header at `start + inset.top`, footer right
/// after the items). Pinning works against `currentVisibleBounds` (MagazineLayout.swift): the bounds
/// inset by `adjustedContentInset`, the top raised by a refreshing UIRefreshControl's height
/// (`ScrollViewState.refreshControlInset`).
/// ```
/// header.y = clampLo(visible.minY, natural, footer.natural - h)     (stops at its own footer)
/// footer.y = clampHi(visible.maxY - f, header.natural.maxY, natural)
/// ```
/// An element is returned when `maxY > rect.minY && minY < rect.maxY` (ModelState.swift), so a
/// zero-length cell inside the rect is returned. A scroll invalidates only once a pinned header or
/// footer exists to be vended (`hasPinnedHeaderOrFooter`). zIndex: header and footer n + 1, cell
/// i n − i (n = items in the section). Vertical only.
public struct MagazineStrategy: StickyStrategy {
    public var pinHeaders: Bool
    public var pinFooters: Bool

    public init(pinHeaders: Bool = true, pinFooters: Bool = true) {
        self.pinHeaders = pinHeaders
        self.pinFooters = pinFooters
    }

    public var name: StrategyName { .magazine }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    public static let registration = StrategyRegistration(
        name: .magazine,
        summary: "MagazineLayout: header stops at its own footer, footer at the header's bottom; natural side wins",
        source: "airbnb/MagazineLayout SectionModel.swift, MagazineLayout.swift (docs/strategies.md §7.2)",
        optionKeys: StrategyOptionDeclarations.keys({ $0.magazinePinHeaders }, { $0.magazinePinFooters })
    ) { MagazineStrategy(pinHeaders: $0.magazinePinHeaders, pinFooters: $0.magazinePinFooters) }

    public var invalidatesOnOriginChange: Bool { pinHeaders || pinFooters }

    /// `hasPinnedHeaderOrFooter`: MagazineLayout invalidates on a scroll only after it vended a
    /// header or footer that pins. The simulator keeps no memory of what it vended; it asks whether
    /// the laid-out sections have such a header or footer at all.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect, scrollView: ScrollViewState, geometry: FlowGeometry) -> Bool {
        guard pinHeaders || pinFooters else { return false }
        for s in geometry.sections.indices {
            let section = geometry.sections[s]
            if (pinHeaders && section.headerLength > 0) || (pinFooters && section.footerLength > 0) { return true }
        }
        return false
    }

    public func layoutAttributesForElements(
        in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]
    ) {
        if rect.isEmpty { return }
        let geometry = context.geometry
        if geometry.axis == .horizontal {
            context.report(.note, "magazine.verticalOnly", section: nil,
                           "MagazineLayout lays out vertically only; pinned along the horizontal scroll axis here")
        }
        let lo = geometry.axis.minMain(rect)
        let hi = geometry.axis.maxMain(rect)
        for section in geometry.sections(meeting: lo, hi, counters: &context.counters) {
            let s = geometry.sections[section]
            if SectionWalk.spanMeets(s, lo: lo, hi: hi) {
                if s.headerLength > 0, let header = header(section, context: context) {
                    SectionWalk.emit(header, rect: rect, context: &context, into: &result)
                }
                // ModelState.swift's test: a zero-length cell inside the rect is returned.
                SectionWalk.appendCells(section, s, rect: rect, context: &context, into: &result, alongScrollAxisOnly: true) {
                    s.itemCount - $0
                }
                if s.footerLength > 0, let footer = footer(section, context: context) {
                    SectionWalk.emit(footer, rect: rect, context: &context, into: &result)
                }
            }
        }
    }

    public func layoutAttributesForItem(at indexPath: IndexPath, context: inout StrategyContext) -> LayoutAttributes? {
        guard var a = context.geometry.attributesForItem(at: indexPath) else { return nil }
        if !context.faults.noZIndexRaise {
            a.zIndex = context.geometry.sections[indexPath.section].itemCount - indexPath.item
        }
        return a
    }

    public func layoutAttributesForSupplementaryView(
        ofKind kind: ElementKind, at indexPath: IndexPath, context: inout StrategyContext
    ) -> LayoutAttributes? {
        switch kind {
        case .header: header(indexPath.section, context: context)
        case .footer: footer(indexPath.section, context: context)
        case .cell, .parallaxHeader, .custom, .decoration: nil
        }
    }

    /// The header for the current bounds.
    func header(_ section: Int, context: StrategyContext) -> LayoutAttributes? {
        let geometry = context.geometry
        guard geometry.sections.indices.contains(section) else { return nil }
        let s = geometry.sections[section]
        let natural = s.start + s.insetLeading
        var a = SectionWalk.supplementary(
            .header, section, main: natural, length: s.headerLength, cross: SectionWalk.insetCross(section, context: context),
            zIndex: s.itemCount + 1, context: context)
        guard pinHeaders else { return a }
        let axis = geometry.axis
        let pin = axis.minMain(context.bounds) + axis.leading(context.scrollView.adjustedContentInset)
            - context.scrollView.refreshControlInset
        a.frame = axis.settingMinMain(a.frame, to: clampLo(pin, natural, s.itemsEnd - s.headerLength))
        return a
    }

    /// The footer for the current bounds.
    func footer(_ section: Int, context: StrategyContext) -> LayoutAttributes? {
        let geometry = context.geometry
        guard geometry.sections.indices.contains(section) else { return nil }
        let s = geometry.sections[section]
        let natural = s.itemsEnd
        var a = SectionWalk.supplementary(
            .footer, section, main: natural, length: s.footerLength, cross: SectionWalk.insetCross(section, context: context),
            zIndex: s.itemCount + 1, context: context)
        guard pinFooters else { return a }
        let axis = geometry.axis
        let pin = axis.maxMain(context.bounds) - axis.trailing(context.scrollView.adjustedContentInset) - s.footerLength
        a.frame = axis.settingMinMain(a.frame, to: clampHi(pin, s.itemsStart, natural))
        return a
    }
}

extension MagazineStrategy {
    /// MagazineLayout imposes container placement: the insets wrap header…footer.
    public var sectionInsetPlacement: SectionInsetPlacement? { .container }

    /// Frames do not depend on the rect; pinned views stay in their section, headers apart.
    public var declaredProperties: Set<LayoutProperty> {
        [.uniqueElements, .rectIndependent, .consistentWithoutInvalidation, .pinnedInSection, .headersApart]
    }

    /// Vertical only, like the original.
    public var supportedDirections: Set<ScrollDirection> { [.vertical] }
}

extension StrategyName {
    /// Airbnb MagazineLayout with pinned headers and footers.
    public static let magazine = StrategyName("magazine")
}

/// The options MagazineStrategy reads; each one's help line says what it does and its default.
extension StrategyOptionDeclarations {
    public var magazinePinHeaders: StrategyOption<Bool> { StrategyOption("magazinePinHeaders", .bool, default: true, "headers .visible(pinToVisibleBounds: true) (default true)") }
    public var magazinePinFooters: StrategyOption<Bool> { StrategyOption("magazinePinFooters", .bool, default: true, "footers .visible(pinToVisibleBounds: true) (default true)") }
}
