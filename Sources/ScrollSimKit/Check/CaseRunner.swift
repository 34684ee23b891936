import StickyLayout

/// What running one case found.
package struct CaseOutcome: Sendable {
    /// The first violation of each target, in the order found.
    package var violations: [Violation]
    /// Scroll steps run.
    package var steps: Int

    package init(violations: [Violation], steps: Int) {
        self.violations = violations
        self.steps = steps
    }
}

/// Runs check cases against one subject: scrolls a collection view through the steps and checks
/// every answer against every property. Reuses its buffers across cases.
struct CaseRunner {
    let subject: CheckSubject
    private var previous: [(key: ElementKey, start: Double)] = []
    private var current: [(key: ElementKey, start: Double)] = []
    private var visibleSections: [Bool] = []
    private var found: [Violation] = []
    private var stopAt: CheckTarget?
    private var stepIndex = 0
    private var inRect = false
    /// The step's visible area along the axis: the bounds less the adjusted content inset.
    private var visible = (start: 0.0, end: 0.0)
    /// Whether a header / footer was moved from its natural frame earlier in this case: the
    /// presence properties apply to a kind the strategy pins (or declares present).
    private var pinnedHeaderSeen = false
    private var pinnedFooterSeen = false

    init(subject: CheckSubject) { self.subject = subject }

    /// Runs `c`; with `stopAt`, returns as soon as that target is violated.
    mutating func run(_ c: CheckCase, stopAt: CheckTarget? = nil) -> CaseOutcome {
        found.removeAll(keepingCapacity: true)
        previous.removeAll(keepingCapacity: true)
        self.stopAt = stopAt
        pinnedHeaderSeen = false
        pinnedFooterSeen = false
        guard let first = c.steps.first else { return CaseOutcome(violations: [], steps: 0) }
        let axis = c.axis
        var view = c.makeView(subject)
        var previousOffset = first.offset
        var steps = 0
        for (index, step) in c.steps.enumerated() {
            stepIndex = index
            if index > 0 { view.setContentOffset(axis.point(step.offset)) }
            steps += 1
            var updated = false
            if let change = step.update {
                inRect = false
                if index == 0 { _ = view.layoutAttributesForElements(in: view.bounds) }
                // A change that no longer fits the data (after shrinking) is skipped.
                // Its diagnostics count when it starts at rest inside the scroll range (past
                // either end the pinned positions rubber-band whatever the strategy).
                let inRange = Self.isInScrollRange(&view, axis: axis)
                if let result = try? view.performBatchUpdates(BatchUpdates([change])) {
                    if inRange { checkUpdateDiagnostics(result.diagnostics) }
                    updated = true
                }
            }
            let bounds = view.bounds
            let adjusted = view.layout.scrollView.adjustedContentInset
            visible = (axis.minMain(bounds) + axis.leading(adjusted), axis.maxMain(bounds) - axis.trailing(adjusted))
            let reached = axis.main(view.contentOffset)
            inRect = false
            let answer = view.layoutAttributesForElements(in: bounds)
            checkDiagnostics(view.diagnostics)
            let geometry = view.layout.geometry
            checkAnswer(answer, rect: bounds, bounds: bounds, axis: axis, geometry: geometry)
            checkVisible(answer, scrollView: view.layout.scrollView, axis: axis, geometry: geometry)
            checkPresence(answer, bounds: bounds, geometry: geometry)
            // Index paths change with an update: continuity starts again after one (the update's
            // own diagnostics judge the jump across it).
            checkContinuity(answer, axis: axis, moved: abs(reached - previousOffset), first: index == 0 || updated)
            previousOffset = reached
            if let span = step.rect {
                inRect = true
                let rect = span.rect(axis: axis, bounds: bounds)
                let extra = view.layoutAttributesForElements(in: rect)
                checkDiagnostics(view.diagnostics)
                checkAnswer(extra, rect: rect, bounds: bounds, axis: axis, geometry: geometry)
                checkRectIndependence(extra, boundsAnswer: answer, span: span)
            }
            if done { break }
        }
        return CaseOutcome(violations: found, steps: steps)
    }

    private var done: Bool {
        guard let stopAt else { return false }
        return found.contains { $0.target == stopAt }
    }

    /// Records the first violation of `target` in this case; the message and the elements it is
    /// about are built only then.
    private mutating func report(
        _ property: LayoutProperty, _ detail: String, elements: @autoclosure () -> [ElementKey] = [], _ message: @autoclosure () -> String
    ) {
        let target = CheckTarget(property, detail)
        if let stopAt, stopAt != target { return }
        for v in found where v.target == target { return }
        found.append(Violation(target: target, step: stepIndex, inRectQuery: inRect, message: message(), elements: elements()))
    }

    // MARK: Properties

    private mutating func checkDiagnostics(_ diagnostics: [Diagnostic]) {
        for d in diagnostics {
            switch d.severity {
            case .crash, .undefined: report(.noHazards, d.code, "[\(d.severity.rawValue)] \(d.message)")
            case .inconsistency: report(.consistentWithoutInvalidation, Self.kindName(of: d), d.message)
            case .note: break
            }
        }
    }

