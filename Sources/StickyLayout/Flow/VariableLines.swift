/// Line positions for sections whose items have different lengths.
///
/// A section keeps the caller's `[Float]` of item lengths (shared, not copied: 4 bytes an item) and
/// one `Double` prefix per block of `blockSize` lines, stored for all sections in one flat array
/// (0.25 bytes an item in one column, and no allocation per section). A line's length is the
/// longest item on it; its start is its block's prefix plus at most 31 line lengths.
enum VariableLines {
    /// Lines per stored prefix.
    static let blockSize = 32

    /// Number of stored prefixes for a section of `lines` lines.
    static func blockCount(lines: Int) -> Int { (lines + blockSize - 1) / blockSize }

    /// Number of lines for `count` items in `columns` columns.
    static func lineCount(items count: Int, columns: Int) -> Int { (count + columns - 1) / columns }

    /// Appends the section's block prefixes to `blocks`; returns the length of all its lines and
    /// the spacing between them.
    static func appendBlockStarts(
        lengths: [Float], columns: Int, lineSpacing: Double, to blocks: inout [Double]
    ) -> Double {
        let lines = lineCount(items: lengths.count, columns: columns)
        var position = 0.0
        lengths.withUnsafeBufferPointer { buffer in
            for line in 0..<lines {
                if line % blockSize == 0 { blocks.append(position) }
                position += lineLength(line, in: buffer, columns: columns)
                if line + 1 < lines { position += lineSpacing }
            }
        }
        return position
    }

    /// The length of `line` (its longest item).
    @inline(__always)
    static func lineLength(_ line: Int, in lengths: UnsafeBufferPointer<Float>, columns: Int) -> Double {
        let first = line * columns
        let last = min(first + columns, lengths.count)
        var longest: Float = 0
        var i = first
        while i < last {
            if lengths[i] > longest { longest = lengths[i] }
            i += 1
        }
        return Double(longest)
    }

    /// The offset of `line` from the section's first line.
    static func lineStart(
        _ line: Int, lengths: UnsafeBufferPointer<Float>, blocks: UnsafeBufferPointer<Double>,
        columns: Int, lineSpacing: Double
    ) -> Double {
        let block = line / blockSize
        var position = blocks[block]
        var l = block * blockSize
        while l < line {
            position += lineLength(l, in: lengths, columns: columns) + lineSpacing
            l += 1
        }
        return position
    }

    /// The first line whose end lies after `offset` (an offset from the first line), or `lineCount`.
    /// - Complexity: O(log(lines / 32) + 32 · columns).
    static func firstLine(
        endingAfter offset: Double, lengths: UnsafeBufferPointer<Float>, blocks: UnsafeBufferPointer<Double>,
        columns: Int, lineSpacing: Double, lineCount: Int
    ) -> Int {
        if lineCount == 0 { return 0 }
        // Last block whose start is <= offset.
        var lo = 0
        var hi = blocks.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if blocks[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        var line = lo * blockSize
        var position = blocks[lo]
        while line < lineCount {
            let length = lineLength(line, in: lengths, columns: columns)
            if position + length > offset { return line }
            position += length + lineSpacing
            line += 1
        }
        return lineCount
    }
}
