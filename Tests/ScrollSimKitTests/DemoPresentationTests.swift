@testable import ScrollSimKit
import StickyLayout
import Testing

/// The presentation commands of a demo script (issue 26): parsing, and the frames they make,
/// drawn in memory.
@Suite("Demo presentation mode")
struct DemoPresentationTests {
    static func parse(_ text: String) throws -> DemoScript { try DemoScript.parse(text, path: "t.demo") }
    static func step(_ line: String) throws -> DemoStep { try parse(line).steps[0].step }
    static func error(_ text: String) -> String {
        do { _ = try parse(text); return "" } catch { return "\(error)" }
    }
    static func timeline(_ text: String, projector: Bool = false) throws -> RecordedFrames {
        try RecordedFrames(script: try parse(text), projector: projector, loadScenario: PlaybackTests.load)
    }

    @Test("title, wait, chrome, caption-position, toggle projector and slide sizes parse; bad ones say the fix")
    func parsing() throws {
        #expect(try Self.step(#"title "Sticky headers" "how UIKit pins them""#) == .title(["Sticky headers", "how UIKit pins them"]))
        #expect(try Self.step("wait") == .wait)
        #expect(try Self.step("chrome off") == .toggle(.chrome, false))
        #expect(try Self.step("toggle projector on") == .toggle(.projector, true))
        #expect(try Self.step("caption-position top") == .captionPosition(.top))
        #expect(try Self.step("size 16:9") == .size(columns: 96, rows: 27))
        #expect(try Self.step("size 4:3") == .size(columns: 72, rows: 27))
        #expect(try Self.step("size 16:10") == .size(columns: 86, rows: 27))
        #expect(Self.error("wait 3").hasPrefix("t.demo:1: `wait` takes no argument"))
        #expect(Self.error("title").contains("write `title"))
        #expect(Self.error("chrome dim") == "t.demo:1: `dim` must be on or off")
        #expect(Self.error("caption-position middle") == "t.demo:1: `middle` must be top or bottom")
        #expect(Self.error("size 0:9").contains("or a slide's ratio W:H, e.g. 16:9"))
        #expect(Self.error("toggle sparkles on").contains("ghost, inspector, help, bounce, projector, chrome"))
    }

    @Test("expect lines parse into claims; a bad one lists the forms")
    func claims() throws {
        #expect(try Self.step("expect header Shirts pinned") == .expect(.element(.header, section: "Shirts", state: .pinned, pane: nil), once: false))
        #expect(try Self.step("expect footer 2 pushed once in uikit") == .expect(.element(.footer, section: "2", state: .pushed, pane: .uikit), once: true))
        #expect(try Self.step("expect offset bottom") == .expect(.offset(.bottom), once: false))
        #expect(try Self.step("expect items 0 6") == .expect(.items(section: "0", count: 6), once: false))
        #expect(try Self.step("expect animating once") == .expect(.animating, once: true))
        #expect(Self.error("expect header Shirts floating").contains("states: pinned, pushed"))
        #expect(Self.error("expect header Shirts pinned in nowhere").contains("unknown strategy `nowhere`"))
    }

    @Test("A claim that the picture contradicts is reported with its line, the frame and what is there instead")
    func claimCheckFails() throws {
        let script = try Self.parse("""
            scenario g1
            size 60x20
            strategy uikit
            caption "The first header stays at its natural place"
            expect header 0 natural
            scroll 4 at 4
            caption "It is pushed"
            expect header 0 pushed once
            pause 0.1
            """)
        let failures = try DemoClaimCheck.failures(script, loadScenario: PlaybackTests.load).map(\.description)
        #expect(failures.count == 2, "\(failures)")
        #expect(failures.first?.hasPrefix("t.demo:5: caption \"The first header stays at its natural place\" claims header 0 natural, but at frame 3 (0.3 s) header 0 is pinned") == true, "\(failures)")
        #expect(failures.last == "t.demo:8: caption \"It is pushed\" claims header 0 pushed once, but it is true at none of its 2 frames; at frame 7 (1.0 s) header 0 is pinned, reinserted, shown, top in uikit (offset 4)", "\(failures)")
    }

    @Test("A title card shows the title centred on an empty screen until the view comes back")
    func titleCard() throws {
        let t = try Self.timeline("""
            title "Sticky headers" "a talk"
            size 60x20
            pause 1
            scenario g1
            """)
        let card = t.frames[0].frame
        let row = try #require(card.lines.firstIndex { $0.contains("Sticky headers") })
        #expect(card.lines[row].trimmingCharacters(in: .whitespaces).hasPrefix("│"), "\(card.text)")
        #expect(card.text.contains("a talk"))
        #expect(!card.text.contains("diag"))
        #expect(t.frames.last?.frame.text.contains("diag") == true, "the scenario's view comes after the card")
    }

    @Test("wait holds 2 s in a recording and marks its frame; play holds there until space")
    func waitStep() throws {
        let text = """
            scenario g1
            size 60x20
            wait
            scroll 2 at 4
            """
        let t = try Self.timeline(text)
        #expect(t.frames.map(\.waits) == [false, true, false, false])
        #expect(t.frames.map(\.time) == [0, 0, 2.25, 2.5])
        var stream = DemoStream(script: try Self.parse(text), loadScenario: PlaybackTests.load)
        var playback = DemoPlayback(startedAt: 0)
        _ = try playback.advance(to: 10, in: &stream)
        #expect(playback.index == 1 && playback.isWaiting)
        #expect(try playback.secondsUntil(next: stream.time(at: playback.index + 1), at: 10) == nil)
        _ = try playback.handle(.character(" "), at: 20, in: &stream)
        #expect(!playback.isWaiting && !playback.isPaused)
        _ = try playback.advance(to: 20.3, in: &stream)
        #expect(playback.index == 2, "the frames after the hold play from the key on")
    }

