/// Jetpack Compose `LazyColumn { stickyHeader { } }` (docs/strategies.md §12.2).
///
/// A sticky header "will remain pinned until the next header will take its place": its ceiling is
/// the next *header*, not the end of its section, so it stays pinned across sections without a
/// header, and the last header never leaves. Compose has no footers: the scenario's footers are
/// plain items. Pin line `offset + contentInset.top` (contentPadding; assumed). zIndex: headers 1,
/// everything else 0. Both axes (`LazyRow`).
public struct ComposeStrategy: StickyStrategy {
    public init() {}

    public var name: StrategyName { .compose }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    public static let registration = StrategyRegistration(
        name: .compose,
        summary: "Jetpack Compose stickyHeader: pinned until the next header takes its place; no footers",
        source: "androidx LazyDsl.kt stickyHeader KDoc (docs/strategies.md §12.2)"
    ) { _ in ComposeStrategy() }

    public func layoutAttributesForElements(
        in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]
    ) {
        if rect.isEmpty { return }
        let geometry = context.geometry
        let axis = geometry.axis
        let lo = axis.minMain(rect)
        let hi = axis.maxMain(rect)
        let first = SectionWalk.firstSection(from: lo, context: &context)
        // The latest header before the first section the rect meets may still be pinned into it.
        var previous = min(first, geometry.sections.count) - 1
        while previous >= 0 && geometry.sections[previous].headerLength == 0 {
            context.counters.sectionsVisited += 1
            previous -= 1
        }
        if previous >= 0, let header = header(previous, context: context) {
            SectionWalk.emit(header, rect: rect, context: &context, into: &result)
        }
        var section = first
        while section < geometry.sections.count {
            let s = geometry.sections[section]
            if s.start >= hi { break }
            context.counters.sectionsVisited += 1
            if s.headerLength > 0, let header = header(section, context: context) {
                SectionWalk.emit(header, rect: rect, context: &context, into: &result)
            }
            SectionWalk.appendCells(section, s, rect: rect, context: &context, into: &result) { _ in 0 }
            if s.footerLength > 0 {
                let frame = geometry.footerFrame(section: section)
                if frame.intersects(rect) {
                    context.counters.attributesProduced += 1
                    result.append(LayoutAttributes(kind: .footer, indexPath: IndexPath(item: 0, section: section), frame: frame))
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
        case .footer: context.geometry.attributesForSupplementary(kind: .footer, at: indexPath)
        case .cell, .parallaxHeader: nil
        }
    }

    /// The sticky header of `section` for the current bounds.
    func header(_ section: Int, context: StrategyContext) -> LayoutAttributes? {
        let geometry = context.geometry
        guard geometry.sections.indices.contains(section) else { return nil }
        let s = geometry.sections[section]
        let axis = geometry.axis
        var a = LayoutAttributes(
            kind: .header, indexPath: IndexPath(item: 0, section: section), frame: geometry.headerFrame(section: section),
            zIndex: context.faults.noZIndexRaise ? 0 : 1)
        let pin = axis.minMain(context.bounds) + axis.leading(context.contentInset)
        var next = section + 1
        while next < geometry.sections.count && geometry.sections[next].headerLength == 0 { next += 1 }
        let y = next < geometry.sections.count
            ? clampHi(pin, s.start, geometry.sections[next].start - s.headerLength)
            : max(s.start, pin)
        SectionWalk.place(&a, at: y, axis: axis)
        return a
    }
}

extension ComposeStrategy {
    /// Frames do not depend on the rect; a header may pin past its section, but never over the next header.
    public var declaredProperties: Set<LayoutProperty> {
        [.uniqueElements, .rectIndependent, .consistentWithoutInvalidation, .headersApart, .noHazards]
    }

    public var supportedDirections: Set<ScrollDirection> { [.vertical, .horizontal] }
}

extension StrategyName {
    /// Jetpack Compose `LazyColumn` `stickyHeader`.
    public static let compose = StrategyName("compose")
}
