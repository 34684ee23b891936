import StickyLayout

/// Writes a `StrategyFile` as JSON with every field spelled out, in the order of the format's
/// documentation; `StrategyFileDecoder` reads it back to the same model.
package enum StrategyFileEncoder {
    package static func encode(_ file: StrategyFile) -> String {
        let m = file.model
        var w = JSONWriter(pretty: true)
        w.beginObject()
        w.string("name", file.name.rawValue)
        w.string("summary", file.summary)
        w.string("emission", m.emission.rawValue)
        w.beginObject("pinLine", inline: true)
        w.string("inset", m.pinLine.inset.rawValue)
        if m.pinLine.inset == .constant { w.number("constant", m.pinLine.constant) }
        w.number("offset", m.pinLine.offset)
        w.endObject()
        w.beginObject("headers")
        w.bool("pin", m.headers.pin)
        w.string("floor", m.headers.floor.rawValue)
        w.string("ceiling", m.headers.ceiling.rawValue)
        w.string("order", m.headers.order.rawValue)
        if m.headers.floor != .none { w.number("floorOffset", m.headers.floorOffset) }
        if m.headers.ceiling != .none { w.number("ceilingOffset", m.headers.ceilingOffset) }
        if let sections = m.headers.sections { w.integers("sections", sections) }
        w.string("until", m.headers.until.rawValue)
        w.bool("stack", m.headers.stack)
        w.string("reinsert", m.headers.reinsert.rawValue)
        w.string("zeroSize", m.headers.zeroSize.rawValue)
        w.endObject()
        w.beginObject("footers")
        w.bool("pin", m.footers.pin)
        w.string("floor", m.footers.floor.rawValue)
        w.string("order", m.footers.order.rawValue)
        if m.footers.floor != .none { w.number("floorOffset", m.footers.floorOffset) }
        if let sections = m.footers.sections { w.integers("sections", sections) }
        w.string("reinsert", m.footers.reinsert.rawValue)
        w.string("zeroSize", m.footers.zeroSize.rawValue)
        w.endObject()
        if let placement = m.sectionInsetPlacement { w.string("sectionInsetPlacement", placement.rawValue) }
        if m.boundary != .flow { w.string("boundary", m.boundary.rawValue) }
        w.beginObject("zIndex", inline: true)
        w.integer("cell", m.zIndex.cell)
        w.integer("header", m.zIndex.header)
        w.integer("footer", m.zIndex.footer)
        if let z = m.zIndex.pinnedHeader { w.integer("pinnedHeader", z) }
        if let z = m.zIndex.pinnedFooter { w.integer("pinnedFooter", z) }
        if let z = m.zIndex.reinsertedHeader { w.integer("reinsertedHeader", z) }
        if m.zIndex.cellTransformZ != 0 { w.number("cellTransformZ", m.zIndex.cellTransformZ) }
        if m.zIndex.footerTransformZ != 0 { w.number("footerTransformZ", m.zIndex.footerTransformZ) }
        w.endObject()
        w.bool("invalidateOnScroll", m.invalidateOnScroll)
        w.string("emptySections", m.emptySections.rawValue)
        w.string("overscroll", m.overscroll.rawValue)
        w.string("axes", m.axes.rawValue)
        w.bool("pinDuringUpdates", m.pinsDuringUpdates)
        if let declared = m.declaredProperties {
            w.strings("declares", LayoutProperty.allCases.lazy.filter(declared.contains).map(\.rawValue))
        }
        w.endObject()
        return w.text + "\n"
    }
}
