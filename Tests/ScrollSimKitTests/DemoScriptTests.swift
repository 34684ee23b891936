import ScrollSimKit
import StickyLayout
import Testing

@Suite("Demo script parser")
struct DemoScriptTests {
    @Test("Parses every command, with comments, quotes and blank lines")
    func parsesEverything() throws {
        let text = """
            # push-off, step by step
            scenario contacts
            size 80x24

            strategy uikit   # the reference
            split uikit,evadne,css
            speed 8
            caption "Headers \\"pin\\" # not a comment"
            scroll 12
            scroll -3 at 2.5
            scrollto bottom
            scrollto 40
            pause 1.5
            toggle ghost on
            fault zindex off
            """
        let script = try DemoScript.parse(text, path: "t.demo")
        let steps = script.steps.map(\.step)
        #expect(steps == [
            .scenario("contacts"), .size(columns: 80, rows: 24), .strategy(.uikit),
            .split([.uikit, .evadne, .css]), .speed(8), .caption("Headers \"pin\" # not a comment"),
            .scroll(rows: 12, rowsPerSecond: nil), .scroll(rows: -3, rowsPerSecond: 2.5),
            .scrollTo(.bottom), .scrollTo(.offset(40)), .pause(seconds: 1.5),
            .toggle(.ghost, true), .fault(.zindex, false),
        ])
        #expect(script.steps.map(\.line) == [2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])
    }

    @Test("Malformed lines give one line naming the file, the line and the fix", arguments: [
        ("scenario a\nfly 3", 2, "unknown command `fly`"),
        ("strategy sticky", 1, "unknown strategy `sticky`; use one of plain, floating"),
        ("scroll ten", 1, "`ten` is not a row count; use a whole number from -10000000 to 10000000"),
        ("scroll 3 fast", 1, "write `scroll ROWS` or `scroll ROWS at SPEED`"),
        ("pause -1", 1, "expected a pause in seconds"),
        ("size 80by24", 1, "is not a size"),
        ("caption \"open", 1, "unterminated quote"),
        ("caption Price is #1 here", 1, "put the caption in double quotes to keep the `#`"),
        ("scenario g1\nCAPTION Über #1", 2, "put the caption in double quotes"),
        ("toggle ghost maybe", 1, "must be on or off"),
        ("fault gravity on", 1, "unknown fault `gravity`"),
        ("split uikit", 1, "split takes 2 to 4 strategies"),
        ("# nothing\n\n", 1, "the script has no steps"),
    ])
    func errors(text: String, line: Int, fragment: String) {
        // (A quoted caption keeps its `#`, and may be followed by a comment: `quotedCaptionKeepsHash`.)
        do {
            _ = try DemoScript.parse(text, path: "bad.demo")
            Issue.record("parsed a malformed script: \(text)")
        } catch let error as DemoScriptError {
            #expect(error.line == line)
            #expect(error.description.hasPrefix("bad.demo:\(line): "))
            #expect(error.description.contains(fragment), "\(error.description)")
            #expect(!error.description.contains("\n"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}

@Suite("Caption comments")
struct CaptionCommentTests {
    @Test("A quoted caption keeps its `#` and may be followed by a comment; a comment after other commands is fine")
    func quotedCaptionKeepsHash() throws {
        let script = try DemoScript.parse("scenario g1\ncaption \"Price is #1 here\"  # the claim\nscroll 3 # down", path: "t.demo")
        #expect(script.steps.contains { if case .caption("Price is #1 here") = $0.step { true } else { false } })
    }
}

@Suite("Asciicast writer")
struct AsciicastTests {
    @Test("Header and events are asciicast v2, escapes and control bytes quoted")
    func encodes() {
        let text = Asciicast.header(width: 80, height: 24, title: "push \"off\"")
            + Asciicast.event("\u{1B}[H┌─┐\n", at: 0) + Asciicast.event("x\u{7}", at: 1.25)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == #"{"version": 2, "width": 80, "height": 24, "title": "push \"off\"", "env": {"TERM": "xterm-256color", "SHELL": "/bin/sh"}}"#)
        #expect(lines[1] == #"[0.000000, "o", "\u001b[H┌─┐\n"]"#)
        #expect(lines[2] == #"[1.250000, "o", "x\u0007"]"#)
    }

    @Test("A recording's size and key history read back (run --replay)")
    func readsBack() {
        let text = Asciicast.header(width: 100, height: 30, title: "t") + Asciicast.event("x", at: 0)
            + Asciicast.event("5j", at: 1, kind: "i") + Asciicast.event("<Down>", at: 2, kind: "i")
        #expect(Asciicast.size(text) == TerminalSize(columns: 100, rows: 30))
        #expect(Asciicast.inputHistory(text) == "5j <Down>")
        #expect(Asciicast.size(#"{"version": 2, "width": 0, "height": 24}"#) == nil)
        #expect(Asciicast.size(#"{"version": 2, "width": 80.5, "height": 24}"#) == nil)
        #expect(Asciicast.size("[0.0, \"o\", \"x\"]") == nil)
    }
}
