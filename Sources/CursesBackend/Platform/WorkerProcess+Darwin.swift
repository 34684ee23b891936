#if canImport(Darwin)
import CPlatform
import Darwin

extension WorkerProcess {
    /// False: every worker is a new run of the executable. Apple's fork(2) man page (CAVEATS) holds
    /// every framework and library unsafe in a child until it calls exec, the Swift runtime among them.
    static let forksWorkers = false

    /// This executable's path (_NSGetExecutablePath).
    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard ss_executable_path(&buffer, Int32(buffer.count)) == 0 else { return nil }
        return String(cString: buffer)
    }

    /// Process `pid`'s resident memory in bytes (proc_pidinfo PROC_PIDTASKINFO).
    static func residentBytes(_ pid: pid_t) -> Int? {
        let bytes = ss_process_resident_bytes(pid)
        return bytes >= 0 ? Int(bytes) : nil
    }

    /// RLIMIT_AS, which macOS accepts but does not enforce: there the polled resident bound alone
    /// stops runaway memory.
    static var addressSpaceResource: Int32 { RLIMIT_AS }
}
#endif
