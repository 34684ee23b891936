import ScrollSimKit

/// Number formatting for the tables (no Foundation needed).
enum Format {
    /// A duration in nanoseconds with a unit: `812 ns`, `1.42 µs`, `37.1 ms`, `1.20 s`.
    static func duration(_ ns: Double) -> String {
        if ns < 1_000 { return "\(fixed(ns, ns < 10 ? 1 : 0)) ns" }
        if ns < 1_000_000 { return "\(fixed(ns / 1e3, ns < 1e4 ? 2 : ns < 1e5 ? 1 : 0)) µs" }
        if ns < 1e9 { return "\(fixed(ns / 1e6, ns < 1e7 ? 2 : ns < 1e8 ? 1 : 0)) ms" }
        return "\(fixed(ns / 1e9, 2)) s"
    }

    /// `x` with `digits` decimals.
    static func fixed(_ x: Double, _ digits: Int) -> String {
        x.isFinite ? Decimals.fixed(x, places: digits) : "–"
    }

    /// A ratio: `1.03×`, `12×`, `4,210×`.
    static func ratio(_ x: Double) -> String {
        if !x.isFinite { return "–" }
        if x < 10 { return fixed(x, 2) + "×" }
        if x < 100 { return fixed(x, 1) + "×" }
        return grouped(Int(x.rounded())) + "×"
    }

    /// An integer with thousands separators.
    static func grouped(_ n: Int) -> String {
        let digits = String(abs(n))
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return n < 0 ? "-" + out : out
    }

    /// An item count as a power of ten when it is one: `1e3` … `1e7`.
    static func count(_ n: Int) -> String {
        var p = 0
        var m = n
        while m >= 10 && m % 10 == 0 { m /= 10; p += 1 }
        return m == 1 && p >= 3 ? "1e\(p)" : grouped(n)
    }

    /// Bytes with a binary unit.
    static func bytes(_ b: Double) -> String {
        if abs(b) < 1024 { return "\(fixed(b, 0)) B" }
        if abs(b) < 1024 * 1024 { return "\(fixed(b / 1024, 1)) KiB" }
        return "\(fixed(b / 1024 / 1024, 1)) MiB"
    }
}
