import StickyLayout

/// Turns a scenario JSON document (format: docs/scenario-format.md) into a `Scenario`.
package enum ScenarioDecoder {
    static let topKeys = [
        "name", "summary", "scrollDirection", "layout", "contentInset", "systemInset", "refreshControl",
        "loadMore", "viewport", "defaultStrategy", "strategyFiles", "options", "sections", "generate",
    ]
    static let layoutKeys = [
        "itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset",
        "headerReferenceSize", "footerReferenceSize", "sectionInsetPlacement",
    ]
    static let sectionKeys = ["title", "footerTitle", "items", "itemHeights", "itemLabels", "header", "footer", "inset", "estimatedItemHeight"]
    static let refreshKeys = ["height", "threshold", "refreshing", "inset"]
    static let loadMoreKeys = ["pageSize", "delay", "pages"]
    static let generateKeys = ["sections", "items", "itemHeightPattern", "header", "footer", "inset"]

    /// Decodes the JSON text `bytes`; `file` names the source in error messages and
    /// `defaultName` is the scenario name when the document gives none.
    /// `registry` gives the names `defaultStrategy` may take and the keys `options` may hold;
    /// `loadStrategyFile` reads a `strategyFiles` entry (nil: the key is refused).
    package static func decode(
        _ bytes: [UInt8], file: String, defaultName: String, registry: StrategyRegistry = .builtIn,
        loadStrategyFile: ((String) throws(StrategyFileError) -> StrategyFile)? = nil
    ) throws(ScenarioError) -> Scenario {
        let top = try JSONFieldReader(document: bytes, file: file, allowed: topKeys)
        var scenario = Scenario(
            name: try top.string("name") ?? defaultName,
            summary: try top.string("summary") ?? "",
            metrics: try metrics(top), sections: [])
        var registry = registry
        if let raw = try top.array("strategyFiles") {
            guard let loadStrategyFile else {
                throw top.error("strategyFiles", "strategy files can only be named by a scenario read from a file")
            }
            if raw.count > 32 { throw top.error("strategyFiles", "lists \(raw.count) files; the limit is 32") }
            for (i, value) in raw.enumerated() {
                guard case .string(let path) = value else {
                    throw ScenarioError("\(file): \(top.path("strategyFiles"))[\(i)]: found \(value.found); use a file path")
                }
                let loaded: StrategyFile
                do {
                    loaded = try loadStrategyFile(path)
                } catch {
                    throw ScenarioError("\(file): \(top.path("strategyFiles"))[\(i)]: \(error.message)")
                }
                if scenario.strategyFiles.contains(where: { $0.name == loaded.name }) {
                    throw ScenarioError("\(file): \(top.path("strategyFiles"))[\(i)]: two strategy files are named \"\(loaded.name)\"; give each its own name")
                }
                scenario.strategyFiles.append(loaded)
                registry.register(loaded.registration)
            }
        }
        if let s = try top.choice("defaultStrategy", registry.names.map(\.rawValue)) {
            scenario.defaultStrategy = StrategyName(s)
        }
        scenario.contentInset = try top.insets("contentInset") ?? .zero
        scenario.systemInset = try top.insets("systemInset") ?? .zero
        try refreshAndLoadMore(top, into: &scenario)
        scenario.viewport = try top.size("viewport", range: 1...ScenarioLimits.maxLength, required: true)
        try sections(top, into: &scenario)
        scenario.options = try options(top, sectionCount: scenario.sections.count, keys: registry.optionKeys)
        return scenario
    }

    /// `refreshControl`: a number (refreshing from the start, that tall) or an object;
    /// `loadMore`: a page of items appended when the end is reached.
    static func refreshAndLoadMore(_ top: JSONFieldReader, into scenario: inout Scenario) throws(ScenarioError) {
        if case .number = top.value("refreshControl") {
            if let refresh = try top.number("refreshControl") {
                scenario.systemInset.top += refresh
                scenario.refreshingControlHeight = refresh
            }
        } else if let r = try top.object("refreshControl", allowed: refreshKeys) {
            let height = try r.number("height", in: 1...100) ?? 3
            let threshold = try r.number("threshold", in: 0...1000) ?? height + 2
            let refreshing = try r.bool("refreshing") ?? false
            scenario.refreshControl = RefreshControlSpec(height: height, threshold: threshold)
            if refreshing { scenario.refreshControl?.startsRefreshing = true }
            if let kind = try r.choice("inset", ["adjusted", "content"]) {
                scenario.refreshControl?.changesContentInset = kind == "content"
            }
        }
        if let l = try top.object("loadMore", allowed: loadMoreKeys) {
            scenario.loadMore = LoadMoreSpec(
                pageSize: try l.integer("pageSize", in: 1...10_000) ?? 10,
                delay: try l.number("delay", in: 0...60) ?? 0,
                pages: try l.integer("pages", in: 0...10_000) ?? 100)
        }
    }

    static func metrics(_ top: JSONFieldReader) throws(ScenarioError) -> FlowMetrics {
        var m = FlowMetrics(itemSize: Size(width: 0, height: 1))
        m.scrollDirection = try top.choice("scrollDirection", ScrollDirection.allCases) ?? m.scrollDirection
        guard let layout = try top.object("layout", allowed: layoutKeys) else { return m }
        if let s = try layout.size("itemSize") { m.itemSize = s }
        m.minimumLineSpacing = try layout.number("minimumLineSpacing") ?? 0
        m.minimumInteritemSpacing = try layout.number("minimumInteritemSpacing") ?? 0
        m.sectionInset = try layout.insets("sectionInset") ?? .zero
        m.headerReferenceSize = try layout.size("headerReferenceSize") ?? .zero
        m.footerReferenceSize = try layout.size("footerReferenceSize") ?? .zero
        m.sectionInsetPlacement = try layout.choice("sectionInsetPlacement", SectionInsetPlacement.allCases) ?? m.sectionInsetPlacement
        return m
    }

    static func sections(_ top: JSONFieldReader, into scenario: inout Scenario) throws(ScenarioError) {
        let listed = try top.array("sections")
        let generate = try top.object("generate", allowed: generateKeys)
        if listed == nil && generate == nil {
            throw top.error("sections", "missing; give a sections array or a generate object")
        }
        var total = 0
        var titles: [String?] = []
        var footerTitles: [String?] = []
        var labels: [[String]?] = []
        var specs: [SectionSpec] = []
        if let listed {
            if listed.count > ScenarioLimits.maxSections {
                throw top.error("sections", "\(listed.count) sections is too many; the limit is \(ScenarioLimits.maxSections)")
            }
            specs.reserveCapacity(listed.count)
            for (i, value) in listed.enumerated() {
                let s = try JSONFieldReader(value, file: top.file, path: "sections[\(i)]", allowed: sectionKeys)
                let (spec, measured) = try section(s, totalSoFar: total)
                if let measured { scenario.selfSizing[i] = measured }
                total += spec.itemCount
                titles.append(try s.string("title"))
                footerTitles.append(try s.string("footerTitle"))
                if let raw = try s.array("itemLabels"), raw.count > spec.itemCount {
                    throw s.error("itemLabels", "\(raw.count) labels for \(spec.itemCount) items; give at most one label an item")
                }
                labels.append(try s.elements("itemLabels") { l, path throws(ScenarioError) in
                    guard case .string(let text) = l else {
                        throw ScenarioError("\(s.file): \(path): found \(l.found); use a string")
                    }
                    return text
                })
                specs.append(spec)
            }
        }
        if let generate {
            try generated(generate, existing: specs.count, totalSoFar: total, into: &specs)
        }
        scenario.sections = specs
        // Each list is kept when any section gives an entry; the others get the default.
        if titles.contains(where: { $0 != nil }) { scenario.sectionTitles = titles.enumerated().map { $1 ?? "Section \($0)" } }
        if footerTitles.contains(where: { $0 != nil }) { scenario.footerTitles = footerTitles.map { $0 ?? "" } }
        if labels.contains(where: { $0 != nil }) { scenario.itemLabels = labels.map { $0 ?? [] } }
    }

    /// A listed section; for a self-sizing one (`estimatedItemHeight`) also its real item heights.
    static func section(_ s: JSONFieldReader, totalSoFar: Int) throws(ScenarioError) -> (spec: SectionSpec, measured: [Float]?) {
        let remaining = ScenarioLimits.maxTotalItems - totalSoFar
        var count = try s.integer("items", in: 0...ScenarioLimits.maxTotalItems)
        var lengths: [Float]?
        if let raw = try s.array("itemHeights") {
            if raw.count > remaining { throw tooMany(s, "itemHeights", totalSoFar + raw.count) }
            if let count, count != raw.count {
                throw s.error("items", "\(count) does not match the \(raw.count) entries of itemHeights; give one or make them agree")
            }
            lengths = try Self.lengths(s, "itemHeights")
            count = raw.count
        }
        let items = count ?? 0
        if items > remaining { throw tooMany(s, "items", totalSoFar + items) }
        var measured: [Float]?
        if let estimate = try s.number("estimatedItemHeight", in: 0.5...ScenarioLimits.maxLength) {
            guard lengths != nil else {
                throw s.error("estimatedItemHeight", "needs itemHeights (the real heights that replace the estimate when a cell first shows)")
            }
            measured = lengths
            lengths = Array(repeating: Float(estimate), count: items)
        }
        let spec = SectionSpec(
            itemCount: items, itemLengths: lengths, header: try s.number("header"), footer: try s.number("footer"),
            inset: try s.insets("inset"))
        return (spec, measured)
    }

    /// The lengths listed in the array `key` of `r`: a section's `itemHeights` (the real heights of
    /// a self-sizing section), a `generate` object's `itemHeightPattern`.
    static func lengths(_ r: JSONFieldReader, _ key: String) throws(ScenarioError) -> [Float]? {
        try r.elements(key) { v, path throws(ScenarioError) in
            Float(try JSONCheck.number(v, file: r.file, path: path, in: 0...ScenarioLimits.maxLength))
        }
    }

    static func generated(
        _ g: JSONFieldReader, existing: Int, totalSoFar: Int, into specs: inout [SectionSpec]
    ) throws(ScenarioError) {
        let maxSections = ScenarioLimits.maxSections - existing
        guard let sectionCount = try g.integer("sections", in: 0...maxSections) else {
            throw g.error("sections", "missing; give an integer from 0 to \(maxSections)")
        }
        var pattern: [Float]?
        if let raw = try g.array("itemHeightPattern") {
            if raw.isEmpty { throw g.error("itemHeightPattern", "is empty; give at least one height") }
            if raw.count > ScenarioLimits.maxTotalItems { throw g.error("itemHeightPattern", "has \(raw.count) entries; the limit is \(ScenarioLimits.maxTotalItems)") }
            pattern = try lengths(g, "itemHeightPattern")
        }
        let items = try g.integer("items", in: 0...ScenarioLimits.maxTotalItems) ?? pattern?.count ?? 0
        let (product, overflow) = sectionCount.multipliedReportingOverflow(by: items)
        if overflow || totalSoFar + product > ScenarioLimits.maxTotalItems {
            throw g.error("items", "\(sectionCount) sections × \(items) items is too many; the limit is \(ScenarioLimits.maxTotalItems) items in all")
        }
        var lengths: [Float]?
        if let pattern { lengths = repeated(pattern, count: items) }
        let spec = SectionSpec(
            itemCount: items, itemLengths: lengths, header: try g.number("header"), footer: try g.number("footer"),
            inset: try g.insets("inset"))
        specs.append(contentsOf: repeatElement(spec, count: sectionCount))
    }

    /// `pattern` repeated to exactly `count` entries, by doubling (O(log n) block copies).
    static func repeated(_ pattern: [Float], count: Int) -> [Float] {
        var out = Array(pattern.prefix(count))
        out.reserveCapacity(count)
        while out.count < count { out.append(contentsOf: out.prefix(count - out.count)) }
        return out
    }

    static func tooMany(_ s: JSONFieldReader, _ key: String, _ total: Int) -> ScenarioError {
        s.error(key, "brings the total to \(total) items; the limit is \(ScenarioLimits.maxTotalItems) items in all")
    }

    /// The `options` object: each key one a registered strategy reads, its value of the key's type.
    static func options(_ top: JSONFieldReader, sectionCount: Int, keys: [StrategyOptionKey]) throws(ScenarioError) -> StrategyOptions {
        var o = StrategyOptions()
        guard let r = try top.object("options", allowed: keys.map(\.key)) else { return o }
        for key in keys {
            switch key.type {
            case .number: if let v = try r.number(key.key) { o[key.key] = .number(v) }
            case .signedNumber:
                let limit = ScenarioLimits.maxLength
                if let v = try r.number(key.key, in: -limit...limit) { o[key.key] = .number(v) }
            case .bool: if let v = try r.bool(key.key) { o[key.key] = .bool(v) }
            case .size: if let v = try r.size(key.key) { o[key.key] = .size(v) }
            case .sections:
                let list = try r.elements(key.key) { v, path throws(ScenarioError) in
                    try JSONCheck.integer(v, file: r.file, path: path, in: 0...max(0, sectionCount - 1))
                }
                if let list { o[key.key] = .sections(list) }
            }
        }
        return o
    }
}
