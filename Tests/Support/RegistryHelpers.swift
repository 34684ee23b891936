import StickyLayout

extension StrategyName {
    /// The built-in strategy of this name (tests name only registered built-ins).
    package func make(_ options: StrategyOptions = StrategyOptions()) -> any StickyStrategy {
        guard let strategy = StrategyRegistry.builtIn.strategy(named: self, options: options) else {
            fatalError("\(self) is not a registered built-in strategy")
        }
        return strategy
    }
}
