/// An asciicast v2 recording: a JSON header line, then one `[time, "o", data]` event a line.
/// Plays in asciinema's player and on a web page.
package struct Asciicast: Sendable {
    /// Terminal width in columns.
    package var width: Int
    /// Terminal height in rows.
    package var height: Int
    /// Title shown by players.
    package var title: String
    /// Output events: seconds since the start, and the bytes written at that moment.
    package private(set) var events: [(time: Double, data: String)] = []

    package init(width: Int, height: Int, title: String) {
        self.width = width
        self.height = height
        self.title = title
    }

    /// Records `data` written at `time` seconds.
    package mutating func output(_ data: String, at time: Double) {
        events.append((time, data))
    }

    /// The file's text.
    package func encoded() -> String {
        var out = ""
        encode { out += $0 }
        return out
    }

    /// Streams the file's text: the header line, then one line an event.
    package func encode<E: Error>(to emit: (String) throws(E) -> Void) throws(E) {
        try emit(Self.header(width: width, height: height, title: title))
        for event in events {
            try emit(Self.event(event.data, at: event.time))
        }
    }

    /// The header line of a recording.
    package static func header(width: Int, height: Int, title: String) -> String {
        "{\"version\": 2, \"width\": \(width), \"height\": \(height), \"title\": \(JSONWriter.quote(title)), \"env\": {\"TERM\": \"xterm-256color\", \"SHELL\": \"/bin/sh\"}}\n"
    }

    /// One event line: `kind` "o" for output, "i" for input (players ignore input; `run --replay`
    /// reads it as a key history token).
    package static func event(_ data: String, at time: Double, kind: String = "o") -> String {
        "[\(formatTime(time)), \"\(kind)\", \(JSONWriter.quote(data))]\n"
    }

    /// The key history in a recording's input events (`run --record` writes one token an event).
    package static func inputHistory(_ text: String) -> String {
        var tokens: [String] = []
        for line in text.split(separator: "\n") where line.hasPrefix("[") && line.contains(", \"i\", ") {
            guard let start = line.firstRange(of: ", \"i\", ")?.upperBound, let close = line.lastIndex(of: "]") else { continue }
            let quoted = line[start..<close]
            guard quoted.count >= 2, quoted.first == "\"", quoted.last == "\"" else { continue }
            tokens.append(unescape(quoted.dropFirst().dropLast()))
        }
        return tokens.joined(separator: " ")
    }

    private static func unescape(_ text: Substring) -> String {
        var out = ""
        var escaped = false
        for c in text {
            if escaped {
                switch c {
                case "n": out.append("\n")
                case "t": out.append("\t")
                default: out.append(c)
                }
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                out.append(c)
            }
        }
        return out
    }

    private static func formatTime(_ t: Double) -> String {
        let micro = Int((max(0, t) * 1_000_000).rounded())
        let seconds = micro / 1_000_000
        let fraction = micro % 1_000_000
        let digits = String(fraction)
        return "\(seconds).\(String(repeating: "0", count: 6 - digits.count))\(digits)"
    }
}
