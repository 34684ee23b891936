@testable import ScrollSimKit
import TestSupport
import Testing

/// The script reader's fast paths (bytes for line breaks, bytes for ASCII lines) must read every
/// script exactly as the character-by-character reading does.
@Suite("Demo script reading: fast paths")
struct DemoLexerTests {
    @Test("ASCII lines: the byte lexer gives the character lexer's words and errors (seeded random lines)")
    func asciiLexerMatches() throws {
        var random = CheckRandom(seed: 14)
        let pieces = ["caption", "scroll", " ", "  ", "\t", "\r", "\"", "\\", "#", "a", "12", "x y", "\\\"", "at"]
        for _ in 0..<4000 {
            let line = (0..<Int.random(in: 0...10, using: &random)).map { _ in random.uniformPick(pieces) }.joined()
            let fast = Result { try DemoLexer.asciiWords(line, path: "t.demo", line: 3) }
            let slow = Result { try DemoLexer.characterWords(line, path: "t.demo", line: 3) }
            switch (fast, slow) {
            case (.success(let a), .success(let b)): #expect(a == b, "\(line.debugDescription)")
            case (.failure(let a), .failure(let b)): #expect("\(a)" == "\(b)", "\(line.debugDescription)")
            default: Issue.record("one lexer failed, the other did not: \(line.debugDescription)")
            }
        }
    }

    @Test("Lines split on bytes at LF and CRLF as the characters split (lone CR, combining marks, blank lines)")
    func byteLinesMatchCharacterLines() {
        var random = CheckRandom(seed: 41)
        let pieces = ["\n", "\r\n", "\r", "\n\r", "a", "é", "e\u{301}", "\r\u{301}", "\n\u{301}", "🇫🇷", " ", "\""]
        for _ in 0..<4000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in random.uniformPick(pieces) }.joined()
            let fast = DemoScript.lines(of: text).map { String(decoding: $0, as: UTF8.self) }
            let slow = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
            #expect(fast == slow, "\(text.debugDescription)")
        }
    }
}
