#if canImport(Glibc)
import Glibc
#endif

/// How much of `link/live-step.order` a `scrollsim` binary holds: the linker places the symbols
/// the file names together, and skips the ones a build lacks, so a file left behind by code
/// changes makes keys slower without failing anything. The latency section prints this line.
struct LinkOrderCheck {
    /// The order file, relative to the package root.
    static let orderFile = "link/live-step.order"

    /// One line for the report: how many of the file's symbols `binary` defines, or why that was
    /// not counted.
    static func summary(binary: String, repositoryRoot: String) -> String {
        let path = repositoryRoot + "/" + orderFile
        guard let text = readTextFile(path) else { return "Link order: not checked (\(orderFile) is missing)." }
        let wanted = text.split(whereSeparator: \.isNewline)
        guard let nm = findInPath("nm") else { return "Link order: not checked (`nm` is not installed)." }
        guard let listing = runCapturingOutput(nm, ["--defined-only", "--format=just-symbols", binary]) else {
            return "Link order: not checked (`nm \(binary)` failed)."
        }
        let defined = Set(listing.split(whereSeparator: \.isNewline))
        let found = wanted.filter(defined.contains).count
        let advice = found * 10 < wanted.count * 9 ? " Fewer than 90 %: run link/update-order.sh." : ""
        return "Link order: scrollsim defines \(found) of the \(wanted.count) symbols \(orderFile) names "
            + "(the code a key runs, placed together by the linker).\(advice)"
    }
}
