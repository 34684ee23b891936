import StickyLayout

/// Parses the data commands of a demo script (docs/demo-script.md):
/// ```
/// insert                         # an item at the pin line
/// insert item 2 0 [length 3]     # item 0 of section 2 (its index after the update)
/// insert section [3] [items 5]   # after the section at the pin line, or at index 3
/// delete | delete item [S I] | delete section [S]
/// reload                         # reloadData
/// reload item S I | reload section S
/// move | move S I to S2 I2       # the item at the pin line to the next section's top
/// refresh | end-refresh | load-more
/// animate on|off
/// ```
struct DataCommandParser {
    let command: String
    let arguments: [String]
    let fail: (String) -> DemoScriptError

    static let maximumIndex = 10_000_000

    func parse() throws -> DataCommand {
        let words = arguments.map { $0.lowercased() }
        switch command {
        case "refresh", "end-refresh", "load-more":
            guard words.isEmpty else { throw fail("`\(command)` takes no arguments") }
            return command == "refresh" ? .beginRefreshing : command == "end-refresh" ? .endRefreshing : .loadMore
        case "animate":
            guard words.count == 1, words[0] == "on" || words[0] == "off" else { throw fail("write `animate on` or `animate off`") }
            return .setAnimated(words[0] == "on")
        case "insert":
            if words.first == "section" {
                var rest = Array(words.dropFirst())
                var items = 3
                if let i = rest.firstIndex(of: "items") {
                    guard i + 1 < rest.count else { throw fail("`items` needs a count, e.g. `insert section 2 items 5`") }
                    items = try index(rest[i + 1], what: "an item count")
                    rest.removeSubrange(i...(i + 1))
                }
                return .insertSection(try optionalSection(rest, usage: "insert section [S] [items N]"), items: items)
            }
            var rest = words.first == "item" ? Array(words.dropFirst()) : words
            var length: Float?
            if let i = rest.firstIndex(of: "length") {
                // Decimal only: `Double` would also read hex (`0x10`) and `nan`/`inf`.
                guard i + 1 < rest.count, rest[i + 1].allSatisfy({ "0123456789.eE+-".contains($0) }),
                      let l = Double(rest[i + 1]), l.isFinite, l > 0, l <= ScenarioLimits.maxLength else {
                    throw fail("`length` needs a height above 0 and at most 1000000, e.g. `insert item 0 3 length 2`")
                }
                length = Float(l)
                rest.removeSubrange(i...(i + 1))
            }
            return .insertItem(try optionalPath(rest, usage: "insert [item S I] [length L]"), length: length)
        case "delete", "reload":
            if words.first == "section" {
                let s = try optionalSection(Array(words.dropFirst()), usage: "\(command) section [S]")
                return command == "delete" ? .deleteSection(s) : .reloadSection(s)
            }
            if command == "reload" && words.isEmpty { return .reloadData }
            let rest = words.first == "item" ? Array(words.dropFirst()) : words
            let p = try optionalPath(rest, usage: "\(command) [item S I]")
            return command == "delete" ? .deleteItem(p) : .reloadItem(p)
        case "move":
            if words.isEmpty { return .moveItem(nil, to: nil) }
            guard words.count == 5, words[2] == "to" else {
                throw fail("write `move` (the item at the pin line to the next section) or `move S I to S2 I2`")
            }
            let from = IndexPath(item: try index(words[1], what: "an item"), section: try index(words[0], what: "a section"))
            let to = IndexPath(item: try index(words[4], what: "an item"), section: try index(words[3], what: "a section"))
            return .moveItem(from, to: to)
        default:
            throw fail("unknown command `\(command)`")
        }
    }

    private func index(_ text: String, what: String) throws -> Int {
        guard let v = Int(text), v >= 0, v <= Self.maximumIndex else {
            throw fail("`\(text)` is not \(what); use a whole number from 0 to \(Self.maximumIndex)")
        }
        return v
    }

    private func optionalSection(_ words: [String], usage: String) throws -> Int? {
        switch words.count {
        case 0: return nil
        case 1: return try index(words[0], what: "a section")
        default: throw fail("write `\(usage)`")
        }
    }

    private func optionalPath(_ words: [String], usage: String) throws -> IndexPath? {
        switch words.count {
        case 0: return nil
        case 2: return IndexPath(item: try index(words[1], what: "an item"), section: try index(words[0], what: "a section"))
        default: throw fail("write `\(usage)`")
        }
    }
}
