/// The prepared sections, in order: each section's shape with its `start` filled in from the
/// block prefixes (`SectionPositions`). Reads like an array of `SectionGeometry`.
public struct SectionTable: RandomAccessCollection, Sendable {
    /// Each section's geometry with `start` = 0.
    var shapes: [SectionGeometry]
    /// Where each section starts and ends.
    var positions: SectionPositions

    init(shapes: [SectionGeometry], positions: SectionPositions) {
        self.shapes = shapes
        self.positions = positions
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { shapes.count }

    /// Section `i`, positioned.
    @inline(__always)
    public subscript(i: Int) -> SectionGeometry {
        var s = shapes[i]
        s.start = positions.start(i)
        return s
    }

    /// Scroll-axis end of section `i`.
    @inline(__always)
    public func end(_ i: Int) -> Double { positions.end(i) }
}

extension SectionTable {
    /// Heap bytes of the section table's buffers (for the memory benchmark).
    package var heapBytes: Int { shapes.heapBytes + positions.local.heapBytes + positions.blockStarts.heapBytes }
}

extension Array {
    /// Heap bytes of the array's buffer (for the memory benchmark): a 32-byte header plus
    /// capacity × stride, 0 when it has none.
    package var heapBytes: Int { capacity == 0 ? 0 : 32 + capacity * MemoryLayout<Element>.stride }
}
