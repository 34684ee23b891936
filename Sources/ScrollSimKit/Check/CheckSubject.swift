import StickyLayout

/// The strategy under check: its registration (name and factory), the registry the live view and
/// the printed commands find it in, what it declares, which axes it supports, and the fault
/// switches in force.
package struct CheckSubject: Sendable {
    /// How the strategy is registered.
    package var registration: StrategyRegistration
    /// The registry that holds it (used to draw the before/after frames).
    package var registry: StrategyRegistry
    /// The properties the strategy declares, and the survival ones every strategy holds to
    /// (violations are failures).
    package var declared: Set<LayoutProperty>
    /// The scroll directions generated.
    package var directions: Set<ScrollDirection>
    /// Fault switches applied to every case.
    package var faults: FaultSwitches
    /// The strategy file it was loaded from, when it was (the printed commands pass it on).
    package var strategyFile: String?

    /// The registered strategy `name` of `registry`; nil when it is not registered.
    package init?(
        _ name: StrategyName, registry: StrategyRegistry = .builtIn, faults: FaultSwitches = FaultSwitches(),
        strategyFile: String? = nil
    ) {
        guard let registration = registry.registration(named: name) else { return nil }
        self.registration = registration
        self.registry = registry
        self.faults = faults
        self.strategyFile = strategyFile
        let sample = registration.make(StrategyOptions())
        declared = sample.declaredProperties.union(Set<LayoutProperty>.survival)
        directions = sample.supportedDirections
    }

    /// The strategy's name.
    package var name: StrategyName { registration.name }

    /// Makes the strategy for a scenario's options.
    package func make(_ options: StrategyOptions) -> any StickyStrategy { registration.make(options) }

    /// The fault switches on, as the `--fault` names.
    package var faultNames: [String] { faults.on.map(\.rawValue) }
}
