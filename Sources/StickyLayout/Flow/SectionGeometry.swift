/// The prepared geometry of one section, along the scroll axis ("main") and across it ("cross").
///
/// ```
///  start ─┬─ header            (headerLength, full cross length, outside the insets)
///         ├─ inset.leading
///  items ─┼─ line 0 ─ line 1 … (lines of `columns` items, `lineSpacing` apart)
///         ├─ inset.trailing
///         ├─ footer            (footerLength)
///  end ───┘
/// ```
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

    /// Scroll-axis start of the first line.
    public var itemsStart: Double { start + headerLength + insetLeading }
    /// Scroll-axis end of the last line.
    public var itemsEnd: Double { itemsStart + itemsLength }
    /// Scroll-axis start of the footer.
    public var footerStart: Double { itemsEnd + insetTrailing }
    /// Scroll-axis end of the section (bottom of its footer).
    public var end: Double { footerStart + footerLength }
}
