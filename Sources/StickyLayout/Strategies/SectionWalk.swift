/// Building blocks for strategies whose frames depend on the bounds but not on the query rect
/// (docs/strategies.md §6–§7, §12): which sections a rect meets, emitting a header or footer whose
/// final frame meets it, and appending cells with a zIndex policy.
enum SectionWalk {
    /// True when the section's span `[start, end)` is not empty and meets `[lo, hi)`.
    static func spanMeets(_ s: SectionGeometry, lo: Double, hi: Double) -> Bool {
        s.end > s.start && s.start < hi && s.end > lo
    }

    /// Appends `a` when its final frame meets `rect`. An element whose natural frame is outside the
    /// rect counts as re-inserted, and is dropped under the no-re-insertion fault.
    static func emit(_ a: LayoutAttributes, rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]) {
        var a = a
        let naturalIn = a.naturalFrame.intersects(rect)
        if !naturalIn && context.faults.noReinsertion { return }
        guard a.frame.intersects(rect) else { return }
        a.isReinserted = !naturalIn
        context.counters.attributesProduced += 1
        result.append(a)
    }

    /// Appends the section's cells that meet `rect` (`FlowGeometry.appendCells`), each with
    /// `zIndex(item)` (0 under the no-zIndex fault).
    static func appendCells(
        _ section: Int, _ s: SectionGeometry, rect: Rect, context: inout StrategyContext,
        into result: inout [LayoutAttributes], alongScrollAxisOnly: Bool = false, zIndex: (Int) -> Int
    ) {
        let axis = context.geometry.axis
        let start = result.count
        context.geometry.appendCells(
            ofSection: section, s, in: rect, lo: axis.minMain(rect), hi: axis.maxMain(rect), to: &result,
            counters: &context.counters, alongScrollAxisOnly: alongScrollAxisOnly)
        if context.faults.noZIndexRaise { return }
        for i in start..<result.count { result[i].zIndex = zIndex(result[i].indexPath.item) }
    }

    /// The cross-axis extent of a header or footer that follows the section's insets (IGListKit,
    /// MagazineLayout, compositional): from the leading inset to the trailing one.
    static func insetCross(_ section: Int, context: StrategyContext) -> (start: Double, length: Double) {
        let geometry = context.geometry
        let spec = context.dataSections.indices.contains(section) ? context.dataSections[section] : nil
        let inset = spec?.inset ?? geometry.metrics.sectionInset
        let axis = geometry.axis
        let start = axis.crossLeading(inset)
        return (start, max(0, geometry.crossLength - start - axis.crossTrailing(inset)))
    }

    /// A header or footer of `section` whose natural frame starts at `main`, `length` long.
    static func supplementary(
        _ kind: ElementKind, _ section: Int, main: Double, length: Double, cross: (start: Double, length: Double),
        zIndex: Int, context: StrategyContext
    ) -> LayoutAttributes {
        let frame = context.geometry.axis.rect(main: main, mainLength: length, cross: cross.start, crossLength: cross.length)
        return LayoutAttributes(
            kind: kind, indexPath: IndexPath(item: 0, section: section), frame: frame,
            zIndex: context.faults.noZIndexRaise ? 0 : zIndex)
    }
}
