import Foundation
import Testing

/// Keeps the known Linux-only (and Darwin-only) traps out of the package's code, on the machine at
/// hand: it cannot prove that the Darwin branches compile, only that nothing outside them assumes
/// one system.
///
/// The platform layer (README, Architecture) is, in `Sources/`: the C files (`.c`, `.h`), every
/// file in a folder named `Platform`, and every file named `…+Linux.swift` or `…+Darwin.swift`. The rules, for every `.swift`, `.c` and `.h` file in `Sources/` and `Tests/`
/// (comments aside):
/// - outside the layer in `Sources/`, no `import Glibc` or `import Darwin` at all;
/// - anywhere, `import Glibc` only in a `+Linux.swift` file or under a Linux condition
///   (`#if canImport(Glibc)`, `#if os(Linux)`), `import Darwin` only under a Darwin one;
/// - anywhere, a Linux-only name (`/proc/`, `stty -F`, `/dev/full`, `C.UTF-8`, `SIGPOLL`, `SIGPWR`,
///   `SIGSTKFLT`, inotify, `st_mtim`, `<pty.h>`, a hard-coded `0x80` spawn flag) only in a
///   `+Linux.swift` file or under a Linux condition (or, in C, under `#ifdef` of that name), and a
///   Darwin-only name (kqueue, `O_EVTONLY`, `st_mtimespec`, libproc, `<util.h>`) only under a Darwin one.
@Suite struct PortabilityGuardTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theSourcesAndTestsKeepEachSystemsNamesBehindItsGuard() throws {
        var problems: [String] = []
        var scanned = 0
        for folder in ["Sources", "Tests"] {
            let base = Self.root.appendingPathComponent(folder)
            let files = try #require(FileManager.default.subpathsOfDirectory(atPath: base.path) as [String]?)
            for relative in files.sorted() where [".swift", ".c", ".h"].contains(where: relative.hasSuffix) {
                let path = folder + "/" + relative
                if path == "Tests/ScrollSimKitTests/PortabilityGuardTests.swift" { continue }  // names the traps
                let text = try String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8)
                problems += PortabilityGuard.problems(in: text, path: path)
                scanned += 1
            }
        }
        #expect(scanned > 100, "only \(scanned) files found under \(Self.root.path)")
        #expect(problems.isEmpty, "\(["", problems.joined(separator: "\n")].joined(separator: "\n"))")
    }

    /// The guard itself, on made-up files: it refuses what it should and lets the guarded forms pass.
    @Test func theGuardRefusesUnguardedUsesAndAcceptsGuardedOnes() {
        let pair = "#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif\n"
        let kit = "Sources/ScrollSimKit/Frame/Frame.swift"
        #expect(PortabilityGuard.problems(in: "import Glibc\n", path: kit).count == 1)
        #expect(PortabilityGuard.problems(in: pair, path: kit).count == 2, "outside the layer even a guarded import is refused")
        #expect(PortabilityGuard.problems(in: pair, path: "Sources/ScrollSimKit/Platform/FileSystem.swift").isEmpty)
        #expect(PortabilityGuard.problems(in: "import Glibc\n", path: "Sources/ScrollSimKit/Platform/FileSystem.swift").count == 1)
        #expect(PortabilityGuard.problems(in: "import Glibc\n", path: "Sources/X/Platform/Watch+Linux.swift").isEmpty)
        #expect(PortabilityGuard.problems(in: "import Darwin\n", path: "Sources/X/Platform/Watch+Linux.swift").count == 1)
        #expect(PortabilityGuard.problems(in: pair, path: "Tests/EndToEndTests/Helper.swift").isEmpty)
        #expect(PortabilityGuard.problems(in: "import Foundation\nlet s = FileManager.default\n", path: "Tests/A/B.swift").isEmpty)

        let test = "Tests/EndToEndTests/Some.swift"
        for trap in [#"let s = try String(contentsOfFile: "/proc/self/status")"#, #"run(["stty", "-F", tty])"#,
                     #"let env = ["LANG": "C.UTF-8"]"#, #"shell("x > /dev/full")"#, "kill(pid, SIGPWR)",
                     "let setsid: Int16 = 0x80 // POSIX_SPAWN_SETSID", "let fd = kqueue()"] {
            #expect(PortabilityGuard.problems(in: trap + "\n", path: test).count == 1, "\(trap)")
        }
        #expect(PortabilityGuard.problems(in: "#if os(Linux)\nlet l = \"C.UTF-8\"\n#else\nlet l = \"en_US.UTF-8\"\n#endif\n", path: test).isEmpty)
        #expect(PortabilityGuard.problems(in: "#if os(macOS)\nlet l = 1\n#else\nlet l = \"C.UTF-8\"\n#endif\n", path: test).isEmpty)
        #expect(PortabilityGuard.problems(in: "#if os(Linux)\nlet l = 1\n#else\nlet l = \"C.UTF-8\"\n#endif\n", path: test).count == 1)
        #expect(PortabilityGuard.problems(in: "// reads /proc/self/statm on Linux\n/* SIGPOLL */\n", path: test).isEmpty)
        #expect(PortabilityGuard.problems(in: "#ifdef SIGPOLL\n    SIGPOLL,\n#endif\n", path: "Sources/CSignals/csignals.c").isEmpty)
        #expect(PortabilityGuard.problems(in: "    SIGPOLL,\n", path: "Sources/CSignals/csignals.c").count == 1)
    }
}

