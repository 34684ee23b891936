import ArgumentParser
import ScrollSimExport
import ScrollSimKit
import StickyLayout

/// `layout --viewport WxH`: a viewport in points, two whole numbers from 1 to 10000.
enum ViewportArgument {
    /// Parses `text`, or throws what is allowed (ArgumentParser prints it after the option's name).
    static func parse(_ text: String) throws -> Size {
        guard let size = StepArguments.size(text) else {
            throw ArgumentValueError(description: "use WIDTHxHEIGHT with whole numbers from 1 to 10000, e.g. 80x24")
        }
        return size
    }
}

/// `--size`/`--terminal COLUMNSxROWS`: a terminal size (render, record, layout --keys).
enum TerminalSizeArgument {
    static func parse(_ text: String) throws -> TerminalSize {
        guard let size = TerminalSize(parsing: text) else {
            throw ArgumentValueError(description: "use COLUMNSxROWS with whole numbers from 1 to \(TerminalSize.maximumSide), e.g. 80x24")
        }
        return size
    }
}

/// `record --size COLUMNSxROWS`: a terminal size a demo can be drawn at (at least 20x6).
enum DemoSizeArgument {
    static func parse(_ text: String) throws -> TerminalSize {
        guard let size = TerminalSize(parsing: text) ?? TerminalSize(slideRatio: text), size.fitsDemo else {
            throw ArgumentValueError(description: "use COLUMNSxROWS from 20x6 to \(TerminalSize.maximumSide)x\(TerminalSize.maximumSide), e.g. 80x24, or a slide's ratio W:H, e.g. 16:9")
        }
        return size
    }
}

/// `record --pixels WxH`: a GIF's size in pixels.
enum GIFPixelsArgument {
    static func parse(_ text: String) throws -> GIFOptions {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (160...7680).contains(width), (90...4320).contains(height) else {
            throw ArgumentValueError(description: "use WIDTHxHEIGHT in pixels from 160x90 to 7680x4320, e.g. 1920x1080 or 1280x720")
        }
        return GIFOptions(width: width, height: height)
    }
}
