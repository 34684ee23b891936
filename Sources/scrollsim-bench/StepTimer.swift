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
/// The counters are read after the warm-up, so they count the timed steps only.
func timeSteps<S: Stepper>(_ stepper: inout S, offsets: inout OffsetSequence, budget: TimingBudget) -> StepResult {
    var before = stepper.counters
    let samples = timeCalls(budget: budget, warmUpNanoseconds: 2_000_000, afterWarmUp: { before = stepper.counters }) {
        stepper.step(to: offsets.next())
    }
    let delta = stepper.counters.since(before)
    let steps = Double(samples.steps)
    return StepResult(
        samples: samples,
        fullPreparesPerStep: Double(delta.fullPrepares) / steps,
        itemFramesPerStep: Double(delta.itemFramesComputed) / steps,
        sectionsVisitedPerStep: Double(delta.sectionsVisited) / steps)
}
