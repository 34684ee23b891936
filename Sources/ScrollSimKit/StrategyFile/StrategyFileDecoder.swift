import StickyLayout

/// Turns a strategy file's JSON text into a `StrategyFile`, checking every field's type, range
/// and combination; errors name the file, the field path and what is allowed.
package enum StrategyFileDecoder {
    static let topKeys = [
        "name", "summary", "emission", "pinLine", "headers", "footers", "sectionInsetPlacement", "boundary", "zIndex",
        "invalidateOnScroll", "emptySections", "overscroll", "axes", "pinDuringUpdates", "declares",
    ]
    static let pinLineKeys = ["inset", "constant", "offset"]
    static let headerKeys = [
        "pin", "floor", "ceiling", "order", "floorOffset", "ceilingOffset", "sections", "until", "stack", "reinsert", "zeroSize",
    ]
    static let footerKeys = ["pin", "floor", "order", "floorOffset", "sections", "reinsert", "zeroSize"]
    static let zIndexKeys = ["cell", "header", "footer", "pinnedHeader", "pinnedFooter", "reinsertedHeader", "cellTransformZ", "footerTransformZ"]
    /// The largest section index a file may list.
    static let maxSection = ScenarioLimits.maxSections
    /// The largest magnitude of a zIndex.
    static let maxZ = 1_000_000

    /// Decodes `bytes`; `file` names the source in messages. Names of `reserved` strategies (the
    /// built-ins) may not be taken.
    package static func decode(
        _ bytes: [UInt8], file: String, reserved: [StrategyName] = StrategyRegistry.builtIn.names
    ) throws(StrategyFileError) -> StrategyFile {
        do {
            return try decodeUnchecked(bytes, file: file, reserved: reserved)
        } catch {
            throw StrategyFileError(error.message)
        }
    }

    private static func decodeUnchecked(_ bytes: [UInt8], file: String, reserved: [StrategyName]) throws(ScenarioError) -> StrategyFile {
        let top = try JSONFieldReader(document: bytes, file: file, allowed: topKeys)
        guard let nameText = try top.string("name") else {
            throw top.error("name", "missing; give a name of 1 to \(StrategyName.maximumLength) letters, digits, '-', '_' or '.'")
        }
        let name = StrategyName(nameText)
        guard name.isWellFormed else {
            throw top.error("name", "\"\(nameText)\" is not a usable name; use 1 to \(StrategyName.maximumLength) letters, digits, '-', '_' or '.', starting with a letter or digit")
        }
        if reserved.contains(where: { $0.rawValue.lowercased() == nameText.lowercased() }) {
            throw top.error("name", "\"\(nameText)\" is a built-in strategy; choose another name")
        }
        let summary = try top.string("summary") ?? ""
        if summary.count > 200 { throw top.error("summary", "is \(summary.count) characters long; the limit is 200") }
        var m = PinningModel()
        m.emission = try top.choice("emission", PinningModel.Emission.allCases) ?? m.emission
        if let p = try top.object("pinLine", allowed: pinLineKeys) {
            m.pinLine.inset = try p.choice("inset", PinningModel.InsetTerm.allCases) ?? m.pinLine.inset
            m.pinLine.constant = try p.number("constant", in: -ScenarioLimits.maxLength...ScenarioLimits.maxLength) ?? 0
            m.pinLine.offset = try p.number("offset", in: -ScenarioLimits.maxLength...ScenarioLimits.maxLength) ?? 0
            if p.has("constant") && m.pinLine.inset != .constant {
                throw p.error("constant", "applies only with \"inset\": \"constant\"; remove it or set the inset to constant")
            }
        }
        if let h = try top.object("headers", allowed: headerKeys) { try headers(h, into: &m) }
        if let f = try top.object("footers", allowed: footerKeys) { try footers(f, into: &m) }
        m.sectionInsetPlacement = try top.choice("sectionInsetPlacement", SectionInsetPlacement.allCases)
        m.boundary = try top.choice("boundary", PinningModel.Boundary.allCases) ?? m.boundary
        if let z = try top.object("zIndex", allowed: zIndexKeys) { try zIndex(z, into: &m) }
        m.invalidateOnScroll = try top.bool("invalidateOnScroll") ?? m.invalidateOnScroll
        m.emptySections = try top.choice("emptySections", PinningModel.EmptySections.allCases) ?? m.emptySections
        m.overscroll = try top.choice("overscroll", PinningModel.Overscroll.allCases) ?? m.overscroll
        m.axes = try top.choice("axes", PinningModel.Axes.allCases) ?? m.axes
        m.pinsDuringUpdates = try top.bool("pinDuringUpdates") ?? m.pinsDuringUpdates
        m.declaredProperties = try declares(top)
        try checkCombinations(m, top)
        return StrategyFile(name: name, summary: summary, model: m, path: file)
    }

    /// `declares`: the property ids the strategy intends to hold (`scrollsim check`).
    static func declares(_ top: JSONFieldReader) throws(ScenarioError) -> Set<LayoutProperty>? {
        guard let values = try top.array("declares") else { return nil }
        var declared = Set<LayoutProperty>()
        let allowed = LayoutProperty.allCases.map(\.rawValue).joined(separator: ", ")
        for (i, value) in values.enumerated() {
            guard case .string(let id) = value, let property = LayoutProperty(rawValue: id) else {
                throw top.error("declares", "entry \(i) is not a property id; use any of: \(allowed)")
            }
            declared.insert(property)
        }
        return declared
    }

    static func headers(_ r: JSONFieldReader, into m: inout PinningModel) throws(ScenarioError) {
        m.headers.pin = try r.bool("pin") ?? m.headers.pin
        m.headers.floor = try r.choice("floor", [.natural, .none, .firstItemMinusLength]) ?? m.headers.floor
        m.headers.ceiling = try r.choice("ceiling", PinningModel.Ceiling.allCases) ?? m.headers.ceiling
        m.headers.order = try r.choice("order", PinningModel.Order.allCases) ?? m.headers.order
        m.headers.floorOffset = try offset(r, "floorOffset", applies: m.headers.floor != .none, bound: "floor")
        m.headers.ceilingOffset = try offset(r, "ceilingOffset", applies: m.headers.ceiling != .none, bound: "ceiling")
        m.headers.sections = try sections(r)
        m.headers.until = try r.choice("until", PinningModel.Until.allCases) ?? m.headers.until
        m.headers.stack = try r.bool("stack") ?? m.headers.stack
        m.headers.reinsert = try r.choice("reinsert", PinningModel.Reinsertion.allCases) ?? m.headers.reinsert
        m.headers.zeroSize = try r.choice("zeroSize", PinningModel.ZeroSize.allCases) ?? m.headers.zeroSize
        if m.headers.stack && m.headers.sections == nil {
            throw r.error("stack", "needs \"sections\": the chosen sections' headers are the outer level the others stack under")
        }
    }

    static func footers(_ r: JSONFieldReader, into m: inout PinningModel) throws(ScenarioError) {
        m.footers.pin = try r.bool("pin") ?? m.footers.pin
        m.footers.floor = try r.choice("floor", [.boxStart, .none, .firstItemInRect]) ?? m.footers.floor
        m.footers.order = try r.choice("order", PinningModel.Order.allCases) ?? m.footers.order
        m.footers.floorOffset = try offset(r, "floorOffset", applies: m.footers.floor != .none, bound: "floor")
        m.footers.sections = try sections(r)
        m.footers.reinsert = try r.choice("reinsert", PinningModel.Reinsertion.allCases) ?? m.footers.reinsert
        m.footers.zeroSize = try r.choice("zeroSize", PinningModel.ZeroSize.allCases) ?? m.footers.zeroSize
    }

    static func zIndex(_ r: JSONFieldReader, into m: inout PinningModel) throws(ScenarioError) {
        let range = -maxZ...maxZ
        m.zIndex.cell = try r.integer("cell", in: range) ?? m.zIndex.cell
        m.zIndex.header = try r.integer("header", in: range) ?? m.zIndex.header
        m.zIndex.footer = try r.integer("footer", in: range) ?? m.zIndex.footer
        m.zIndex.pinnedHeader = try r.integer("pinnedHeader", in: range)
        m.zIndex.pinnedFooter = try r.integer("pinnedFooter", in: range)
        m.zIndex.reinsertedHeader = try r.integer("reinsertedHeader", in: range)
        m.zIndex.cellTransformZ = try r.number("cellTransformZ", in: -Double(maxZ)...Double(maxZ)) ?? 0
        m.zIndex.footerTransformZ = try r.number("footerTransformZ", in: -Double(maxZ)...Double(maxZ)) ?? 0
    }

    /// A floor or ceiling offset (0 when absent); an error when its bound is `none`.
    static func offset(_ r: JSONFieldReader, _ key: String, applies: Bool, bound: String) throws(ScenarioError) -> Double {
        let value = try r.number(key, in: -ScenarioLimits.maxLength...ScenarioLimits.maxLength) ?? 0
        if r.has(key) && !applies {
            throw r.error(key, "applies only with a \(bound); remove it or set \"\(bound)\" to another value than none")
        }
        return value
    }

    /// A sorted list of section indexes without repeats.
    static func sections(_ r: JSONFieldReader) throws(ScenarioError) -> [Int]? {
        guard let raw = try r.array("sections") else { return nil }
        if raw.count > maxSection { throw r.error("sections", "lists \(raw.count) sections; the limit is \(maxSection)") }
        let list = try r.elements("sections") { v, path throws(ScenarioError) in
            try JSONCheck.integer(v, file: r.file, path: path, in: 0...maxSection)
        }
        return Array(Set(list ?? [])).sorted()
    }

    /// Parameters that only make sense together: each of these needs the other emission.
    static func checkCombinations(_ m: PinningModel, _ top: JSONFieldReader) throws(ScenarioError) {
        let conflicts: [(found: Bool, what: String, fix: String)] = m.emission == .allSections ? [
            (m.headers.ceiling == .lastItemInRect, "headers.ceiling: lastItemInRect needs", "use boxEnd, lastItem or none"),
            (m.footers.floor == .firstItemInRect, "footers.floor: firstItemInRect needs", "use boxStart or none"),
            (m.axes == .yOnly, "axes: yOnly needs", "use scrollAxis"),
        ] : [
            (m.headers.until == .nextPinnedSection, "headers.until: nextPinnedSection needs", "use sectionEnd"),
            (m.headers.stack, "headers.stack: stacked headers need", "use false"),
            (m.emptySections == .pin, "emptySections: pin needs", "use natural or minusLength"),
            (m.boundary != .flow, "boundary: \(m.boundary.rawValue) needs", "use flow"),
        ]
        let other: PinningModel.Emission = m.emission == .allSections ? .sectionsWithCellsInRect : .allSections
        if let conflict = conflicts.first(where: \.found) {
            throw ScenarioError("\(top.file): \(conflict.what) \"emission\": \"\(other.rawValue)\"; \(conflict.fix)")
        }
    }
}
