import CFreeType
import ScrollSimKit

/// Where FreeType and a monospaced font come from on this system (one file per OS:
/// `FontSystem+Linux.swift`, `FontSystem+Darwin.swift`), and what to install when they are missing.
/// FreeType is opened with dlopen (CFreeType) only when a GIF is asked for, so the program builds
/// and runs where it is not installed.
enum FontSystem {
    /// The environment variable naming FreeType's library file when it is not where the system
    /// looks (a Homebrew in another prefix, a build of one's own); it replaces the usual names.
    static let libraryVariable = "SCROLLSIM_FREETYPE_LIBRARY"

    /// Loads FreeType; the error is a sentence naming the packages to install.
    static func loadFreeType() throws(RecordingError) {
        var error = [CChar](repeating: 0, count: 512)
        let chosen = CFunctions.environment(libraryVariable)
        let paths = chosen.map { [$0] } ?? libraryPaths
        let status = withCStrings(paths) { cft_load_library($0, Int32(paths.count), &error, Int32(error.count)) }
        guard status == 0 else {
            let reason = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let from = chosen.map { " from \(libraryVariable)=\($0)" } ?? ""
            throw RecordingError("FreeType could not be loaded\(from) (\(reason)); \(installHint)")
        }
    }

    /// The font file to draw with: `chosen` (from --font) or the system's monospaced font.
    static func fontFile(chosen: String?) throws(RecordingError) -> String {
        if let chosen { return chosen }
        guard let found = defaultMonospaceFont() else {
            throw RecordingError("no monospaced font was found (\(searched)); \(installHint), or choose a font file with --font FILE")
        }
        return found
    }
}

/// `strings` as a C array of C strings for the length of `body`.
func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    var pointers: [UnsafePointer<CChar>?] = []
    func nest(_ index: Int) -> R {
        guard index < strings.count else { return pointers.withUnsafeBufferPointer { body($0.baseAddress!) } }
        return strings[index].withCString { pointer in
            pointers.append(pointer)
            return nest(index + 1)
        }
    }
    return nest(0)
}
