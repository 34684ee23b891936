import ScrollSimKit
import StickyLayout
import UIKitCompat

/// One layout of the zoo: a real, public sticky-header layout ported over `UIKitCompat` or written
/// as a strategy file, the bug its own tracker reports, the property that must name it, and the
/// size of the reported situation.
struct ZooLayout: Sendable, CustomStringConvertible {
    /// How a version of the layout is made.
    enum Implementation: Sendable {
        /// A UIKit subclass ported over `UIKitCompat`.
        case uikit(@Sendable () -> UICollectionViewLayout)
        /// A strategy file's JSON, without its `name` and `declares` (added at registration).
        case strategyFile(String)
    }

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
    var broken: Implementation
    var fixed: Implementation

    var description: String { name.rawValue }

    var fixedName: StrategyName { StrategyName(name.rawValue + "-fixed") }

    /// The zoo. Each entry's file cites its source and report and lists what the port changed.
    static let all: [ZooLayout] = [
        ZooLayout(
            name: "zoo-pdkt",
            source: "Produkt/PDKTStickySectionHeadersCollectionViewLayout PDKTStickySectionHeadersCollectionViewLayout.m @22523349 (before PR #5)",
            report: "https://github.com/Produkt/PDKTStickySectionHeadersCollectionViewLayout/pull/5",
            target: CheckTarget(.pinnedVisible, "header under the inset"), reportedSections: 1, reportedItems: 2,
            // All the fixed version holds. Not: unique-elements (the engine's super answers each
            // section's header before its items, and the bookkeeping of visible sections then
            // re-adds a header already there), pinned-in-section and pinned-in-bounds (only the
            // next header pushes: the last one stays pinned past its section; the header in an
            // extra rect's answer is placed for the bounds), footers-present (footers do not pin).
            declares: Set.all.subtracting([.uniqueElements, .pinnedInSection, .pinnedInBounds, .footersPresent]),
            broken: .uikit { PDKTStickySectionHeadersCollectionViewLayout(pinLine: .boundsTop) },
            fixed: .uikit { PDKTStickySectionHeadersCollectionViewLayout(pinLine: .adjustedContentInset) }),
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
            broken: .uikit { CSStickyHeaderFlowLayoutSwift() },
            fixed: .uikit {
                let layout = CSStickyHeaderFlowLayoutSwift()
                layout.reinsertsMissingHeaders = true
                return layout
            }),
        ZooLayout(
            name: "zoo-jh",
            source: "JHCoderLion/UICollectionViewHeaderFloat collectionView的首页/View/JHHeaderFlowLayout.m @262b77af",
            report: "https://github.com/JHCoderLion/UICollectionViewHeaderFloat/issues/1",
            target: CheckTarget(.pinnedVisible, "header under the inset"), reportedSections: 1, reportedItems: 2,
            // All the fixed version holds. Not: pinned-in-section and pinned-in-bounds (the floor
            // and ceiling use the layout's sectionInset, not a section's own inset), footers-present
            // (footers do not pin).
            declares: Set.all.subtracting([.pinnedInSection, .pinnedInBounds, .footersPresent]),
            broken: .uikit { JHHeaderFlowLayout() },
            fixed: .uikit {
                let layout = JHHeaderFlowLayout()
                layout.readsAdjustedInset = true
                return layout
            }),
        ZooLayout(
            name: "zoo-stickyheaders-android",
            source: "bgogetap/StickyHeaders stickyheaders/src/main/java/com/brandongogetap/stickyheaders/StickyHeaderPositioner.java @062d6696 (strategy file)",
            report: "https://github.com/bgogetap/StickyHeaders/issues/54",
            target: CheckTarget(.pinnedVisible, "header under the inset"), reportedSections: 2, reportedItems: 2,
            // Every property that fits a layout pinning headers only.
            declares: Set.all.subtracting([.footersPresent]),
            broken: .strategyFile(StickyHeadersAndroid.broken),
            fixed: .strategyFile(StickyHeadersAndroid.fixed)),
        ZooLayout(
            name: "zoo-bootstrap-sticky-top",
            source: "twbs/bootstrap scss/utilities/_position.scss @04206ebf (.sticky-top, strategy file)",
            report: "https://github.com/twbs/bootstrap/issues/26364",
            target: CheckTarget(.pinnedVisible, "header under the inset"), reportedSections: 2, reportedItems: 2,
            // Every property that fits a layout pinning headers only.
            declares: Set.all.subtracting([.footersPresent]),
            broken: .strategyFile(BootstrapStickyTop.broken),
            fixed: .strategyFile(BootstrapStickyTop.fixed)),
        ZooLayout(
            name: "zoo-react-sticky",
            source: "captivationsoftware/react-sticky src/sticky.js @04f27d04 (strategy file)",
            report: "https://github.com/captivationsoftware/react-sticky/issues/68",
            target: CheckTarget(.supplementaryAboveCells, "header"), reportedSections: 1, reportedItems: 2,
            // Every property that fits a layout pinning headers only, but pinned-visible (the
            // pin line is the window's top: react-sticky knows no bars).
            declares: Set.all.subtracting([.pinnedVisible, .footersPresent]),
            broken: .strategyFile(ReactSticky.broken),
            fixed: .strategyFile(ReactSticky.fixed)),
        ZooLayout(
            name: "zoo-legend-list",
            source: "LegendApp/legend-list src/components/PositionView.native.tsx @2a0dee44 (before 81c50256, strategy file)",
            report: "https://github.com/LegendApp/legend-list/issues/400",
            target: CheckTarget(.headersApart, "header"), reportedSections: 2, reportedItems: 2,
            // Every property that fits a layout pinning headers only, but pinned-in-section (the
            // last header never leaves, in the fix too) and pinned-visible (no inset term).
            declares: Set.all.subtracting([.pinnedInSection, .pinnedVisible, .footersPresent]),
            broken: .strategyFile(LegendList.broken),
            fixed: .strategyFile(LegendList.fixed)),
    ]

    /// The built-ins plus every zoo layout, broken and fixed.
    static let registry: StrategyRegistry = {
        var r = StrategyRegistry.builtIn
        for z in all {
            r.register(z.registration(z.name, z.broken))
            r.register(z.registration(z.fixedName, z.fixed))
        }
        return r
    }()

    private func registration(_ name: StrategyName, _ implementation: Implementation) -> StrategyRegistration {
        switch implementation {
        case .uikit(let layout):
            return .uikit(name, summary: "zoo: \(source)", source: source, declares: declares, layout: layout)
        case .strategyFile(let body):
            let ids = LayoutProperty.allCases.filter { declares.contains($0) }.map { "\"\($0.rawValue)\"" }
            let text = "{\"name\": \"\(name)\", \"declares\": [\(ids.joined(separator: ", "))], " + body.drop { $0 != "{" }.dropFirst()
            do {
                return try StrategyFileDecoder.decode(Array(text.utf8), file: "\(name).json").registration
            } catch {
                preconditionFailure("zoo strategy file \(name): \(error)")
            }
        }
    }
}
