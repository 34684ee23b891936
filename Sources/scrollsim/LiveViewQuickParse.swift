import StickyLayout

/// Reading the live view's options without ArgumentParser, for the commonest command lines.
///
/// ArgumentParser costs about 11 M instructions (2 ms) of start-up before the first frame, most of
/// it the Swift runtime's first protocol-conformance look-ups while it reflects every command
/// (README, Performance). A command line made only of `run`'s own options, each with a value the
/// option's own parser accepts, is read here instead (a repeated option: the last wins, as in
/// ArgumentParser). Everything else (help, another command, an unknown or malformed option, a bad
/// value, a separate value starting with `-`, a `--record` file that is not writable) is left to
/// ArgumentParser, which reports it. A test holds the two readers to the same options on every
/// command line this one accepts.
extension LiveViewOptions {
    /// The options `arguments` (the command line after the program's name) give, or nil when
    /// ArgumentParser must read them.
    init?(quickParsing arguments: [String]) {
        var rest = arguments[...]
        if rest.first == "run" { rest = rest.dropFirst() }
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--") else { return nil }
            var name = String(argument.dropFirst(2))
            var value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = Option(rawValue: name) else { return nil }
            if option.isFlag {
                guard value == nil, set(option, to: "") else { return nil }
                continue
            }
            if value == nil {
                // ArgumentParser reads a separate value starting with `-` as another option.
                guard let next = rest.popFirst(), !next.hasPrefix("-") else { return nil }
                value = next
            }
            guard let value, !value.isEmpty else { return nil }
            guard set(option, to: value) else { return nil }
        }
        guard (try? validate()) != nil else { return nil }
    }

    /// `run`'s options, by their long names.
    private enum Option: String {
        case scenario, strategy, split, record, replay, offset, projector
        case strategyFile = "strategy-file", noBounce = "no-bounce", noIndicator = "no-indicator"
        case reportDir = "report-dir"

        var isFlag: Bool { self == .noBounce || self == .noIndicator || self == .projector }
    }

    /// Sets `option` from `value` with the option's own parser; false when it rejects the value.
    private mutating func set(_ option: Option, to value: String) -> Bool {
        switch option {
        case .scenario: scenario = value
        case .strategy:
            guard let name = try? StrategyName.parse(value) else { return false }
            strategy = name
        case .split:
            guard let list = try? StrategyNameList.parse(value) else { return false }
            split = list
        case .strategyFile: strategyFiles.append(value)
        case .noBounce: noBounce = true
        case .noIndicator: noIndicator = true
        case .projector: projector = true
        case .record: record = value
        case .replay: replay = value
        case .reportDir: reportDir = value
        case .offset:
            guard let parsed = try? OffsetArgument.parse(value) else { return false }
            offset = parsed
        }
        return true
    }
}
