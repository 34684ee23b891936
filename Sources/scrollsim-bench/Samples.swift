/// Per-step times (nanoseconds) from timed batches, summarised as percentiles.
struct Samples {
    /// One value per batch: the batch's time divided by its step count.
    private(set) var perStep: [Double] = []
    /// Steps timed in all.
    private(set) var steps = 0

    mutating func add(batchNanoseconds: UInt64, steps batchSteps: Int) {
        perStep.append(Double(batchNanoseconds) / Double(batchSteps))
        steps += batchSteps
    }

    var count: Int { perStep.count }

    /// The `p`-th percentile (0...100), nearest rank.
    func percentile(_ p: Double) -> Double {
        precondition(!perStep.isEmpty, "no samples")
        return nearestRank(perStep.sorted(), p)
    }

    var p50: Double { percentile(50) }
    var p99: Double { percentile(99) }
}

/// The `p`-th percentile (0...100) of sorted values, nearest rank.
func nearestRank<Value>(_ sorted: [Value], _ p: Double) -> Value {
    let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
    return sorted[min(max(rank, 1), sorted.count) - 1]
}
