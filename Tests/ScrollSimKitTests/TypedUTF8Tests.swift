import ScrollSimKit
import Testing

/// Typed bytes to characters: nothing invalid is waited on (issue 23: a lone 0xF1 swallowed the
/// next ~142 bytes, `q` included).
@Suite("Typed UTF-8")
struct TypedUTF8Tests {
    static func decode(_ bytes: [UInt8], runsDry: Bool = false) -> String {
        var typed = TypedUTF8()
        var out = ""
        for b in bytes { if let s = typed.take(b) { out.unicodeScalars.append(s) } }
        if runsDry { typed.dropIncomplete() }
        return out
    }

    @Test("valid sequences of one to four bytes")
    func valid() {
        #expect(Self.decode(Array("qé€😀".utf8)) == "qé€😀")
    }

    @Test("a lone lead byte is dropped by the next byte that cannot continue it; that byte is read")
    func loneLead() {
        #expect(Self.decode([0xF1, UInt8(ascii: "q")]) == "q")
        #expect(Self.decode([0xE2, 0x82, UInt8(ascii: "j"), UInt8(ascii: "q")]) == "jq")
        #expect(Self.decode([0xC3, 0xF1, 0xC3, 0xA9]) == "é")
    }

    @Test("stray continuations, bytes no sequence starts with, overlongs and surrogates give nothing")
    func invalid() {
        #expect(Self.decode([0x80, 0xBF, 0xC0, 0xC1, 0xF5, 0xFF, UInt8(ascii: "k")]) == "k")
        #expect(Self.decode([0xE0, 0x80, 0xAF]).isEmpty)  // overlong "/"
        #expect(Self.decode([0xED, 0xA0, 0x80]).isEmpty)  // U+D800
        #expect(Self.decode([0xF4, 0x90, 0x80, 0x80]).isEmpty)  // past U+10FFFF
    }

    @Test("a sequence cut off when the input runs dry is dropped; the next byte starts afresh")
    func truncated() {
        var typed = TypedUTF8()
        #expect(typed.take(0xF0) == nil && typed.take(0x9F) == nil && typed.isIncomplete)
        typed.dropIncomplete()
        #expect(!typed.isIncomplete)
        #expect(typed.take(0x80) == nil)  // no longer part of a sequence
        #expect(typed.take(UInt8(ascii: "q")) == "q")
    }
}
