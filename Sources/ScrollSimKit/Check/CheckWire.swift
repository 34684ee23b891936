import StickyLayout

/// The line protocol between `check` and its worker processes: requests (a stream of the run's
/// generated cases, or a case written out in full) and outcomes, one line per case, fields
/// separated by tabs. A comparison worker (`--compare`) answers the stream and its own batch
/// request with differences lines instead.
/// A case carries what the generator and the shrinker set (metrics, sections, insets, viewport,
/// steps); numbers are written as Swift prints them, which reads back to the same value.
package enum CheckWire {
    /// A request: run the generated cases of the run seeded `seed` from index `from` on (`count`
    /// of them, or until the pipe closes), answering each as soon as it ends; or run `c`,
    /// stopping at `stopAt` when given; or a batch of cases up to the first that violates `stopAt`.
    package enum Request: Sendable {
        case stream(seed: UInt64, from: Int, count: Int?)
        case explicit(CheckCase, stopAt: CheckTarget?)
        /// Run `cases` in order, each stopping at `stopAt`, until one violates it (one outcome line each).
        case batch([CheckCase], stopAt: CheckTarget)
        /// Draw the report's before/after frames of `c` (its scenario named `scenarioName`) at
        /// `failingStep`, as `Reproduction` does, and say where they show `elements`: a layout
        /// that dies drawing them ends the worker.
        case frames(CheckCase, scenarioName: String, failingStep: Int, elements: [ElementKey] = [])
        /// A comparison worker's shrink candidates: run `cases` in order on both strategies until
        /// one shows `cause` (one differences line each).
        case differing([CheckCase], cause: ComparisonCause)
    }

    /// The request as one line (no newline).
    package static func line(_ request: Request) -> String {
        switch request {
        case .stream(let seed, let from, let count): return "S\t\(seed)\t\(from)\t\(count.map(String.init) ?? "-")"
        case .explicit(let c, let stopAt):
            let stop = stopAt.map { "\($0.property.rawValue)\t\(clean($0.detail))" } ?? "-\t-"
            return "C\t\(stop)\t\(encode(c))"
        case .batch(let cases, let stopAt):
            return (["B", stopAt.property.rawValue, clean(stopAt.detail)] + cases.map(encode)).joined(separator: "\t")
        case .frames(let c, let name, let step, let elements):
            return ["F", String(step), clean(name), keys(elements), encode(c)].joined(separator: "\t")
        case .differing(let cases, let cause):
            return (["P"] + causeFields(cause) + cases.map(encode)).joined(separator: "\t")
        }
    }

    /// The request of a line, or nil when it is not one.
    package static func request(_ line: Substring) -> Request? {
        let fields = fields(of: line)
        switch fields.first {
        case "S":
            guard fields.count == 4, let seed = UInt64(fields[1]), let from = Int(fields[2]), from >= 0 else { return nil }
            if fields[3] == "-" { return .stream(seed: seed, from: from, count: nil) }
            guard let count = Int(fields[3]), count >= 0 else { return nil }
            return .stream(seed: seed, from: from, count: count)
        case "C":
            guard fields.count == 4, let c = decode(fields[3]) else { return nil }
            var stop: CheckTarget?
            if fields[1] != "-" {
                guard let p = LayoutProperty(rawValue: String(fields[1])) else { return nil }
                stop = CheckTarget(p, String(fields[2]))
            }
            return .explicit(c, stopAt: stop)
        case "B":
            guard fields.count >= 3, let p = LayoutProperty(rawValue: String(fields[1])) else { return nil }
            var cases: [CheckCase] = []
            for text in fields[3...] {
                guard let c = decode(text) else { return nil }
                cases.append(c)
            }
            return .batch(cases, stopAt: CheckTarget(p, String(fields[2])))
        case "F":
            guard fields.count == 5, let step = Int(fields[1]), step >= 0, let elements = keys(fields[3]),
                  let c = decode(fields[4]), step < c.steps.count else { return nil }
            return .frames(c, scenarioName: String(fields[2]), failingStep: step, elements: elements)
        case "P":
            guard fields.count >= 5, let cause = causeOf(fields[1..<5]) else { return nil }
            var cases: [CheckCase] = []
            for text in fields[5...] {
                guard let c = decode(text) else { return nil }
                cases.append(c)
            }
            return .differing(cases, cause: cause)
        default: return nil
        }
    }

    /// An outcome as one line: the steps run, then per violation its property, detail, step,
    /// whether in the rect query, the elements it names, and message.
    package static func line(_ outcome: CaseOutcome) -> String {
        var fields = ["O", String(outcome.steps)]
        for v in outcome.violations {
            fields += [v.target.property.rawValue, clean(v.target.detail), String(v.step), v.inRectQuery ? "1" : "0",
                       keys(v.elements), clean(v.message)]
        }
        return fields.joined(separator: "\t")
    }

    /// The outcome of a line, or nil when it is not one.
    package static func outcome(_ line: Substring) -> CaseOutcome? {
        let fields = fields(of: line)
        guard fields.first == "O", fields.count >= 2, (fields.count - 2) % 6 == 0, let steps = Int(fields[1]) else { return nil }
        var violations: [Violation] = []
        var i = 2
        while i < fields.count {
            guard let p = LayoutProperty(rawValue: String(fields[i])), let step = Int(fields[i + 2]),
                  let elements = keys(fields[i + 4]) else { return nil }
            violations.append(Violation(
                target: CheckTarget(p, String(fields[i + 1])), step: step, inRectQuery: fields[i + 3] == "1",
                message: String(fields[i + 5]), elements: elements))
            i += 6
        }
        return CaseOutcome(violations: violations, steps: steps)
    }

    /// A comparison worker's answer for one case as one line: the steps compared, then per
    /// difference its kind, cause (kind, reason, strategy, other), step and message.
    package static func line(_ compared: ComparedCase) -> String {
        var fields = ["D", String(compared.steps)]
        for d in compared.seen {
            fields += [d.kind.rawValue] + causeFields(d.cause) + [String(d.step), clean(d.message)]
        }
        return fields.joined(separator: "\t")
    }

    /// The comparison answer of a line, or nil when it is not one.
    package static func compared(_ line: Substring) -> ComparedCase? {
        let fields = fields(of: line)
        guard fields.first == "D", fields.count >= 2, (fields.count - 2) % 7 == 0, let steps = Int(fields[1]) else { return nil }
        var seen: [StrategyComparison.Seen] = []
        var i = 2
        while i < fields.count {
            guard let kind = ComparisonDifference(rawValue: String(fields[i])), let cause = causeOf(fields[(i + 1)..<(i + 5)]),
                  let step = Int(fields[i + 5]) else { return nil }
            seen.append(StrategyComparison.Seen(kind: kind, cause: cause, step: step, message: String(fields[i + 6])))
            i += 7
        }
        return ComparedCase(seen: seen, steps: steps)
    }

    /// A cause as four fields: element kind, reason, strategy, other.
    private static func causeFields(_ cause: ComparisonCause) -> [String] {
        [cause.kind == .header ? "header" : "footer", cause.reason.rawValue, clean(cause.strategy.rawValue), clean(cause.other.rawValue)]
    }

    /// The cause of four fields, or nil.
    private static func causeOf(_ fields: ArraySlice<Substring>) -> ComparisonCause? {
        guard fields.count == 4, let reason = ComparisonCause.Reason(rawValue: String(fields[fields.startIndex + 1])) else { return nil }
        let kind: ElementKind
        switch fields[fields.startIndex] {
        case "header": kind = .header
        case "footer": kind = .footer
        default: return nil
        }
        return ComparisonCause(kind: kind, reason: reason, strategy: StrategyName(String(fields[fields.startIndex + 2])),
                               other: StrategyName(String(fields[fields.startIndex + 3])))
    }

    /// Frames as one line: per frame its label, its line count and its lines; then per element
    /// asked for, where the before and the after frame show it.
    package static func line(_ frames: Reproduction.Frames, sightings: [Reproduction.Sighting] = []) -> String {
        (["R"] + [frames.before, frames.after].flatMap { [clean($0.label), String($0.lines.count)] + $0.lines.map(clean) }
            + sightings.flatMap { [sighting($0.before), sighting($0.after)] })
            .joined(separator: "\t")
    }

    /// The frames of a line, or nil when it is not one.
    package static func frames(_ line: Substring) -> Reproduction.Frames? { drawing(line, elements: [])?.frames }

    /// The frames of a line and where they show `elements` (the frames request's), or nil when it is not one.
    package static func drawing(_ line: Substring, elements: [ElementKey]) -> (frames: Reproduction.Frames, sightings: [Reproduction.Sighting])? {
        var fields = fields(of: line)[...]
        guard fields.popFirst() == "R" else { return nil }
        func frame() -> (label: String, lines: [String])? {
            guard let label = fields.popFirst(), let count = fields.popFirst().flatMap({ Int($0) }), count >= 0, fields.count >= count else { return nil }
            defer { fields = fields.dropFirst(count) }
            return (String(label), fields.prefix(count).map(String.init))
        }
        guard let before = frame(), let after = frame(), fields.count == 2 * elements.count else { return nil }
        var sightings: [Reproduction.Sighting] = []
        for key in elements {
            guard let b = fields.popFirst().flatMap(sighting), let a = fields.popFirst().flatMap(sighting) else { return nil }
            sightings.append(Reproduction.Sighting(key: key, before: b, after: a))
        }
        return ((before, after), sightings)
    }

    // MARK: Elements and sightings

    /// Element keys as one field: each `section:item:kind`, separated by U+001F; `-` for none.
    static func keys(_ elements: [ElementKey]) -> String {
        elements.isEmpty ? "-" : elements.map { "\($0.indexPath.section):\($0.indexPath.item):\(clean($0.kind.rawValue))" }
            .joined(separator: "\u{1F}")
    }

    /// The element keys of a field, or nil when it is not one.
    static func keys(_ field: Substring) -> [ElementKey]? {
        if field == "-" { return [] }
        var out: [ElementKey] = []
        for text in field.split(separator: "\u{1F}") {
            let parts = text.split(separator: ":", maxSplits: 2)
            guard parts.count == 3, let section = Int(parts[0]), let item = Int(parts[1]) else { return nil }
            let kind: ElementKind = switch parts[2] {
            case "cell": .cell
            case "header": .header
            case "footer": .footer
            case "parallaxHeader": .parallaxHeader
            case let name where name.hasPrefix("decoration:"): .decoration(String(name.dropFirst("decoration:".count)))
            case let name: .custom(String(name))
            }
            out.append(ElementKey(kind: kind, indexPath: IndexPath(item: item, section: section)))
        }
        return out
    }

    /// A sighting as one field.
    private static func sighting(_ s: FrameSighting) -> String {
        switch s {
        case .drawn: return "drawn"
        case .named(let words): return "named " + clean(words)
        case .absent(let why):
            switch why {
            case .notInAnswer: return "answer"
            case .hidden: return "hidden"
            case .empty: return "empty"
            case .outside(let before, let cells, let vertical): return "outside \(before ? 1 : 0) \(cells) \(vertical ? 1 : 0)"
            case .clipped: return "clipped"
            case .narrow: return "narrow"
            case .labelOutside: return "label"
            case .underBar(let name): return "bar " + clean(name)
            case .paintedOver(let key): return "over " + keys([key])
            }
        }
    }

    /// The sighting of a field, or nil when it is not one.
    private static func sighting(_ field: Substring) -> FrameSighting? {
        let parts = field.split(separator: " ", maxSplits: 1)
        let rest = parts.count > 1 ? parts[1] : ""
        switch parts.first {
        case "drawn": return .drawn
        case "named": return .named(String(rest))
        case "answer": return .absent(.notInAnswer)
        case "hidden": return .absent(.hidden)
        case "empty": return .absent(.empty)
        case "clipped": return .absent(.clipped)
        case "narrow": return .absent(.narrow)
        case "label": return .absent(.labelOutside)
        case "bar": return .absent(.underBar(String(rest)))
        case "over": return keys(rest)?.first.map { .absent(.paintedOver($0)) }
        case "outside":
            let n = rest.split(separator: " ").compactMap { Int($0) }
            return n.count == 3 ? .absent(.outside(before: n[0] == 1, cells: n[1], vertical: n[2] == 1)) : nil
        default: return nil
        }
    }

    /// `text` with tabs, line breaks and U+001F made spaces.
    private static func clean(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{1F}" ? " " : $0 })
    }

    // MARK: Cases

    /// `c` as space-separated tokens.
    static func encode(_ c: CheckCase) -> String {
        var t: [String] = []
        let s = c.scenario
        let m = s.metrics
        t += [m.scrollDirection.rawValue, m.sectionInsetPlacement.rawValue]
        size(m.itemSize, &t)
        t += [n(m.minimumLineSpacing), n(m.minimumInteritemSpacing)]
        insets(m.sectionInset, &t)
        size(m.headerReferenceSize, &t)
        size(m.footerReferenceSize, &t)
        insets(s.contentInset, &t)
        insets(s.systemInset, &t)
        size(c.viewport, &t)
        t.append(String(s.sections.count))
        for spec in s.sections { section(spec, &t) }
        t.append(String(c.steps.count))
        for step in c.steps {
            t.append(n(step.offset))
            if let r = step.rect { t += [n(r.start), n(r.end)] } else { t += ["_", "_"] }
            update(step.update, &t)
        }
        return t.joined(separator: " ")
    }

    /// The tab-separated fields of `line` (split on its bytes: the fields are ASCII but for frame
    /// text, and a tab is never part of a character).
    private static func fields(of line: Substring) -> [Substring] {
        line.utf8.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map(Substring.init)
    }

    /// The case of `text`, or nil when it is not one.
    static func decode(_ text: Substring) -> CheckCase? {
        var r = Reader(tokens: text.utf8.split(separator: UInt8(ascii: " ")).map(Substring.init))
        guard let axis = ScrollDirection(rawValue: String(r.word())), let placement = SectionInsetPlacement(rawValue: String(r.word())) else { return nil }
        var m = FlowMetrics(scrollDirection: axis)
        m.sectionInsetPlacement = placement
        m.itemSize = r.size()
        m.minimumLineSpacing = r.number()
        m.minimumInteritemSpacing = r.number()
        m.sectionInset = r.insets()
        m.headerReferenceSize = r.size()
        m.footerReferenceSize = r.size()
        let content = r.insets()
        let system = r.insets()
        let viewport = r.size()
        let sectionCount = r.count()
        var sections: [SectionSpec] = []
        for _ in 0..<sectionCount where r.ok { sections.append(r.section()) }
        let stepCount = r.count()
        var steps: [CheckStep] = []
        for _ in 0..<stepCount where r.ok {
            let offset = r.number()
            let start = r.optionalNumber(), end = r.optionalNumber()
            let rect = start.flatMap { s in end.map { QuerySpan(start: s, end: $0) } }
            steps.append(CheckStep(offset: offset, rect: rect, update: r.update()))
        }
        guard r.ok, r.atEnd else { return nil }
        let scenario = Scenario(
            name: "check", metrics: m, sections: sections, contentInset: content, systemInset: system, viewport: viewport)
        return CheckCase(scenario: scenario, steps: steps)
    }

    private static func n(_ d: Double) -> String { "\(d)" }
    private static func size(_ s: Size, _ t: inout [String]) { t += [n(s.width), n(s.height)] }
    private static func insets(_ i: EdgeInsets, _ t: inout [String]) { t += [n(i.top), n(i.left), n(i.bottom), n(i.right)] }

    private static func section(_ spec: SectionSpec, _ t: inout [String]) {
        t.append(String(spec.itemCount))
        t.append(spec.itemLengths.map { $0.isEmpty ? "," : $0.map { "\($0)" }.joined(separator: ",") } ?? "_")
        t.append(spec.header.map(n) ?? "_")
        t.append(spec.footer.map(n) ?? "_")
        if let i = spec.inset { t.append("i"); insets(i, &t) } else { t.append("_") }
    }

    private static func path(_ p: IndexPath, _ t: inout [String]) { t += [String(p.section), String(p.item)] }
    private static func length(_ l: Float?, _ t: inout [String]) { t.append(l.map { "\($0)" } ?? "_") }

    private static func update(_ u: BatchUpdates.Change?, _ t: inout [String]) {
        switch u {
        case nil: t.append("-")
        case .insertItem(let p, let l)?: t.append("ii"); path(p, &t); length(l, &t)
        case .deleteItem(let p)?: t.append("di"); path(p, &t)
        case .reloadItem(let p, let l)?: t.append("ri"); path(p, &t); length(l, &t)
        case .moveItem(let a, let b)?: t.append("mi"); path(a, &t); path(b, &t)
        case .insertSection(let s, let spec)?: t += ["is", String(s)]; section(spec, &t)
        case .deleteSection(let s)?: t += ["ds", String(s)]
        case .reloadSection(let s, let spec)?:
            t += ["rs", String(s)]
            if let spec { t.append("s"); section(spec, &t) } else { t.append("_") }
        case .moveSection(let a, let b)?: t += ["ms", String(a), String(b)]
        }
    }

    /// Reads tokens in order; `ok` turns false at the first that does not parse.
    private struct Reader {
        var tokens: [Substring]
        var i = 0
        var ok = true

        var atEnd: Bool { i == tokens.count }

        mutating func word() -> Substring {
            guard i < tokens.count else { ok = false; return "" }
            i += 1
            return tokens[i - 1]
        }
        mutating func number() -> Double {
            guard let d = Double(word()) else { ok = false; return 0 }
            return d
        }
        mutating func optionalNumber() -> Double? {
            let w = word()
            if w == "_" { return nil }
            guard let d = Double(w) else { ok = false; return nil }
            return d
        }
        mutating func count() -> Int {
            guard let k = Int(word()), (0...100_000).contains(k) else { ok = false; return 0 }
            return k
        }
        mutating func size() -> Size { let w = number(); return Size(width: w, height: number()) }
        mutating func insets() -> EdgeInsets {
            let top = number(), left = number(), bottom = number()
            return EdgeInsets(top: top, left: left, bottom: bottom, right: number())
        }
        mutating func path() -> IndexPath { let s = count(); return IndexPath(item: count(), section: s) }
        mutating func length() -> Float? {
            let w = word()
            if w == "_" { return nil }
            guard let f = Float(w) else { ok = false; return nil }
            return f
        }
        mutating func section() -> SectionSpec {
            let items = count()
            let lengthsWord = word()
            var lengths: [Float]?
            if lengthsWord == "," {
                lengths = []
            } else if lengthsWord != "_" {
                lengths = lengthsWord.split(separator: ",").map { Float($0) ?? { ok = false; return 0 }() }
            }
            let header = optionalNumber()
            let footer = optionalNumber()
            let inset: EdgeInsets? = word() == "i" ? insets() : nil
            return SectionSpec(itemCount: items, itemLengths: lengths, header: header, footer: footer, inset: inset)
        }
        mutating func update() -> BatchUpdates.Change? {
            switch word() {
            case "-": return nil
            case "ii": let p = path(); return .insertItem(p, length: length())
            case "di": return .deleteItem(path())
            case "ri": let p = path(); return .reloadItem(p, length: length())
            case "mi": let a = path(); return .moveItem(from: a, to: path())
            case "is": let s = count(); return .insertSection(s, section())
            case "ds": return .deleteSection(count())
            case "rs":
                let s = count()
                return .reloadSection(s, word() == "s" ? section() : nil)
            case "ms": let a = count(); return .moveSection(from: a, to: count())
            default: ok = false; return nil
            }
        }
    }
}
