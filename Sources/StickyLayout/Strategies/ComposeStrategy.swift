/// Jetpack Compose `LazyColumn { stickyHeader { } }` (docs/strategies.md §12.2).
///
/// Read from androidx `LazyListHeaders.kt` (`findOrComposeLazyListHeader`) and
/// `LazyLayoutStickyItems.kt` (`StickToTopPlacement`): the one sticking header is the last header
/// at or before the first visible item; it sits at `max(natural, viewport start)` (the pin line is
/// the viewport's edge, inside the top `contentPadding`, which `contentInset` plays here) and is
/// pushed up by the next header only while that header is itself visible. Nothing sticks when no
/// item is visible. Other headers are plain items. The scenario's footers are plain items too.
/// zIndex: headers 1, everything else 0. Both axes (`LazyRow`).
public struct ComposeStrategy: StickyStrategy {
    public init() {}

    public var name: StrategyName { .compose }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    public static let registration = StrategyRegistration(
        name: .compose,
        summary: "Jetpack Compose stickyHeader: pinned at the viewport edge until the next visible header takes its place",
        source: "androidx LazyListHeaders.kt, LazyLayoutStickyItems.kt (docs/strategies.md §12.2)"
    ) { _ in ComposeStrategy() }

    public func layoutAttributesForElements(
        in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]
    ) {
        if rect.isEmpty { return }
        let geometry = context.geometry
        let axis = geometry.axis
        let lo = axis.minMain(rect)
        let hi = axis.maxMain(rect)
        let first = context.geometry.firstSection(endingAfter: lo, counters: &context.counters)
        let sticky = stickingHeader(
            startingAt: lo == axis.minMain(context.bounds) ? first : nil, context: &context)
        // The sticking header may belong to a section before the first one the rect meets.
        if let sticky, sticky.section < first {
            SectionWalk.emit(sticky.attributes, rect: rect, context: &context, into: &result)
        }
        for section in geometry.sections(from: first, meeting: lo, hi, counters: &context.counters) {
            let s = geometry.sections[section]
            if s.headerLength > 0 {
                let header = sticky.flatMap { $0.section == section ? $0.attributes : nil }
                SectionWalk.emit(header ?? naturalHeader(section, context: context), rect: rect, context: &context, into: &result)
            }
            SectionWalk.appendCells(section, s, rect: rect, context: &context, into: &result) { _ in 0 }
            if s.footerLength > 0 {
                let footer = LayoutAttributes(
                    kind: .footer, indexPath: IndexPath(item: 0, section: section), frame: geometry.footerFrame(section: section))
                SectionWalk.emit(footer, rect: rect, context: &context, into: &result)
            }
        }
    }

    public func layoutAttributesForSupplementaryView(
        ofKind kind: ElementKind, at indexPath: IndexPath, context: inout StrategyContext
    ) -> LayoutAttributes? {
        switch kind {
        case .header:
            guard context.geometry.sections.indices.contains(indexPath.section),
                  context.geometry.sections[indexPath.section].headerLength > 0 else { return nil }
            if let sticky = stickingHeader(startingAt: nil, context: &context), sticky.section == indexPath.section {
                return sticky.attributes
            }
            return naturalHeader(indexPath.section, context: context)
        case .footer: return context.geometry.attributesForSupplementary(kind: .footer, at: indexPath)
        case .cell, .parallaxHeader, .custom, .decoration: return nil
        }
    }

    /// The header of `section` where the list puts it (zIndex 1).
    func naturalHeader(_ section: Int, context: StrategyContext) -> LayoutAttributes {
        LayoutAttributes(
            kind: .header, indexPath: IndexPath(item: 0, section: section), frame: context.geometry.headerFrame(section: section),
            zIndex: context.faults.noZIndexRaise ? 0 : 1)
    }

    /// The one sticking header for the current bounds: the last header at or before the first
    /// visible item, at `max(natural, viewport start)`, pushed by the next header while that one is
    /// visible. Nil when no item is visible or no header precedes the first visible one.
    /// `startingAt`: the first section ending after the viewport's start, when already known.
    func stickingHeader(startingAt known: Int?, context: inout StrategyContext) -> (section: Int, attributes: LayoutAttributes)? {
        let geometry = context.geometry
        let axis = geometry.axis
        let viewport = context.bounds
        let start = axis.minMain(viewport)
        let end = axis.maxMain(viewport)
        guard !viewport.isEmpty, let visible = firstVisibleSection(viewport, from: known, context: &context) else { return nil }
        var current = visible
        while current >= 0 && geometry.sections[current].headerLength == 0 {
            context.counters.sectionsVisited += 1
            current -= 1
        }
        guard current >= 0 else { return nil }
        let h = geometry.sections[current].headerLength
        var a = naturalHeader(current, context: context)
        var y = max(axis.minMain(a.frame), start)
        // The sections walked here are the visible ones, which a bounds query visits anyway.
        var next = current + 1
        while next < geometry.sections.count && geometry.sections[next].start < end {
            if geometry.sections[next].headerLength > 0 {
                let frame = geometry.headerFrame(section: next)
                if frame.intersects(viewport) { y = min(y, axis.minMain(frame) - h) }
                break
            }
            next += 1
        }
        a.frame = axis.settingMinMain(a.frame, to: y)
        return (current, a)
    }

    /// The section of the first item (header, cell or footer, in list order) that meets the viewport.
    private func firstVisibleSection(_ viewport: Rect, from known: Int?, context: inout StrategyContext) -> Int? {
        let geometry = context.geometry
        let axis = geometry.axis
        let end = axis.maxMain(viewport)
        var section = known ?? context.geometry.firstSection(endingAfter: axis.minMain(viewport), counters: &context.counters)
        var scratch: [LayoutAttributes] = []
        while section < geometry.sections.count && geometry.sections[section].start < end {
            let s = geometry.sections[section]
            if s.headerLength > 0 && geometry.headerFrame(section: section).intersects(viewport) { return section }
            scratch.removeAll(keepingCapacity: true)
            geometry.appendCells(
                ofSection: section, s, in: viewport, lo: axis.minMain(viewport), hi: end, to: &scratch,
                counters: &context.counters)
            if !scratch.isEmpty { return section }
            if s.footerLength > 0 && geometry.footerFrame(section: section).intersects(viewport) { return section }
            section += 1
        }
        return nil
    }
}

extension ComposeStrategy {
    /// Frames do not depend on the rect. A header may pin past its section, and one taller than
    /// the viewport may overlap the next header while that one is not yet visible.
    public var declaredProperties: Set<LayoutProperty> {
        [.uniqueElements, .rectIndependent, .consistentWithoutInvalidation, .noHazards]
    }

    public var supportedDirections: Set<ScrollDirection> { [.vertical, .horizontal] }
}

extension StrategyName {
    /// Jetpack Compose `LazyColumn` `stickyHeader`.
    public static let compose = StrategyName("compose")
}
