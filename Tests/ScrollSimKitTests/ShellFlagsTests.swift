import Foundation
import Testing

/// The shell lines the tests run (`sh -c`, lines typed into tmux panes) and CI's scripts run on
/// macOS too, whose tools are BSD's and whose `/bin/sh` is bash 3.2 in POSIX mode: they use no flag
/// only GNU's tools have. `stty -F` and the other Linux-only names are `PortabilityGuardTests`'.
@Suite struct ShellFlagsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// GNU-only uses, with the portable form.
    static let gnuOnly: [(pattern: String, fix: String)] = [
        (#"\bsed\b[^\n|;&]*\s-i(\s|$)"#, "BSD sed takes -i with a suffix: write -i.bak, or a temporary file and mv"),
        (#"\bsed\b[^\n|;&]*\s-r\b"#, "use sed -E"),
        (#"\bgrep\b[^\n|;&]*\s-[a-zA-Z]*P"#, "BSD grep has no -P: use -E"),
        (#"\bstat\s+(-[a-zA-Z]+\s+)*-c\b"#, "BSD stat formats with -f"),
        (#"\bdate\b[^\n|;&]*\s-d\s"#, "BSD date reads a date with -j -f"),
        (#"\bfind\b[^\n|;&]*\s-printf\b"#, "BSD find has no -printf"),
        (#"\bbase64\b[^\n|;&]*\s-w"#, "BSD base64 has no -w (it wraps with -b)"),
        (#"\bhead\s+-n\s*-[0-9]"#, "BSD head takes no negative count"),
        (#"\bdu\b[^\n|;&]*\s-[a-zA-Z]*b\b"#, "BSD du has no -b"),
        (#"\becho\s+-e\b"#, "macOS's sh prints -e literally: use printf"),
        (#"(^|[|;&`]\s*|\$\(\s*)(timeout|nproc|tac)(\s|\)|$)"#, "not on macOS (coreutils)"),
        (#"\b(cp|mv|rm|mkdir|ls|head|tail|cut|date|stat|du|readlink|ps|sort|uniq|wc)\s+(-[a-zA-Z0-9]+\s+)*--[a-z]"#,
         "long options are GNU's: use the short one both have"),
    ]

    /// One line per problem: `path:line: the use; the fix`. Comment lines (`//`, `#`, `*`) are skipped.
    static func problems(in text: String, path: String) -> [String] {
        let regexes = gnuOnly.map { try! NSRegularExpression(pattern: $0.pattern) }
        var problems: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("//") || trimmed.hasPrefix("#") || trimmed.hasPrefix("*") || trimmed.hasPrefix("/*") { continue }
            let text = String(line)
            for (rule, regex) in zip(gnuOnly, regexes)
            where regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil {
                problems.append("\(path):\(index + 1): \(trimmed); \(rule.fix)")
            }
        }
        return problems
    }

    @Test func testsAndCIScriptsUseNoGNUOnlyFlags() throws {
        var files = [".ci/run", ".ci/macos-headers"]
        let tests = Self.root.appendingPathComponent("Tests")
        let found = try #require(FileManager.default.subpathsOfDirectory(atPath: tests.path) as [String]?)
        files += found.filter { $0.hasSuffix(".swift") && !$0.hasSuffix("ShellFlagsTests.swift") }.sorted().map { "Tests/" + $0 }
        var problems: [String] = []
        for file in files {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            problems += Self.problems(in: text, path: file)
        }
        #expect(files.count > 100, "only \(files.count) files found under \(Self.root.path)")
        #expect(problems.isEmpty, "\(["", problems.joined(separator: "\n")].joined(separator: "\n"))")
    }

    /// The check itself, on made-up lines: it refuses each GNU-only use and lets the portable forms pass.
    @Test func theCheckRefusesGNUOnlyFlagsAndAcceptsPortableOnes() {
        let refused = [
            #"run(["sh", "-c", "sed -i 's/a/b/' f"])"#, "sed -r 's/(a)/b/' f", "grep -oP 'x' f", "stat -c %s f",
            "date -d yesterday", "find . -printf '%p'", "base64 -w0 f", "head -n -2 f", "du -sb f",
            #"try tmux.type("echo -e 'a\tb'")"#, "n=$(nproc)", "timeout 5 scrollsim", "ls --color=never",
            "cp --parents a b",
        ]
        for line in refused {
            #expect(Self.problems(in: line + "\n", path: "t").count == 1, "\(line)")
        }
        let accepted = [
            "sed -i.bak 's/a/b/' f", "sed -E 's/(a)/b/' f", "grep -E -A4 'x' f", "stat -f %z f", "printf 'a\\tb'",
            "head -40 f", "mktemp -d", "date +%s", "stty -a < tty", "swift test --skip-build --filter X",
            "// sed -i is GNU's", "# timeout 5 x",
        ]
        for line in accepted {
            #expect(Self.problems(in: line + "\n", path: "t").isEmpty, "\(line)")
        }
    }
}
