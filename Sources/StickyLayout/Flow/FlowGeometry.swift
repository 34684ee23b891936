/// The base flow layout, prepared: what `UICollectionViewFlowLayout` computes in `prepare()`.
///
/// Holds one `SectionGeometry` per section and, for sections whose items differ in length, their
/// lengths and a flat table of line-block prefixes (`VariableLines`). Answers every natural-frame question ("what `super` returns") without storing
/// per-item frames: uniform sections use a closed form, variable ones a block prefix.
public struct FlowGeometry: Sendable {
    /// The metrics this geometry was built from.
    public let metrics: FlowMetrics
    /// Cross-axis length of the collection view (its width when vertical).
    public let crossLength: Double
    /// One entry per section, in order; `start` is non-decreasing.
    public let sections: [SectionGeometry]
    /// Scroll-axis end of each section, dense (8 bytes a section) so the binary search touches
    /// one cache line per probe instead of a whole `SectionGeometry`.
    public let sectionEnds: [Double]
    /// Item lengths of the variable sections (the data's own arrays, shared).
    public let variableLengths: [[Float]]
    /// Line-block prefixes of every variable section, one after another.
    public let lineBlockStarts: [Double]
    /// Layout warnings found while preparing (an item wider than its section, say).
    public let warnings: [Diagnostic]

    /// An empty geometry (before the first `prepare()`).
    public static let empty = FlowGeometry(
        metrics: FlowMetrics(), crossLength: 0, sections: [], variableLengths: [], lineBlockStarts: [],
        warnings: [])

    /// The scroll direction.
    public var axis: ScrollDirection { metrics.scrollDirection }

    /// Scroll-axis length of all sections.
    public var contentLength: Double { sections.last?.end ?? 0 }

    /// `collectionViewContentSize`.
    public var contentSize: Size {
        axis == .vertical
            ? Size(width: crossLength, height: contentLength)
            : Size(width: contentLength, height: crossLength)
    }

    /// Number of sections.
    public var numberOfSections: Int { sections.count }

    /// Number of items in `section` (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].itemCount : 0
    }

    init(
        metrics: FlowMetrics, crossLength: Double, sections: [SectionGeometry],
        variableLengths: [[Float]], lineBlockStarts: [Double], warnings: [Diagnostic]
    ) {
        self.metrics = metrics
        self.crossLength = crossLength
        self.sections = sections
        self.sectionEnds = sections.map(\.end)
        self.variableLengths = variableLengths
        self.lineBlockStarts = lineBlockStarts
        self.warnings = warnings
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
        let axis = metrics.scrollDirection
        var sections: [SectionGeometry] = []
        sections.reserveCapacity(specs.count)
        var lengthTables: [[Float]] = []
        var blocks: [Double] = []
        var warnings: [Diagnostic] = []
        var position = 0.0
        let itemCrossSetting = axis.cross(metrics.itemSize)
        let itemMain = axis.main(metrics.itemSize)
        for (index, spec) in specs.enumerated() {
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
            let lines = spec.itemCount == 0 ? 0 : (spec.itemCount + columns - 1) / columns
            var itemsLength = 0.0
            var variableIndex = -1
            let blockBase = blocks.count
            if let lengths = spec.itemLengths {
                itemsLength = VariableLines.appendBlockStarts(
                    lengths: lengths, columns: columns, lineSpacing: metrics.minimumLineSpacing, to: &blocks)
                variableIndex = lengthTables.count
                lengthTables.append(lengths)
                counters.itemFramesComputed += lengths.count
            } else if lines > 0 {
                itemsLength = Double(lines) * itemMain + Double(lines - 1) * metrics.minimumLineSpacing
            }
            let geometry = SectionGeometry(
                start: position,
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
            sections.append(geometry)
            position = geometry.end
        }
        counters.sectionsVisited += specs.count
        let built = FlowGeometry(
            metrics: metrics, crossLength: crossLength, sections: sections, variableLengths: lengthTables,
            lineBlockStarts: blocks,
            warnings: warnings)
        if eagerFrames { built.computeEveryFrame(counters: &counters) }
        return built
    }

    /// Computes every item frame once, as an eager flow layout's `prepare()` does (used to model a
    /// naive layout in benchmarks). Returns a checksum so the work cannot be optimised away.
    @discardableResult
    func computeEveryFrame(counters: inout LayoutCounters) -> Double {
        var checksum = 0.0
        for s in sections.indices {
            let count = sections[s].itemCount
            var item = 0
            while item < count {
                checksum += itemFrame(item: item, section: s).minY
                item += 1
            }
            if sections[s].variableIndex < 0 { counters.itemFramesComputed += count }
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
                let count = (s.lineCount + VariableLines.blockSize - 1) / VariableLines.blockSize
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
        var lo = 0
        var hi = sectionEnds.count
        sectionEnds.withUnsafeBufferPointer { ends in
            while lo < hi {
                let mid = (lo + hi) / 2
                counters.sectionsVisited += 1
                if ends[mid] > y { hi = mid } else { lo = mid + 1 }
            }
        }
        return lo
    }
}
