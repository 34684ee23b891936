import StickyLayout

/// One scenario for the reference comparison: the data, the layout properties and the scroll view.
struct RefConfig: Sendable, CustomStringConvertible {
    var sections: [SectionSpec]
    var metrics: FlowMetrics
    var viewport: Size
    var contentInset: EdgeInsets = .zero
    var systemInset: EdgeInsets = .zero
    /// The part of `systemInset.top` a refreshing UIRefreshControl adds.
    var refreshControlInset = 0.0
    var options = StrategyOptions()

    /// The scroll view at `offset` (x is always 0).
    func scrollView(offset: Double) -> ScrollViewState {
        ScrollViewState(
            contentOffset: Point(x: 0, y: offset), viewportSize: viewport,
            contentInset: contentInset, systemInset: systemInset, refreshControlInset: refreshControlInset)
    }

    /// A collection view driven by the engine, at offset 0.
    func engine(_ kind: StrategyName) -> CollectionView {
        CollectionView(
            sections: sections, metrics: metrics, strategy: kind.make(options), scrollView: scrollView(offset: 0))
    }

    var description: String {
        let secs = sections.map { s -> String in
            var parts = ["n=\(s.itemCount)"]
            if let l = s.itemLengths { parts.append("lens=\(l)") }
            if let h = s.header { parts.append("h=\(h)") }
            if let f = s.footer { parts.append("f=\(f)") }
            if let i = s.inset { parts.append("inset=\(fmt(i))") }
            return "(" + parts.joined(separator: " ") + ")"
        }
        let m = metrics
        return "sections=[\(secs.joined(separator: ","))] itemSize=\(m.itemSize.width)x\(m.itemSize.height)"
            + " lineSp=\(m.minimumLineSpacing) interSp=\(m.minimumInteritemSpacing)"
            + " sectionInset=\(fmt(m.sectionInset)) headerRef=\(m.headerReferenceSize.height)"
            + " footerRef=\(m.footerReferenceSize.height) viewport=\(viewport.width)x\(viewport.height)"
            + " contentInset=\(fmt(contentInset)) systemInset=\(fmt(systemInset)) options=\(options)"
    }

    private func fmt(_ i: EdgeInsets) -> String { "(t\(i.top) l\(i.left) b\(i.bottom) r\(i.right))" }
}
