/// IGListKit's `IGListCollectionViewLayout` with sticky headers (docs/strategies.md §7.1).
///
/// Its own geometry: the section insets wrap header, items and footer; a section's bounds are
/// header ∪ items ∪ footer without the insets; an empty section shows nothing (and takes no space)
/// unless `showHeaderWhenEmpty`, and then sits at the previous section's bounds end.
/// ```
/// pin = offset + topContentInset + stickyHeaderYOffset      (not the scroll view's contentInset)
/// last section: y = max(bounds.start, pin)                  (no ceiling)
/// otherwise:    y = clampHi(pin, bounds.start, nextBounds.start - h)
/// ```
/// Footers never pin. zIndex: cell [s, i] = s·1000 + i, header and footer s·1000 + 999 (item 999
/// and up tie with or cover the header: #1227, reported as `iglistkit.zIndexOverflow`). A section
/// is returned only while its bounds meet the rect.
public struct IGListKitStrategy: StickyStrategy {
    public var stickyHeaders: Bool
    public var topContentInset: Double
    public var stickyHeaderYOffset: Double
    public var showHeaderWhenEmpty: Bool

    public init(stickyHeaders: Bool = true, topContentInset: Double = 0, stickyHeaderYOffset: Double = 0,
                showHeaderWhenEmpty: Bool = false) {
        self.stickyHeaders = stickyHeaders
        self.topContentInset = topContentInset
        self.stickyHeaderYOffset = stickyHeaderYOffset
        self.showHeaderWhenEmpty = showHeaderWhenEmpty
    }

    public var name: StrategyName { .iglistkit }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    public static let registration = StrategyRegistration(
        name: .iglistkit,
        summary: "IGListKit: insets before the header, pushed by the next section's bounds, last one unbounded; zIndex s*1000+i",
        source: "Instagram/IGListKit IGListCollectionViewLayout.mm (docs/strategies.md §7.1)",
        optionKeys: StrategyOptionDeclarations.keys(
            { $0.igStickyHeaders },
            { $0.igTopContentInset },
            { $0.igStickyHeaderYOffset },
            { $0.igShowHeaderWhenEmpty }
        )
    ) { IGListKitStrategy(
            stickyHeaders: $0.igStickyHeaders, topContentInset: $0.igTopContentInset,
            stickyHeaderYOffset: $0.igStickyHeaderYOffset, showHeaderWhenEmpty: $0.igShowHeaderWhenEmpty) }

    public var invalidatesOnOriginChange: Bool { stickyHeaders }

    /// Z steps per section.
    static let zStep = 1000

    /// Rewrites empty sections so the flow geometry has IGListKit's spacing. Non-empty sections lay
    /// out the same under both placements (only their header and footer move, which this strategy
    /// does itself). An empty section starts where the flow puts it and is as long as IGListKit's
    /// cursor advances over it: `max(h, h + f + B - gap)`, `gap` being how far the cursor runs ahead
    /// of the last section's bounds end.
    ///
    /// IGListKit starts a new line for a section's item 0 only when the section has a header or the
    /// item does not fit on the current line (`_calculateLayoutIfNeeded`'s line-break rule). Before
    /// the first section with items no line has begun, so when that section has no header and the
    /// empty sections before it add no footer and at most IGListKit's 1-point epsilon of cross-axis
    /// insets, its items start right after the empty sections' headers: their bottom insets do not
    /// move it down.
    public func sectionsForLayout(_ sections: [SectionSpec], metrics: FlowMetrics) -> [SectionSpec] {
        let axis = metrics.scrollDirection
        var out = sections
        var gap = 0.0
        let continuesFirstLine = Self.firstItemsContinueLine(sections, metrics: metrics, showHeaderWhenEmpty: showHeaderWhenEmpty)
        let firstWithItems = sections.firstIndex { $0.itemCount > 0 } ?? sections.count
        for i in sections.indices {
            let spec = sections[i]
            let inset = spec.inset ?? metrics.sectionInset
            let trailing = axis.trailing(inset)
            if spec.itemCount > 0 {
                gap = trailing
                continue
            }
            let h = showHeaderWhenEmpty ? (spec.header ?? axis.main(metrics.headerReferenceSize)) : 0
            let f = showHeaderWhenEmpty ? (spec.footer ?? axis.main(metrics.footerReferenceSize)) : 0
            let advance = continuesFirstLine && i < firstWithItems ? h + f : max(h, h + f + trailing - gap)
            gap = max(gap - f, trailing)
            var adjusted = inset
            if axis == .vertical {
                adjusted.top = 0
                adjusted.bottom = advance - h - f
            } else {
                adjusted.left = 0
                adjusted.right = advance - h - f
            }
            out[i] = SectionSpec(itemCount: 0, header: h, footer: f, inset: adjusted)
        }
        return out
    }

