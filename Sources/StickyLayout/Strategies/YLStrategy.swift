/// YLStickyHeaderFlowLayout (seed 003, docs/strategies.md §3), written in the unified model
/// (`PinningModel`).
///
/// For each section with a cell in the rect: its header (re-inserted from `super` if missing and
/// not zero-size) gets `y = MIN(MAX(bounds.minY + contentInset.top, natural.y), lastCellInRect.maxY - h)`.
/// Headers in the rect get zIndex 1024, everything else 1; a re-inserted header keeps the base
/// zIndex 0 and so draws under the cells (a note). `stickySections` limits which sections stick;
/// `disableStickyFlow` (or an empty `stickySections`, the setter's quirk) returns `super` unchanged
/// and does not invalidate on scroll.
public enum YLStrategy {
    /// The model for the given options.
    public static func pinningModel(disableStickyFlow: Bool = false, stickySections: [Int]? = nil) -> PinningModel {
        let disabled = disableStickyFlow || stickySections?.isEmpty == true
        // Disabled, it returns `super` unchanged: the plain flow layout's model.
        var m = disabled ? PlainStrategy.pinningModel : PinningModel()
        m.emission = .sectionsWithCellsInRect
        m.axes = .yOnly
        if disabled { return m }
        m.headers.ceiling = .lastItemInRect
        m.headers.zeroSize = .skip
        m.headers.sections = stickySections.map { Array(Set($0)).sorted() }
        m.zIndex.cell = 1
        m.zIndex.header = 1024
        m.zIndex.footer = 1
        m.zIndex.reinsertedHeader = 0
        return m
    }

    /// The strategy for the given options.
    public static func make(disableStickyFlow: Bool = false, stickySections: [Int]? = nil) -> DeclarativeStrategy {
        DeclarativeStrategy(
            name: .yl, model: pinningModel(disableStickyFlow: disableStickyFlow, stickySections: stickySections),
            diagnose: diagnose)
    }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    public static let registration = StrategyRegistration(
        name: .yl,
        summary: "YLStickyHeaderFlowLayout: pin below contentInset.top, ceiling = last cell in rect; stickySections",
        source: "seed 003, yohunl/StickyHeaderFlowLayout (docs/strategies.md §3)",
        optionKeys: StrategyOptionDeclarations.keys({ $0.ylDisableStickyFlow }, { $0.ylStickySections }),
        pinningModel: pinningModel()
    ) { make(disableStickyFlow: $0.ylDisableStickyFlow, stickySections: $0.ylStickySections) }

    /// A re-inserted header keeps the base zIndex 0 below the cells' 1.
    private static let diagnose: DeclarativeStrategy.Diagnose = { answer, context in
        guard !context.faults.noZIndexRaise else { return }
        for a in answer where a.kind == .header && a.isReinserted && a.zIndex < 1 {
            context.report(.note, "yl.reinsertedHeaderBelowCells", section: a.indexPath.section,
                           "the re-inserted header keeps the base zIndex 0 while cells are 1: it draws under the cells")
        }
    }
}

extension StrategyName {
    /// YLStickyHeaderFlowLayout (seed 003).
    public static let yl = StrategyName("yl")
}

/// The options YLStrategy reads; each one's help line says what it does and its default.
extension StrategyOptionDeclarations {
    public var ylDisableStickyFlow: StrategyOption<Bool> { StrategyOption("ylDisableStickyFlow", .bool, default: false, "disableStickyFlow: return super unchanged (default false)") }
    public var ylStickySections: StrategyOption<[Int]?> { StrategyOption("ylStickySections", .sections, default: nil, "stickySections: only these sections stick; [] disables sticky flow (default all)") }
}
