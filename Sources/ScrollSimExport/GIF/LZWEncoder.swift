/// GIF's variable-length LZW (GIF89a, appendix F): codes of 3 to 12 bits packed from the least
/// significant bit, in sub-blocks of at most 255 bytes. One encoder is reused for every frame, so
/// its code table is allocated once.
final class LZWEncoder {
    /// Bits of a pixel index (2 … 8): the palette holds `1 << minimumCodeSize` entries.
    let minimumCodeSize: Int
    /// `next[code << minimumCodeSize | pixel]`: the code of `code`'s string followed by `pixel`, 0 if none.
    private let next: UnsafeMutablePointer<UInt16>
    private let tableSize: Int
    /// The entries of `next` set since the last clear, to reset only those.
    private var used: [Int] = []

    init(minimumCodeSize: Int) {
        self.minimumCodeSize = minimumCodeSize
        tableSize = 4096 << minimumCodeSize
        next = .allocate(capacity: tableSize)
        next.initialize(repeating: 0, count: tableSize)
        used.reserveCapacity(4096)
    }

    deinit { next.deallocate() }

    /// Appends the image data of `pixels` to `out`: the minimum code size byte, the sub-blocks, the
    /// block terminator.
    func encode(_ pixels: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        let m = minimumCodeSize
        let clear = 1 << m, end = clear + 1
        var bits = BitPacker(out: out)
        out = []
        bits.out.append(UInt8(m))
        var codeSize = m + 1
        var nextCode = end + 1
        bits.put(clear, size: codeSize)
        guard var prefix = pixels.first.map(Int.init) else {
            bits.put(end, size: codeSize)
            out = bits.finish()
            return
        }
        for i in 1..<pixels.count {
            let pixel = Int(pixels[i])
            let key = prefix << m | pixel
            let known = Int(next[key])
            if known != 0 { prefix = known; continue }
            bits.put(prefix, size: codeSize)
            if nextCode < 4096 {
                if nextCode == 1 << codeSize { codeSize += 1 }
                next[key] = UInt16(nextCode)
                used.append(key)
                nextCode += 1
            } else {
                bits.put(clear, size: codeSize)
                for k in used { next[k] = 0 }
                used.removeAll(keepingCapacity: true)
                codeSize = m + 1
                nextCode = end + 1
            }
            prefix = pixel
        }
        bits.put(prefix, size: codeSize)
        bits.put(end, size: codeSize)
        for k in used { next[k] = 0 }
        used.removeAll(keepingCapacity: true)
        out = bits.finish()
    }
}

/// Packs codes least significant bit first into GIF sub-blocks (a length byte, then up to 255 bytes).
private struct BitPacker {
    var out: [UInt8]
    private var accumulator: UInt64 = 0
    private var count = 0
    private var block: [UInt8] = []

    init(out: [UInt8]) {
        self.out = out
        block.reserveCapacity(255)
    }

    mutating func put(_ code: Int, size: Int) {
        accumulator |= UInt64(code) << UInt64(count)
        count += size
        while count >= 8 {
            byte(UInt8(truncatingIfNeeded: accumulator))
            accumulator >>= 8
            count -= 8
        }
    }

    private mutating func byte(_ value: UInt8) {
        block.append(value)
        if block.count == 255 { flushBlock() }
    }

    private mutating func flushBlock() {
        guard !block.isEmpty else { return }
        out.append(UInt8(block.count))
        out += block
        block.removeAll(keepingCapacity: true)
    }

    /// The bytes with the last partial byte, the last sub-block and the terminator (0).
    mutating func finish() -> [UInt8] {
        if count > 0 { byte(UInt8(truncatingIfNeeded: accumulator)); accumulator = 0; count = 0 }
        flushBlock()
        out.append(0)
        return out
    }
}
