import Foundation
@testable import ScrollSimExport
@testable import ScrollSimKit
import TestSupport
import Testing

/// `record --output FILE.gif`, read back by the tests' own GIF decoder (`DecodedGIF`): the
/// frames are the SVG's timeline, the delays its times, and the pixels the cells' colours.
@Suite struct GIFExportTests {
    static let pixels = GIFOptions(width: 600, height: 400)

    static func record(_ text: String = PlaybackTests.script, options: GIFOptions = pixels) throws -> (gif: DecodedGIF, bytes: Int, timeline: RecordedFrames, frames: Int) {
        let script = try DemoScript.parse(text, path: "t.demo")
        let timeline = try RecordedFrames(script: script, loadScenario: PlaybackTests.load)
        var bytes: [UInt8] = []
        let result = try DemoRecorder.stream(
            script, size: timeline.size, title: "t", format: .gif, gif: options, loadScenario: PlaybackTests.load,
            write: { _ in Issue.record("a GIF writes no text") }, writeBytes: { bytes += $0 })
        return (try DecodedGIF(bytes), bytes.count, timeline, result.frames)
    }

    /// A role's background as 0xRRGGBB, as the palette says (reverse swaps).
    static func background(_ role: StyleRole) -> UInt32 {
        let look = Palette.color.look(role)
        let hex = look.reverse ? look.foreground?.hex ?? Palette.defaultForeground : look.background?.hex ?? Palette.defaultBackground
        return UInt32(hex.dropFirst(), radix: 16)!
    }

    @Test("record .gif: one looping GIF89a frame per change of the SVG's timeline, each delay the time to the next change")
    func framesAndDelays() throws {
        let (gif, _, timeline, frames) = try Self.record()
        let changes = ExportTests.changeTimes(timeline)
        #expect(gif.width == 600 && gif.height == 400)
        #expect(gif.loops, "NETSCAPE2.0 loop extension")
        #expect(gif.frames.count == changes.count, "one frame a change")
        #expect(frames == gif.frames.count, "the count record prints is the count the file holds")
        var start = 0
        for (k, frame) in gif.frames.enumerated() {
            #expect(start == Int((changes[k] * 100).rounded()), "frame \(k) starts at \(start) cs, the timeline says \(changes[k]) s")
            #expect(frame.delay >= 2, "frame \(k): a delay under 2 cs is played as 10 cs by browsers")
            start += frame.delay
        }
        // The last frame holds to the script's end, or one second past its change (as the SVG loops).
        let end = changes.last! < timeline.duration ? timeline.duration : changes.last! + SVGRecording.endHold
        #expect(start == Int((end * 100).rounded()))
        // Later frames are only the rows that changed: the caption band and status line stay put.
        #expect(gif.frames.dropFirst().contains { $0.height < gif.height }, "no frame is a sub-rectangle")
    }

    @Test("record .gif: every cell's pixels are its colours: blanks the background, lines and letters drawn over it")
    func cellsHaveTheirColours() throws {
        let (gif, _, timeline, _) = try Self.record()
        let cellWidth = 10, cellHeight = 20  // 600x400 for 60x20 cells
        var shown = 0
        var last: Frame?
        var checked = (blank: 0, line: 0, letter: 0)
        for demoFrame in timeline.frames where demoFrame.frame != last {
            last = demoFrame.frame
            let frame = demoFrame.frame
            for row in 0..<frame.size.rows {
                for column in 0..<frame.size.columns {
                    let cell = frame[column, row]
                    guard cell.width == 1 else { continue }
                    let x = column * cellWidth, y = row * cellHeight
                    let background = Self.background(cell.role)
                    let centre = gif.pixel(frame: shown, x: x + cellWidth / 2, y: y + cellHeight / 2)
                    switch cell.character {
                    case " ":
                        #expect(centre == background, "frame \(shown) cell \(column),\(row): blank is \(String(centre, radix: 16))")
                        checked.blank += 1
                    case "─", "│", "┼":
                        #expect(centre != background, "frame \(shown) cell \(column),\(row): \(cell.character) not drawn")
                        checked.line += 1
                    case "A"..."Z", "a"..."z":
                        let inked = (0..<cellHeight).contains { dy in
                            (0..<cellWidth).contains { dx in gif.pixel(frame: shown, x: x + dx, y: y + dy) != background }
                        }
                        #expect(inked, "frame \(shown) cell \(column),\(row): letter \(cell.character) has no ink")
                        checked.letter += 1
                    default: break
                    }
                }
            }
            shown += 1
        }
        #expect(checked.blank > 1000 && checked.line > 100 && checked.letter > 100, "\(checked)")
    }

    @Test("record .gif: a font file FreeType cannot open is one sentence naming --font")
    func badFont() throws {
        #expect {
            _ = try Self.record(options: GIFOptions(width: 600, height: 400, fontFile: "/nonexistent/font.ttf"))
        } throws: { error in
            "\(error)".hasPrefix("--font /nonexistent/font.ttf: FreeType cannot open it") && !"\(error)".contains("\n")
        }
    }

    @Test("record .gif: a picture too small for the cells is refused with the smallest size that fits")
    func tooSmall() throws {
        #expect {
            _ = try Self.record(options: GIFOptions(width: 160, height: 90))
        } throws: { error in
            "\(error)".contains("give at least 180x120 pixels")
        }
    }
}
