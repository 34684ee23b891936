import StickyLayout

extension ScriptRun {
    /// The run as JSON (docs/layout-json.md, "Script runs").
    package func json(pretty: Bool = true) -> String {
        var w = JSONWriter(pretty: pretty)
        w.beginLayoutReport(scenario: scenario, strategy: strategy)
        w.size("size", size)
        w.beginArray("steps")
        for step in steps { step.write(to: &w) }
        w.endArray()
        w.endObject()
        return w.text + (pretty ? "\n" : "")
    }
}

extension ScriptRun.Step {
    func write(to w: inout JSONWriter) {
        w.beginObject()
        w.integer("line", line)
        w.string("command", command)
        w.number("offsetBefore", offsetBefore)
        w.number("offsetAfter", offsetAfter)
        w.insets("adjustedContentInset", adjustedInset)
        w.bool("refreshing", refreshing)
        if let refusal { w.string("refused", refusal) }
        if let update { update.write(to: &w, axis: direction) } else { w.raw("update", "null") }
        w.beginObject("after")
        after.writeFields(to: &w)
        w.endObject()
        w.endObject()
    }
}

extension BatchUpdateResult {
    /// `axis`: the scroll direction, along which `contentSize` is reported.
    func write(to w: inout JSONWriter, axis: ScrollDirection) {
        w.beginObject("update")
        w.beginArray("items")
        for item in items {
            w.beginObject(inline: true)
            w.string("action", item.action.rawValue)
            w.bool("section", item.isSection)
            w.indexPath("before", item.indexPathBeforeUpdate, section: item.isSection)
            w.indexPath("after", item.indexPathAfterUpdate, section: item.isSection)
            w.endObject()
        }
        w.endArray()
        w.beginObject("invalidated", inline: true)
        w.bool("everything", invalidation.invalidateEverything)
        w.bool("dataSourceCounts", invalidation.invalidateDataSourceCounts)
        w.integer("itemIndexPaths", invalidation.invalidatedItemIndexPaths.count)
        w.integer("recomputedFromSection", recomputedFromSection)
        w.integer("rebuiltSections", rebuiltSections.count)
        w.endObject()
        w.number("offsetBefore", offsetBefore.y + offsetBefore.x)
        w.number("offsetAfter", offsetAfter.y + offsetAfter.x)
        if let clampInvalidation { w.string("clamp", clampInvalidation.rawValue) } else { w.raw("clamp", "null") }
        w.numbers("contentSize", ["before": axis.main(contentSizeBefore), "after": axis.main(contentSizeAfter)])
        for (role, key) in [(ElementTransition.Role.appearing, "appearing"), (.disappearing, "disappearing"), (.staying, "staying")] {
            w.beginArray(key)
            for t in transitions where t.role == role { t.write(to: &w) }
            w.endArray()
        }
        w.beginArray("diagnostics")
        for d in diagnostics { d.write(to: &w) }
        w.endArray()
        w.endObject()
    }
}

extension JSONWriter {
    /// An index path as `[section, item]`, or `[section]` for a section; null when there is none.
    mutating func indexPath(_ key: String, _ p: IndexPath?, section: Bool = false) {
        guard let p else { return raw(key, "null") }
        raw(key, section ? "[\(p.section)]" : "[\(p.section), \(p.item)]")
    }
}

extension ElementTransition {
    func write(to w: inout JSONWriter) {
        w.beginObject(inline: true)
        w.string("kind", start.kind.rawValue)
        w.indexPath("before", keyBefore?.indexPath)
        w.indexPath("after", keyAfter?.indexPath)
        w.rect("startFrame", start.frame)
        w.integer("startZIndex", start.zIndex)
        w.number("startAlpha", startAlpha)
        w.rect("endFrame", end.frame)
        w.integer("endZIndex", end.zIndex)
        w.number("endAlpha", endAlpha)
        w.endObject()
    }
}

extension Diagnostic {
    func write(to w: inout JSONWriter) {
        w.beginObject(inline: true)
        w.string("severity", severity.rawValue)
        w.string("code", code)
        w.integer("section", section)
        w.string("message", message)
        w.endObject()
    }
}
