/// The base flow layout, prepared: what `UICollectionViewFlowLayout` computes in `prepare()`.
///
/// Holds one `SectionGeometry` per section (positions as block prefixes, `SectionPositions`) and,
/// for sections whose items differ in length, their lengths and a flat table of line-block prefixes
/// (`VariableLines`). Answers every natural-frame question ("what `super` returns") without storing
/// per-item frames: uniform sections use a closed form, variable ones a block prefix.
/// A batch update changes it in place from the first changed section on (`FlowGeometry+Update`).
public struct FlowGeometry: Sendable {
    /// The metrics this geometry was built from.
    public let metrics: FlowMetrics
    /// Cross-axis length of the collection view (its width when vertical).
    public let crossLength: Double
    /// One entry per section, in order; `start` is non-decreasing.
    public internal(set) var sections = SectionTable(shapes: [], positions: SectionPositions())
    /// Item lengths of the variable sections (the data's own arrays, shared).
    public internal(set) var variableLengths: [[Float]] = []
    /// Line-block prefixes of every variable section, one after another (an update may leave
    /// unused blocks behind; `unusedBlocks` counts them).
    public internal(set) var lineBlockStarts: [Double] = []
    /// Blocks of `lineBlockStarts` no section refers to any more.
    var unusedBlocks = 0
    /// Layout warnings found while preparing (an item wider than its section, say).
    public internal(set) var warnings: [Diagnostic] = []

    /// An empty geometry (before the first `prepare()`).
    public static let empty = FlowGeometry(metrics: FlowMetrics(), crossLength: 0)

    /// The scroll direction.
    public var axis: ScrollDirection { metrics.scrollDirection }

    /// Scroll-axis length of all sections.
    public var contentLength: Double { sections.positions.contentLength }

    /// `collectionViewContentSize`.
    public var contentSize: Size {
        axis == .vertical
            ? Size(width: crossLength, height: contentLength)
            : Size(width: contentLength, height: crossLength)
    }

    /// Number of sections.
    public var numberOfSections: Int { sections.count }

    /// Items in all sections, kept up to date by every change of the sections.
    public internal(set) var totalItemCount = 0

    /// Number of items in `section` (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections.shapes[section].itemCount : 0
    }

    /// A geometry with no sections yet.
    init(metrics: FlowMetrics, crossLength: Double) {
        self.metrics = metrics
        self.crossLength = crossLength
    }
}

// MARK: - Building

extension FlowGeometry {
    /// Lays out `specs` for a collection view `crossLength` wide (tall, when horizontal).
    /// - Complexity: O(S) for uniform sections, plus O(n) for each variable section of n items.
    public static func build(
        specs: [SectionSpec], metrics: FlowMetrics, crossLength: Double,
        counters: inout LayoutCounters, eagerFrames: Bool = false
    ) -> FlowGeometry {
        var geometry = FlowGeometry(metrics: metrics, crossLength: crossLength)
        geometry.sections.shapes.reserveCapacity(specs.count)
        for index in specs.indices {
            geometry.sections.shapes.append(geometry.makeShape(specs[index], section: index, reusing: nil, counters: &counters))
            geometry.totalItemCount += specs[index].itemCount
        }
        geometry.recomputePositions(from: 0, through: specs.count - 1, sameCount: false)
        counters.sectionsVisited += specs.count
        if eagerFrames { geometry.computeEveryFrame(counters: &counters) }
        return geometry
    }

