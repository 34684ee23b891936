import ScrollSimKit
import Testing

@Suite struct SanitizerTests {
    let sanitizer = LabelSanitizer()

    @Test func removesCSISequencesWhole() {
        #expect(sanitizer.sanitize("\u{1B}[31mred\u{1B}[0m") == "red")
        #expect(sanitizer.sanitize("a\u{1B}[2J\u{1B}[1;1Hb") == "ab")
        #expect(sanitizer.sanitize("x\u{9B}31my") == "xy")  // 8-bit CSI
    }

    @Test func removesOSCAndDCSStrings() {
        #expect(sanitizer.sanitize("\u{1B}]0;evil title\u{07}ok") == "ok")
        #expect(sanitizer.sanitize("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\") == "link")
        #expect(sanitizer.sanitize("a\u{1B}Pq#0;2;0;0;0\u{1B}\\b") == "ab")
    }

    @Test func removesTwoAndThreeByteEscapes() {
        #expect(sanitizer.sanitize("a\u{1B}cb") == "ab")  // RIS (reset)
        #expect(sanitizer.sanitize("a\u{1B}(0b") == "ab")  // select line-drawing charset
    }

    @Test func controlsBecomeSpacesOrVanish() {
        #expect(sanitizer.sanitize("a\tb\nc\rd") == "a b c d")
        #expect(sanitizer.sanitize("a\u{07}\u{08}\u{7F}\u{85}b") == "ab")
        #expect(sanitizer.sanitize("\u{202E}evil") == "evil")  // right-to-left override
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
