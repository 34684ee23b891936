import StickyLayout

extension ComparisonReport {
    /// The comparison as text. `reproductions` are the deaths', then the differences'.
    package func text(reproductions: [Reproduction], paths: [String]) -> String {
        var out = "\(ProgramName.current) check --compare \(first.name),\(second.name): seed \(budget.seed), \(cases) scenarios, \(steps) steps compared\n"
        for (i, death) in deaths.enumerated() {
            let f = death.finding
            let ended = "\(death.cases) scenario\(death.cases == 1 ? "" : "s")"
            out += "\n\(death.subject.name) died: \(f.target), in \(ended); the comparison went on without \(death.cases == 1 ? "it" : "them")\n"
            out += f.text(shrinkSeconds: budget.shrinkSeconds)
            out += Reproduction.text(i, paths: paths, reproductions: reproductions)
        }
        if pairDeaths.cases > 0, let v = pairDeaths.first {
            let n = pairDeaths.cases
            out += "\n\(n) scenario\(n == 1 ? "" : "s") ended the worker running both strategies, though neither dies on \(n == 1 ? "it" : "them") alone: \(v.target): \(v.message)\n"
        }
        if differences.isEmpty {
            let died = deaths.isEmpty && pairDeaths.cases == 0 ? "" : " compared"
            out += "\nNo difference found: the two strategies gave the same visible headers and footers at every step\(died).\n"
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
            out += Reproduction.text(deaths.count + i, paths: paths, reproductions: reproductions)
        }
        out += "\n\(differences.count) cause\(differences.count == 1 ? "" : "s") of difference\n"
        return out
    }

    /// The comparison as JSON (docs/check-json.md, "compare"). `reproductions` and `paths` are
    /// the deaths', then the differences'.
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
        w.beginArray("deaths")
        for (i, death) in deaths.enumerated() {
            let f = death.finding
            w.beginObject()
            w.string("strategy", death.subject.name.rawValue)
            w.string("property", f.target.property.rawValue)
            w.string("detail", f.target.detail)
            w.integer("scenarios", death.cases)
            w.integer("scenarioIndex", f.caseIndex)
            w.integer("shrinkAttempts", f.shrinkAttempts)
            w.bool("shrinkStoppedByTime", f.shrinkStoppedByTime)
            w.string("summary", f.shrunk.summary)
            f.shrunk.writeSteps(into: &w)
            w.integer("failingStep", f.violation.step)
            w.string("message", f.violation.message)
            Reproduction.write(i, paths: paths, reproductions: reproductions, into: &w)
            w.endObject()
        }
        w.endArray()
        w.beginObject("pairDeaths", inline: true)
        w.integer("scenarios", pairDeaths.cases)
        if let v = pairDeaths.first { w.string("message", "\(v.target): \(v.message)") } else { w.raw("message", "null") }
        w.endObject()
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
            Reproduction.write(deaths.count + i, paths: paths, reproductions: reproductions, into: &w)
            w.endObject()
        }
        w.endArray()
        w.endObject()
        return w.text + "\n"
    }
}
