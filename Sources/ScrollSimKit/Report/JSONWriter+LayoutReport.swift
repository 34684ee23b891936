import StickyLayout

extension JSONWriter {
    /// Opens a layout report (docs/layout-json.md): the object, `formatVersion`, `scenario` and
    /// `strategy`, the fields every kind of run starts with.
    mutating func beginLayoutReport(scenario: String, strategy: StrategyName) {
        beginObject()
        integer("formatVersion", 1)
        string("scenario", scenario)
        string("strategy", strategy.rawValue)
    }
}
