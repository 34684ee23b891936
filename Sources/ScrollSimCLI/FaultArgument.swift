import ArgumentParser
import ScrollSimKit
import StickyLayout

/// `--fault NAME` (repeatable): one of the engine's fault switches, as the live view's `f n`,
/// `f r`, `f z` turn them on. `--help` lists the names.
struct FaultArgument: ExpressibleByArgument, Sendable {
    var fault: Fault

    init?(argument: String) {
        guard let fault = Fault(rawValue: argument) else { return nil }
        self.fault = fault
    }

    static var allValueStrings: [String] { Fault.allCases.map(\.rawValue) }

    /// The switches `arguments` turn on.
    static func switches(_ arguments: [FaultArgument]) -> FaultSwitches {
        var faults = FaultSwitches()
        for argument in arguments { faults[keyPath: argument.fault.keyPath] = true }
        return faults
    }
}
