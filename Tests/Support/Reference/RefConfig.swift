import StickyLayout

/// One scenario for the reference comparison: the data, the layout properties and the scroll view.
package struct RefConfig: Sendable, CustomStringConvertible {
    package var sections: [SectionSpec]
    package var metrics: FlowMetrics
    package var viewport: Size
    package var contentInset: EdgeInsets = .zero
    package var systemInset: EdgeInsets = .zero
    /// The part of `systemInset.top` a refreshing UIRefreshControl adds.
    package var refreshControlInset = 0.0
    package var options = StrategyOptions()

    package init(
        sections: [SectionSpec], metrics: FlowMetrics, viewport: Size, contentInset: EdgeInsets = .zero,
        systemInset: EdgeInsets = .zero, refreshControlInset: Double = 0.0, options: StrategyOptions = StrategyOptions()
    ) {
        self.sections = sections
        self.metrics = metrics
        self.viewport = viewport
        self.contentInset = contentInset
        self.systemInset = systemInset
        self.refreshControlInset = refreshControlInset
        self.options = options
    }

    /// The scroll view at `offset` (x is always 0).
    package func scrollView(offset: Double) -> ScrollViewState {
        ScrollViewState(
            contentOffset: Point(x: 0, y: offset), viewportSize: viewport,
            contentInset: contentInset, systemInset: systemInset, refreshControlInset: refreshControlInset)
    }

    /// A collection view driven by the engine, at offset 0.
    package func engine(_ kind: StrategyName) -> CollectionView {
        CollectionView(
            sections: sections, metrics: metrics, strategy: kind.make(options), scrollView: scrollView(offset: 0))
    }

    package var description: String {
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
