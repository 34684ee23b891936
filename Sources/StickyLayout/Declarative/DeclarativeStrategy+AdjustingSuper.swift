/// `.sectionsWithCellsInRect` emission: `super`'s answer adjusted in place, missing headers and
/// footers re-inserted for sections with a cell in it (the YL / MYN / CS / Evadne family).
extension DeclarativeStrategy {
    /// `shift` (CS's parallax height): `super` answers for the rect moved up by it and every element
    /// it returns is moved down by it, natural frame included; a re-inserted header keeps `super`'s
    /// frame (only its natural frame moves). `headerPin` replaces the model's header pin line.
    func appendAdjustingSuper(
        in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes],
        shift: Double? = nil, headerPin: Double? = nil
    ) {
        let start = result.count
        context.appendSuperElements(in: shift.map { rect.offsetBy(dx: 0, dy: -$0) } ?? rect, to: &result)
        if let shift {
            for i in start..<result.count {
                result[i].frame.origin.y += shift
                result[i].naturalFrame = result[i].frame
            }
        }
        let raise = !context.faults.noZIndexRaise
        let z = model.zIndex
        if raise {
            for i in start..<result.count {
                switch result[i].kind {
                case .cell:
                    result[i].zIndex = z.cell
                    result[i].transformZ = z.cellTransformZ
                case .header: result[i].zIndex = z.header
                case .footer:
                    result[i].zIndex = z.footer
                    result[i].transformZ = z.footerTransformZ
                case .parallaxHeader, .custom, .decoration: break
                }
            }
        }
        context.summariseSections(of: result, from: start)
        let axis = model.axes == .yOnly ? ScrollDirection.vertical : context.scrollDirection
        var pins = PinLines(model, context, axis: axis)
        if let headerPin { pins.header = headerPin }
        if model.headers.pin {
            for gi in context.sectionSummaries.indices {
                adjustHeader(of: context.sectionSummaries[gi], pins, shift: shift, raise: raise, context: &context, result: &result)
            }
        }
        if model.footers.pin {
            for gi in context.sectionSummaries.indices {
                adjustFooter(of: context.sectionSummaries[gi], pins, raise: raise, context: &context, result: &result)
            }
        }
    }

    private func adjustHeader(
        of g: SectionSummary, _ pins: PinLines, shift: Double?, raise: Bool, context: inout StrategyContext,
        result: inout [LayoutAttributes]
    ) {
        let h = model.headers
        guard Self.chosen(h.sections, g.section) else { return }
        let axis = pins.axis
        var index = g.header
        var reinserted = false
        if index < 0 {
            guard g.firstCell >= 0, h.reinsert != .never, !context.faults.noReinsertion,
                  h.reinsert != .ifReferenceSize || axis.main(context.metrics.headerReferenceSize) != 0,
                  var header = context.superLayoutAttributesForSupplementaryView(
                    ofKind: .header, at: IndexPath(item: 0, section: g.section)),
                  !(h.zeroSize == .skip && header.frame.size.isZero)
            else { return }
            header.isReinserted = true
            if let shift { header.naturalFrame = header.frame.offsetBy(dx: 0, dy: shift) }
            header.zIndex = raise ? (model.zIndex.reinsertedHeader ?? model.zIndex.pinnedHeader ?? model.zIndex.header) : 0
            result.append(header)
            index = result.count - 1
            reinserted = true
        } else if h.zeroSize == .skip && result[index].frame.size.isZero {
            return
        }
        let length = axis.mainLength(result[index].frame)
        let count = context.numberOfItems(inSection: g.section)
        var floor = headerFloor(natural: result[index].frame, length: length, section: g.section, itemCount: count, axis: axis, context)
        var ceiling: Double
        switch h.ceiling {
        case .none: ceiling = Double.infinity
        case .boxEnd: ceiling = context.geometry.sections[g.section].boxEnd - length
        case .lastItemInRect:
            guard g.lastCell >= 0 else { return }
            ceiling = axis.maxMain(result[g.lastCell].frame) - length
        case .lastItem:
            ceiling = count > 0 ? axis.maxMain(context.naturalFrameOfItem(count - 1, inSection: g.section)) - length : -length
        }
        ceiling += h.ceilingOffset
        if count == 0 {
            switch model.emptySections {
            case .natural: return
            case .minusLength: (floor, ceiling) = (-length, -length)
            case .pin: break
            }
        }
        let pin = pins.header
        let position = clampHeader(pin, floor: effectiveFloor(floor, pin: pin), ceiling: ceiling)
        result[index].frame = axis.settingMinMain(result[index].frame, to: position)
        result[index].isHidden = false
        if !reinserted && raise { result[index].zIndex = model.zIndex.pinnedHeader ?? model.zIndex.header }
    }

    private func adjustFooter(
        of g: SectionSummary, _ pins: PinLines, raise: Bool, context: inout StrategyContext, result: inout [LayoutAttributes]
    ) {
        let f = model.footers
        guard g.firstCell >= 0, Self.chosen(f.sections, g.section) else { return }
        let axis = pins.axis
        var index = g.footer
        if index < 0 {
            guard f.reinsert != .never, !context.faults.noReinsertion,
                  f.reinsert != .ifReferenceSize || axis.main(context.metrics.footerReferenceSize) != 0,
                  var footer = context.superLayoutAttributesForSupplementaryView(
                    ofKind: .footer, at: IndexPath(item: 0, section: g.section)),
                  !(f.zeroSize == .skip && footer.frame.size.isZero)
            else { return }
            footer.isReinserted = true
            result.append(footer)
            index = result.count - 1
        } else if f.zeroSize == .skip && result[index].frame.size.isZero {
            return
        }
        let length = axis.mainLength(result[index].frame)
        let natural = axis.minMain(result[index].frame)
        var floor: Double
        switch f.floor {
        case .none, .natural, .firstItemMinusLength: floor = -Double.infinity
        case .boxStart: floor = context.geometry.sections[g.section].boxStart
        case .firstItemInRect: floor = axis.minMain(result[g.firstCell].frame)
        }
        floor += f.floorOffset
        let pin = pins.footerEnd - length
        let position = clampFooter(pin, floor: floor, natural: natural)
        result[index].frame = axis.settingMinMain(result[index].frame, to: position)
        result[index].isHidden = false
        if raise { result[index].zIndex = model.zIndex.pinnedFooter ?? model.zIndex.footer }
    }
}