    /// The engine's diagnostics of one batch update: a supplementary view under a cell (at the
    /// start, half-way through the animation or after it) and a pinned header gone count against
    /// `clean-updates`. `update.pinnedJump` does not: it also fires when a pushed footer's section
    /// grows under UIKit's own pinning; nor does `update.pinnedDrawnForOldOffset`, the engine's
    /// animation model for every strategy. The answers after the update are checked as any other.
    private mutating func checkUpdateDiagnostics(_ diagnostics: [Diagnostic]) {
        for d in diagnostics {
            switch d.code {
            case "update.supplementaryUnderCell", "update.headerMissing": report(.cleanUpdates, d.code, d.message)
            default:
                if d.severity == .crash || d.severity == .undefined {
                    report(.noHazards, d.code, "[\(d.severity.rawValue)] \(d.message)")
                }
            }
        }
    }

    /// True when the view's offset lies between its minimum and maximum.
    private static func isInScrollRange(_ view: inout CollectionView, axis: ScrollDirection) -> Bool {
        let inset = view.layout.scrollView.adjustedContentInset
        let minimum = -axis.leading(inset)
        let maximum = max(minimum, axis.main(view.contentSize()) + axis.trailing(inset) - axis.main(view.bounds.size))
        let offset = axis.main(view.contentOffset)
        return offset >= minimum - epsilon && offset <= maximum + epsilon
    }

    private static func kindName(of d: Diagnostic) -> String {
        d.message.contains("footer") ? "footer" : d.message.contains("header") ? "header" : "element"
    }

    /// Uniqueness, pinned-in-section, pinned-in-bounds, headers apart, supplementary above cells.
    private mutating func checkAnswer(
        _ answer: [LayoutAttributes], rect: Rect, bounds: Rect, axis: ScrollDirection, geometry: FlowGeometry
    ) {
        let n = answer.count
        for i in 0..<n {
            let a = answer[i]
            var j = i + 1
            while j < n {
                if answer[j].indexPath == a.indexPath && answer[j].kind == a.kind {
                    report(.uniqueElements, a.kind.rawValue, elements: [a.key], "\(a.key) is returned twice")
                }
                j += 1
            }
            guard a.kind == .header || a.kind == .footer else { continue }
            let start = axis.minMain(a.frame)
            let end = axis.maxMain(a.frame)
            let visible = end > start && !a.isHidden
            if a.frame != a.naturalFrame && visible {
                if a.kind == .header { pinnedHeaderSeen = true } else { pinnedFooterSeen = true }
                let s = a.indexPath.section
                if s < geometry.sections.count {
                    let sg = geometry.sections[s]
                    // Each edge is its own rule: a header pinned into the overscroll above its
                    // section and one pushed past its section's end are two bugs.
                    if start < sg.start - epsilon {
                        report(.pinnedInSection, "\(a.kind.rawValue) before its section", elements: [a.key],
                               "\(a.key) is at \(spanText(start, end)), starting before its section's \(spanText(sg.start, sg.end))")
                    } else if end > sg.end + epsilon {
                        report(.pinnedInSection, "\(a.kind.rawValue) past its section", elements: [a.key],
                               "\(a.key) is at \(spanText(start, end)), ending past its section's \(spanText(sg.start, sg.end))")
                    }
                }
                if !overlaps(a.frame, bounds) && !overlaps(a.frame, rect) && belongsInView(a, axis: axis, geometry: geometry) {
                    report(.pinnedInBounds, a.kind.rawValue, elements: [a.key],
                           "\(a.key) moved to \(spanText(start, end)) (natural \(axis.spanText(of: a.naturalFrame))), outside the bounds \(axis.spanText(of: bounds))")
                }
            }
            guard visible else { continue }
            for k in 0..<n where k != i {
                let b = answer[k]
                if b.kind == .cell {
                    if a.isCovered(by: b) {
                        report(.supplementaryAboveCells, a.kind.rawValue, elements: [a.key, b.key],
                               "\(a.key) (\(a.depthText)) at \(spanText(start, end)) overlaps \(b.key) (\(b.depthText)) at \(axis.spanText(of: b.frame)) and is painted under it")
                    }
                } else if a.kind == .header && b.kind == .header && k > i && !b.isHidden && b.indexPath != a.indexPath
                            && overlaps(a.frame, b.frame) {
                    // The same header twice is `unique-elements`' finding, not two headers.
                    report(.headersApart, "header", elements: [a.key, b.key],
                           "\(a.key) at \(spanText(start, end)) and \(b.key) at \(axis.spanText(of: b.frame)) overlap")
                }
            }
        }
    }

    /// True when where `a` belongs lies in the step's visible area: its natural frame, or its
    /// section's items. Moved off the bounds from there, it is missing from the screen; from a
    /// place out of view (its section scrolled past), nothing a person sees changes.
    private func belongsInView(_ a: LayoutAttributes, axis: ScrollDirection, geometry: FlowGeometry) -> Bool {
        if axis.minMain(a.naturalFrame) < visible.end && visible.start < axis.maxMain(a.naturalFrame) { return true }
        guard a.indexPath.section < geometry.sections.count else { return true }
        let sg = geometry.sections[a.indexPath.section]
        let itemsStart = sg.start + sg.headerLength + sg.insetLeading
        let itemsEnd = itemsStart + sg.itemsLength
        return itemsEnd > itemsStart && itemsStart < visible.end && visible.start < itemsEnd
    }

