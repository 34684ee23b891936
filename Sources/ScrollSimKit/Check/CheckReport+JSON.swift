import StickyLayout

extension CheckReport {
    /// The report as JSON (format: docs/check-json.md). `reproductions` and `paths` are in the
    /// order of `findings`.
    package func json(reproductions: [Reproduction], paths: [String]) -> String {
        var w = JSONWriter(pretty: true)
        w.beginObject()
        w.integer("formatVersion", 1)
        w.string("strategy", subject.name.rawValue)
        w.strings("faults", subject.faultNames)
        w.string("seed", String(budget.seed))
        w.integer("count", budget.count)
        w.number("timeLimit", budget.seconds)
        w.integer("causesPerProperty", budget.causesPerProperty)
        w.number("shrinkTimeLimit", budget.shrinkSeconds)
        w.integer("cases", cases)
        w.integer("steps", steps)
        w.bool("passed", passed)
        w.beginArray("properties")
        for p in LayoutProperty.allCases {
            let hits = findings.filter { $0.target.property == p }
            w.beginObject(inline: true)
            w.string("id", p.rawValue)
            w.bool("declared", subject.declared.contains(p))
            w.string("status", hits.isEmpty ? "held" : subject.declared.contains(p) ? "failed" : "finding")
            w.string("explanation", p.explanation)
            if let r = p.reference { w.string("reference", r) } else { w.raw("reference", "null") }
            w.endObject()
        }
        w.endArray()
        w.beginArray("notShrunk")
        for t in notShrunk {
            w.beginObject(inline: true)
            w.string("property", t.property.rawValue)
            w.string("detail", t.detail)
            w.endObject()
        }
        w.endArray()
        let causes = causeNumbers
        w.beginArray("findings")
        for (i, f) in findings.enumerated() {
            w.beginObject()
            w.string("property", f.target.property.rawValue)
            w.string("detail", f.target.detail)
            w.integer("cause", causes[i]?.number)
            w.integer("targetCause", f.targetCause)
            w.bool("failure", f.declared)
            w.integer("scenarioIndex", f.caseIndex)
            w.integer("originalSteps", f.originalSteps)
            w.integer("shrinkAttempts", f.shrinkAttempts)
            w.bool("shrinkStoppedByTime", f.shrinkStoppedByTime)
            w.bool("shrinkStoppedByHangs", f.shrinkStoppedByHangs)
            if let root = f.causedBy {
                w.beginObject("causedBy", inline: true)
                w.string("property", root.target.property.rawValue)
                w.string("detail", root.target.detail)
                w.integer("targetCause", root.cause)
                w.endObject()
            } else {
                w.raw("causedBy", "null")
            }
            let size = f.shrunk.size
            w.beginObject("shrunkSize", inline: true)
            w.integer("sections", size.sections)
            w.integer("items", size.items)
            w.integer("steps", size.steps)
            w.integer("updates", size.updates)
            w.integer("overscrolledSteps", size.overscrolledSteps)
            w.string("direction", size.direction == .vertical ? "vertical" : "horizontal")
            w.number("viewportWidth", size.viewport.width)
            w.number("viewportHeight", size.viewport.height)
            w.endObject()
            w.string("summary", f.shrunk.summary)
            f.shrunk.writeSteps(into: &w)
            w.integer("failingStep", f.violation.step)
            w.bool("inRectQuery", f.violation.inRectQuery)
            w.string("message", f.violation.message)
            if i < reproductions.count, let v = reproductions[i].visibility {
                w.beginObject("inFrames", inline: true)
                w.string("how", v.how.rawValue)
                w.string("words", v.words)
                w.endObject()
            }
            Reproduction.write(i, paths: paths, reproductions: reproductions, into: &w)
            w.endObject()
        }
        w.endArray()
        w.endObject()
        return w.text + "\n"
    }
}

extension CheckCase {
    /// Writes `steps`: per step its offset, query rect (or null) and update.
    func writeSteps(into w: inout JSONWriter) {
        w.beginArray("steps")
        for s in steps {
            w.beginObject(inline: true)
            w.number("offset", s.offset)
            if let r = s.rect { w.span("rect", r) } else { w.raw("rect", "null") }
            if let u = s.update { w.string("update", u.scriptCommand) }
            w.endObject()
        }
        w.endArray()
    }
}
