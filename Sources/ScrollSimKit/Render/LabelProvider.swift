import StickyLayout

/// The text drawn in each element, taken from the scenario and sanitised once.
package struct LabelProvider: Sendable {
    private var titles: [String]
    private var footerTitles: [String]
    private var items: [[String]]
    private let sanitizer: LabelSanitizer
    /// Identities after data changes (nil: the scenario's data as loaded); labels follow them.
    package var identities: DataIdentities?
    /// True when labels are reduced to ASCII.
    package let asciiOnly: Bool

    /// Labels for `scenario`; `asciiOnly` replaces non-ASCII characters.
    package init(scenario: Scenario, asciiOnly: Bool) {
        self.asciiOnly = asciiOnly
        sanitizer = LabelSanitizer(asciiOnly: asciiOnly)
        let sanitizer = sanitizer
        // Only the titles the scenario names; "Section N" is made on demand (a generated scenario
        // may have a million sections).
        titles = scenario.sectionTitles.prefix(scenario.sections.count).map { sanitizer.sanitize($0) }
        footerTitles = scenario.footerTitles.prefix(scenario.sections.count).map { sanitizer.sanitize($0) }
        items = scenario.itemLabels.map { $0.map { sanitizer.sanitize($0) } }
    }

    /// A section's title.
    package func title(_ section: Int) -> String {
        section >= 0 && section < titles.count ? titles[section] : "Section " + String(section)
    }

    /// An item's label: the scenario's, or "Item N (section title)".
    package func item(_ item: Int, section: Int) -> String {
        if section >= 0, section < items.count, item >= 0, item < items[section].count { return items[section][item] }
        if item >= 0, section >= titles.count { return ElementLabel.generatedItem(item, section: section).string }
        return "Item " + String(item) + " (" + title(section) + ")"
    }

    /// Writes "Item N (Section S)", the label of an item of a section the scenario gives no title
    /// or labels (printable ASCII, under 64 bytes), into `buffer`; returns its length.
    static func writeGeneratedItemLabel(_ item: Int, section: Int, to buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = Self.copy("Item ", to: buffer, at: 0)
        count = Self.writeDecimal(item, to: buffer, at: count)
        count = Self.copy(" (Section ", to: buffer, at: count)
        count = Self.writeDecimal(section, to: buffer, at: count)
        return Self.copy(")", to: buffer, at: count)
    }

    /// Copies `text` into `buffer` at `index`; returns the index after it.
    private static func copy(_ text: StaticString, to buffer: UnsafeMutableBufferPointer<UInt8>, at index: Int) -> Int {
        let bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        _ = UnsafeMutableBufferPointer(rebasing: buffer[index...]).initialize(fromContentsOf: bytes)
        return index + bytes.count
    }

    /// Writes `number` in decimal into `buffer` at `index`; returns the index after it.
    private static func writeDecimal(_ number: Int, to buffer: UnsafeMutableBufferPointer<UInt8>, at index: Int) -> Int {
        var index = index
        if number < 0 {
            buffer[index] = UInt8(ascii: "-")
            index += 1
        }
        var n = number.magnitude, digits = 1
        while n >= 10 { n /= 10; digits += 1 }
        n = number.magnitude
        for position in stride(from: index + digits - 1, through: index, by: -1) {
            buffer[position] = UInt8(truncatingIfNeeded: n % 10) + UInt8(ascii: "0")
            n /= 10
        }
        return index + digits
    }

    /// The title of the section now at `index`, following its identity.
    package func currentTitle(_ index: Int) -> String {
        guard let identities else { return title(index) }
        switch identities.section(index) {
        case .original(let s): return title(s)
        case .new(let n): return "New section \(n)"
        }
    }

    /// The label of the item now at `path`, following its identity.
    package func currentItem(_ path: IndexPath) -> String {
        guard let identities else { return item(path.item, section: path.section) }
        switch identities.item(path) {
        case .original(let s, let i): return item(i, section: s)
        case .new(let n): return n < 0 ? "Item \(path.item)" : "New item \(n)"
        }
    }

    /// The label of an element, a generated item label as its numbers (no string is built).
    func elementLabel(for attributes: LayoutAttributes) -> ElementLabel {
        let path = attributes.indexPath
        if attributes.kind == .cell, identities == nil, path.item >= 0, path.section >= titles.count,
           !(path.section >= 0 && path.section < items.count && path.item < items[path.section].count) {
            return .generatedItem(path.item, section: path.section)
        }
        return .text(label(for: attributes))
    }

    /// The label of an element.
    package func label(for attributes: LayoutAttributes) -> String {
        let path = attributes.indexPath
        switch attributes.kind {
        case .cell: return currentItem(path)
        case .header: return currentTitle(path.section)
        case .footer:
            // A footer title follows its section's identity, like the header's.
            var section = path.section
            if let identities, case .original(let s) = identities.section(path.section) { section = s }
            if let identities, case .new = identities.section(path.section) { return "end of \(currentTitle(path.section))" }
            if section >= 0, section < footerTitles.count, !footerTitles[section].isEmpty { return footerTitles[section] }
            return "end of \(currentTitle(path.section))"
        case .parallaxHeader: return "Parallax header \(attributes.frame.height.screenCells) rows"
        case .custom(let name): return "\(name) [\(path.section),\(path.item)]"
        case .decoration(let name): return "decoration \(name) [\(path.section),\(path.item)]"
        }
    }
}

/// An element's label as the painter gets it: text, or the numbers of a generated item label
/// ("Item N (Section S)"), written into the frame as bytes without a string made per element.
enum ElementLabel: ExpressibleByStringLiteral {
    case text(String)
    case generatedItem(Int, section: Int)

    init(stringLiteral text: String) { self = .text(text) }

    /// The label as a string.
    var string: String {
        switch self {
        case .text(let text): text
        case .generatedItem: withPrintableASCII { String(decoding: $0!, as: UTF8.self) }
        }
    }

    /// Calls `body` with the label's bytes when every one is printable ASCII (one column each),
    /// else with nil.
    func withPrintableASCII<R>(_ body: (UnsafeBufferPointer<UInt8>?) -> R) -> R {
        switch self {
        case .text(let text):
            return text.withPrintableASCII(body)
        case .generatedItem(let item, let section):
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
                let count = LabelProvider.writeGeneratedItemLabel(item, section: section, to: buffer)
                return body(UnsafeBufferPointer(rebasing: buffer[..<count]))
            }
        }
    }
}

extension LabelProvider {
    /// A scenario name made safe to draw.
    package func sanitizedScenarioName(_ name: String) -> String { LabelSanitizer(asciiOnly: asciiOnly, maximumLength: 40).sanitize(name) }

    /// Any text typed or derived from input (search prompt, messages) made safe to draw.
    package func sanitizedText(_ text: String) -> String { LabelSanitizer(asciiOnly: asciiOnly, maximumLength: 100_000).sanitize(text) }
}
