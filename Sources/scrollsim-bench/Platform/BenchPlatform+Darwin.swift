#if canImport(Darwin)
/// What the bench reads from the system on Darwin: libproc and sysctl through `CPlatform`, and
/// Homebrew's ncurses. Written from Apple's headers without a Mac to run it on (README, Install).
enum BenchPlatform {
    /// This executable's path (_NSGetExecutablePath).
    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard ss_executable_path(&buffer, Int32(buffer.count)) == 0 else { return nil }
        return text(buffer)
    }

    /// This process's resident size in bytes (proc_pidinfo PROC_PIDTASKINFO).
    static func residentBytes() -> Int { max(0, Int(ss_process_resident_bytes(getpid()))) }

    /// Where `residentBytes` comes from, for the tables' notes.
    static let residentSource = "`proc_pidinfo` (PROC_PIDTASKINFO)"

    /// The context switches of process `pid` so far (proc_pidinfo pti_csw: Darwin does not tell
    /// another process's voluntary ones apart); a process that sleeps until input adds none while idle.
    static func wakeUps(_ pid: pid_t) -> Int? {
        let count = ss_process_context_switches(pid)
        return count < 0 ? nil : Int(count)
    }

    /// What `wakeUps` counts, for the tables' notes.
    static let wakeUpSource = "context switches of the process (proc_pidinfo)"

    /// The CPU's name (sysctl machdep.cpu.brand_string).
    static func cpuModel() -> String {
        var size = 0
        guard sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 0 else { return "unknown CPU" }
        var buffer = [CChar](repeating: 0, count: size)
        guard sysctlbyname("machdep.cpu.brand_string", &buffer, &size, nil, 0) == 0 else { return "unknown CPU" }
        return text(buffer)
    }

    /// The text of a NUL-terminated C string held in an array.
    private static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The C compiler's flags for a program using ncursesw: Homebrew's keg-only ncurses (Apple
    /// silicon or Intel prefix), not the SDK's curses.
    static func cursesCompilerFlags() -> [String] {
        for prefix in ["/opt/homebrew/opt/ncurses", "/usr/local/opt/ncurses"] where access(prefix + "/lib", R_OK) == 0 {
            return ["-I\(prefix)/include", "-L\(prefix)/lib", "-Wl,-rpath,\(prefix)/lib", "-lncursesw"]
        }
        return ["-lncursesw"]
    }

    /// A UTF-8 locale every macOS has (`C.UTF-8` is missing before some release).
    static let utf8Locale = "en_US.UTF-8"
}
#endif
