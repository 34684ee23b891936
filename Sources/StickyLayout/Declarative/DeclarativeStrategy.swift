/// A strategy described by a `PinningModel` instead of code: what a strategy file loads into.
///
/// Under `.allSections` emission it answers from section spans (like UIKit's pinning, with the
/// model's extras: chosen sections, pinned until the next pinned section, stacked headers);
/// under `.sectionsWithCellsInRect` it adjusts `super`'s answer as the rect-dependent originals do.
public struct DeclarativeStrategy: StickyStrategy {
    /// Reports, after an answer is made, what the original does there that the model has no words
    /// for (a crash, a header that vanishes): `answer` is this query's part of the result.
    public typealias Diagnose = @Sendable (_ answer: ArraySlice<LayoutAttributes>, _ context: inout StrategyContext) -> Void

    public var name: StrategyName
    public var model: PinningModel
    /// The built-in's diagnostics, if any; nil for a strategy file.
    public var diagnose: Diagnose?

    public init(name: StrategyName, model: PinningModel, diagnose: Diagnose? = nil) {
        self.name = name
        self.model = model
        self.diagnose = diagnose
    }

    public var invalidatesOnOriginChange: Bool { model.invalidateOnScroll }

    public var pinsDuringUpdates: Bool { model.pinsDuringUpdates }

    public var sectionInsetPlacement: SectionInsetPlacement? { model.sectionInsetPlacement }

    /// Boundary items that overlay the section take no space.
    public func sectionsForLayout(_ sections: [SectionSpec], metrics: FlowMetrics) -> [SectionSpec] {
        guard model.boundary == .overlays else { return sections }
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
        let start = result.count
        switch model.emission {
        case .allSections: appendSpanning(in: rect, context: &context, into: &result)
        case .sectionsWithCellsInRect: appendAdjustingSuper(in: rect, context: &context, into: &result)
        }
        diagnose?(result[start...], &context)
    }

    public func layoutAttributesForSupplementaryView(
        ofKind kind: ElementKind, at indexPath: IndexPath, context: inout StrategyContext
    ) -> LayoutAttributes? {
        // Boundary items answer with their own frames, pinned or not.
        let own = (kind == .header ? model.headers.pin : model.footers.pin) || model.boundary != .flow
        guard model.emission == .allSections, own, context.geometry.sections.indices.contains(indexPath.section) else {
            // A kind that does not pin answers as `super` (with the model's zIndex under `.allSections`).
            var a = context.superLayoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
            if model.emission == .allSections && !context.faults.noZIndexRaise {
                a?.zIndex = kind == .header ? model.zIndex.header : model.zIndex.footer
                if kind == .footer { a?.transformZ = model.zIndex.footerTransformZ }
            }
            return a
        }
        let lines = PinLines(model, context, axis: context.scrollDirection)
        switch kind {
        case .header: return header(indexPath.section, lines, context)
        case .footer: return footer(indexPath.section, lines, context)
        case .cell, .parallaxHeader, .custom, .decoration: return nil
        }
    }

    // MARK: - Pin lines

    /// Both pin lines for the current bounds along `axis`.
    struct PinLines {
        var header: Double
        /// The footer's pin line before subtracting the footer's length.
        var footerEnd: Double
        var axis: ScrollDirection

        init(_ model: PinningModel, _ context: StrategyContext, axis: ScrollDirection) {
            let leading: Double
            let trailing: Double
            switch model.pinLine.inset {
            case .none: (leading, trailing) = (0, 0)
            case .contentInset: (leading, trailing) = (axis.leading(context.contentInset), axis.trailing(context.contentInset))
            case .adjustedContentInset:
                (leading, trailing) = (axis.leading(context.adjustedContentInset), axis.trailing(context.adjustedContentInset))
            case .constant: (leading, trailing) = (model.pinLine.constant, model.pinLine.constant)
            }
            header = axis.minMain(context.bounds) + leading + model.pinLine.offset
            footerEnd = axis.maxMain(context.bounds) - trailing - model.pinLine.offset
            self.axis = axis
        }
    }

    /// Whether `section` is in the sorted list `sections` (nil = every section).
    @inline(__always)
    static func chosen(_ sections: [Int]?, _ section: Int) -> Bool {
        guard let sections else { return true }
        return lastIndex(in: sections, atMost: section).map { sections[$0] == section } ?? false
    }

    /// Index of the last entry of the sorted `list` that is ≤ `value`.
    static func lastIndex(in list: [Int], atMost value: Int) -> Int? {
        var lo = 0
        var hi = list.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if list[mid] <= value { lo = mid + 1 } else { hi = mid }
        }
        return lo == 0 ? nil : lo - 1
    }

    func clampHeader(_ pin: Double, floor: Double, ceiling: Double) -> Double {
        model.headers.order == .farWins ? clampHi(pin, floor, ceiling) : clampLo(pin, floor, ceiling)
    }

    func clampFooter(_ pin: Double, floor: Double, natural: Double) -> Double {
        model.footers.order == .naturalWins ? clampHi(pin, floor, natural) : clampLo(pin, floor, natural)
    }

    /// A header's floor along `axis`, its offset included (`natural`: its natural frame; its section
    /// has `itemCount` items).
    func headerFloor(
        natural: Rect, length: Double, section: Int, itemCount: Int, axis: ScrollDirection, _ context: StrategyContext
    ) -> Double {
        let floor = switch model.headers.floor {
        case .none, .boxStart, .firstItemInRect: -Double.infinity
        case .natural: axis.minMain(natural)
        case .firstItemMinusLength:
            itemCount > 0 ? axis.minMain(context.naturalFrameOfItem(0, inSection: section)) - length : -length
        }
        return floor + model.headers.floorOffset
    }

    /// The floor after the overscroll rule: none while the pin line is before the content's start.
    func effectiveFloor(_ floor: Double, pin: Double) -> Double {
        model.overscroll == .stayPinned && pin < 0 ? -Double.infinity : floor
    }
}
