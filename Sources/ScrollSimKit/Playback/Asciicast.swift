/// An asciicast v2 recording: a JSON header line, then one `[time, "o", data]` event a line.
/// Plays in asciinema's player and on a web page.
public struct Asciicast: Sendable {
    /// Terminal width in columns.
    public var width: Int
    /// Terminal height in rows.
    public var height: Int
    /// Title shown by players.
    public var title: String
    /// Output events: seconds since the start, and the bytes written at that moment.
    public private(set) var events: [(time: Double, data: String)] = []

    public init(width: Int, height: Int, title: String) {
        self.width = width
        self.height = height
        self.title = title
    }

    /// Records `data` written at `time` seconds.
    public mutating func output(_ data: String, at time: Double) {
        events.append((time, data))
    }

    /// The file's text.
    public func encoded() -> String {
        var out = ""
        encode { out += $0 }
        return out
    }

    /// Streams the file's text: the header line, then one line an event.
    public func encode<E: Error>(to emit: (String) throws(E) -> Void) throws(E) {
        try emit(Self.headerLine(width: width, height: height, title: title))
        for event in events {
            try emit(Self.eventLine(time: event.time, data: event.data))
        }
    }

    /// The header line of a cast.
    public static func headerLine(width: Int, height: Int, title: String) -> String {
        "{\"version\": 2, \"width\": \(width), \"height\": \(height), \"title\": \(JSONWriter.quote(title)), \"env\": {\"TERM\": \"xterm-256color\", \"SHELL\": \"/bin/sh\"}}\n"
    }

    /// One output event line.
    public static func eventLine(time: Double, data: String) -> String {
        "[\(formatTime(time)), \"o\", \(JSONWriter.quote(data))]\n"
    }

    private static func formatTime(_ t: Double) -> String {
        let micro = Int((max(0, t) * 1_000_000).rounded())
        let seconds = micro / 1_000_000
        let fraction = micro % 1_000_000
        let digits = String(fraction)
        return "\(seconds).\(String(repeating: "0", count: 6 - digits.count))\(digits)"
    }
}
