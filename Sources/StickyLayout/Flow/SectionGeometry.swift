/// The prepared geometry of one section, along the scroll axis ("main") and across it ("cross").
///
/// ```
///         flow placement (UIKit)              container placement (IGListKit, MagazineLayout, CSS)
///  start ─┬─ header (full cross length)       ┬─ inset.leading
///         ├─ inset.leading                    ├─ header (inside the cross insets)
///  items ─┼─ line 0 ─ line 1 …                ┼─ line 0 ─ line 1 …
///         ├─ inset.trailing                   ├─ footer (inside the cross insets)
///         ├─ footer                           ├─ inset.trailing
///  end ───┘                                   ┘
/// ```
/// Items start and end at the same place under both placements; only the header, the footer and
/// the section's box (`boxStart`…`boxEnd`, what the header and footer pin inside) move.
/// Uniform sections store nothing per item: a line's position is a closed form.
/// Variable sections keep one `Double` per 32 lines in a flat table (see `VariableLines`).
public struct SectionGeometry: Hashable, Sendable {
    /// Scroll-axis start of the section (top of its header).
    public var start: Double
    /// Header length along the scroll axis (0 = none).
    public var headerLength: Double
    /// Footer length along the scroll axis (0 = none).
    public var footerLength: Double
    /// Leading inset along the scroll axis (sectionInset.top when vertical).
    public var insetLeading: Double
    /// Trailing inset along the scroll axis (sectionInset.bottom when vertical).
    public var insetTrailing: Double
    /// Number of items.
    public var itemCount: Int
    /// Items per line.
    public var columns: Int
    /// Number of lines.
    public var lineCount: Int
    /// Length of the item block (all lines and the spacing between them).
    public var itemsLength: Double
    /// Cross-axis position of the first column.
    public var crossStart: Double
    /// Cross-axis distance from one column to the next.
    public var crossPitch: Double
    /// Cross-axis length of an item.
    public var itemCross: Double
    /// Scroll-axis length of an item in a uniform section.
    public var uniformLength: Double
    /// Spacing between lines.
    public var lineSpacing: Double
    /// Index of the section's item lengths in `FlowGeometry.variableLengths`, or -1 when uniform.
    public var variableIndex: Int
    /// Index of the section's first block prefix in `FlowGeometry.lineBlockStarts`.
    public var blockBase: Int
    /// Where the section insets sit relative to the header and footer.
    public var insetPlacement: SectionInsetPlacement = .flow
    /// Cross-axis position of the header and footer (0 under flow placement).
    public var supplementaryCrossStart: Double = 0
    /// Cross-axis length of the header and footer (the collection view's under flow placement).
    public var supplementaryCrossLength: Double = 0

    /// Scroll-axis start of the first line.
    public var itemsStart: Double { start + headerLength + insetLeading }
    /// Scroll-axis end of the last line.
    public var itemsEnd: Double { itemsStart + itemsLength }
    /// Scroll-axis start of the header.
    public var headerStart: Double { insetPlacement == .flow ? start : start + insetLeading }
    /// Scroll-axis start of the footer.
    public var footerStart: Double { insetPlacement == .flow ? itemsEnd + insetTrailing : itemsEnd }
    /// Start of the box the header and footer stay inside when pinned: the section's start under
    /// flow placement, inside the leading inset under container placement (a CSS content box).
    public var boxStart: Double { insetPlacement == .flow ? start : start + insetLeading }
    /// End of that box: the section's end, or inside the trailing inset under container placement.
    public var boxEnd: Double { insetPlacement == .flow ? end : end - insetTrailing }
    /// Scroll-axis end of the section (bottom of its footer, or of the trailing inset under container placement).
    public var end: Double { itemsEnd + insetTrailing + footerLength }
}

/// Where a flow layout's section insets sit relative to the section's header and footer.
public enum SectionInsetPlacement: String, Hashable, Sendable, CaseIterable {
    /// UIKit's flow layout: header | inset | items | inset | footer (header and footer span the
    /// whole cross length).
    case flow
    /// IGListKit, MagazineLayout, CSS padding: the insets wrap header…footer (on both axes).
    case container
}
