import StickyLayout

/// A strategy described in a JSON file (format: docs/strategy-format.md): a name, one line about
/// it, and the unified model's parameters.
package struct StrategyFile: Hashable, Sendable {
    package var name: StrategyName
    package var summary: String
    package var model: PinningModel
    /// Where it was read from (empty for a description made in memory).
    package var path: String

    package init(name: StrategyName, summary: String, model: PinningModel, path: String = "") {
        self.name = name
        self.summary = summary
        self.model = model
        self.path = path
    }

    /// The registration that makes this strategy (options do not apply to a strategy file).
    package var registration: StrategyRegistration {
        let name = name
        let model = model
        return StrategyRegistration(
            name: name, summary: summary.isEmpty ? "strategy file" : summary,
            source: path.isEmpty ? "strategy file" : "strategy file \(path)", pinningModel: model
        ) { _ in DeclarativeStrategy(name: name, model: model) }
    }

    /// The file describing a registered strategy, when the model can express it.
    package static func describing(_ registration: StrategyRegistration) -> StrategyFile? {
        registration.pinningModel.map { StrategyFile(name: registration.name, summary: registration.summary, model: $0) }
    }
}

/// A strategy file that cannot be loaded: one line naming the file, the field path and what is allowed.
/// Control characters from the input are escaped (`\u{1B}`), so the message is safe to print.
package struct StrategyFileError: Error, Sendable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) { self.message = Self.escapingControlCharacters(message) }

    package var description: String { message }

    /// `text` with C0/C1 control characters and DEL written as `\u{XX}`.
    package static func escapingControlCharacters(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
