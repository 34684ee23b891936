import ScrollSimKit
import Testing

@Suite struct SanitizerTests {
    let sanitizer = LabelSanitizer()

    @Test(arguments: [
        ("\u{1B}[31mred\u{1B}[0m", "\\x1B[31mred\\x1B[0m"),
        ("a\u{1B}[2J\u{1B}[1;1Hb", "a\\x1B[2J\\x1B[1;1Hb"),
        ("x\u{9B}31my", "x\\u{9B}31my"),  // 8-bit CSI
        ("\u{1B}]0;evil title\u{07}ok", "\\x1B]0;evil title\\x07ok"),
        ("a\u{1B}cb", "a\\x1Bcb"),  // RIS (reset)
        ("a\tb\nc\rd", "a\\tb\\nc\\rd"),
        ("a\u{7F}\u{85}\u{00}b", "a\\x7F\\u{85}\\x00b"),
        ("\u{202E}evil", "\\u{202E}evil"),  // right-to-left override
    ])
    func showsControlsVisibly(_ input: String, _ shown: String) {
        #expect(sanitizer.sanitize(input) == shown)
        #expect(VisibleEscapes.escape(input) == shown)
        #expect(!shown.unicodeScalars.contains(where: VisibleEscapes.needsEscaping))
    }

    @Test func plainTextIsUnchanged() {
        #expect(VisibleEscapes.escape("Zoë 日本 e\u{301} ok") == "Zoë 日本 e\u{301} ok")
    }

    @Test func frameWritesEscapeControls() {
        var frame = Frame(size: TerminalSize(columns: 12, rows: 1))
        frame.write("a\u{1B}[2Jb", column: 0, row: 0, role: .plain)
        #expect(frame.lines[0] == "a\\x1B[2Jb   ")
    }

    @Test func hugeLabelIsCutBeforeEscaping() {
        let label = String(repeating: "\u{1B}", count: 1_000_000)
        #expect(sanitizer.sanitize(label).count == 200)
    }

    @Test func keepsWideAndCombinedCharacters() {
        #expect(sanitizer.sanitize("日本語") == "日本語")
        #expect(sanitizer.sanitize("e\u{301}") == "e\u{301}")
        #expect(sanitizer.sanitize("\u{301}x") == "x")  // a mark without a base
    }

    @Test func asciiOnlyReplacesOtherCharacters() {
        #expect(LabelSanitizer(asciiOnly: true).sanitize("Zoë 日本") == "Zo? ??")
    }

    @Test func measuresDisplayWidth() {
        #expect(DisplayWidth.of("日本") == 4)
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("한국") == 4)
        #expect(DisplayWidth.of("ｆｕｌｌ") == 8)
        #expect(DisplayWidth.of("😀") == 2)
    }

    @Test func truncatesByDisplayWidth() {
        #expect("日本語テキスト".truncated(toColumns: 7) == "日本語…")
        #expect("abcdef".truncated(toColumns: 4) == "abc…")
        #expect("abc".truncated(toColumns: 4) == "abc")
    }
}
