extension Double {
    /// The number as diagnostics write it: a whole number without a fraction ("3"), else Swift's
    /// shortest form ("-1.5").
    var diagnosticText: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
