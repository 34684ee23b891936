/// Typed bytes assembled into characters, one byte at a time: a valid UTF-8 sequence gives its
/// scalar; a byte that can neither start nor continue one is dropped at once, and the byte that
/// breaks a sequence is read afresh (so `q` after a lone lead byte is still `q`). A sequence left
/// incomplete when the input runs dry is dropped by `dropIncomplete()`.
package struct TypedUTF8: Hashable, Sendable {
    private var value: UInt32 = 0
    /// Continuation bytes still expected.
    private var remaining = 0
    /// Bytes in the sequence, lead included.
    private var length = 0

    package init() {}

    /// True while a sequence waits for its continuation bytes.
    package var isIncomplete: Bool { remaining > 0 }

    /// Takes `byte`; returns the scalar it completes, if any.
    package mutating func take(_ byte: UInt8) -> Unicode.Scalar? {
        if remaining > 0 {
            if byte & 0xC0 == 0x80 {
                value = value << 6 | UInt32(byte & 0x3F)
                remaining -= 1
                return remaining == 0 ? finish() : nil
            }
            remaining = 0  // broken sequence: dropped; this byte starts afresh
        }
        switch byte {
        case 0x00...0x7F:
            return Unicode.Scalar(byte)
        case 0xC2...0xDF:
            start(UInt32(byte & 0x1F), continuations: 1)
        case 0xE0...0xEF:
            start(UInt32(byte & 0x0F), continuations: 2)
        case 0xF0...0xF4:
            start(UInt32(byte & 0x07), continuations: 3)
        default:
            break  // a stray continuation byte, or one no UTF-8 sequence starts with
        }
        return nil
    }

    /// Forgets a sequence still waiting for bytes (the input has none queued).
    package mutating func dropIncomplete() { remaining = 0 }

    private mutating func start(_ bits: UInt32, continuations: Int) {
        value = bits
        remaining = continuations
        length = continuations + 1
    }

    /// The scalar of a complete sequence; nil for an overlong form, a surrogate or a value past U+10FFFF.
    private func finish() -> Unicode.Scalar? {
        let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= smallest else { return nil }
        return Unicode.Scalar(value)
    }
}
