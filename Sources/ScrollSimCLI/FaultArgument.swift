import ArgumentParser
import ScrollSimKit
import StickyLayout

/// `--fault NAME` (repeatable): one of the engine's fault switches, as the live view's `f n`,
/// `f r`, `f z` turn them on. `--help` lists the names.
extension Fault: ExpressibleByArgument {
    /// The switches `faults` turn on.
    static func switches(_ faults: [Fault]) -> FaultSwitches {
        var switches = FaultSwitches()
        for fault in faults { switches[keyPath: fault.keyPath] = true }
        return switches
    }
}
