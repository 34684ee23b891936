import StickyLayout

extension ComparisonReport {
    /// The comparison as text.
    package func text(reproductions: [Reproduction], paths: [String]) -> String {
        var out = "\(ProgramName.current) check --compare \(first.name),\(second.name): seed \(budget.seed), \(cases) scenarios, \(steps) steps compared\n"
        if differences.isEmpty {
            out += "\nNo difference found: the two strategies gave the same visible headers and footers at every step.\n"
            return out
        }
        for (i, d) in differences.enumerated() {
            let step = d.shrunk.steps[d.step]
            let kinds = d.differences.map(\.rawValue).joined(separator: ", ")
            let scenarios = "\(d.cases) scenario\(d.cases == 1 ? "" : "s"), \(d.classes.count) class\(d.classes.count == 1 ? "" : "es")"
            out += "\n\(d.cause) (\(kinds); \(scenarios))\n"
            out += "  first differs at offset \(JSONWriter.number(step.offset)) (scenario #\(d.caseIndex), shrunk)\n"
            out += "    \(d.shrunk.summary)\n"
            out += "    steps: \(d.shrunk.stepsText)\n"
            out += "  \(d.message)\n"
            out += Reproduction.text(i, paths: paths, reproductions: reproductions)
        }
        out += "\n\(differences.count) cause\(differences.count == 1 ? "" : "s") of difference\n"
        return out
    }

    /// The comparison as JSON (docs/check-json.md, "compare").
    package func json(reproductions: [Reproduction], paths: [String]) -> String {
        var w = JSONWriter(pretty: true)
        w.beginObject()
        w.integer("formatVersion", 1)
        w.strings("compare", [first.name.rawValue, second.name.rawValue])
        w.string("seed", String(budget.seed))
        w.integer("count", budget.count)
        w.number("timeLimit", budget.seconds)
        w.integer("cases", cases)
        w.integer("steps", steps)
        w.beginArray("differences")
        for (i, d) in differences.enumerated() {
            w.beginObject()
            w.string("cause", d.cause.id)
            w.string("causeText", d.cause.description)
            w.string("difference", d.difference.rawValue)
            w.strings("kinds", d.differences.lazy.map(\.rawValue))
            w.strings("scenarioClass", d.features)
            w.integer("scenarios", d.cases)
            w.integer("scenarioClasses", d.classes.count)
            w.integer("scenarioIndex", d.caseIndex)
            w.string("summary", d.shrunk.summary)
            w.beginArray("offsets")
            for s in d.shrunk.steps { w.number(nil, s.offset) }
            w.endArray()
            w.integer("firstDifferingStep", d.step)
            w.number("firstDifferingOffset", d.shrunk.steps[d.step].offset)
            w.string("message", d.message)
            Reproduction.write(i, paths: paths, reproductions: reproductions, into: &w)
            w.endObject()
        }
        w.endArray()
        w.endObject()
        return w.text + "\n"
    }
}
