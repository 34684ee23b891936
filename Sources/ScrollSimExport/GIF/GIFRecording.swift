import ScrollSimKit

/// What a GIF is drawn at: the slide's size in pixels and the font.
package struct GIFOptions: Sendable, Equatable {
    /// The picture's size in pixels; the terminal's cells are fitted into it (a cell twice as tall
    /// as wide, as in the SVG) and centred on the terminal's background.
    package var width = 1920
    package var height = 1080
    /// A TrueType/OpenType file; nil for the system's monospaced font (fontconfig on Linux, the
    /// system font folder on macOS).
    package var fontFile: String?

    package init(width: Int = 1920, height: Int = 1080, fontFile: String? = nil) {
        (self.width, self.height, self.fontFile) = (width, height, fontFile)
    }
}

/// A recording as an animated GIF89a that slide programs play: the frames of the SVG's timeline
/// (each changed frame at its time, in hundredths of a second; the last held as the SVG holds it),
/// looping forever. Each frame after the first is only the rectangle that changed, its unchanged
/// pixels transparent over the frame before, so a scroll costs the rows it moved.
final class GIFRecording: RecordingSink {
    private let rows: Int
    private let width: Int, height: Int
    private let x0: Int, y0: Int
    private let colors: GIFColors
    private let painter: GIFRowPainter
    private let encoder: LZWEncoder
    private let write: ([UInt8]) throws -> Void
    /// The picture shown so far, and the changed rows' pixels before the change.
    private var canvas: [UInt8]
    private var before: [UInt8]
    private var last: Frame?
    /// The frame waiting for its delay (known when the next change comes), and when it starts.
    private var pending: (x: Int, y: Int, width: Int, height: Int, transparent: Bool, data: [UInt8])?
    private var pendingStart = 0
    private var lastChange = 0.0
    /// How many frames the file holds.
    private(set) var framesWritten = 0

    init(size: TerminalSize, title: String, palette: Palette, options: GIFOptions, write: @escaping ([UInt8]) throws -> Void) throws {
        rows = size.rows
        width = options.width
        height = options.height
        let cellWidth = min(width / size.columns, height / size.rows / 2)
        guard cellWidth >= 3 else {
            throw RecordingError("a \(width)x\(height) GIF is too small for \(size.columns)x\(size.rows) cells; give at least \(size.columns * 3)x\(size.rows * 6) pixels")
        }
        let cellHeight = cellWidth * 2
        x0 = (width - size.columns * cellWidth) / 2
        y0 = (height - size.rows * cellHeight) / 2
        colors = GIFColors(palette: palette)
        let atlas = try GlyphAtlas(fontFile: try FontSystem.fontFile(chosen: options.fontFile), cellWidth: cellWidth, cellHeight: cellHeight)
        painter = GIFRowPainter(colors: colors, atlas: atlas, columns: size.columns)
        encoder = LZWEncoder(minimumCodeSize: max(2, colors.bits))
        canvas = Array(repeating: colors.background, count: width * height)
        before = canvas
        self.write = write
        try write(GIFFile.start(width: width, height: height, colors: colors))
    }

    func frame(_ frame: Frame, at time: Double) throws {
        guard frame != last else { return }
        let previous = last
        last = frame
        let changed = (0..<min(rows, frame.size.rows)).filter { previous == nil || frame.runs(row: $0) != previous!.runs(row: $0) }
        guard let firstRow = changed.first, let lastRow = changed.last else { return }
        let top = y0 + firstRow * painter.metrics.height, bottom = y0 + (lastRow + 1) * painter.metrics.height
        before.withUnsafeMutableBufferPointer { b in
            canvas.withUnsafeBufferPointer { c in
                (b.baseAddress! + top * width).update(from: c.baseAddress! + top * width, count: (bottom - top) * width)
            }
        }
        canvas.withUnsafeMutableBufferPointer { c in
            for row in changed {
                painter.paint(frame.runs(row: row), into: c.baseAddress!, stride: width, x0: x0, y0: y0 + row * painter.metrics.height)
            }
        }
        if previous == nil {
            try flush(until: 0)
            pending = (0, 0, width, height, false, encode(x: 0, y: 0, width: width, height: height, transparent: false))
            pendingStart = 0
            lastChange = time
            return
        }
        guard let box = changedBox(top: top, bottom: bottom) else { return }
        let start = max(Int((time * 100).rounded()), pendingStart + 2)
        try flush(until: start)
        pending = (box.x, box.y, box.width, box.height, true,
                   encode(x: box.x, y: box.y, width: box.width, height: box.height, transparent: true))
        pendingStart = start
        lastChange = time
    }

    func finish(duration: Double) throws {
        let end = lastChange < duration ? duration : lastChange + SVGRecording.endHold
        try flush(until: max(Int((end * 100).rounded()), pendingStart + 2))
        try write(GIFFile.trailer)
    }

    /// Writes the pending frame, shown until `end` (hundredths of a second).
    private func flush(until end: Int) throws {
        guard let p = pending else { return }
        pending = nil
        try write(GIFFile.frame(x: p.x, y: p.y, width: p.width, height: p.height, delay: end - pendingStart,
                                transparent: p.transparent ? GIFColors.transparent : nil, data: p.data))
        framesWritten += 1
    }

    /// The smallest rectangle of pixel rows `top..<bottom` whose pixels changed; nil when none did.
    private func changedBox(top: Int, bottom: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        var minX = width, maxX = -1, minY = bottom, maxY = -1
        canvas.withUnsafeBufferPointer { c in
            before.withUnsafeBufferPointer { b in
                for y in top..<bottom {
                    let line = y * width
                    var x = 0
                    while x < width, c[line + x] == b[line + x] { x += 1 }
                    guard x < width else { continue }
                    var right = width - 1
                    while c[line + right] == b[line + right] { right -= 1 }
                    minX = min(minX, x); maxX = max(maxX, right)
                    minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// The LZW data of the canvas's rectangle; with `transparent`, pixels equal to the ones before
    /// are the transparent index.
    private func encode(x: Int, y: Int, width w: Int, height h: Int, transparent: Bool) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: w * h)
        canvas.withUnsafeBufferPointer { c in
            before.withUnsafeBufferPointer { b in
                for row in 0..<h {
                    let from = (y + row) * width + x, to = row * w
                    for col in 0..<w {
                        let value = c[from + col]
                        pixels[to + col] = transparent && value == b[from + col] ? GIFColors.transparent : value
                    }
                }
            }
        }
        var out: [UInt8] = []
        pixels.withUnsafeBufferPointer { encoder.encode($0, into: &out) }
        return out
    }
}
