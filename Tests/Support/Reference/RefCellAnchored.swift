import StickyLayout

/// YL, MYN and CS: the ceiling (and MYN's footer floor) come from the cells IN THE RECT, and a
/// missing header is re-inserted only for sections with at least one cell in the rect.
extension RefQuery {
    /// YL (docs/strategies.md §3).
    package func yl() -> [LayoutAttributes] {
        var all = geometry.elements(in: rect)
        let o = config.options
        if o.ylDisableStickyFlow || o.ylStickySections == [] { return all }
        for i in all.indices { all[i].zIndex = all[i].kind == .header ? 1024 : 1 }
        let groups = summarise(all)
        func sticky(_ s: Int) -> Bool { o.ylStickySections.map { $0.contains(s) } ?? true }
        for s in groups.keys.sorted() {
            guard let last = groups[s]!.lastCell else { continue }
            var hdr = groups[s]!.header.map { all[$0] } ?? geometry.supplementary(.header, section: s)
            guard !hdr.frame.size.isZero, sticky(s) else { continue }
            let ceiling = all[last].frame.maxY - hdr.frame.height
            hdr.setY(clampHi(off + inset.top, hdr.frame.minY, ceiling))
            if let h = groups[s]!.header { all[h] = hdr } else { all.append(hdr) }  // re-inserted keeps zIndex 0
        }
        return all
    }

    /// MYN (docs/strategies.md §4): headers and footers; re-insertion gated by the layout's reference sizes.
    package func myntra() -> [LayoutAttributes] {
        var all = geometry.elements(in: rect)
        for i in all.indices { all[i].zIndex = 1 }
        let groups = summarise(all)
        let m = config.metrics
        for s in groups.keys.sorted() {
            guard let last = groups[s]!.lastCell else { continue }
            var index = groups[s]!.header
            if index == nil && m.headerReferenceSize.height != 0 {
                all.append(geometry.supplementary(.header, section: s))
                index = all.count - 1
            }
            guard let i = index else { continue }
            let h = all[i].frame.height
            all[i].zIndex = 1024
            all[i].isHidden = false
            all[i].setY(clampHi(off + inset.top, all[i].frame.minY, all[last].frame.maxY - h))
        }
        for s in groups.keys.sorted() {
            guard let first = groups[s]!.firstCell else { continue }
            var index = groups[s]!.footer
            if index == nil && m.footerReferenceSize.height != 0 {
                all.append(geometry.supplementary(.footer, section: s))
                index = all.count - 1
            }
            guard let i = index else { continue }
            let f = all[i].frame.height
            all[i].zIndex = 1024
            all[i].isHidden = false
            let y = max(min(bounds.maxY - inset.bottom - f, all[i].frame.minY), all[first].frame.minY)
            all[i].setY(y)
        }
        return all
    }

    /// CS (docs/strategies.md §5): everything shifted down by the parallax height P, except a re-inserted header
    /// whose floor (natural y) is not shifted; plus the parallax header (§5.2).
    package func cs() -> [LayoutAttributes] {
        let o = config.options
        let p = o.csParallaxHeaderReferenceSize.height
        var all = geometry.elements(in: rect.offsetBy(dx: 0, dy: -p), shiftedBy: p)
        for i in all.indices { all[i].zIndex = all[i].kind == .header ? 1024 : 1 }
        let groups = summarise(all)
        var pin = off + inset.top + (o.csParallaxHeaderAlwaysOnTop ? o.csParallaxHeaderMinimumReferenceSize.height : 0)
        if o.csAdjustedInsetPatch { pin += adjusted.top }
        let cell00 = all.contains { $0.kind == .cell && $0.indexPath == IndexPath(item: 0, section: 0) }
        if !o.csDisableStickyHeaders {
            for s in groups.keys.sorted() {
                guard let last = groups[s]!.lastCell else { continue }
                var hdr = groups[s]!.header.map { all[$0] } ?? geometry.supplementary(.header, section: s)
                guard !hdr.frame.size.isZero else { continue }
                hdr.zIndex = 1024
                hdr.isHidden = false
                hdr.setY(clampHi(pin, hdr.frame.minY, all[last].frame.maxY - hdr.frame.height))
                if let h = groups[s]!.header { all[h] = hdr } else { all.append(hdr) }
            }
        }
        let ref = o.csParallaxHeaderReferenceSize
        if !ref.isZero && (rect.minY <= 0 || cell00 || o.csParallaxHeaderAlwaysOnTop) {
            all.append(parallaxHeader())
        }
        return all
    }

    /// §5.2: y = MIN(R − M, off + inset.top), height = MAX(0, R − y); alwaysOnTop glues a collapsed
    /// header at off + inset.top with zIndex 2000; disableStretching caps the height (y unchanged).
    private func parallaxHeader() -> LayoutAttributes {
        let o = config.options
        let r = o.csParallaxHeaderReferenceSize.height
        let m = o.csParallaxHeaderMinimumReferenceSize.height
        var y = min(r - m, off + inset.top)
        var height = max(0, r - y)
        var z = 0
        if o.csParallaxHeaderAlwaysOnTop && height <= m {
            y = off + inset.top
            z = 2000
        }
        if o.csDisableStretching && height > r { height = r }
        return LayoutAttributes(
            kind: .parallaxHeader, indexPath: IndexPath(item: 0, section: 0),
            frame: Rect(x: 0, y: y, width: o.csParallaxHeaderReferenceSize.width, height: height), zIndex: z)
    }
}
