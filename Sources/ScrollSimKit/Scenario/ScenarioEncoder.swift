import StickyLayout

/// Writes a scenario as a JSON document in the format `ScenarioDecoder` reads
/// (docs/scenario-format.md): every layout field, the insets, the viewport and the sections.
/// Titles, item labels and strategy options other than the defaults are not written.
package enum ScenarioEncoder {
    /// The JSON text of `scenario`; `defaultStrategy` and `strategyFiles` (paths relative to the
    /// scenario file) are written when given.
    package static func json(_ scenario: Scenario, defaultStrategy: StrategyName? = nil, strategyFiles: [String] = []) -> String {
        var w = JSONWriter(pretty: true)
        let m = scenario.metrics
        w.beginObject()
        w.string("name", scenario.name)
        if !scenario.summary.isEmpty { w.string("summary", scenario.summary) }
        w.string("scrollDirection", m.scrollDirection.rawValue)
        w.beginObject("layout")
        w.size("itemSize", m.itemSize)
        w.number("minimumLineSpacing", m.minimumLineSpacing)
        w.number("minimumInteritemSpacing", m.minimumInteritemSpacing)
        w.insets("sectionInset", m.sectionInset)
        w.size("headerReferenceSize", m.headerReferenceSize)
        w.size("footerReferenceSize", m.footerReferenceSize)
        w.endObject()
        if scenario.contentInset != .zero { w.insets("contentInset", scenario.contentInset) }
        var system = scenario.systemInset
        system.top -= scenario.refreshingControlHeight
        if system != .zero { w.insets("systemInset", system) }
        if scenario.refreshingControlHeight > 0 { w.number("refreshControl", scenario.refreshingControlHeight) }
        if let viewport = scenario.viewport { w.size("viewport", viewport) }
        if !strategyFiles.isEmpty {
            w.strings("strategyFiles", strategyFiles)
        }
        if let defaultStrategy { w.string("defaultStrategy", defaultStrategy.rawValue) }
        w.beginArray("sections")
        for s in scenario.sections {
            w.beginObject(inline: true)
            if let lengths = s.itemLengths {
                w.beginArray("itemHeights")
                for l in lengths { w.number(nil, Double(l)) }
                w.endArray()
            } else {
                w.integer("items", s.itemCount)
            }
            if let h = s.header { w.number("header", h) }
            if let f = s.footer { w.number("footer", f) }
            if let i = s.inset { w.insets("inset", i) }
            w.endObject()
        }
        w.endArray()
        w.endObject()
        return w.text + "\n"
    }
}

extension JSONWriter {
    mutating func size(_ key: String, _ s: Size) {
        numbers(key, ["width": s.width, "height": s.height])
    }

    mutating func insets(_ key: String, _ i: EdgeInsets) {
        numbers(key, ["top": i.top, "left": i.left, "bottom": i.bottom, "right": i.right])
    }
}