    /// The shape (geometry with `start` = 0) of one section; a variable section's lengths and line
    /// blocks are stored in the tables, in `reusing`'s slots when that shape had them and they fit.
    /// Appends a warning when an item is wider than the section.
    mutating func makeShape(
        _ spec: SectionSpec, section index: Int, reusing old: SectionGeometry?, counters: inout LayoutCounters
    ) -> SectionGeometry {
        let axis = metrics.scrollDirection
        let itemCrossSetting = axis.cross(metrics.itemSize)
        let itemMain = axis.main(metrics.itemSize)
        let inset = spec.inset ?? metrics.sectionInset
        let crossLeading = axis.crossLeading(inset)
        let available = crossLength - crossLeading - axis.crossTrailing(inset)
        let spacing = metrics.minimumInteritemSpacing
        // A cross size of 0 fills the section's available length (a list-style delegate).
        let itemCross = itemCrossSetting > 0 ? itemCrossSetting : max(0, available)
        var columns = 1
        if itemCross > 0 {
            columns = max(1, floorClamped((available + spacing) / (itemCross + spacing), limit: 1 << 30))
        }
        if spec.itemCount > 0 && itemCross > available {
            warnings.append(Diagnostic(
                severity: .note, code: "flow.itemWiderThanSection", section: index,
                message: "item cross size \(itemCross) exceeds the \(available) available in section \(index); UIKit logs a warning and lays out one item a line"))
        }
        var pitch = itemCross
        var crossStart = crossLeading
        if columns == 1 {
            if itemCross < available { crossStart = crossLeading + (available - itemCross) / 2 }
        } else {
            pitch = itemCross + (available - Double(columns) * itemCross) / Double(columns - 1)
        }
        let lines = VariableLines.lineCount(items: spec.itemCount, columns: columns)
        var itemsLength = 0.0
        var variableIndex = -1
        var blockBase = lineBlockStarts.count
        let oldBlocks = old.map { $0.variableIndex >= 0 ? VariableLines.blockCount(lines: $0.lineCount) : 0 } ?? 0
        if let lengths = spec.itemLengths {
            var blocks: [Double] = []
            itemsLength = VariableLines.appendBlockStarts(
                lengths: lengths, columns: columns, lineSpacing: metrics.minimumLineSpacing, to: &blocks)
            if let old, old.variableIndex >= 0 {
                variableIndex = old.variableIndex
                variableLengths[variableIndex] = lengths
            } else {
                variableIndex = variableLengths.count
                variableLengths.append(lengths)
            }
            if let old, old.variableIndex >= 0, oldBlocks == blocks.count {
                blockBase = old.blockBase
                lineBlockStarts.replaceSubrange(blockBase..<(blockBase + blocks.count), with: blocks)
            } else {
                unusedBlocks += oldBlocks
                lineBlockStarts.append(contentsOf: blocks)
            }
            counters.itemFramesComputed += lengths.count
        } else {
            if let old, old.variableIndex >= 0 {
                unusedBlocks += oldBlocks
                variableLengths[old.variableIndex] = []
            }
            if lines > 0 {
                itemsLength = Double(lines) * itemMain + Double(lines - 1) * metrics.minimumLineSpacing
            }
        }
        return SectionGeometry(
            start: 0,
            headerLength: spec.header ?? axis.main(metrics.headerReferenceSize),
            footerLength: spec.footer ?? axis.main(metrics.footerReferenceSize),
            insetLeading: axis.leading(inset), insetTrailing: axis.trailing(inset),
            itemCount: spec.itemCount, columns: columns, lineCount: lines,
            itemsLength: itemsLength, crossStart: crossStart, crossPitch: pitch,
            itemCross: itemCross, uniformLength: itemMain,
            lineSpacing: metrics.minimumLineSpacing, variableIndex: variableIndex, blockBase: blockBase,
            insetPlacement: metrics.sectionInsetPlacement,
            supplementaryCrossStart: metrics.sectionInsetPlacement == .flow ? 0 : crossLeading,
            supplementaryCrossLength: metrics.sectionInsetPlacement == .flow ? crossLength : max(0, available))
    }

    /// Recomputes section positions from `first` on (see `SectionPositions.recompute`).
    mutating func recomputePositions(from first: Int, through last: Int, sameCount: Bool) {
        let count = sections.shapes.count
        let shapes = sections.shapes
        shapes.withUnsafeBufferPointer { shapes in
            sections.positions.recompute(count: count, from: max(0, first), through: sameCount ? last : count - 1) { i in
                let s = shapes[i]
                return s.headerLength + s.insetLeading + s.itemsLength + s.insetTrailing + s.footerLength
            }
        }
    }

    /// Computes every item frame once, as an eager flow layout's `prepare()` does (used to model a
    /// naive layout in benchmarks). Returns a checksum so the work cannot be optimised away.
    @discardableResult
    func computeEveryFrame(counters: inout LayoutCounters) -> Double {
        var checksum = 0.0
        for s in sections.indices {
            let count = sections.shapes[s].itemCount
            var item = 0
            while item < count {
                checksum += itemFrame(item: item, section: s).minY
                item += 1
            }
            if sections.shapes[s].variableIndex < 0 { counters.itemFramesComputed += count }
        }
        return checksum
    }
}

// MARK: - Lines and items