    /// True when the first section with items has no header, the empty sections before it have
    /// no footer (hidden, or of length 0) and their cross-axis insets add up to at most 1.
    static func firstItemsContinueLine(_ sections: [SectionSpec], metrics: FlowMetrics, showHeaderWhenEmpty: Bool) -> Bool {
        let axis = metrics.scrollDirection
        guard let first = sections.firstIndex(where: { $0.itemCount > 0 }), first > 0 else { return false }
        let header = sections[first].header ?? axis.main(metrics.headerReferenceSize)
        guard header == 0 else { return false }
        var cross = 0.0
        for spec in sections[..<first] {
            let inset = spec.inset ?? metrics.sectionInset
            cross += axis.crossLeading(inset) + axis.crossTrailing(inset)
            if showHeaderWhenEmpty && (spec.footer ?? axis.main(metrics.footerReferenceSize)) > 0 { return false }
        }
        return cross <= 1
    }

    public func layoutAttributesForElements(
        in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]
    ) {
        if rect.isEmpty { return }
        let geometry = context.geometry
        let axis = geometry.axis
        let lo = axis.minMain(rect)
        let hi = axis.maxMain(rect)
        var section = context.geometry.firstSection(endingAfter: lo, counters: &context.counters)
        while section < geometry.sections.count {
            let s = geometry.sections[section]
            let start = boundsStart(section, geometry)
            if start >= hi { break }
            context.counters.sectionsVisited += 1
            let end = boundsEnd(section, geometry)
            if end > start && end > lo {
                var headerShown = false
                if s.itemCount > 0 || showHeaderWhenEmpty {
                    if s.headerLength > 0, let header = header(section, context: context) {
                        let before = result.count
                        SectionWalk.emit(header, rect: rect, context: &context, into: &result)
                        headerShown = result.count > before
                    }
                    if s.footerLength > 0, let footer = footer(section, context: context) {
                        SectionWalk.emit(footer, rect: rect, context: &context, into: &result)
                    }
                }
                let base = section * Self.zStep
                let cellsStart = result.count
                SectionWalk.appendCells(section, s, rect: rect, context: &context, into: &result) { base + $0 }
                if headerShown, let last = result[cellsStart...].last, last.indexPath.item >= Self.zStep - 1 {
                    context.report(.note, "iglistkit.zIndexOverflow", section: section,
                                   "cell \(last.indexPath) has zIndex \(base + last.indexPath.item), not below the header's \(base + Self.zStep - 1): it draws over the pinned header (IGListKit #1227)")
                }
            }
            section += 1
        }
    }

    public func layoutAttributesForItem(at indexPath: IndexPath, context: inout StrategyContext) -> LayoutAttributes? {
        guard var a = context.geometry.attributesForItem(at: indexPath) else { return nil }
        if !context.faults.noZIndexRaise { a.zIndex = indexPath.section * Self.zStep + indexPath.item }
        return a
    }

    /// Nil for an empty frame, as `layoutAttributesForSupplementaryViewOfKind:atIndexPath:` does
    /// (`CGRectIsEmpty(frame)`; a hidden empty section's header and footer have length 0).
    public func layoutAttributesForSupplementaryView(
        ofKind kind: ElementKind, at indexPath: IndexPath, context: inout StrategyContext
    ) -> LayoutAttributes? {
        let a: LayoutAttributes? = switch kind {
        case .header: header(indexPath.section, context: context)
        case .footer: footer(indexPath.section, context: context)
        case .cell, .parallaxHeader, .custom, .decoration: nil
        }
        guard let a, !a.frame.isEmpty else { return nil }
        return a
    }

    /// `bounds(last).end + insets.bottom(last)` along the scroll axis; zero with no sections
    /// (`collectionViewContentSize`).
    public func contentSize(_ context: StrategyContext) -> Size {
        let geometry = context.geometry
        guard let last = geometry.sections.indices.last else { return .zero }
        let axis = geometry.axis
        let inset = context.dataSections.indices.contains(last)
            ? (context.dataSections[last].inset ?? geometry.metrics.sectionInset) : geometry.metrics.sectionInset
        let length = boundsEnd(last, geometry) + axis.trailing(inset)
        return axis == .vertical
            ? Size(width: geometry.crossLength, height: length)
            : Size(width: length, height: geometry.crossLength)
    }

    /// The header of `section` for the current bounds (zIndex s·1000 + 999).
    func header(_ section: Int, context: StrategyContext) -> LayoutAttributes? {
        let geometry = context.geometry
        guard geometry.sections.indices.contains(section) else { return nil }
        let s = geometry.sections[section]
        let natural = boundsStart(section, geometry)
        var a = SectionWalk.supplementary(
            .header, section, main: natural, length: s.headerLength, cross: SectionWalk.insetCross(section, context: context),
            zIndex: section * Self.zStep + Self.zStep - 1, context: context)
        guard stickyHeaders else { return a }
        let axis = geometry.axis
        let pin = axis.main(context.contentOffset) + topContentInset + stickyHeaderYOffset
        let y = section == geometry.sections.count - 1
            ? max(natural, pin)
            : clampHi(pin, natural, boundsStart(section + 1, geometry) - s.headerLength)
        a.frame = axis.settingMinMain(a.frame, to: y)
        return a
    }

    /// The footer of `section`: right after the items (after the header in an empty section); never pinned.
    func footer(_ section: Int, context: StrategyContext) -> LayoutAttributes? {
        let geometry = context.geometry
        guard geometry.sections.indices.contains(section) else { return nil }
        let s = geometry.sections[section]
        let main = s.itemCount > 0 ? s.itemsEnd : boundsStart(section, geometry) + s.headerLength
        return SectionWalk.supplementary(
            .footer, section, main: main, length: s.footerLength, cross: SectionWalk.insetCross(section, context: context),
            zIndex: section * Self.zStep + Self.zStep - 1, context: context)
    }

    /// Start of the section's bounds (its header's natural start).
    func boundsStart(_ section: Int, _ geometry: FlowGeometry) -> Double {
        let s = geometry.sections[section]
        return s.itemCount > 0 ? s.start + s.insetLeading : endOfBounds(before: section, geometry)
    }

    /// End of the section's bounds.
    func boundsEnd(_ section: Int, _ geometry: FlowGeometry) -> Double {
        let s = geometry.sections[section]
        return s.itemCount > 0
            ? s.itemsEnd + s.footerLength
            : endOfBounds(before: section, geometry) + s.headerLength + s.footerLength
    }

    /// Where the bounds of the sections before `section` end (0 before the first): the last
    /// non-empty section's footer end plus the headers and footers of the empty ones after it.
    private func endOfBounds(before section: Int, _ geometry: FlowGeometry) -> Double {
        var extra = 0.0
        var j = section - 1
        while j >= 0 && geometry.sections[j].itemCount == 0 {
            extra += geometry.sections[j].headerLength + geometry.sections[j].footerLength
            j -= 1
        }
        guard j >= 0 else { return extra }
        let s = geometry.sections[j]
        return s.itemsEnd + s.footerLength + extra
    }
}

