/// `floor(x)` as an `Int`, clamped to `0...limit`, without libm and without trapping on NaN or ∞.
@inlinable
func floorClamped(_ x: Double, limit: Int) -> Int {
    guard x.isFinite, x > 0 else { return 0 }
    if x >= Double(limit) { return limit }
    return Int(x)  // truncation is floor for positive values
}
