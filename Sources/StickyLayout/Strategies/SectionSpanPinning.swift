/// Pinning computed from section spans alone, independent of the query rect: the model shared by
/// UIKit's `pinToVisibleBounds` and CSS `position: sticky` (docs/strategies.md §6.1 and §8).
///
/// ```
/// header: lo = natural start, hi = box end - h           (pushed off by the next section)
///         farWins (UIKit):     MIN(MAX(pin, lo), hi)
///         naturalWins (CSS):   MAX(MIN(pin, hi), lo)
/// footer: lo = box start, hi = natural start
///         MIN(MAX(viewEnd - insetEnd - f, lo), hi)       (both)
/// ```
/// The box is the section (flow placement) or the section inside its insets (container placement,
/// a CSS content box). Works along the scroll axis, so horizontal layouts pin on x.
public struct SectionSpanPinning: Hashable, Sendable {
    public var pinHeaders: Bool
    public var pinFooters: Bool
    /// Header clamp order: true = natural side wins (CSS), false = far side wins (UIKit).
    public var naturalWins: Bool
    /// Empty sections keep their natural frames (UIKit, as reported).
    public var emptySectionsStayNatural: Bool
    /// zIndex of pinned headers and footers (cells stay 0).
    public var supplementaryZ: Int
    /// zIndex of headers and footers whose kind does not pin (CSS: not positioned, so 0).
    public var unpinnedZ: Int

    public init(
        pinHeaders: Bool, pinFooters: Bool, naturalWins: Bool, emptySectionsStayNatural: Bool,
        supplementaryZ: Int, unpinnedZ: Int
    ) {
        self.pinHeaders = pinHeaders
        self.pinFooters = pinFooters
        self.naturalWins = naturalWins
        self.emptySectionsStayNatural = emptySectionsStayNatural
        self.supplementaryZ = supplementaryZ
        self.unpinnedZ = unpinnedZ
    }

    /// Appends, section by section, the pinned header, the cells and the pinned footer of every
    /// section whose span intersects `rect`; a header or footer only when its final frame intersects.
    public func append(in rect: Rect, inset: EdgeInsets, context: inout StrategyContext, into result: inout [LayoutAttributes]) {
        let geometry = context.geometry
        let axis = geometry.axis
        let lo = axis.minMain(rect)
        let hi = axis.maxMain(rect)
        if rect.isEmpty { return }
        var section = geometry.firstSection(endingAfter: lo, counters: &context.counters)
        while section < geometry.sections.count {
            let s = geometry.sections[section]
            if s.start >= hi { break }
            context.counters.sectionsVisited += 1
            if s.headerLength > 0, let header = self.header(section, inset: inset, context: context) {
                SectionWalk.emit(header, rect: rect, context: &context, into: &result)
            }
            geometry.appendCells(ofSection: section, s, in: rect, lo: lo, hi: hi, to: &result, counters: &context.counters)
            if s.footerLength > 0, let footer = self.footer(section, inset: inset, context: context) {
                SectionWalk.emit(footer, rect: rect, context: &context, into: &result)
            }
            section += 1
        }
    }

    /// The header's attributes for the current bounds, whatever the query rect.
    public func header(_ section: Int, inset: EdgeInsets, context: StrategyContext) -> LayoutAttributes? {
        let geometry = context.geometry
        guard geometry.sections.indices.contains(section) else { return nil }
        let s = geometry.sections[section]
        let axis = geometry.axis
        let natural = geometry.headerFrame(section: section)
        var a = LayoutAttributes(kind: .header, indexPath: IndexPath(item: 0, section: section), frame: natural,
                                 zIndex: context.faults.noZIndexRaise ? 0 : (pinHeaders ? supplementaryZ : unpinnedZ))
        guard pinHeaders, !(emptySectionsStayNatural && s.itemCount == 0) else { return a }
        let pin = axis.minMain(context.bounds) + axis.leading(inset)
        let floor = s.headerStart
        let ceiling = s.boxEnd - s.headerLength
        let y = naturalWins ? clampLo(pin, floor, ceiling) : clampHi(pin, floor, ceiling)
        a.frame = axis.settingMinMain(natural, to: y)
        return a
    }

    /// The footer's attributes for the current bounds, whatever the query rect.
    public func footer(_ section: Int, inset: EdgeInsets, context: StrategyContext) -> LayoutAttributes? {
        let geometry = context.geometry
        guard geometry.sections.indices.contains(section) else { return nil }
        let s = geometry.sections[section]
        let axis = geometry.axis
        let natural = geometry.footerFrame(section: section)
        var a = LayoutAttributes(kind: .footer, indexPath: IndexPath(item: 0, section: section), frame: natural,
                                 zIndex: context.faults.noZIndexRaise ? 0 : (pinFooters ? supplementaryZ : unpinnedZ))
        guard pinFooters, !(emptySectionsStayNatural && s.itemCount == 0) else { return a }
        let pin = axis.maxMain(context.bounds) - axis.trailing(inset) - s.footerLength
        a.frame = axis.settingMinMain(natural, to: clampHi(pin, s.boxStart, s.footerStart))
        return a
    }
}
