/// Graphemes of more than one scalar (a letter with combining marks, a flag, an emoji sequence),
/// numbered once for the whole process so a `Cell` can stay plain data.
///
/// Holds at most `capacity` graphemes of at most `maximumBytes` UTF-8 bytes each (about 4 MB);
/// past either bound a grapheme is shown as U+FFFD, so hostile labels cannot grow memory.
package final class GraphemeTable: @unchecked Sendable {
    /// The one table of the process.
    package static let shared = GraphemeTable()
    /// The bit that marks a cell's code as a table number (scalar values stay below it).
    static let tag: UInt32 = 0x8000_0000
    /// The most graphemes kept.
    package static let capacity = 65_536
    /// The longest grapheme kept, in UTF-8 bytes.
    package static let maximumBytes = 64

    private let lock = Lock()
    private var graphemes: [Character] = ["\u{FFFD}"]
    private var numbers: [[UInt8]: UInt32] = [:]

    private init() {}

    /// The number of `grapheme`, adding it when new (0, U+FFFD, when it cannot be kept).
    func number(of grapheme: Character) -> UInt32 {
        let bytes = Array(grapheme.utf8)
        if bytes.count > Self.maximumBytes { return 0 }
        return lock.withLock {
            if let number = numbers[bytes] { return number }
            guard graphemes.count < Self.capacity else { return 0 }
            let number = UInt32(graphemes.count)
            graphemes.append(grapheme)
            numbers[bytes] = number
            return number
        }
    }

    /// The grapheme numbered `number` (U+FFFD for a number never given).
    func grapheme(numbered number: UInt32) -> Character {
        lock.withLock { Int(number) < graphemes.count ? graphemes[Int(number)] : "\u{FFFD}" }
    }
}
