#if os(Linux)
/// What the bench reads from the system on Linux: /proc, and the curses library's flags.
enum BenchPlatform {
    /// This executable's path (/proc/self/exe).
    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// This process's resident set size in bytes (/proc/self/statm, second field, in pages).
    static func residentBytes() -> Int {
        guard let text = readTextFile("/proc/self/statm") else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Where `residentBytes` comes from, for the tables' notes.
    static let residentSource = "`/proc/self/statm`"

    /// The times process `pid` gave up the CPU to wait so far (/proc/PID/status); a process that
    /// sleeps until input adds none while idle.
    static func wakeUps(_ pid: pid_t) -> Int? {
        guard let text = readTextFile("/proc/\(pid)/status") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("voluntary_ctxt_switches:") {
            return Int(line.dropFirst("voluntary_ctxt_switches:".count).filter { $0 != " " && $0 != "\t" })
        }
        return nil
    }

    /// What `wakeUps` counts, for the tables' notes.
    static let wakeUpSource = "voluntary context switches of the process (/proc/PID/status)"

    /// The CPU's model name (/proc/cpuinfo).
    static func cpuModel() -> String {
        guard let text = readTextFile("/proc/cpuinfo") else { return "unknown CPU" }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return String(line[line.index(after: colon)...].drop(while: { $0 == " " || $0 == "\t" }))
            }
        }
        return "unknown CPU"
    }

    /// The C compiler's flags for a program using ncursesw (libncurses-dev puts it in the default paths).
    static func cursesCompilerFlags() -> [String] { ["-lncursesw"] }

    /// A UTF-8 locale every Linux system has.
    static let utf8Locale = "C.UTF-8"
}
#endif
