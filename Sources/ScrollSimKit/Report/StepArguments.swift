import StickyLayout

/// A command-line value that cannot be used: `message` is one line naming the option and the fix.
package struct ArgumentError: Error, Sendable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}

/// Parsers for the headless commands' option values (`--size`, `--offsets`, `--rect`).
package enum StepArguments {
    /// The most steps one `--offsets` may produce.
    package static let maxSteps = 100_000
    /// The largest absolute offset or coordinate accepted.
    package static let maxCoordinate = 1e12

    /// `WxH`, e.g. `80x24`: two whole numbers from 1 to 10000; nil for anything else (the
    /// command line says how to write one).
    package static func size(_ text: String) -> Size? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...10_000).contains(w), (1...10_000).contains(h) else { return nil }
        return Size(width: Double(w), height: Double(h))
    }

    /// A comma-separated list of offsets and ranges: `0,4,10`, `0...40`, `-5...3`, `0...40:5`, `40...0:2`.
    /// A range includes both ends; its optional step (default 1) must be positive.
    package static func offsets(_ text: String) throws(ArgumentError) -> [Double] {
        let usage = "use numbers and ranges like 0,4,10 or -5...40 or 0...40:5"
        var result: [Double] = []
        let pieces = text.split(separator: ",", omittingEmptySubsequences: false)
        for piece in pieces {
            let p = piece.trimmingSpaces
            if let r = p.firstRange(of: "...") {
                var upper = p[r.upperBound...]
                var step = 1.0
                if let colon = upper.firstIndex(of: ":") {
                    guard let s = Double(upper[upper.index(after: colon)...]), s.isFinite, s > 0 else {
                        throw ArgumentError("--offsets: '\(p)' has a bad step; the step after ':' must be a positive number; \(usage)")
                    }
                    step = s
                    upper = upper[..<colon]
                }
                let a = try coordinate(String(p[..<r.lowerBound]), in: p, usage: usage)
                let b = try coordinate(String(upper), in: p, usage: usage)
                let count = (abs(b - a) / step).rounded(.down) + 1
                if count + Double(result.count) > Double(maxSteps) {
                    throw ArgumentError("--offsets: '\(text)' makes more than \(maxSteps) steps; use a larger step, e.g. \(p.split(separator: ":")[0]):\(JSONWriter.number((abs(b - a) / Double(maxSteps - 1)).rounded(.up)))")
                }
                let direction = b >= a ? 1.0 : -1.0
                for i in 0..<Int(count) { result.append(a + direction * Double(i) * step) }
            } else {
                result.append(try coordinate(p, in: p, usage: usage))
                if result.count > maxSteps { throw ArgumentError("--offsets: more than \(maxSteps) steps") }
            }
        }
        return result
    }

    /// `Y0,Y1` with `Y0 <= Y1`: the scroll-axis span to query; nil for anything else (the
    /// command line says how to write one).
    package static func span(_ text: String) -> QuerySpan? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let a = finite(parts[0].trimmingSpaces), let b = finite(parts[1].trimmingSpaces), a <= b else { return nil }
        return QuerySpan(start: a, end: b)
    }

    private static func coordinate(_ s: String, in piece: String, usage: String) throws(ArgumentError) -> Double {
        guard let v = finite(s) else { throw ArgumentError("--offsets: '\(piece)' is not an offset; \(usage)") }
        return v
    }

    private static func finite(_ s: String) -> Double? {
        guard !s.isEmpty, let v = Double(s), v.isFinite, abs(v) <= maxCoordinate else { return nil }
        return v
    }
}

extension StringProtocol {
    /// The text without its leading and trailing spaces.
    package var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
