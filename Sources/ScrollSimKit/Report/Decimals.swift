/// Numbers with a fixed count of decimals for the command line's summary lines (`2.50`).
package enum Decimals {
    /// `value` rounded to `places` decimals (0...6), e.g. `fixed(2.5, places: 2)` is "2.50".
    package static func fixed(_ value: Double, places: Int) -> String {
        let places = min(max(places, 0), 6)
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * Double(scale)).rounded()
        guard value.isFinite, scaled < 9e15 else { return String(value) }
        let units = Int64(scaled)
        let sign = value < 0 && units != 0 ? "-" : ""
        let whole = String(units / scale)
        guard places > 0 else { return sign + whole }
        let fraction = String(units % scale)
        return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
