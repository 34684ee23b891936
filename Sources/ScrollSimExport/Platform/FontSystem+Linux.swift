#if os(Linux)
import CFreeType
import Glibc

extension FontSystem {
    /// Debian's and most distributions' soname of FreeType 2.
    static let libraryPaths = ["libfreetype.so.6", "libfreetype.so"]

    static let installHint = "install it with `apt-get install libfreetype6 fonts-dejavu-core` (Debian, Ubuntu) or `brew install freetype` (macOS)"

    static let searched = "fontconfig's match for `monospace`, then DejaVu Sans Mono's usual paths"

    /// Fontconfig's match for "monospace" (libfontconfig opened with dlopen), else DejaVu Sans Mono
    /// where Debian and Fedora put it.
    static func defaultMonospaceFont() -> String? {
        var out = [CChar](repeating: 0, count: 4096)
        if cft_fontconfig_match("libfontconfig.so.1", "monospace", &out, Int32(out.count)) == 0 {
            let path = String(decoding: out.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if access(path, R_OK) == 0 { return path }
        }
        return ["/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", "/usr/share/fonts/dejavu-sans-mono-fonts/DejaVuSansMono.ttf",
                "/usr/share/fonts/TTF/DejaVuSansMono.ttf"].first { access($0, R_OK) == 0 }
    }
}
#endif
