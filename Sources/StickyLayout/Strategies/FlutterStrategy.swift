/// Flutter slivers (docs/strategies.md §12.3), in one of two shapes:
///
/// - `group`: each section is a `SliverMainAxisGroup` whose first sliver is a `PinnedHeaderSliver`;
///   the header pins at `offset + contentInset.top` and is pushed off by its group's end:
///   `clampLo(pin, natural, sectionEnd - h)`.
/// - `persistent`: each header is a top-level `SliverPersistentHeader(pinned: true)`; it is never
///   pushed off, so each pins under the ones already pinned: `max(natural, pin + Σ earlier h)`.
///
/// Footers are plain slivers. Paint order follows the viewport's (earlier slivers on top): the
/// header of section s has zIndex 2(S − s) + 1, its cells and footer 2(S − s). Both axes.
public struct FlutterStrategy: StickyStrategy {
    public var mode: FlutterPinning

    public init(mode: FlutterPinning = .group) { self.mode = mode }

    public var name: StrategyName { .flutter }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    public static let registration = StrategyRegistration(
        name: .flutter,
        summary: "Flutter slivers: pinned header pushed off by its group, or persistent headers that stack",
        source: "Flutter API docs: SliverMainAxisGroup, PinnedHeaderSliver, SliverPersistentHeader (docs/strategies.md §12.3)",
        optionKeys: StrategyOptionDeclarations.keys({ $0.flutterMode })
    ) { FlutterStrategy(mode: $0.flutterMode) }

    public func layoutAttributesForElements(
        in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]
    ) {
        if rect.isEmpty { return }
        let geometry = context.geometry
        let axis = geometry.axis
        let lo = axis.minMain(rect)
        let hi = axis.maxMain(rect)
        let pin = axis.minMain(context.bounds) + axis.leading(context.contentInset)
        // Persistent headers stack from the first section on, so that walk starts at 0.
        var stack = 0.0
        for section in geometry.sections(from: mode == .persistent ? 0 : nil, meeting: lo, hi, counters: &context.counters) {
            let s = geometry.sections[section]
            let meets = SectionWalk.spanMeets(s, lo: lo, hi: hi)
            if s.headerLength > 0 && (meets || mode == .persistent) {
                let header = header(section, pin: pin, stack: stack, context: context)
                SectionWalk.emit(header, rect: rect, context: &context, into: &result)
            }
            stack += s.headerLength
            if meets {
                let z = base(section, geometry)
                SectionWalk.appendCells(section, s, rect: rect, context: &context, into: &result) { _ in z }
                if s.footerLength > 0 {
                    let footer = LayoutAttributes(
                        kind: .footer, indexPath: IndexPath(item: 0, section: section),
                        frame: geometry.footerFrame(section: section), zIndex: context.faults.noZIndexRaise ? 0 : z)
                    SectionWalk.emit(footer, rect: rect, context: &context, into: &result)
                }
            }
        }
    }

    public func layoutAttributesForItem(at indexPath: IndexPath, context: inout StrategyContext) -> LayoutAttributes? {
        guard var a = context.geometry.attributesForItem(at: indexPath) else { return nil }
        if !context.faults.noZIndexRaise { a.zIndex = base(indexPath.section, context.geometry) }
        return a
    }

    public func layoutAttributesForSupplementaryView(
        ofKind kind: ElementKind, at indexPath: IndexPath, context: inout StrategyContext
    ) -> LayoutAttributes? {
        let geometry = context.geometry
        guard geometry.sections.indices.contains(indexPath.section) else { return nil }
        switch kind {
        case .header:
            let axis = geometry.axis
            let pin = axis.minMain(context.bounds) + axis.leading(context.contentInset)
            let stack = geometry.sections[..<indexPath.section].reduce(0) { $0 + $1.headerLength }
            return header(indexPath.section, pin: pin, stack: stack, context: context)
        case .footer:
            var a = geometry.attributesForSupplementary(kind: .footer, at: indexPath)
            if !context.faults.noZIndexRaise { a?.zIndex = base(indexPath.section, geometry) }
            return a
        case .cell, .parallaxHeader, .custom, .decoration:
            return nil
        }
    }

    /// zIndex of the section's cells and footer; its header is one above.
    private func base(_ section: Int, _ geometry: FlowGeometry) -> Int {
        2 * (geometry.sections.count - section)
    }

    /// The header of `section`, `stack` being the length of the headers before it.
    private func header(_ section: Int, pin: Double, stack: Double, context: StrategyContext) -> LayoutAttributes {
        let geometry = context.geometry
        let s = geometry.sections[section]
        var a = LayoutAttributes(
            kind: .header, indexPath: IndexPath(item: 0, section: section), frame: geometry.headerFrame(section: section),
            zIndex: context.faults.noZIndexRaise ? 0 : base(section, geometry) + 1)
        let y = mode == .persistent
            ? max(s.start, pin + stack)
            : clampLo(pin, s.start, s.end - s.headerLength)
        a.frame = geometry.axis.settingMinMain(a.frame, to: y)
        return a
    }
}

extension FlutterStrategy {
    /// Frames do not depend on the rect; stacked headers sit one under another.
    public var declaredProperties: Set<LayoutProperty> {
        [.uniqueElements, .rectIndependent, .consistentWithoutInvalidation, .headersApart, .noHazards]
    }

    public var supportedDirections: Set<ScrollDirection> { [.vertical, .horizontal] }
}

extension StrategyName {
    /// Flutter slivers: `SliverMainAxisGroup` + `PinnedHeaderSliver`, or `SliverPersistentHeader(pinned:)`.
    public static let flutter = StrategyName("flutter")
}

/// The options FlutterStrategy reads; each one's help line says what it does and its default.
extension StrategyOptionDeclarations {
    public var flutterMode: StrategyOption<FlutterPinning> { StrategyOption("flutterPersistent", .bool, default: .group, "SliverPersistentHeader(pinned: true) headers that stack (default false: SliverMainAxisGroup + PinnedHeaderSliver)") }
}

/// How a Flutter port pins its section headers.
public enum FlutterPinning: String, Hashable, Sendable, CaseIterable {
    /// Each section is a `SliverMainAxisGroup` starting with a `PinnedHeaderSliver`: pushed off by its group's end.
    case group
    /// Each header is a top-level `SliverPersistentHeader(pinned: true)`: never pushed off, so they stack.
    case persistent
}

/// Stored as a Boolean: true is `.persistent`.
extension FlutterPinning: StrategyOptionValueConvertible {
    public init?(optionValue value: StrategyOptionValue) {
        guard let on = Bool(optionValue: value) else { return nil }
        self = on ? .persistent : .group
    }
    public var optionValue: StrategyOptionValue? { .bool(self == .persistent) }
}
