import StickyLayout

/// The strategy under check: how to make it, what it declares, which axes it supports, and the
/// fault switches in force.
public struct CheckSubject: Sendable {
    /// The name shown in reports and passed to `--strategy` in the printed commands.
    public var name: String
    /// The built-in strategy, when it is one (the printed commands can then name it).
    public var kind: StrategyKind?
    /// Makes the strategy for a scenario's options.
    public var make: @Sendable (StrategyOptions) -> any StickyStrategy
    /// The properties the strategy declares (violations are failures).
    public var declared: Set<LayoutProperty>
    /// The scroll directions generated.
    public var directions: Set<ScrollDirection>
    /// Fault switches applied to every case.
    public var faults: FaultSwitches

    public init(name: String, kind: StrategyKind? = nil, faults: FaultSwitches = FaultSwitches(),
                make: @escaping @Sendable (StrategyOptions) -> any StickyStrategy) {
        self.name = name
        self.kind = kind
        self.make = make
        self.faults = faults
        let sample = make(StrategyOptions())
        declared = sample.declaredProperties
        directions = sample.supportedDirections
    }

    /// A built-in strategy.
    public static func builtin(_ kind: StrategyKind, faults: FaultSwitches = FaultSwitches()) -> CheckSubject {
        CheckSubject(name: kind.rawValue, kind: kind, faults: faults) { kind.make($0) }
    }

    /// The fault switches on, as the `--fault` names.
    public var faultNames: [String] {
        Fault.allCases.filter { faults[keyPath: $0.keyPath] }.map(\.rawValue)
    }
}
