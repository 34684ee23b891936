/// `.allSections` emission: frames from section spans, independent of the query rect.
extension DeclarativeStrategy {
    func appendSpanning(in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]) {
        let geometry = context.geometry
        let axis = geometry.axis
        let lo = axis.minMain(rect)
        let hi = axis.maxMain(rect)
        if rect.isEmpty { return }
        let pins = PinLines(model, context, axis: axis)
        let first = geometry.firstSection(endingAfter: lo, counters: &context.counters)
        // A header pinned until the next pinned section may hang into the rect from an earlier section.
        if model.headers.pin && model.headers.until == .nextPinnedSection && first > 0 {
            let hanging = model.headers.sections.map { list in Self.lastIndex(in: list, atMost: first - 1).map { list[$0] } }
                ?? first - 1
            if let hanging, supplementaryLength(.header, geometry.sections[hanging], hanging, context) > 0,
               let header = header(hanging, pins, context) {
                SectionWalk.emit(header, rect: rect, context: &context, into: &result)
            }
        }
        // A positive ceiling offset keeps a pushed header past its section's end: earlier sections'
        // headers may hang into the rect (nearest last, so the walk stops at the first that does not).
        if model.headers.pin && model.headers.until == .sectionEnd && model.headers.ceilingOffset > 0 {
            var earlier = first - 1
            while earlier >= 0 && geometry.sections[earlier].end + model.headers.ceilingOffset > lo { earlier -= 1 }
            for hanging in (earlier + 1)..<first where supplementaryLength(.header, geometry.sections[hanging], hanging, context) > 0 {
                if let header = header(hanging, pins, context) { SectionWalk.emit(header, rect: rect, context: &context, into: &result) }
            }
        }
        let cellZ = context.faults.noZIndexRaise ? 0 : model.zIndex.cell
        let restyleCells = cellZ != 0 || model.zIndex.cellTransformZ != 0
        for section in geometry.sections(from: first, meeting: lo, hi, counters: &context.counters) {
            let s = geometry.sections[section]
            // Boundary items show only while the section's span is not empty.
            if model.boundary != .flow && s.end <= s.start { continue }
            if supplementaryLength(.header, s, section, context) > 0, let header = header(section, pins, context) {
                SectionWalk.emit(header, rect: rect, context: &context, into: &result)
            }
            let firstCell = result.count
            geometry.appendCells(ofSection: section, s, in: rect, lo: lo, hi: hi, to: &result, counters: &context.counters)
            if restyleCells {
                for i in firstCell..<result.count {
                    result[i].zIndex = cellZ
                    result[i].transformZ = model.zIndex.cellTransformZ
                }
            }
            if supplementaryLength(.footer, s, section, context) > 0, let footer = footer(section, pins, context) {
                SectionWalk.emit(footer, rect: rect, context: &context, into: &result)
            }
        }
    }

    /// A header's attributes for the current bounds (span rules).
    func header(_ index: Int, _ pins: PinLines, _ context: StrategyContext) -> LayoutAttributes? {
        let geometry = context.geometry
        guard geometry.sections.indices.contains(index) else { return nil }
        let s = geometry.sections[index]
        let axis = pins.axis
        let length = supplementaryLength(.header, s, index, context)
        if model.boundary != .flow && length <= 0 { return nil }
        let natural = model.boundary == .flow
            ? geometry.headerFrame(section: index) : boundaryFrame(main: s.start, length, index, context)
        var a = LayoutAttributes(
            kind: .header, indexPath: IndexPath(item: 0, section: index), frame: natural,
            zIndex: context.faults.noZIndexRaise ? 0 : model.zIndex.header)
        let h = model.headers
        guard h.pin else { return a }
        let listed = Self.chosen(h.sections, index)
        if listed, let z = model.zIndex.pinnedHeader, !context.faults.noZIndexRaise { a.zIndex = z }
        guard listed || h.stack else { return a }
        if s.itemCount == 0 {
            switch model.emptySections {
            case .natural: return a
            case .minusLength:
                a.frame = axis.settingMinMain(natural, to: -length)
                return a
            case .pin: break
            }
        }
        var pin = pins.header
        var ceiling = ceiling(of: s, index, length, context)
        if listed {
            if h.until == .nextPinnedSection {
                if let next = nextPinned(after: index, geometry) {
                    ceiling = geometry.sections[next].headerStart - length
                } else {
                    ceiling = geometry.contentLength - length
                }
            }
        } else if let list = h.sections, let outer = Self.lastIndex(in: list, atMost: index).map({ list[$0] }),
                  let outerHeader = header(outer, pins, context), supplementaryLength(.header, geometry.sections[outer], outer, context) > 0 {
            pin = axis.maxMain(outerHeader.frame)
        }
        let floor = headerFloor(natural: natural, length: length, section: index, itemCount: s.itemCount, axis: axis, context)
        ceiling += h.ceilingOffset
        a.frame = axis.settingMinMain(natural, to: clampHeader(pin, floor: effectiveFloor(floor, pin: pin), ceiling: ceiling))
        return a
    }

    private func ceiling(of s: SectionGeometry, _ index: Int, _ length: Double, _ context: StrategyContext) -> Double {
        switch model.headers.ceiling {
        case .none: return Double.infinity
        case .boxEnd, .lastItemInRect: return (model.boundary == .flow ? s.boxEnd : s.end) - length
        case .lastItem:
            guard s.itemCount > 0 else { return -length }
            return context.scrollDirection.maxMain(context.geometry.itemFrame(item: s.itemCount - 1, section: index)) - length
        }
    }

    /// The next section after `index` whose header pins as a chosen one.
    private func nextPinned(after index: Int, _ geometry: FlowGeometry) -> Int? {
        guard let list = model.headers.sections else {
            return index + 1 < geometry.sections.count ? index + 1 : nil
        }
        let i = Self.lastIndex(in: list, atMost: index).map { $0 + 1 } ?? 0
        return i < list.count && list[i] < geometry.sections.count ? list[i] : nil
    }

    /// A footer's attributes for the current bounds (span rules).
    func footer(_ index: Int, _ pins: PinLines, _ context: StrategyContext) -> LayoutAttributes? {
        let geometry = context.geometry
        guard geometry.sections.indices.contains(index) else { return nil }
        let s = geometry.sections[index]
        let axis = pins.axis
        let length = supplementaryLength(.footer, s, index, context)
        if model.boundary != .flow && length <= 0 { return nil }
        let natural = switch model.boundary {
        case .flow: geometry.footerFrame(section: index)
        case .extends: boundaryFrame(main: s.footerStart, length, index, context)
        case .overlays: boundaryFrame(main: s.end - length, length, index, context)
        }
        var a = LayoutAttributes(
            kind: .footer, indexPath: IndexPath(item: 0, section: index), frame: natural,
            zIndex: context.faults.noZIndexRaise ? 0 : model.zIndex.footer, transformZ: model.zIndex.footerTransformZ)
        let f = model.footers
        guard f.pin, Self.chosen(f.sections, index) else { return a }
        if s.itemCount == 0 && model.emptySections != .pin { return a }
        let pin = pins.footerEnd - length
        let floor = f.floor == .none ? -Double.infinity : (model.boundary == .flow ? s.boxStart : s.start) + f.floorOffset
        a.frame = axis.settingMinMain(natural, to: clampFooter(pin, floor: floor, natural: axis.minMain(natural)))
        return a
    }

    /// The length of a section's header or footer: as laid out, or as the data gives it for
    /// boundary items that overlay the section (the layout gives them no space).
    private func supplementaryLength(_ kind: ElementKind, _ s: SectionGeometry, _ index: Int, _ context: StrategyContext) -> Double {
        let laidOut = kind == .header ? s.headerLength : s.footerLength
        guard model.boundary == .overlays, context.dataSections.indices.contains(index) else { return laidOut }
        let spec = context.dataSections[index]
        let metrics = context.geometry.metrics
        let axis = metrics.scrollDirection
        return kind == .header
            ? spec.header ?? axis.main(metrics.headerReferenceSize) : spec.footer ?? axis.main(metrics.footerReferenceSize)
    }

    /// A boundary item's natural frame: `length` from `main` along the scroll axis, within the
    /// section's insets across it.
    private func boundaryFrame(main: Double, _ length: Double, _ index: Int, _ context: StrategyContext) -> Rect {
        let cross = SectionWalk.insetCross(index, context: context)
        return context.geometry.axis.rect(main: main, mainLength: length, cross: cross.start, crossLength: cross.length)
    }
}
