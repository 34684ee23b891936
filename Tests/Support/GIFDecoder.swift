/// A small GIF89a reader for the tests: the logical screen, the global colour table, the loop
/// extension, and each frame composited as a viewer shows it (its delay, its rectangle, the
/// transparent index, "leave in place" disposal). Written for checking `record --output FILE.gif`.
package struct DecodedGIF {
    package struct DecodeError: Error, CustomStringConvertible {
        package var description: String
    }

    /// One frame as shown: the whole picture as RGB, and how long it stays (hundredths of a second).
    package struct Frame {
        package var delay: Int
        package var x, y, width, height: Int
        package var pixels: [UInt32]
    }

    package var width = 0, height = 0
    package var loops = false
    package var colors: [UInt32] = []
    package var frames: [Frame] = []

    /// The colour of pixel (`x`, `y`) of frame `index` as 0xRRGGBB.
    package func pixel(frame index: Int, x: Int, y: Int) -> UInt32 { frames[index].pixels[y * width + x] }

    /// The picture after the last frame.
    package var final: [UInt32] = []

    /// Reads `bytes`; with `keepPixels` false the frames' pixels are not kept (a long 1920x1080 GIF
    /// would take hundreds of megabytes), only `final`.
    package init(_ bytes: [UInt8], keepPixels: Bool = true) throws {
        var at = 0
        func fail(_ what: String) -> DecodeError { DecodeError(description: "\(what) at byte \(at)") }
        func byte() throws -> Int {
            guard at < bytes.count else { throw fail("unexpected end") }
            defer { at += 1 }
            return Int(bytes[at])
        }
        func word() throws -> Int { let low = try byte(); return low | (try byte()) << 8 }
        func subBlocks() throws -> [UInt8] {
            var out: [UInt8] = []
            while true {
                let n = try byte()
                if n == 0 { return out }
                guard at + n <= bytes.count else { throw fail("sub-block past the end") }
                out += bytes[at..<at + n]
                at += n
            }
        }
        guard bytes.count > 13, String(decoding: bytes[0..<6], as: UTF8.self) == "GIF89a" else { throw fail("not GIF89a") }
        at = 6
        width = try word()
        height = try word()
        let flags = try byte()
        let background = try byte()
        _ = try byte()
        func table(_ count: Int) throws -> [UInt32] {
            try (0..<count).map { _ in UInt32(try byte()) << 16 | UInt32(try byte()) << 8 | UInt32(try byte()) }
        }
        if flags & 0x80 != 0 { colors = try table(1 << ((flags & 7) + 1)) }
        var canvas = [UInt32](repeating: colors.indices.contains(background) ? colors[background] : 0, count: width * height)
        var delay = 0
        var transparent: Int?
        while true {
            switch try byte() {
            case 0x21:
                let label = try byte()
                let data = try subBlocks()
                if label == 0xF9, data.count >= 4 {
                    delay = Int(data[1]) | Int(data[2]) << 8
                    transparent = data[0] & 1 != 0 ? Int(data[3]) : nil
                } else if label == 0xFF, data.count >= 14, String(decoding: data[0..<11], as: UTF8.self) == "NETSCAPE2.0" {
                    loops = true
                }
            case 0x2C:
                let x = try word(), y = try word(), w = try word(), h = try word()
                let imageFlags = try byte()
                guard imageFlags & 0x40 == 0 else { throw fail("interlaced images are not read") }
                let local = imageFlags & 0x80 != 0 ? try table(1 << ((imageFlags & 7) + 1)) : colors
                let minimum = try byte()
                let indices = try Self.lzw(try subBlocks(), minimumCodeSize: minimum, count: w * h)
                guard x + w <= width, y + h <= height else { throw fail("frame outside the screen") }
                for row in 0..<h {
                    for col in 0..<w {
                        let index = Int(indices[row * w + col])
                        if index == transparent { continue }
                        guard index < local.count else { throw fail("index \(index) outside the colour table") }
                        canvas[(y + row) * width + x + col] = local[index]
                    }
                }
                frames.append(Frame(delay: delay, x: x, y: y, width: w, height: h, pixels: keepPixels ? canvas : []))
                delay = 0
                transparent = nil
            case 0x3B:
                final = canvas
                return
            default:
                throw fail("unknown block")
            }
        }
    }

    /// GIF's LZW decoded into exactly `count` indices.
    static func lzw(_ data: [UInt8], minimumCodeSize m: Int, count: Int) throws -> [UInt8] {
        let clear = 1 << m, end = clear + 1
        var codeSize = m + 1, next = end + 1
        var prefix = [Int](repeating: -1, count: 4096), suffix = [UInt8](repeating: 0, count: 4096)
        var lengths = [Int](repeating: 1, count: 4096)
        for i in 0..<clear { suffix[i] = UInt8(i) }
        var out: [UInt8] = []
        out.reserveCapacity(count)
        var bitPosition = 0
        var previous: Int?
        func string(_ code: Int) -> [UInt8] {
            var s = [UInt8](repeating: 0, count: lengths[code])
            var c = code, i = lengths[code] - 1
            while i >= 0 { s[i] = suffix[c]; c = prefix[c]; i -= 1 }
            return s
        }
        while bitPosition + codeSize <= data.count * 8 {
            var code = 0
            for b in 0..<codeSize where data[(bitPosition + b) / 8] & (1 << ((bitPosition + b) % 8)) != 0 { code |= 1 << b }
            bitPosition += codeSize
            if code == clear { codeSize = m + 1; next = end + 1; previous = nil; continue }
            if code == end { break }
            guard let p = previous else {
                guard code < clear else { throw DecodeError(description: "first code \(code) after a clear is not a pixel") }
                out.append(UInt8(code)); previous = code; continue
            }
            let entry: [UInt8]
            if code < next {
                entry = string(code)
            } else if code == next {
                let s = string(p); entry = s + [s[0]]
            } else {
                throw DecodeError(description: "code \(code) past the table (\(next))")
            }
            out += entry
            if next < 4096 {
                prefix[next] = p; suffix[next] = entry[0]; lengths[next] = lengths[p] + 1
                next += 1
                if next == 1 << codeSize, codeSize < 12 { codeSize += 1 }
            }
            previous = code
        }
        guard out.count >= count else { throw DecodeError(description: "\(out.count) pixels decoded, \(count) expected") }
        return Array(out.prefix(count))
    }
}