/// The scanner behind `PortabilityGuardTests`.
enum PortabilityGuard {
    /// Names only Linux has, with what to do instead.
    static let linuxOnly: [(pattern: String, symbol: String?, fix: String)] = [
        (#"/proc/"#, nil, "read it through the platform layer (a +Linux/+Darwin file)"),
        (#"stty"?,? *"?-F\b"#, nil, "use `stty rows R cols C < TTY` (both systems act on standard input)"),
        (#"/dev/full"#, nil, "guard the test with #if os(Linux): macOS has no /dev/full"),
        (#"C\.UTF-8"#, nil, "take the locale from one per-OS place (en_US.UTF-8 on macOS)"),
        (#"\bSIGPOLL\b"#, "SIGPOLL", "guard it (#ifdef SIGPOLL): Darwin's 7 is SIGEMT"),
        (#"\bSIGPWR\b"#, "SIGPWR", "guard it (#ifdef SIGPWR): Darwin has none"),
        (#"\bSIGSTKFLT\b"#, "SIGSTKFLT", "guard it: Darwin has none"),
        (#"\binotify_"#, nil, "inotify is Linux's: keep it in a +Linux.swift file"),
        (#"\bst_mtim\b"#, nil, "Darwin calls it st_mtimespec: keep it behind #if"),
        (#"<pty\.h>"#, nil, "Darwin declares openpty in <util.h>"),
        (#"(?i)(spawn|setsid).*\b0x80\b|\b0x80\b.*(?i)(spawn|setsid)"#, nil,
         "POSIX_SPAWN_SETSID is 0x0400 on Darwin, where 0x80 starts the child suspended"),
    ]

    /// Names only Darwin has.
    static let darwinOnly: [(pattern: String, symbol: String?, fix: String)] = [
        (#"\bkqueue\s*\("#, nil, "kqueue is Darwin's: keep it in a +Darwin.swift file"),
        (#"\bO_EVTONLY\b"#, nil, "Darwin only"),
        (#"\bst_mtimespec\b"#, nil, "Linux calls it st_mtim: keep it behind #if"),
        (#"\bproc_pid(info|_rusage)\b|\bproc_listchildpids\b|<libproc\.h>|\b_NSGetExecutablePath\b"#, nil, "Darwin only"),
        (#"<util\.h>"#, nil, "Linux declares openpty in <pty.h>"),
    ]

    static let linuxConditions = ["os(Linux)", "canImport(Glibc)", "__linux__"]
    static let darwinConditions = ["os(macOS)", "canImport(Darwin)", "__APPLE__", "os(iOS)"]

    /// True when `path` is in the platform layer.
    static func isPlatformLayer(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard parts.first == "Sources" else { return false }
        return path.hasSuffix(".c") || path.hasSuffix(".h") || parts.dropLast().contains("Platform")
            || path.hasSuffix("+Linux.swift") || path.hasSuffix("+Darwin.swift")
    }

    /// One line per problem: `path:line: what; the fix`.
    static func problems(in text: String, path: String) -> [String] {
        let linuxFile = path.hasSuffix("+Linux.swift"), darwinFile = path.hasSuffix("+Darwin.swift")
        let inLayer = isPlatformLayer(path)
        var problems: [String] = []
        // The conditions in force: for each open #if, the conditions seen so far and whether the
        // current branch is an #else (the negation of all of them).
        var stack: [(conditions: [String], isElse: Bool)] = []
        var inBlockComment = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            code(of: String($0), inBlockComment: &inBlockComment)
        }
        // A trap that matches one line also matches the lines joined (no pattern has ^ or $, and a
        // line's edge and a newline are both non-word), so only the traps found in the whole file
        // are looked for line by line.
        let joined = lines.joined(separator: "\n")
        let linuxTraps = zip(linuxOnly, linuxOnly.map { try! NSRegularExpression(pattern: $0.pattern) }).filter { matches(joined, $0.1) }
        let darwinTraps = zip(darwinOnly, darwinOnly.map { try! NSRegularExpression(pattern: $0.pattern) }).filter { matches(joined, $0.1) }
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let directive = directive(trimmed) {
                switch directive.keyword {
                case "if", "ifdef", "ifndef": stack.append(([directive.condition], false))
                case "elseif", "elif": if !stack.isEmpty { stack[stack.count - 1].conditions.append(directive.condition) }
                case "else": if !stack.isEmpty { stack[stack.count - 1].isElse = true }
                case "endif": _ = stack.popLast()
                default: break
                }
                continue
            }
            func guarded(_ positive: [String], _ negative: [String], symbol: String?) -> Bool {
                stack.contains { frame in
                    if frame.isElse { return frame.conditions.contains { c in negative.contains { affirms(c, $0) } } }
                    let current = frame.conditions.last ?? ""
                    return (positive + (symbol.map { [$0] } ?? [])).contains { affirms(current, $0) }
                }
            }
            let linuxGuarded = { (symbol: String?) in linuxFile || guarded(linuxConditions, darwinConditions, symbol: symbol) }
            let darwinGuarded = { (symbol: String?) in darwinFile || guarded(darwinConditions, linuxConditions, symbol: symbol) }
            let at = "\(path):\(index + 1):"
            if let module = importedSystemModule(trimmed) {
                if !inLayer && path.hasPrefix("Sources/") {
                    problems.append("\(at) `import \(module)` outside the platform layer; call the layer instead (a Platform/ folder or a +Linux/+Darwin file)")
                } else if module == "Glibc" ? !linuxGuarded(nil) : !darwinGuarded(nil) {
                    problems.append("\(at) `import \(module)` without an OS guard; use #if canImport(\(module))")
                }
                continue
            }
            for (trap, regex) in linuxTraps where matches(line, regex) && !linuxGuarded(trap.symbol) {
                problems.append("\(at) Linux only (\(trap.pattern)) without an OS guard; \(trap.fix)")
            }
            for (trap, regex) in darwinTraps where matches(line, regex) && !darwinGuarded(trap.symbol) {
                problems.append("\(at) Darwin only (\(trap.pattern)) without an OS guard; \(trap.fix)")
            }
        }
        return problems
    }

    /// True when `condition` holds only where `name` does (it names it, not negated).
    static func affirms(_ condition: String, _ name: String) -> Bool {
        let compact = condition.filter { $0 != " " }
        return compact.contains(name) && !compact.contains("!" + name) && !compact.hasPrefix("!")
    }

    /// The line without comments (`//` to the end, outside a string; `/* … */`, also across lines).
    static func code(of line: String, inBlockComment: inout Bool) -> String {
        if !inBlockComment && !line.contains("/") { return line }  // nothing to take out
        var result = ""
        var quotes = 0
        var characters = Array(line)[...]
        while let c = characters.first {
            if inBlockComment {
                if c == "*" && characters.dropFirst().first == "/" { inBlockComment = false; characters = characters.dropFirst(2) }
                else { characters = characters.dropFirst() }
                continue
            }
            if c == "\"" { quotes += 1 }
            if quotes % 2 == 0 && c == "/" && characters.dropFirst().first == "/" { break }
            if quotes % 2 == 0 && c == "/" && characters.dropFirst().first == "*" {
                inBlockComment = true
                characters = characters.dropFirst(2)
                continue
            }
            result.append(c)
            characters = characters.dropFirst()
        }
        return result
    }

    /// `#if cond`, `#ifdef X`, `#elseif cond`, `#else`, `#endif` (Swift or C).
    static func directive(_ line: String) -> (keyword: String, condition: String)? {
        guard line.hasPrefix("#") else { return nil }
        let body = line.dropFirst().drop { $0 == " " }
        let keyword = String(body.prefix { $0.isLetter })
        guard ["if", "ifdef", "ifndef", "elseif", "elif", "else", "endif"].contains(keyword) else { return nil }
        let condition = String(body.dropFirst(keyword.count))
        return (keyword, keyword == "ifndef" ? "!" + condition.filter { $0 != " " } : condition)
    }

    /// `Glibc` or `Darwin` when the line imports one.
    static func importedSystemModule(_ line: String) -> String? {
        let words = line.split(separator: " ")
        guard let position = words.firstIndex(of: "import"), position + 1 < words.count,
              words[..<position].allSatisfy({ $0.hasPrefix("@") }) else { return nil }
        let module = String(words[position + 1].prefix { $0.isLetter })
        return module == "Glibc" || module == "Darwin" ? module : nil
    }

    static func matches(_ line: String, _ regex: NSRegularExpression) -> Bool {
        regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
    }
}
