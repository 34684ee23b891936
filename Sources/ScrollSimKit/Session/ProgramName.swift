/// The name this command line was started under (`scrollsim`, or a team's own executable built with
/// `ScrollSim.main(registering:)`), for the commands a reproduction prints.
package enum ProgramName {
    /// The last path component of the program's first argument when it is a plain name made of
    /// letters, digits, `-`, `_` and `.`; `scrollsim` otherwise (and in tests).
    package static let current: String = plain(CommandLine.arguments.first ?? "")

    /// `path`'s last component if it is a plain program name, else `scrollsim`.
    static func plain(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        let allowed = name.unicodeScalars.allSatisfy { s in
            (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9") || s == "-" || s == "_" || s == "."
        }
        guard !name.isEmpty, allowed, !name.hasSuffix(".xctest"), name != "swiftpm-testing-helper" else { return "scrollsim" }
        return name
    }
}
