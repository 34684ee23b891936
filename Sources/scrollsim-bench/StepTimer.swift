import StickyLayout

/// How long to spend timing one cell of a table.
struct TimingBudget {
    /// Wall time to spend on batches (after calibration).
    var seconds: Double
    /// Target duration of one batch; a batch is at least one step.
    var batchNanoseconds: Double = 25_000
    /// Batches to take at least, even past the budget.
    var minBatches: Int
    /// Batches to take at most.
    var maxBatches: Int = 20_000
}

/// What timing one cell produced.
struct StepResult {
    var samples: Samples
    /// Counter deltas divided by the steps timed.
    var fullPreparesPerStep: Double
    var itemFramesPerStep: Double
    var sectionsVisitedPerStep: Double
}

/// Times `stepper` scrolling through `offsets` in batches: each batch times several steps with one
/// pair of clock reads and records the mean step time; percentiles are over batches.
func timeSteps<S: Stepper>(_ stepper: inout S, offsets: inout OffsetSequence, budget: TimingBudget) -> StepResult {
    var sink = 0
    // Calibrate (and warm up): run steps for at least 2 ms (at least one step).
    var calibrationSteps = 0
    let calibrationStart = nowNanoseconds()
    while calibrationSteps < 1 || nowNanoseconds() - calibrationStart < 2_000_000 {
        sink &+= stepper.step(to: offsets.next())
        calibrationSteps += 1
    }
    let perStep = Double(nowNanoseconds() - calibrationStart) / Double(calibrationSteps)
    let batch = max(1, Int(budget.batchNanoseconds / perStep))

    let before = stepper.counters
    var samples = Samples()
    let deadline = nowNanoseconds() + UInt64(budget.seconds * 1e9)
    while samples.count < budget.maxBatches && (samples.count < budget.minBatches || nowNanoseconds() < deadline) {
        let start = nowNanoseconds()
        for _ in 0..<batch { sink &+= stepper.step(to: offsets.next()) }
        samples.add(batchNanoseconds: nowNanoseconds() - start, steps: batch)
    }
    let delta = stepper.counters.since(before)
    blackHole(sink)
    let steps = Double(samples.steps)
    return StepResult(
        samples: samples,
        fullPreparesPerStep: Double(delta.fullPrepares) / steps,
        itemFramesPerStep: Double(delta.itemFramesComputed) / steps,
        sectionsVisitedPerStep: Double(delta.sectionsVisited) / steps)
}
