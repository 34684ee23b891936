/// `UITableView` section headers and footers (docs/strategies.md §6.2), written in the unified
/// model (`PinningModel`) rather than code: the model says all of it.
///
/// Plain style: they float below the adjusted inset, pushed off by the next section
/// (`clampHi(pin, natural, sectionEnd - h)`), footers symmetric at the bottom, floored at the
/// section's start; empty sections are not special-cased. Grouped style: nothing floats and a
/// scroll does not invalidate. zIndex 10 for headers and footers, 0 for rows.
public enum TableViewStrategy {
    /// The model for `style`: `swiftui`'s, with headers and footers pinned in the plain style only.
    public static func pinningModel(style: TableViewStyle) -> PinningModel {
        SwiftUIStrategy.pinningModel(pinHeaders: style == .plain, pinFooters: style == .plain)
    }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    public static let registration = StrategyRegistration(
        name: .tableview,
        summary: "UITableView plain: headers and footers float, pushed by the next section (grouped: nothing floats)",
        source: "UITableView.Style docs, reported re-implementations (docs/strategies.md §6.2); Strategies/tableview-plain.json",
        optionKeys: StrategyOptionDeclarations.keys({ $0.tableViewStyle }),
        pinningModel: pinningModel(style: .plain)
    ) { DeclarativeStrategy(name: .tableview, model: pinningModel(style: $0.tableViewStyle)) }
}

extension StrategyName {
    /// `UITableView`, plain (floating) or grouped style.
    public static let tableview = StrategyName("tableview")
}

/// The options TableViewStrategy reads; each one's help line says what it does and its default.
extension StrategyOptionDeclarations {
    public var tableViewStyle: StrategyOption<TableViewStyle> { StrategyOption("tableViewGrouped", .bool, default: .plain, "grouped style: nothing floats (default false: plain)") }
}

/// `UITableView.Style`, as far as pinning goes.
public enum TableViewStyle: String, Hashable, Sendable, CaseIterable {
    /// Section headers and footers float.
    case plain
    /// Section headers and footers scroll with the rows.
    case grouped
}

/// Stored as a Boolean: true is `.grouped`.
extension TableViewStyle: StrategyOptionValueConvertible {
    public init?(optionValue value: StrategyOptionValue) {
        guard let on = Bool(optionValue: value) else { return nil }
        self = on ? .grouped : .plain
    }
    public var optionValue: StrategyOptionValue? { .bool(self == .grouped) }
}
