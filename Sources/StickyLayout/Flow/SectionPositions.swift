/// Scroll-axis positions of the sections as block prefixes, so that changing one section's length
/// moves every later section in O(blockSize + S / blockSize) instead of O(S).
///
/// Sections are grouped in blocks of `blockSize`. `local[i]` is the end of section `i` measured from
/// the start of its block; `blockStarts[b]` is where block `b` starts. A section's end is one add;
/// the sums are made in the same order by a full build and by an update, so both give the same bits.
struct SectionPositions: Sendable, Hashable {
    static let blockShift = 8
    static let blockSize = 1 << blockShift

    private(set) var local: [Double] = []
    private(set) var blockStarts: [Double] = []

    var count: Int { local.count }

    /// End of section `i`.
    @inline(__always)
    func end(_ i: Int) -> Double { blockStarts[i >> Self.blockShift] + local[i] }

    /// Start of section `i`.
    @inline(__always)
    func start(_ i: Int) -> Double {
        let block = i >> Self.blockShift
        return i & (Self.blockSize - 1) == 0 ? blockStarts[block] : blockStarts[block] + local[i - 1]
    }

    /// Scroll-axis end of the last section.
    var contentLength: Double { local.isEmpty ? 0 : end(local.count - 1) }

    /// Recomputes positions for `count` sections given each one's length, from section `first` on:
    /// the local prefixes of `first`'s block (through `lastChanged`'s block when `sameCount`; to the end
    /// otherwise), then every later block start.
    /// - Complexity: O(blockSize · changed blocks + S / blockSize) when the count is unchanged.
    mutating func recompute(count: Int, from first: Int, through lastChanged: Int, length: (Int) -> Double) {
        let sameCount = count == local.count
        if local.count > count { local.removeLast(local.count - count) }
        if local.count < count { local.append(contentsOf: repeatElement(0, count: count - local.count)) }
        let blocks = (count + Self.blockSize - 1) >> Self.blockShift
        if blockStarts.count > blocks { blockStarts.removeLast(blockStarts.count - blocks) }
        if blockStarts.count < blocks { blockStarts.append(contentsOf: repeatElement(0, count: blocks - blockStarts.count)) }
        guard count > 0, first < count else { return }
        let last = sameCount ? min(max(lastChanged, first), count - 1) : count - 1
        let lastBlock = last >> Self.blockShift
        let end = min(count, (lastBlock + 1) << Self.blockShift)
        local.withUnsafeMutableBufferPointer { local in
            var i = first
            var position = i & (Self.blockSize - 1) == 0 ? 0 : local[i - 1]
            while i < end {
                if i & (Self.blockSize - 1) == 0 { position = 0 }
                position += length(i)
                local[i] = position
                i += 1
            }
        }
        var block = max(1, first >> Self.blockShift + 1)
        if first >> Self.blockShift == 0 { blockStarts[0] = 0 }
        while block < blocks {
            blockStarts[block] = blockStarts[block - 1] + local[(block << Self.blockShift) - 1]
            block += 1
        }
    }

    /// Index of the first section whose end lies after `y`, or `count`.
    func firstSection(endingAfter y: Double, probes: inout Int) -> Int {
        if local.isEmpty { return 0 }
        // Last block starting at or before y: every earlier block ends at or before y, and (unless it
        // is the last block) this one ends after y, so the answer is in it.
        var lo = 0
        var hi = blockStarts.count - 1
        blockStarts.withUnsafeBufferPointer { starts in
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                probes += 1
                if starts[mid] <= y { lo = mid } else { hi = mid - 1 }
            }
        }
        let base = blockStarts[lo]
        var first = lo << Self.blockShift
        var last = min(local.count, (lo + 1) << Self.blockShift)
        local.withUnsafeBufferPointer { local in
            while first < last {
                let mid = (first + last) / 2
                probes += 1
                if base + local[mid] > y { last = mid } else { first = mid + 1 }
            }
        }
        return first
    }
}