    @Test("chrome off: no status or hint line, the view takes their rows; captions go to the bottom row")
    func chromeOff() throws {
        let t = try Self.timeline("""
            scenario g1
            size 60x20
            chrome off
            caption "No chrome"
            pause 0.1
            """)
        let frame = try #require(t.frames.last).frame
        #expect(!frame.text.contains("diag") && !frame.text.contains("? help"), "\(frame.text)")
        #expect(frame.lines[19].contains("▶ No chrome"), "\(frame.text)")
    }

    @Test("caption-position top puts the band at the top; a pinned header there sends it to the bottom edge, not below the header")
    func captionTop() throws {
        func captionRow(_ scroll: Int) throws -> (Int, Frame) {
            let t = try Self.timeline("""
                scenario g1
                size 60x20
                strategy uikit
                caption-position top
                scroll \(scroll) at 4
                caption "At the top"
                pause 0.1
                """)
            let frame = try #require(t.frames.last).frame
            return (try #require(frame.lines.firstIndex { $0.contains("▶ At the top") }), frame)
        }
        let (pulled, pulledFrame) = try captionRow(-3)
        #expect(pulled == 0, "nothing pinned at the top while pulled down:\n\(pulledFrame.text)")
        let (row, frame) = try captionRow(3)
        #expect(row == 17, "\(frame.text)")
        #expect(!frame.lines[0].contains("At the top"), "the pinned header keeps row 0:\n\(frame.text)")
    }

    @Test("A recording's bottom line names what is shown, not the live view's keys")
    func demoHintLine() throws {
        let frame = try #require(try Self.timeline("scenario g1\nsize 60x20\nstrategy uikit").frames.last).frame
        #expect(frame.lines[19].contains("· uikit") && !frame.lines[19].contains("? help"), "\(frame.lines[19])")
    }

    @Test("--projector, toggle projector and T in play (flips) all draw the projector theme")
    func projector() throws {
        let text = "scenario g1\nsize 60x20\nstrategy uikit\nscroll 3 at 4"
        func hasProjectorRoles(_ frame: Frame) -> Bool { frame.cells.contains { $0.role == .pinnedElement } }
        #expect(!hasProjectorRoles(try #require(try Self.timeline(text).frames.last).frame))
        #expect(hasProjectorRoles(try #require(try Self.timeline(text, projector: true).frames.last).frame))
        #expect(hasProjectorRoles(try #require(try Self.timeline(text + "\ntoggle projector on").frames.last).frame))
        var stream = DemoStream(script: try Self.parse(text), loadScenario: PlaybackTests.load)
        var playback = DemoPlayback(startedAt: 0)
        #expect(try playback.handle(.character("T"), at: 0, in: &stream))
        #expect(playback.flips == [.projector])
        stream.setFlips(playback.flips)
        #expect(hasProjectorRoles(try #require(try stream.frame(at: 3)).frame))
        stream.setFlips([])
        #expect(!hasProjectorRoles(try #require(try stream.frame(at: 3)).frame), "the script's own state is untouched")
    }

    @Test("Played in a smaller terminal, the caption is drawn again above the player line and the crop note fits")
    func cropKeepsTheCaption() throws {
        let t = try Self.timeline("""
            scenario g1
            size 80x24
            caption "Evadne pins the header"
            pause 0.1
            """)
        let shown = try #require(t.frames.last)
        let terminal = TerminalSize(columns: 50, rows: 12)
        var (frame, note) = PlayerFit.fit(shown, into: terminal)
        let position = PlayerLine.Position(index: 1, count: 2, time: 0, duration: 0.1)
        PlayerLine.draw(on: &frame, position: position, paused: true, atEnd: false, speed: 1, note: note)
        let backend = MemoryBackend(size: terminal)
        backend.draw(frame)
        backend.flush()
        let screen = backend.screen.lines
        #expect(screen[9].contains("▶ Evadne pins the header"), "\(backend.screen.text)")
        #expect(screen[10] == " · script 80x24, terminal 50x12: cropped".padding(toLength: 50, withPad: " ", startingAt: 0), "\(screen[10])")
        #expect(screen[11].hasPrefix(" ❚❚ paused"))
    }
}

/// Frames without chrome scroll their last row too: drawn one after another through the
/// frame delta (the memory backend applies its scrolls and spans), the screen is each frame.
@Suite("Chrome-off frames through the frame delta")
struct ChromeOffDeltaTests {
    @Test func everyFrameArrivesWhole() throws {
        let t = try DemoPresentationTests.timeline("""
            scenario contacts
            size 60x16
            strategy uikit
            chrome off
            scroll 8 at 8
            scroll -8 at 8
            """)
        let backend = ScriptedBackend(size: t.size)
        for (index, frame) in t.frames.enumerated() {
            backend.draw(frame.frame)
            backend.flush()
            #expect(backend.screen == frame.frame, "frame \(index):\n\(backend.screen.text)\nexpected:\n\(frame.frame.text)")
        }
        #expect(backend.scrollsApplied > 0)
    }
}
