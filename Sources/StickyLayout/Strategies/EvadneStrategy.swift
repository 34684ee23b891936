/// Evadne Wu's sticky headers (seeds 001/002, docs/strategies.md §2), written in the unified model
/// (`PinningModel`) with its two crash hazards as diagnostics.
///
/// Headers missing for sections with a cell in the answer are re-inserted from `super`; then every
/// header gets `y = MIN(MAX(contentOffset.y, firstCell.minY - h), lastCell.maxY - h)` over the
/// *whole* section (not the rect), zIndex 1024. The pin line ignores `contentInset`; the floor is
/// the first cell, so a `sectionInset.top` gap opens above the header. y only: horizontal breaks.
public enum EvadneStrategy {
    /// The model.
    public static var pinningModel: PinningModel {
        var m = PinningModel()
        m.emission = .sectionsWithCellsInRect
        m.pinLine.inset = .none
        m.headers.floor = .firstItemMinusLength
        m.headers.ceiling = .lastItem
        m.zIndex.header = 1024
        m.zIndex.footer = 0
        m.emptySections = .minusLength
        m.axes = .yOnly
        return m
    }

    /// The strategy.
    public static func make() -> DeclarativeStrategy {
        DeclarativeStrategy(name: .evadne, model: pinningModel, diagnose: diagnose)
    }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    public static let registration = StrategyRegistration(
        name: .evadne,
        summary: "Evadne Wu: y = min(max(offset, firstCell.minY - h), lastCell.maxY - h); ignores contentInset",
        source: "seeds 001/002 (docs/strategies.md §2)",
        pinningModel: pinningModel
    ) { _ in make() }

    /// A re-inserted zero-size header (`addObject:nil` where UIKit returns nil), then a header of an
    /// empty section (item 0 asked for).
    private static let diagnose: DeclarativeStrategy.Diagnose = { answer, context in
        for a in answer where a.kind == .header && a.isReinserted && a.frame.size.isZero {
            context.report(.crash, "evadne.zeroSizeHeader", section: a.indexPath.section,
                           "re-inserts a zero-size header: UIKit versions that return nil here make addObject:nil throw; shown as zero-size (invisible)")
        }
        for a in answer where a.kind == .header && context.numberOfItems(inSection: a.indexPath.section) == 0 {
            context.report(.crash, "evadne.emptySection", section: a.indexPath.section,
                           "asks for item 0 of an empty section: UIKit returns nil (frame zero, header jumps to y = -h) or crashes; placed at -h")
        }
    }
}

extension StrategyName {
    /// Evadne Wu's clamp (seeds 001/002).
    public static let evadne = StrategyName("evadne")
}
