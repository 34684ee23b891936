/// Monotonic nanoseconds from `clock_gettime(CLOCK_MONOTONIC)` (a vDSO call, about 20 ns).
@inline(__always)
func nowNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
}

/// Seconds elapsed while running `body` once.
func secondsToRun(_ body: () -> Void) -> Double {
    let start = nowNanoseconds()
    body()
    return Double(nowNanoseconds() - start) / 1e9
}

/// Keeps a value alive and observable so the optimiser cannot drop the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
