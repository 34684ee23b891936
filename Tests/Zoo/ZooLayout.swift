import ScrollSimKit
import StickyLayout
import UIKitCompat

/// One layout of the zoo: a real, public sticky-header layout ported over `UIKitCompat`, the bug
/// its own tracker reports, the property that must name it, and the size of the reported situation.
struct ZooLayout: Sendable, CustomStringConvertible {
    /// The name it is registered under (the fixed version: `name-fixed`).
    var name: StrategyName
    /// Repository, file and commit of the original.
    var source: String
    /// The bug report (issue or pull request URL).
    var report: String
    /// The property whose violation is the reported bug, and its detail.
    var target: CheckTarget
    /// The reported situation's size: `check` must shrink to at most this many sections and items.
    var reportedSections: Int
    var reportedItems: Int
    /// What the fixed version holds (the broken one is held to the same).
    var declares: Set<LayoutProperty>
    var broken: @Sendable () -> UICollectionViewLayout
    var fixed: @Sendable () -> UICollectionViewLayout

    var description: String { name.rawValue }

    var fixedName: StrategyName { StrategyName(name.rawValue + "-fixed") }

    /// The zoo. Each entry's file cites its source and report and lists what the port changed.
    static let all: [ZooLayout] = [
        ZooLayout(
            name: "zoo-pdkt",
            source: "Produkt/PDKTStickySectionHeadersCollectionViewLayout PDKTStickySectionHeadersCollectionViewLayout.m @22523349 (before PR #5)",
            report: "https://github.com/Produkt/PDKTStickySectionHeadersCollectionViewLayout/pull/5",
            target: CheckTarget(.pinnedVisible, "header"), reportedSections: 1, reportedItems: 2,
            // All the fixed version holds. Not: unique-elements (the engine's super answers each
            // section's header before its items, and the bookkeeping of visible sections then
            // re-adds a header already there), pinned-in-section and pinned-in-bounds (only the
            // next header pushes: the last one stays pinned past its section; the header in an
            // extra rect's answer is placed for the bounds), footers-present (footers do not pin).
            declares: Set.all.subtracting([.uniqueElements, .pinnedInSection, .pinnedInBounds, .footersPresent]),
            broken: { PDKTStickySectionHeadersCollectionViewLayout(pinLine: .boundsTop) },
            fixed: { PDKTStickySectionHeadersCollectionViewLayout(pinLine: .adjustedContentInset) }),
        ZooLayout(
            name: "zoo-cs-swift",
            source: "drougojrom/CSStickyFlowLayoutHeaders CSSickyFlowLayoutHeaders/StickyHeaderFlowLayout.swift @13b82a25",
            report: "https://github.com/drougojrom/CSStickyFlowLayoutHeaders/issues/2",
            target: CheckTarget(.headersPresent, "header"), reportedSections: 1, reportedItems: 300,
            // All the fixed version holds. Not: pinned-visible (pins below contentInset.top, as the
            // Objective-C original, seed `cs`), pin-continuity, consistent-without-invalidation,
            // rect-independent and pinned-in-bounds (the ceiling is the last cell *in the rect*,
            // as the seed's), footers-present (footers do not pin).
            declares: Set.all.subtracting([
                .pinnedVisible, .pinContinuity, .consistentWithoutInvalidation, .rectIndependent, .pinnedInBounds,
                .footersPresent,
            ]),
            broken: { CSStickyHeaderFlowLayoutSwift() },
            fixed: {
                let layout = CSStickyHeaderFlowLayoutSwift()
                layout.reinsertsMissingHeaders = true
                return layout
            }),
        ZooLayout(
            name: "zoo-jh",
            source: "JHCoderLion/UICollectionViewHeaderFloat collectionView的首页/View/JHHeaderFlowLayout.m @262b77af",
            report: "https://github.com/JHCoderLion/UICollectionViewHeaderFloat/issues/1",
            target: CheckTarget(.pinnedVisible, "header"), reportedSections: 1, reportedItems: 2,
            // All the fixed version holds. Not: pinned-in-section and pinned-in-bounds (the floor
            // and ceiling use the layout's sectionInset, not a section's own inset), footers-present
            // (footers do not pin).
            declares: Set.all.subtracting([.pinnedInSection, .pinnedInBounds, .footersPresent]),
            broken: { JHHeaderFlowLayout() },
            fixed: {
                let layout = JHHeaderFlowLayout()
                layout.readsAdjustedInset = true
                return layout
            }),
    ]

    /// The built-ins plus every zoo layout, broken and fixed.
    static let registry: StrategyRegistry = {
        var r = StrategyRegistry.builtIn
        for z in all {
            r.register(.uikit(z.name, summary: "zoo: \(z.source)", source: z.source, declares: z.declares, layout: z.broken))
            r.register(.uikit(z.fixedName, summary: "zoo, fixed: \(z.source)", source: z.source, declares: z.declares, layout: z.fixed))
        }
        return r
    }()
}
