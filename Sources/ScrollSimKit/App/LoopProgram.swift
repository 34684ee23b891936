/// What the run loop (`SimulatorLoop`) runs: the live view (`SimulatorSession`) or the demo
/// player (`DemoPlayer`). Its state changes only in `update`; `view` changes nothing; the loop
/// performs the effects `update` returns and owns the terminal.
package protocol LoopProgram {
    /// What the program works out once from a burst of events read at once, before handling them
    /// one by one (the live view: which data changes a later one replaces before a frame shows).
    associatedtype Burst = Void

    /// The terminal size the program is laid out for; when the backend's differs, the loop sends
    /// a `.resize` event before drawing.
    var size: TerminalSize { get }
    /// Handles one event at `time` (seconds on the loop's clock); returns what the loop is to do.
    mutating func update(_ event: InputEvent, at time: Double) -> [Effect]
    /// The frame to show; `memo` holds rows the previous frame painted (kept by the loop).
    func view(memo: inout RenderMemo) -> Frame
    /// Seconds from `time` until the program wants a `.tick` (0: as soon as input was looked at);
    /// nil: none, the loop blocks on input.
    func nextTick(at time: Double) -> Double?
    /// What `update(_:at:index:of:)` is told about `events`, a burst read at once.
    func burst(_ events: [InputEvent]) -> Burst
    /// Handles `event`, number `index` of a burst read at once.
    mutating func update(_ event: InputEvent, at time: Double, index: Int, of burst: Burst) -> [Effect]
}

extension LoopProgram where Burst == Void {
    package func burst(_ events: [InputEvent]) {}

    package mutating func update(_ event: InputEvent, at time: Double, index: Int, of burst: Void) -> [Effect] {
        update(event, at: time)
    }
}
