import StickyLayout

/// Turns one script line's words into a `DemoStep`, or a line-numbered error.
struct DemoStepParser {
    let path: String
    let line: Int
    let command: String
    let arguments: [String]
    /// The command as written (for messages), when it differs from `command`.
    var spelled: String? = nil
    /// The strategies `strategy` and `split` may name.
    var registry: StrategyRegistry = .builtIn
    /// Reads a `strategyfile` argument (nil: the command is refused).
    var loadStrategyFile: ((String) throws -> StrategyFile)? = nil

    /// The most rows one `scroll` step moves.
    static let maximumRows: UInt = 10_000_000

    static let commands = ["scenario", "size", "strategyfile", "strategy", "split", "speed", "scroll", "scrollto", "pause", "caption", "toggle", "fault",
                           "insert", "delete", "reload", "move", "refresh", "end-refresh", "load-more", "animate",
                           "title", "wait", "chrome", "caption-position", "expect"]

    func parse() throws -> DemoStep {
        switch command {
        case "scenario":
            return .scenario(try single("a built-in scenario name or a JSON file path"))
        case "size":
            let text = try single("a size such as 80x24 or 16:9")
            guard let size = TerminalSize(parsing: text) ?? TerminalSize(slideRatio: text), size.fitsDemo else {
                throw fail("`\(text)` is not a size; use COLUMNSxROWS from 20x6 to \(TerminalSize.maximumSide)x\(TerminalSize.maximumSide), e.g. 80x24, or a slide's ratio W:H, e.g. 16:9")
            }
            return .size(columns: size.columns, rows: size.rows)
        case "strategyfile":
            let path = try single("a strategy JSON file path")
            guard let loadStrategyFile else { throw fail("strategy files cannot be loaded here") }
            do {
                return .strategyFile(try loadStrategyFile(path))
            } catch let error as StrategyFileError {
                throw fail(error.message)
            }
        case "strategy":
            return .strategy(try strategy(try single("a strategy name")))
        case "split":
            let names = try single("a comma-separated list of strategies").split(separator: ",").map(String.init)
            guard (2...4).contains(names.count) else { throw fail("split takes 2 to 4 strategies, e.g. `split uikit,evadne`") }
            return .split(try names.map(strategy))
        case "speed":
            return .speed(try number(try single("rows per second"), in: 0.1...1000, what: "a speed in rows per second"))
        case "scroll":
            return try scroll()
        case "scrollto":
            let target = try single("top, bottom or an offset")
            switch target.lowercased() {
            case "top": return .scrollTo(.top)
            case "bottom": return .scrollTo(.bottom)
            default: return .scrollTo(.offset(try number(target, in: -1e7...1e8, what: "top, bottom or an offset")))
            }
        case "pause":
            return .pause(seconds: try number(try single("seconds"), in: 0...600, what: "a pause in seconds"))
        case "caption":
            return .caption(arguments.joined(separator: " "))
        case "toggle":
            let (toggle, on) = try nameAndSwitch(ViewToggle.scriptable)
            return .toggle(toggle, on)
        case "fault":
            let (fault, on) = try nameAndSwitch(DemoFault.allCases)
            return .fault(fault, on)
        case "title":
            guard !arguments.isEmpty else { throw fail("write `title \"TEXT\"` (more quoted lines go below it), e.g. `title \"Sticky headers\" \"how UIKit pins them\"`") }
            return .title(arguments)
        case "wait":
            guard arguments.isEmpty else { throw fail("`wait` takes no argument (play waits for a key; record holds \(JSONValue.format(DemoCursor.waitSeconds)) s)") }
            return .wait
        case "chrome":
            return .toggle(.chrome, try onOff(try single("on or off")))
        case "caption-position":
            let where_ = try single("top or bottom")
            guard let position = CaptionPosition(rawValue: where_.lowercased()) else { throw fail("`\(where_)` must be top or bottom") }
            return .captionPosition(position)
        case "expect":
            let (claim, once) = try DemoClaimParser(arguments: arguments, registry: registry, fail: fail).parse()
            return .expect(claim, once: once)
        case "insert", "delete", "reload", "move", "refresh", "end-refresh", "load-more", "animate":
            return .data(try DataCommandParser(command: command, arguments: arguments, fail: fail).parse())
        default:
            throw fail("unknown command `\(spelled ?? command)`; use one of \(Self.commands.joined(separator: ", "))")
        }
    }

    private func fail(_ message: String) -> DemoScriptError {
        DemoScriptError(path: path, line: line, message: message)
    }

    private func single(_ what: String) throws -> String {
        guard arguments.count == 1 else {
            throw fail("`\(command)` takes one argument: \(what)")
        }
        return arguments[0]
    }

    private func number(_ text: String, in range: ClosedRange<Double>, what: String) throws -> Double {
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw fail("`\(text)` is not valid here; expected \(what) from \(JSONValue.format(range.lowerBound)) to \(JSONValue.format(range.upperBound))")
        }
        return value
    }

    private func strategy(_ name: String) throws -> StrategyName {
        guard let kind = registry.name(matching: name) else {
            throw fail("unknown strategy `\(name)`; use one of \(registry.nameList)")
        }
        return kind
    }

    private func scroll() throws -> DemoStep {
        guard arguments.count == 1 || (arguments.count == 3 && arguments[1].lowercased() == "at") else {
            throw fail("write `scroll ROWS` or `scroll ROWS at SPEED`, e.g. `scroll 12 at 4`")
        }
        guard let rows = Int(arguments[0]), rows.magnitude <= Self.maximumRows else {
            throw fail("`\(arguments[0])` is not a row count; use a whole number from -\(Self.maximumRows) to \(Self.maximumRows), e.g. `scroll 12` or `scroll -3`")
        }
        let speed = arguments.count == 3 ? try number(arguments[2], in: 0.1...1000, what: "a speed in rows per second") : nil
        return .scroll(rows: rows, rowsPerSecond: speed)
    }

    /// `NAME on` or `NAME off` after the command, the name one of `choices`.
    private func nameAndSwitch<Choice: RawRepresentable<String>>(_ choices: [Choice]) throws -> (Choice, Bool) {
        guard arguments.count == 2 else { throw fail("write `\(command) NAME on` or `\(command) NAME off`") }
        let on = try onOff(arguments[1])
        let name = arguments[0].lowercased()
        guard let choice = choices.first(where: { $0.rawValue == name }) else {
            throw fail("unknown \(command) `\(name)`; use one of \(choices.map(\.rawValue).joined(separator: ", "))")
        }
        return (choice, on)
    }

    private func onOff(_ word: String) throws -> Bool {
        switch word.lowercased() {
        case "on": return true
        case "off": return false
        default: throw fail("`\(word)` must be on or off")
        }
    }
}
