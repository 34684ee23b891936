import StickyLayout

/// UITableView (§6.2), SwiftUI (§12.1), Jetpack Compose (§12.2) and Flutter (§12.3), from
/// docs/strategies.md: every section looked at, nothing cached.
extension RefQuery {
    /// Header and footer pinned within the section span below the adjusted inset; `nil` = not pinned.
    private func floatingWithinSection(pinHeaders: Bool, pinFooters: Bool) -> [LayoutAttributes] {
        var out: [LayoutAttributes] = []
        for section in geometry.sections where section.span.intersects(rect) {
            let h = section.header.height
            let f = section.footer.height
            var header = section.header
            if pinHeaders { header.origin.y = min(max(off + adjusted.top, section.start), section.end - h) }
            var footer = section.footer
            if pinFooters { footer.origin.y = min(max(bounds.maxY - adjusted.bottom - f, section.start), section.footer.minY) }
            if h > 0 && header.intersects(rect) {
                out.append(LayoutAttributes(kind: .header, indexPath: IndexPath(item: 0, section: section.index), frame: header,
                                            naturalFrame: section.header, zIndex: 10))
            }
            for (i, frame) in section.items.enumerated() where frame.intersects(rect) {
                out.append(LayoutAttributes(kind: .cell, indexPath: IndexPath(item: i, section: section.index), frame: frame))
            }
            if f > 0 && footer.intersects(rect) {
                out.append(LayoutAttributes(kind: .footer, indexPath: IndexPath(item: 0, section: section.index), frame: footer,
                                            naturalFrame: section.footer, zIndex: 10))
            }
        }
        return out
    }

    package func tableview() -> [LayoutAttributes] {
        let plain = config.options.tableViewStyle == .plain
        return floatingWithinSection(pinHeaders: plain, pinFooters: plain)
    }

    package func swiftui() -> [LayoutAttributes] {
        floatingWithinSection(pinHeaders: config.options.swiftuiPinHeaders, pinFooters: config.options.swiftuiPinFooters)
    }

    /// Compose: every element of the list in order (header, cells, footer); the sticking header is
    /// the last header at or before the first one that meets the bounds, at `max(natural, off)`,
    /// pushed up by the next header only while that header meets the bounds.
    package func compose() -> [LayoutAttributes] {
        let sections = geometry.sections
        var list: [(section: Int, frame: Rect, isHeader: Bool)] = []
        for (s, section) in sections.enumerated() {
            if section.header.height > 0 { list.append((s, section.header, true)) }
            for frame in section.items { list.append((s, frame, false)) }
            if section.footer.height > 0 { list.append((s, section.footer, false)) }
        }
        var sticky: (section: Int, y: Double)?
        if let first = list.firstIndex(where: { $0.frame.intersects(bounds) }),
           let current = list[...first].lastIndex(where: { $0.isHeader }) {
            let header = list[current].frame
            var y = max(header.minY, off)
            if let next = list[(current + 1)...].first(where: { $0.isHeader }), next.frame.intersects(bounds) {
                y = min(y, next.frame.minY - header.height)
            }
            sticky = (list[current].section, y)
        }
        var out: [LayoutAttributes] = []
        for (s, section) in sections.enumerated() {
            let h = section.header.height
            if h > 0 {
                let y = sticky?.section == s ? sticky?.y ?? section.start : section.start
                let frame = Rect(x: section.header.minX, y: y, width: section.header.width, height: h)
                if frame.intersects(rect) {
                    out.append(LayoutAttributes(kind: .header, indexPath: IndexPath(item: 0, section: s), frame: frame,
                                                naturalFrame: section.header, zIndex: 1))
                }
            }
            for (i, frame) in section.items.enumerated() where frame.intersects(rect) {
                out.append(LayoutAttributes(kind: .cell, indexPath: IndexPath(item: i, section: s), frame: frame))
            }
            if section.footer.height > 0 && section.footer.intersects(rect) {
                out.append(LayoutAttributes(kind: .footer, indexPath: IndexPath(item: 0, section: s), frame: section.footer))
            }
        }
        return out
    }

    package func flutter() -> [LayoutAttributes] {
        let persistent = config.options.flutterMode == .persistent
        let count = geometry.sections.count
        let pin = off + inset.top
        var stacked = 0.0
        var out: [LayoutAttributes] = []
        for (s, section) in geometry.sections.enumerated() {
            let h = section.header.height
            let z = 2 * (count - s)
            if h > 0 {
                let y = persistent ? max(section.start, pin + stacked) : max(min(pin, section.end - h), section.start)
                let frame = Rect(x: section.header.minX, y: y, width: section.header.width, height: h)
                if frame.intersects(rect) {
                    out.append(LayoutAttributes(kind: .header, indexPath: IndexPath(item: 0, section: s), frame: frame,
                                                naturalFrame: section.header, zIndex: z + 1))
                }
            }
            stacked += h
            for (i, frame) in section.items.enumerated() where frame.intersects(rect) {
                out.append(LayoutAttributes(kind: .cell, indexPath: IndexPath(item: i, section: s), frame: frame, zIndex: z))
            }
            if section.footer.height > 0 && section.footer.intersects(rect) {
                out.append(LayoutAttributes(kind: .footer, indexPath: IndexPath(item: 0, section: s), frame: section.footer, zIndex: z))
            }
        }
        return out
    }
}