extension IGListKitStrategy {
    /// IGListKit imposes container placement: the insets wrap header…footer.
    public var sectionInsetPlacement: SectionInsetPlacement? { .container }

    /// Frames do not depend on the rect; headers are pushed apart. Both scroll directions (#752).
    public var declaredProperties: Set<LayoutProperty> {
        [.uniqueElements, .rectIndependent, .consistentWithoutInvalidation, .headersApart, .noHazards]
    }

    public var supportedDirections: Set<ScrollDirection> { [.vertical, .horizontal] }
}

extension StrategyName {
    /// IGListKit's `IGListCollectionViewLayout` with sticky headers.
    public static let iglistkit = StrategyName("iglistkit")
}

/// The options IGListKitStrategy reads; each one's help line says what it does and its default.
extension StrategyOptionDeclarations {
    public var igStickyHeaders: StrategyOption<Bool> { StrategyOption("igStickyHeaders", .bool, default: true, "stickyHeaders (default true)") }
    public var igTopContentInset: StrategyOption<Double> { StrategyOption("igTopContentInset", .number, default: 0, "topContentInset: the layout's own pin-line inset, not the scroll view's (default 0)") }
    public var igStickyHeaderYOffset: StrategyOption<Double> { StrategyOption("igStickyHeaderYOffset", .signedNumber, default: 0, "stickyHeaderYOffset, added to the pin line; may be negative (default 0)") }
    public var igShowHeaderWhenEmpty: StrategyOption<Bool> { StrategyOption("igShowHeaderWhenEmpty", .bool, default: false, "showHeaderWhenEmpty: show the header and footer of an empty section (default false)") }
}
