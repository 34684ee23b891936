/// YLStickyHeaderFlowLayout (seed 003, docs/strategies.md §3).
///
/// For each section with a cell in the rect: its header (re-inserted from `super` if missing and
/// not zero-size) gets `y = MIN(MAX(bounds.minY + contentInset.top, natural.y), lastCellInRect.maxY - h)`.
/// Headers in the rect get zIndex 1024, everything else 1; a re-inserted header keeps the base
/// zIndex 0 and so draws under the cells. `stickySections` limits which sections stick.
public struct YLStrategy: StickyStrategy {
    /// `disableStickyFlow`: return `super` unchanged and do not invalidate on scroll.
    public var disableStickyFlow: Bool
    /// `stickySections`: nil = all sections; an empty list disables sticky flow (the setter's quirk).
    public var stickySections: [Int]?

    public init(disableStickyFlow: Bool = false, stickySections: [Int]? = nil) {
        self.stickySections = stickySections
        self.disableStickyFlow = disableStickyFlow || (stickySections?.isEmpty ?? false)
    }

    public var name: StrategyName { .yl }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    /// The unified model's description (default options).
    public static var pinningModel: PinningModel {
        var m = PinningModel()
        m.emission = .sectionsWithCellsInRect
        m.headers.ceiling = .lastItemInRect
        m.headers.zeroSize = .skip
        m.zIndex.cell = 1
        m.zIndex.header = 1024
        m.zIndex.footer = 1
        m.zIndex.reinsertedHeader = 0
        m.axes = .yOnly
        return m
    }

    public static let registration = StrategyRegistration(
        name: .yl,
        summary: "YLStickyHeaderFlowLayout: pin below contentInset.top, ceiling = last cell in rect; stickySections",
        source: "seed 003, yohunl/StickyHeaderFlowLayout (docs/strategies.md §3)",
        optionKeys: StrategyOptionDeclarations.keys(\.ylDisableStickyFlow, \.ylStickySections),
        pinningModel: pinningModel
    ) { YLStrategy(disableStickyFlow: $0.ylDisableStickyFlow, stickySections: $0.ylStickySections) }

    public var invalidatesOnOriginChange: Bool { !disableStickyFlow }

    private func haveSection(_ s: Int) -> Bool { stickySections.map { $0.contains(s) } ?? true }

    public func layoutAttributesForElements(
        in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]
    ) {
        let start = result.count
        context.appendSuperElements(in: rect, to: &result)
        if disableStickyFlow { return }
        let raise = !context.faults.noZIndexRaise
        for i in start..<result.count {
            result[i].zIndex = result[i].kind == .header ? (raise ? 1024 : 0) : (raise ? 1 : 0)
        }
        context.summariseSections(of: result, from: start)
        let pin = context.bounds.minY + context.contentInset.top
        for g in context.sectionSummaries where g.lastCell >= 0 {
            let lastMaxY = result[g.lastCell].frame.maxY
            if g.header >= 0 {
                let h = result[g.header].frame.height
                if !result[g.header].frame.size.isZero && haveSection(g.section) {
                    result[g.header].frame.origin.y = clampHi(pin, result[g.header].frame.minY, lastMaxY - h)
                }
            } else if !context.faults.noReinsertion && haveSection(g.section),
                      var header = context.superLayoutAttributesForSupplementaryView(ofKind: .header, at: IndexPath(item: 0, section: g.section)),
                      !header.frame.size.isZero {
                header.isReinserted = true
                header.frame.origin.y = clampHi(pin, header.frame.minY, lastMaxY - header.frame.height)
                if raise && header.zIndex < 1 {
                    context.report(.note, "yl.reinsertedHeaderBelowCells", section: g.section,
                                   "the re-inserted header keeps the base zIndex 0 while cells are 1: it draws under the cells")
                }
                result.append(header)
            }
        }
    }
}

extension YLStrategy {
    /// Sticky headers clamped inside their section, drawn above the cells (zIndex 1024).
    public var declaredProperties: Set<LayoutProperty> {
        Set.all.subtracting([.footersPresent])
    }
}

extension StrategyName {
    /// YLStickyHeaderFlowLayout (seed 003).
    public static let yl = StrategyName("yl")
}

extension StrategyOptionDeclarations {
    /// YL `disableStickyFlow`.
    public var ylDisableStickyFlow: StrategyOption<Bool> {
        StrategyOption("ylDisableStickyFlow", .bool, default: false, "disableStickyFlow: return super unchanged (default false)")
    }
    /// YL `stickySections`: nil = never set (all sticky); setting `[]` disables sticky flow.
    public var ylStickySections: StrategyOption<[Int]?> {
        StrategyOption("ylStickySections", .sections, default: nil, "stickySections: only these sections stick; [] disables sticky flow (default all)")
    }
}
