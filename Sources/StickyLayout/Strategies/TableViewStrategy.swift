/// `UITableView` section headers and footers (docs/strategies.md §6.2).
///
/// Plain style: they float, below the adjusted inset, pushed off by the next section
/// (`clampHi(pin, natural, sectionEnd - h)`), footers symmetric at the bottom, floored at the
/// section's start. Grouped style: nothing floats. zIndex 10 for headers and footers, 0 for rows.
/// Table views scroll vertically only.
public struct TableViewStrategy: StickyStrategy {
    public var style: TableViewStyle

    public init(style: TableViewStyle = .plain) { self.style = style }

    public var name: StrategyName { .tableview }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    public static let registration = StrategyRegistration(
        name: .tableview,
        summary: "UITableView plain: headers and footers float, pushed by the next section (grouped: nothing floats)",
        source: "UITableView.Style docs, reported re-implementations (docs/strategies.md §6.2)",
        optionKeys: [
            StrategyOptionKey("tableViewGrouped", .bool, "grouped style: nothing floats (default false: plain)"),
        ]
    ) { TableViewStrategy(style: $0.tableViewStyle) }

    private var floating: Bool { style == .plain }

    private var pinning: SectionSpanPinning {
        SectionSpanPinning(pinHeaders: floating, pinFooters: floating, naturalWins: false,
                           emptySectionsStayNatural: false, supplementaryZ: 10, unpinnedZ: 10)
    }

    public var invalidatesOnOriginChange: Bool { floating }

    public func layoutAttributesForElements(
        in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]
    ) {
        if context.geometry.axis == .horizontal {
            context.report(.note, "tableview.verticalOnly", section: nil,
                           "UITableView scrolls vertically only; pinned along the horizontal scroll axis here")
        }
        pinning.append(in: rect, inset: context.scrollView.adjustedContentInset, context: &context, into: &result)
    }

    public func layoutAttributesForSupplementaryView(
        ofKind kind: ElementKind, at indexPath: IndexPath, context: inout StrategyContext
    ) -> LayoutAttributes? {
        let inset = context.scrollView.adjustedContentInset
        switch kind {
        case .header: return pinning.header(indexPath.section, inset: inset, context: context)
        case .footer: return pinning.footer(indexPath.section, inset: inset, context: context)
        case .cell, .parallaxHeader: return nil
        }
    }
}

extension StrategyName {
    /// `UITableView`, plain (floating) or grouped style.
    public static let tableview = StrategyName("tableview")
}

extension StrategyOptions {
    /// The table view style (key `tableViewGrouped`).
    public var tableViewStyle: TableViewStyle {
        get { bool("tableViewGrouped", default: false) ? .grouped : .plain }
        set { self["tableViewGrouped"] = .bool(newValue == .grouped) }
    }
}

/// `UITableView.Style`, as far as pinning goes.
public enum TableViewStyle: String, Hashable, Sendable, CaseIterable {
    /// Section headers and footers float.
    case plain
    /// Section headers and footers scroll with the rows.
    case grouped
}
