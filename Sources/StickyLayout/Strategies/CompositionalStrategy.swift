/// Compositional layout: section header and footer as `NSCollectionLayoutBoundarySupplementaryItem`
/// with `pinToVisibleBounds` (docs/strategies.md §6.3).
///
/// Pinned "while any portion of the section is visible": a section's header and footer are returned
/// only while its span meets the rect, and clamped inside that span below the adjusted inset.
/// ```
/// header.y = clampHi(offset + adjusted.top, section.start, section.end - h)
/// footer.y = clampHi(offset + V - adjusted.bottom - f, section.start, natural)
/// ```
/// `extendsBoundary = false` makes them take no space: the section is `inset | items | inset`, the
/// header overlays its start and the footer its end; in a section shorter than the header (an
/// empty one) the far bound wins and the header sits above its natural place, as in the IBP
/// backport's `MIN(MAX(...))`. zIndex: the header 2 (Apple's sample sets it on the pinned header),
/// the footer 1 (the backport's default for a boundary item; Apple documents none), cells 0.
/// Both axes.
public struct CompositionalStrategy: StickyStrategy {
    public var pinHeaders: Bool
    public var pinFooters: Bool
    public var extendsBoundary: Bool
    /// The header's zIndex.
    public var zIndex: Int
    /// The footer's zIndex.
    public var footerZIndex: Int

    public init(
        pinHeaders: Bool = true, pinFooters: Bool = true, extendsBoundary: Bool = true, zIndex: Int = 2, footerZIndex: Int = 1
    ) {
        self.pinHeaders = pinHeaders
        self.pinFooters = pinFooters
        self.extendsBoundary = extendsBoundary
        self.zIndex = zIndex
        self.footerZIndex = footerZIndex
    }

    public var name: StrategyName { .compositional }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    public static let registration = StrategyRegistration(
        name: .compositional,
        summary: "compositional pinToVisibleBounds: pinned while the section shows; extendsBoundary false overlays the items",
        source: "NSCollectionLayoutBoundarySupplementaryItem docs, Apple's sample (docs/strategies.md §6.3)",
        optionKeys: StrategyOptionDeclarations.keys(\.compositionalPinHeaders, \.compositionalPinFooters, \.compositionalExtendsBoundary, \.compositionalZIndex, \.compositionalFooterZIndex)
    ) { CompositionalStrategy(
            pinHeaders: $0.compositionalPinHeaders, pinFooters: $0.compositionalPinFooters,
            extendsBoundary: $0.compositionalExtendsBoundary, zIndex: $0.compositionalZIndex,
            footerZIndex: $0.compositionalFooterZIndex) }

    public var invalidatesOnOriginChange: Bool { pinHeaders || pinFooters }

    /// With `extendsBoundary = false` the header and footer take no space.
    public func sectionsForLayout(_ sections: [SectionSpec], metrics: FlowMetrics) -> [SectionSpec] {
        guard !extendsBoundary else { return sections }
        return sections.map { spec in
            var spec = spec
            spec.header = 0
            spec.footer = 0
            return spec
        }
    }

