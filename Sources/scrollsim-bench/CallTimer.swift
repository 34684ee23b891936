/// Times repeated calls of `body` in batches (several calls per clock pair when a call is short),
/// within `budget`, after calling it for `warmUpNanoseconds` (at least once) to size the batches;
/// `afterWarmUp` runs between the two. `body` returns a value so its work cannot be optimised away.
func timeCalls(
    budget: TimingBudget, warmUpNanoseconds: UInt64 = 1_000_000, afterWarmUp: () -> Void = {}, _ body: () -> Int
) -> Samples {
    var sink = 0
    var warmCalls = 0
    let warmStart = nowNanoseconds()
    while warmCalls < 1 || nowNanoseconds() - warmStart < warmUpNanoseconds {
        sink &+= body()
        warmCalls += 1
    }
    let perCall = Double(nowNanoseconds() - warmStart) / Double(warmCalls)
    let batch = max(1, Int(budget.batchNanoseconds / perCall))
    afterWarmUp()
    var samples = Samples()
    let deadline = nowNanoseconds() + UInt64(budget.seconds * 1e9)
    while samples.count < budget.maxBatches && (samples.count < budget.minBatches || nowNanoseconds() < deadline) {
        let start = nowNanoseconds()
        for _ in 0..<batch { sink &+= body() }
        samples.add(batchNanoseconds: nowNanoseconds() - start, steps: batch)
    }
    blackHole(sink)
    return samples
}
