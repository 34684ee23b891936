#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a child's descriptors get before it runs, in order (posix_spawn's file actions, a struct
/// on Linux and an opaque pointer on Darwin, behind one type).
package final class SpawnActions {
    #if canImport(Darwin)
    fileprivate var raw: posix_spawn_file_actions_t?
    #else
    fileprivate var raw = posix_spawn_file_actions_t()
    #endif

    package init() { posix_spawn_file_actions_init(&raw) }
    deinit { posix_spawn_file_actions_destroy(&raw) }

    /// `fd` duplicated as `target`.
    package func duplicate(_ fd: Int32, as target: Int32) { posix_spawn_file_actions_adddup2(&raw, fd, target) }
    /// `fd` closed.
    package func close(_ fd: Int32) { posix_spawn_file_actions_addclose(&raw, fd) }
    /// `path` opened as `fd` with `flags` (and `mode` for a file it creates).
    package func open(_ fd: Int32, _ path: String, _ flags: Int32, mode: mode_t = 0) {
        posix_spawn_file_actions_addopen(&raw, fd, path, flags, mode)
    }
}

/// posix_spawn's attributes, set to start the child in a session of its own (setsid).
package final class SpawnNewSession {
    #if canImport(Darwin)
    fileprivate var raw: posix_spawnattr_t?
    /// `POSIX_SPAWN_SETSID` (0x0400 on Darwin, where 0x0080 starts the child suspended).
    private static let setsid = Int16(POSIX_SPAWN_SETSID)
    #else
    fileprivate var raw = posix_spawnattr_t()
    /// `POSIX_SPAWN_SETSID` from glibc's spawn.h (only visible with _GNU_SOURCE, so not imported).
    private static let setsid: Int16 = 0x80
    #endif

    package init() {
        posix_spawnattr_init(&raw)
        posix_spawnattr_setflags(&raw, Self.setsid)
    }
    deinit { posix_spawnattr_destroy(&raw) }
}

/// Starts `path` with `arguments` (argv[0] is `path`) and `environment` (nil: this process's),
/// after `actions`; the child's id, or the error number.
package func spawnProcess(
    _ path: String, _ arguments: [String], actions: SpawnActions, session: SpawnNewSession? = nil,
    environment: [String]? = nil
) -> Result<pid_t, SpawnError> {
    var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    var envp: [UnsafeMutablePointer<CChar>?] = (environment ?? []).map { strdup($0) } + [nil]
    defer { for p in argv + envp { free(p) } }
    var pid = pid_t()
    let result = envp.withUnsafeMutableBufferPointer { envBuffer in
        let env = environment == nil ? environ : envBuffer.baseAddress
        if let session {
            return posix_spawn(&pid, path, &actions.raw, &session.raw, &argv, env)
        }
        return posix_spawn(&pid, path, &actions.raw, nil, &argv, env)
    }
    return result == 0 ? .success(pid) : .failure(SpawnError(number: result))
}

/// A failed posix_spawn: its error number.
package struct SpawnError: Error {
    package let number: Int32
    package var description: String { String(cString: strerror(number)) }
}