extension FlowGeometry {
    /// Runs `body` with a variable section's item lengths and its block prefixes.
    @inline(__always)
    func withVariableLines<R>(
        _ s: SectionGeometry, _ body: (UnsafeBufferPointer<Float>, UnsafeBufferPointer<Double>) -> R
    ) -> R {
        variableLengths[s.variableIndex].withUnsafeBufferPointer { lengths in
            lineBlockStarts.withUnsafeBufferPointer { all in
                let count = VariableLines.blockCount(lines: s.lineCount)
                return body(lengths, UnsafeBufferPointer(rebasing: all[s.blockBase..<(s.blockBase + count)]))
            }
        }
    }

    /// Offset of `line` from the section's first line.
    @inline(__always)
    func lineOffset(_ line: Int, in s: SectionGeometry) -> Double {
        if s.variableIndex >= 0 {
            return withVariableLines(s) {
                VariableLines.lineStart(line, lengths: $0, blocks: $1, columns: s.columns, lineSpacing: s.lineSpacing)
            }
        }
        return Double(line) * (s.uniformLength + s.lineSpacing)
    }

    /// Length of `line`.
    @inline(__always)
    func lineLength(_ line: Int, in s: SectionGeometry) -> Double {
        if s.variableIndex >= 0 {
            return variableLengths[s.variableIndex].withUnsafeBufferPointer {
                VariableLines.lineLength(line, in: $0, columns: s.columns)
            }
        }
        return s.uniformLength
    }

    /// Scroll-axis length of an item.
    @inline(__always)
    func itemLength(_ item: Int, in s: SectionGeometry) -> Double {
        if s.variableIndex >= 0 { return Double(variableLengths[s.variableIndex][item]) }
        return s.uniformLength
    }

    /// First line of `s` whose end lies after the scroll-axis position `y`.
    func firstLine(endingAfter y: Double, in s: SectionGeometry) -> Int {
        let offset = y - s.itemsStart
        if s.lineCount == 0 { return 0 }
        if s.variableIndex >= 0 {
            return withVariableLines(s) {
                VariableLines.firstLine(
                    endingAfter: offset, lengths: $0, blocks: $1, columns: s.columns,
                    lineSpacing: s.lineSpacing, lineCount: s.lineCount)
            }
        }
        let pitch = s.uniformLength + s.lineSpacing
        if offset < 0 { return 0 }
        var line = pitch > 0 ? floorClamped(offset / pitch, limit: s.lineCount) : 0
        while line > 0 && Double(line - 1) * pitch + s.uniformLength > offset { line -= 1 }
        while line < s.lineCount && Double(line) * pitch + s.uniformLength <= offset { line += 1 }
        return line
    }

    /// The natural frame of an item (`super.layoutAttributesForItem(at:)`'s frame).
    /// Items shorter than their line are centred in it, as the flow layout does.
    public func itemFrame(item: Int, section: Int) -> Rect {
        let s = sections[section]
        let line = item / s.columns
        let column = item % s.columns
        let lineStart = s.itemsStart + lineOffset(line, in: s)
        var main = lineStart
        let length = itemLength(item, in: s)
        if s.variableIndex >= 0 {
            main += (lineLength(line, in: s) - length) / 2
        }
        return axis.rect(
            main: main, mainLength: length,
            cross: s.crossStart + Double(column) * s.crossPitch, crossLength: s.itemCross)
    }

    /// The natural frame of a section's header.
    public func headerFrame(section: Int) -> Rect {
        let s = sections[section]
        return axis.rect(
            main: s.headerStart, mainLength: s.headerLength, cross: s.supplementaryCrossStart,
            crossLength: s.supplementaryCrossLength)
    }

    /// The natural frame of a section's footer.
    public func footerFrame(section: Int) -> Rect {
        let s = sections[section]
        return axis.rect(
            main: s.footerStart, mainLength: s.footerLength, cross: s.supplementaryCrossStart,
            crossLength: s.supplementaryCrossLength)
    }

    /// Index of the first section whose end lies after `y` (binary search), or `numberOfSections`.
    /// Sections of zero length are skipped over like any other that ends at or before `y`.
    public func firstSection(endingAfter y: Double, counters: inout LayoutCounters) -> Int {
        var probes = 0
        let section = sections.positions.firstSection(endingAfter: y, probes: &probes)
        counters.sectionsVisited += probes
        return section
    }
}
