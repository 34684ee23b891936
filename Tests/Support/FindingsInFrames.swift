import ScrollSimKit
import StickyLayout

/// Holds every finding of a `check` report to "what it describes is in the frames the report
/// prints, or the report says why not": each finding's reproduction is made as `check` makes it
/// (frames drawn in this process), and its verdict is checked against the printed frames and text.
package enum FindingsInFrames {
    /// One line per finding the report's frames do not show: its verdict is `unseen`, or the
    /// frames lack the label or the marker's words the verdict claims, or the text report lacks
    /// the reason. Empty when every finding holds.
    package static func problems(_ report: CheckReport) -> [String] {
        let reproductions = report.findings.map { f in
            Reproduction(
                f.shrunk, subject: report.subject, fileName: "\(f.target.property.rawValue)-\(f.target.detail).json",
                path: "/check/\(f.target.property.rawValue)-\(f.target.detail).json", failingStep: f.violation.step,
                rectQuery: f.violation.inRectQuery,
                survivesStep: !Set<LayoutProperty>.survival.contains(f.target.property), violation: f.violation)
        }
        let text = report.text(reproductions: reproductions, paths: reproductions.map { "/check/" + $0.fileName })
        var out: [String] = []
        for (f, r) in zip(report.findings, reproductions) {
            let step = f.shrunk.steps[f.violation.step]
            let what = "\(report.subject.name): \(f.target) at step \(f.violation.step), offset \(step.offset)"
                + "\(f.violation.inRectQuery ? " (query rect)" : ""): \(f.violation.message) [\(f.shrunk.summary); steps \(f.shrunk.stepsText)]"
            guard let v = r.visibility else {
                out.append("\(what) — no verdict")
                continue
            }
            let lines = r.frames.before.lines + r.frames.after.lines
            switch v.how {
            case .unseen:
                out.append("\(what) — \(v.words)")
            case .drawn:
                // The label of the element the verdict names, in the frame it names.
                guard let key = f.violation.elements.first(where: { v.words.hasPrefix($0.description) }) else {
                    out.append("\(what) — drawn, but names no element of the violation: \(v.words)")
                    continue
                }
                let frame = v.words.hasSuffix("before frame") ? r.frames.before.lines : r.frames.after.lines
                let label = LabelProvider(scenario: f.shrunk.scenario, asciiOnly: false)
                    .label(for: LayoutAttributes(kind: key.kind, indexPath: key.indexPath, frame: Rect(x: 0, y: 0, width: 0, height: 0)))
                if !shows(label, in: frame) {
                    out.append("\(what) — \(v.words), but the frame has no \"\(label)\":\n\(frame.joined(separator: "\n"))")
                }
            case .marked:
                if !lines.contains(where: { $0.contains(v.words) }) {
                    out.append("\(what) — marked \"\(v.words)\", which the frames do not hold:\n\(lines.joined(separator: "\n"))")
                }
            case .explained:
                if !text.contains(v.words) { out.append("\(what) — the text report does not say \"\(v.words)\"") }
            }
        }
        return out
    }

    /// True when a line of `frame` holds `label`, or its start cut short with an ellipsis.
    static func shows(_ label: String, in frame: [String]) -> Bool {
        frame.contains { line in
            line.contains(String(label.prefix(9))) || (1..<max(1, label.count)).contains { line.contains(label.prefix($0) + "…") }
        }
    }
}
