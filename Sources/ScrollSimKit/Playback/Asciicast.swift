/// The asciicast v2 format (`CastRecording` writes it): a JSON header line, then one
/// `[time, "o", data]` event a line.
/// Plays in asciinema's player and on a web page.
package enum Asciicast {
    /// The header line of a recording.
    package static func header(width: Int, height: Int, title: String) -> String {
        "{\"version\": 2, \"width\": \(width), \"height\": \(height), \"title\": \(JSONWriter.quote(title)), \"env\": {\"TERM\": \"xterm-256color\", \"SHELL\": \"/bin/sh\"}}\n"
    }

    /// One event line: `kind` "o" for output, "i" for input (players ignore input; `run --replay`
    /// reads it as a key history token).
    package static func event(_ data: String, at time: Double, kind: String = "o") -> String {
        "[\(Decimals.fixed(max(0, time), places: 6)), \"\(kind)\", \(JSONWriter.quote(data))]\n"
    }

    /// The key history in a recording's input events (`run --record` writes one token an event).
    package static func inputHistory(_ text: String) -> String {
        var tokens: [String] = []
        for line in text.split(separator: "\n") where line.hasPrefix("[") {
            guard case .array(let event)? = try? JSONParser.parse(Array(line.utf8)), event.count == 3,
                  case .string("i") = event[1], case .string(let token) = event[2] else { continue }
            tokens.append(token)
        }
        return tokens.joined(separator: " ")
    }

    /// The terminal size in a recording's header line (its `width` and `height`); nil without one.
    package static func size(_ text: String) -> TerminalSize? {
        guard let header = text.split(separator: "\n").first,
              case .object(let fields)? = try? JSONParser.parse(Array(header.utf8)),
              case .number(let width, _)? = fields.first(where: { $0.key == "width" })?.value,
              case .number(let height, _)? = fields.first(where: { $0.key == "height" })?.value,
              let columns = Int(exactly: width), let rows = Int(exactly: height) else { return nil }
        return TerminalSize(parsing: "\(columns)x\(rows)")
    }
}
