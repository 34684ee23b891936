extension Double {
    /// The nearest whole number of screen cells, never trapping: NaN is 0 and values beyond
    /// ±2^40 (far past any screen) are clamped. Every conversion from layout geometry to screen
    /// cells goes through this.
    package var screenCells: Int {
        guard !isNaN else { return 0 }
        let limit = 1_099_511_627_776.0  // 2^40
        return Int(Swift.min(Swift.max(self, -limit), limit).rounded())
    }
}
