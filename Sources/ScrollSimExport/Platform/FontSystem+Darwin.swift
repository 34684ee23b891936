#if canImport(Darwin)
import Darwin

extension FontSystem {
    /// Homebrew's FreeType on Apple silicon and on Intel, then the loader's own search.
    static let libraryPaths = ["/opt/homebrew/lib/libfreetype.6.dylib", "/usr/local/lib/libfreetype.6.dylib", "libfreetype.6.dylib"]

    static let installHint = "install it with `brew install freetype` (macOS) or `apt-get install libfreetype6 fonts-dejavu-core` (Debian, Ubuntu)"

    static let searched = "SF Mono and Menlo in /System/Library/Fonts, DejaVu Sans Mono in /Library/Fonts"

    /// The system font folder's monospaced fonts (macOS has no fontconfig): SF Mono, then Menlo
    /// (face 0 of Menlo.ttc is Menlo Regular), then DejaVu Sans Mono if installed.
    static func defaultMonospaceFont() -> String? {
        ["/System/Library/Fonts/SFNSMono.ttf", "/System/Library/Fonts/Menlo.ttc", "/Library/Fonts/DejaVuSansMono.ttf"]
            .first { access($0, R_OK) == 0 }
    }
}
#endif