    /// `pinned-visible` (the rule is `PinnedVisibility`'s, shared with the live view).
    private mutating func checkVisible(
        _ answer: [LayoutAttributes], scrollView: ScrollViewState, axis: ScrollDirection, geometry: FlowGeometry
    ) {
        for finding in PinnedVisibility.findings(answer, scrollView: scrollView, axis: axis, geometry: geometry) {
            report(.pinnedVisible, "\(finding.attributes.kind.rawValue) \(finding.rule)", elements: [finding.attributes.key], finding.message)
        }
    }

    /// Headers and footers of sections with a visible cell (answers for the bounds only), for a
    /// kind the strategy declares present or has pinned earlier in the case.
    private mutating func checkPresence(_ answer: [LayoutAttributes], bounds: Rect, geometry: FlowGeometry) {
        let headers = pinnedHeaderSeen || subject.declared.contains(.headersPresent)
        let footers = pinnedFooterSeen || subject.declared.contains(.footersPresent)
        guard headers || footers else { return }
        let count = geometry.sections.count
        if visibleSections.count < count { visibleSections = Array(repeating: false, count: count) }
        var any = false
        for a in answer where a.kind == .cell && a.indexPath.section < count && overlaps(a.frame, bounds) {
            visibleSections[a.indexPath.section] = true
            any = true
        }
        guard any else { return }
        for s in 0..<count where visibleSections[s] {
            visibleSections[s] = false
            let sg = geometry.sections[s]
            // The missing element, then a visible cell of its section (what the frame shows without it).
            func elements(_ kind: ElementKind) -> [ElementKey] {
                let cell = answer.first { $0.kind == .cell && $0.indexPath.section == s && overlaps($0.frame, bounds) }
                return [ElementKey(kind: kind, indexPath: IndexPath(item: 0, section: s))] + (cell.map { [$0.key] } ?? [])
            }
            if headers && sg.headerLength > 0 && !answer.contains(where: { $0.kind == .header && $0.indexPath.section == s }) {
                report(.headersPresent, "header", elements: elements(.header), "section \(s) has a visible cell but its header (length \(number(sg.headerLength))) is not in the answer")
            }
            if footers && sg.footerLength > 0 && !answer.contains(where: { $0.kind == .footer && $0.indexPath.section == s }) {
                report(.footersPresent, "footer", elements: elements(.footer), "section \(s) has a visible cell but its footer (length \(number(sg.footerLength))) is not in the answer")
            }
        }
    }

    /// Between consecutive bounds answers, no header or footer moves further than the offset.
    private mutating func checkContinuity(_ answer: [LayoutAttributes], axis: ScrollDirection, moved: Double, first: Bool) {
        current.removeAll(keepingCapacity: true)
        for a in answer where a.kind == .header || a.kind == .footer {
            current.append((a.key, axis.minMain(a.frame)))
        }
        if !first {
            let now = current
            let before = previous
            for c in now {
                guard let p = before.first(where: { $0.key == c.key }) else { continue }
                if abs(c.start - p.start) > moved + epsilon {
                    report(.pinContinuity, c.key.kind.rawValue, elements: [c.key],
                           "\(c.key) jumped from \(number(p.start)) to \(number(c.start)) while the offset moved \(number(moved))")
                }
            }
        }
        swap(&previous, &current)
    }

    /// The answer for the extra rect gives every element the frame the bounds answer gave it.
    private mutating func checkRectIndependence(_ extra: [LayoutAttributes], boundsAnswer: [LayoutAttributes], span: QuerySpan) {
        for a in extra where a.kind.isSupplementary {
            guard let b = boundsAnswer.first(where: { $0.kind == a.kind && $0.indexPath == a.indexPath }) else { continue }
            if a.frame != b.frame {
                report(.rectIndependent, a.kind.rawValue, elements: [a.key],
                       "\(a.key) is at \(number(a.frame.minY)),\(number(a.frame.minX)) (y,x) for the rect \(spanText(span.start, span.end)) but at \(number(b.frame.minY)),\(number(b.frame.minX)) for the bounds")
            }
        }
    }
}

private let epsilon = 1e-9

/// True when the two rectangles share a positive area.
private func overlaps(_ a: Rect, _ b: Rect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
}

/// `start..<end`, the numbers as the reports write them.
func spanText(_ start: Double, _ end: Double) -> String { "\(number(start))..<\(number(end))" }

private func number(_ d: Double) -> String { JSONWriter.number(d) }

extension ScrollDirection {
    /// The point `offset` along this axis and 0 across it.
    func point(_ offset: Double) -> Point {
        self == .vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0)
    }

    /// `rect`'s span along this axis, as `start..<end`.
    func spanText(of rect: Rect) -> String { ScrollSimKit.spanText(minMain(rect), maxMain(rect)) }
}
