import StickyLayout

extension LayoutRun {
    /// Streams the run as JSON (format: docs/layout-json.md; `pretty` puts one value a line):
    /// `emit` gets the header, then one chunk a step as it is computed, then the end, so memory
    /// does not grow with the number of steps.
    package func writeJSON<E: Error>(pretty: Bool = true, to emit: (String) throws(E) -> Void) throws(E) {
        var w = JSONWriter(pretty: pretty)
        w.beginLayoutReport(scenario: scenario, strategy: strategy)
        w.string("scrollDirection", scrollDirection.rawValue)
        w.size("size", size)
        if let span { w.span("rect", span) }
        w.beginArray("steps")
        try emit(w.takeText())
        try forEachStep { (step) throws(E) in
            step.write(to: &w)
            try emit(w.takeText())
        }
        w.endArray()
        w.endObject()
        try emit(w.takeText() + (pretty ? "\n" : ""))
    }
}

extension LayoutStep {
    func write(to w: inout JSONWriter) {
        w.beginObject()
        writeFields(to: &w)
        w.endObject()
    }

    /// The step's fields, inside an object the caller opened.
    func writeFields(to w: inout JSONWriter) {
        w.number("offset", offset)
        w.rect("bounds", bounds)
        w.rect("queryRect", queryRect)
        w.size("contentSize", contentSize)
        w.string("invalidation", invalidation.rawValue)
        w.beginArray("elements")
        for a in elements {
            w.beginObject(inline: true)
            w.string("kind", a.kind.rawValue)
            w.integer("section", a.indexPath.section)
            w.integer("item", a.indexPath.item)
            w.rect("frame", a.frame)
            w.rect("naturalFrame", a.naturalFrame)
            w.integer("zIndex", a.zIndex)
            w.bool("hidden", a.isHidden)
            w.bool("pinned", a.isPinned)
            w.bool("reinserted", a.isReinserted)
            w.number("transformZ", a.transformZ)
            w.number("progressiveness", a.progressiveness)
            w.endObject()
        }
        w.endArray()
        w.beginArray("diagnostics")
        for d in diagnostics { d.write(to: &w) }
        w.endArray()
        if let calls { w.strings("calls", calls) }
    }
}

extension JSONWriter {
    mutating func rect(_ key: String, _ r: Rect) {
        numbers(key, ["x": r.minX, "y": r.minY, "width": r.width, "height": r.height])
    }

    /// A scroll-axis span as `{"start", "end"}` on one line.
    mutating func span(_ key: String, _ s: QuerySpan) {
        numbers(key, ["start": s.start, "end": s.end])
    }
}