    public func layoutAttributesForElements(
        in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]
    ) {
        if rect.isEmpty { return }
        let geometry = context.geometry
        let lo = geometry.axis.minMain(rect)
        let hi = geometry.axis.maxMain(rect)
        var section = SectionWalk.firstSection(from: lo, context: &context)
        while section < geometry.sections.count {
            let s = geometry.sections[section]
            if s.start >= hi { break }
            context.counters.sectionsVisited += 1
            if SectionWalk.spanMeets(s, lo: lo, hi: hi) {
                if let header = header(section, context: context), header.frame.size != .zero {
                    SectionWalk.emit(header, rect: rect, context: &context, into: &result)
                }
                SectionWalk.appendCells(section, s, rect: rect, context: &context, into: &result) { _ in 0 }
                if let footer = footer(section, context: context), footer.frame.size != .zero {
                    SectionWalk.emit(footer, rect: rect, context: &context, into: &result)
                }
            }
            section += 1
        }
    }

    public func layoutAttributesForSupplementaryView(
        ofKind kind: ElementKind, at indexPath: IndexPath, context: inout StrategyContext
    ) -> LayoutAttributes? {
        switch kind {
        case .header: header(indexPath.section, context: context)
        case .footer: footer(indexPath.section, context: context)
        case .cell, .parallaxHeader: nil
        }
    }

    /// Header and footer lengths as the data gives them (they may be absent from the geometry).
    private func lengths(_ section: Int, context: StrategyContext) -> (header: Double, footer: Double) {
        let s = context.geometry.sections[section]
        guard !extendsBoundary, context.dataSections.indices.contains(section) else { return (s.headerLength, s.footerLength) }
        let spec = context.dataSections[section]
        let metrics = context.geometry.metrics
        let axis = metrics.scrollDirection
        return (spec.header ?? axis.main(metrics.headerReferenceSize), spec.footer ?? axis.main(metrics.footerReferenceSize))
    }

    /// The header for the current bounds (zero length when the section has none).
    func header(_ section: Int, context: StrategyContext) -> LayoutAttributes? {
        let geometry = context.geometry
        guard geometry.sections.indices.contains(section) else { return nil }
        let s = geometry.sections[section]
        let h = lengths(section, context: context).header
        guard h > 0 else { return nil }
        var a = SectionWalk.supplementary(
            .header, section, main: s.start, length: h, cross: SectionWalk.insetCross(section, context: context),
            zIndex: zIndex, context: context)
        guard pinHeaders else { return a }
        let axis = geometry.axis
        let pin = axis.minMain(context.bounds) + axis.leading(context.scrollView.adjustedContentInset)
        SectionWalk.place(&a, at: clampHi(pin, s.start, s.end - h), axis: axis)
        return a
    }

    /// The footer for the current bounds.
    func footer(_ section: Int, context: StrategyContext) -> LayoutAttributes? {
        let geometry = context.geometry
        guard geometry.sections.indices.contains(section) else { return nil }
        let s = geometry.sections[section]
        let f = lengths(section, context: context).footer
        guard f > 0 else { return nil }
        let natural = extendsBoundary ? s.footerStart : s.end - f
        var a = SectionWalk.supplementary(
            .footer, section, main: natural, length: f, cross: SectionWalk.insetCross(section, context: context),
            zIndex: footerZIndex, context: context)
        guard pinFooters else { return a }
        let axis = geometry.axis
        let pin = axis.maxMain(context.bounds) - axis.trailing(context.scrollView.adjustedContentInset) - f
        SectionWalk.place(&a, at: clampHi(pin, s.start, natural), axis: axis)
        return a
    }
}

extension CompositionalStrategy {
    /// Frames do not depend on the rect; pinned views stay in their section, headers apart.
    public var declaredProperties: Set<LayoutProperty> {
        [.uniqueElements, .rectIndependent, .consistentWithoutInvalidation, .pinnedInSection, .headersApart]
    }

    public var supportedDirections: Set<ScrollDirection> { [.vertical, .horizontal] }
}

extension StrategyName {
    /// Compositional layout boundary supplementary items with `pinToVisibleBounds`.
    public static let compositional = StrategyName("compositional")
}

/// The options CompositionalStrategy reads; each one's help line says what it does and its default.
extension StrategyOptionDeclarations {
    public var compositionalPinHeaders: StrategyOption<Bool> { StrategyOption("compositionalPinHeaders", .bool, default: true, "the header's pinToVisibleBounds (default true)") }
    public var compositionalPinFooters: StrategyOption<Bool> { StrategyOption("compositionalPinFooters", .bool, default: true, "the footer's pinToVisibleBounds (default true)") }
    public var compositionalExtendsBoundary: StrategyOption<Bool> { StrategyOption("compositionalExtendsBoundary", .bool, default: true, "extendsBoundary; false overlays header and footer on the content (default true)") }
    public var compositionalZIndex: StrategyOption<Int> { StrategyOption("compositionalZIndex", .number, default: 2, "the header's zIndex (default 2, as Apple's sample sets it)") }
    public var compositionalFooterZIndex: StrategyOption<Int> { StrategyOption("compositionalFooterZIndex", .number, default: 1, "the footer's zIndex (default 1, the IBP backport's default)") }
}
