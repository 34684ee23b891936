/// Line positions for a section whose items have different lengths.
///
/// Keeps the caller's `[Float]` of item lengths (shared, not copied: 4 bytes an item) and one
/// `Double` prefix per block of `blockSize` lines (0.25 bytes an item in one column). A line's
/// length is the longest item on it; its start is the block prefix plus at most 31 line lengths.
public struct VariableLines: Hashable, Sendable {
    /// Lines per stored prefix.
    public static let blockSize = 32

    /// Item lengths along the scroll axis.
    public let lengths: [Float]
    /// Items per line.
    public let columns: Int
    /// Spacing between lines.
    public let lineSpacing: Double
    /// Offset of each block's first line from the section's first line.
    public private(set) var blockStarts: [Double]
    /// Number of lines.
    public let lineCount: Int
    /// Length of all lines and the spacing between them.
    public private(set) var totalLength: Double

    init(lengths: [Float], columns: Int, lineSpacing: Double) {
        self.lengths = lengths
        self.columns = max(1, columns)
        self.lineSpacing = lineSpacing
        let lines = (lengths.count + self.columns - 1) / self.columns
        self.lineCount = lines
        var starts: [Double] = []
        starts.reserveCapacity(lines / Self.blockSize + 1)
        var position = 0.0
        let columns = self.columns
        lengths.withUnsafeBufferPointer { buffer in
            for line in 0..<lines {
                if line % Self.blockSize == 0 { starts.append(position) }
                position += Self.lineLength(line, in: buffer, columns: columns)
                if line + 1 < lines { position += lineSpacing }
            }
        }
        self.blockStarts = starts
        self.totalLength = position
    }

    @inline(__always)
    static func lineLength(_ line: Int, in buffer: UnsafeBufferPointer<Float>, columns: Int) -> Double {
        let first = line * columns
        let last = min(first + columns, buffer.count)
        var longest: Float = 0
        var i = first
        while i < last {
            if buffer[i] > longest { longest = buffer[i] }
            i += 1
        }
        return Double(longest)
    }

    /// The length of `line` (its longest item).
    public func lineLength(_ line: Int) -> Double {
        lengths.withUnsafeBufferPointer { Self.lineLength(line, in: $0, columns: columns) }
    }

    /// The offset of `line` from the section's first line.
    public func lineStart(_ line: Int) -> Double {
        let block = line / Self.blockSize
        var position = blockStarts[block]
        var l = block * Self.blockSize
        lengths.withUnsafeBufferPointer { buffer in
            while l < line {
                position += Self.lineLength(l, in: buffer, columns: columns) + lineSpacing
                l += 1
            }
        }
        return position
    }

    /// The first line whose end lies after `offset` (an offset from the first line), or `lineCount`.
    /// - Complexity: O(log(lines / 32) + 32 · columns).
    public func firstLine(endingAfter offset: Double) -> Int {
        if lineCount == 0 { return 0 }
        // Last block whose start is <= offset.
        var lo = 0
        var hi = blockStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if blockStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        var line = lo * Self.blockSize
        var position = blockStarts[lo]
        return lengths.withUnsafeBufferPointer { buffer in
            while line < lineCount {
                let length = Self.lineLength(line, in: buffer, columns: columns)
                if position + length > offset { return line }
                position += length + lineSpacing
                line += 1
            }
            return lineCount
        }
    }
}
