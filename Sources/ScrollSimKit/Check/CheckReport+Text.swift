import StickyLayout

extension CheckReport {
    /// The report as text. `reproductions` are in the order of `findings`.
    package func text(reproductions: [Reproduction], paths: [String]) -> String {
        var out = "\(ProgramName.current) check: strategy \(subject.name)"
        if !subject.faultNames.isEmpty { out += " with fault \(subject.faultNames.joined(separator: ", "))" }
        out += ", seed \(budget.seed), \(cases) scenarios, \(steps) steps checked\n"
        out += "declared: \(LayoutProperty.allCases.filter { subject.declared.contains($0) }.map(\.rawValue).joined(separator: ", "))\n"
        let causes = causeNumbers
        for (i, f) in findings.enumerated() {
            let step = f.shrunk.steps[f.violation.step]
            if let root = f.causedBy {
                out += "  same cause as \(root): " + (f.declared ? "FAIL " : "finding ") + f.key.description
                out += " (shrunk on its own to \(f.shrunk.sizeText); at step \(f.violation.step), offset \(JSONWriter.number(step.offset)): \(f.violation.message)"
                if i < reproductions.count, let v = reproductions[i].visibility { out += "; \(v.text)" }
                out += i < paths.count ? "; scenario file: \(paths[i]))\n" : ")\n"
                continue
            }
            out += "\n" + (f.declared ? "FAIL " : "finding ") + f.key.description
            if let n = causes[i], n.of > 1 { out += ", \(n.number) of \(n.of) causes of \(f.target.property.rawValue)" }
            out += "\n"
            out += f.text(shrinkSeconds: budget.shrinkSeconds)
            if i < reproductions.count, let v = reproductions[i].visibility { out += "  \(v.text)\n" }
            out += Reproduction.text(i, paths: paths, reproductions: reproductions)
        }
        out += limitText
        let failed = failures.map(\.target.property)
        let held = LayoutProperty.allCases.filter { subject.declared.contains($0) && !failed.contains($0) }
        out += "\n"
        out += passed ? "PASS" : "FAIL"
        out += ": \(failures.count) failure\(failures.count == 1 ? "" : "s"), \(findings.count - failures.count) finding\(findings.count - failures.count == 1 ? "" : "s")"
        let rootCount = roots.count
        if rootCount < findings.count { out += " (\(rootCount) root cause\(rootCount == 1 ? "" : "s"))" }
        out += "; declared properties held: \(held.isEmpty ? "none" : held.map(\.rawValue).joined(separator: ", "))\n"
        return out
    }

    /// The limit of distinct causes per property, and the targets seen past it (when there are
    /// findings).
    private var limitText: String {
        guard !findings.isEmpty || !notShrunk.isEmpty else { return "" }
        let limit = budget.causesPerProperty
        let out = "\nDistinct causes are reported up to \(limit) per property (each element kind and rule that fails, shrunk on its own,"
            + " and another case of one rule when it needs other corners: data changes, overscroll, insets or query rects)"
        if notShrunk.isEmpty { return out + "; none past the limit.\n" }
        return out + "; seen past that limit and not shrunk: \(notShrunk.map(\.description).joined(separator: ", ")).\n"
    }
}

extension CheckFinding {
    /// The explanation, where it was found, the shrunk case and the violation: indented lines of
    /// the text report (`check` and the deaths of `--compare`); `shrinkSeconds` is the run's limit.
    func text(shrinkSeconds: Double?) -> String {
        let step = shrunk.steps[violation.step]
        var out = "  \(target.property.explanation)\n"
        // Background on the kind of bug (ScrollSim's docs, other libraries' reports), not a claim about this layout.
        if let reference = target.property.reference { out += "  known from: \(reference)\n" }
        out += "  found in scenario #\(caseIndex) at step \(originalSteps - 1); shrunk (\(shrinkAttempts) variants tried\(stoppedText(shrinkSeconds))) to:\n"
        out += "    \(shrunk.summary)\n"
        out += "    steps: \(shrunk.stepsText)\n"
        let query = violation.inRectQuery ? " (query rect \(step.rect.map { spanText($0.start, $0.end) } ?? "?"))" : ""
        let update = step.update.map { " after \($0.scriptCommand)" } ?? ""
        out += "  at step \(violation.step), offset \(shrunk.offsetText(step.offset))\(update)\(query): \(violation.message)\n"
        return out
    }

    /// Why the shrink may not be minimal: it stopped at the run's shrink time limit, or after
    /// too many candidates hung.
    private func stoppedText(_ limit: Double?) -> String {
        if shrinkStoppedByHangs {
            return "; stopped after \(CheckBudget.hangingCandidatesPerShrink) of them hung, so a smaller case may exist (the layout loops in some cases)"
        }
        guard shrinkStoppedByTime, let limit else { return "" }
        return "; stopped at the \(JSONWriter.number(limit)) s shrink limit, so a smaller case may exist (--shrink-time)"
    }
}

extension FindingVisibility {
    /// The text report's clause: what the frames show of the finding, or why they cannot.
    var text: String {
        switch how {
        case .drawn: "in the frames: \(words)"
        case .marked: "in the frames: marked \"\(words)\""
        case .explained: "not in the frames: \(words)"
        case .unseen: "NOT IN THE FRAMES, and no reason why: \(words)"
        }
    }
}
