import ScrollSimKit

/// The machine and build a run happened on, for the header line above the tables.
enum MachineInfo {
    static func header(options: Options) -> String {
        let config: String
        #if DEBUG
        config = "debug (numbers are meaningless: build with -c release)"
        #else
        config = "release"
        #endif
        return """
            Machine: \(BenchPlatform.cpuModel()), \(sysconf(Int32(_SC_NPROCESSORS_ONLN))) online cores; \(swiftVersion); \
            build: \(config); strategy: \(options.strategy.rawValue); mode: \(options.quick ? "--quick" : "default"); \
            load average at start: \(loadAverage())
            """
    }

    /// The load averages over 1, 5 and 15 minutes (other engineers compile on this machine).
    static func loadAverage() -> String {
        var loads = [Double](repeating: 0, count: 3)
        guard getloadavg(&loads, 3) == 3 else { return "?" }
        return loads.map { Format.fixed($0, 2) }.joined(separator: " ")
    }

    static var swiftVersion: String {
        #if compiler(>=6.4)
        "Swift ≥ 6.4"
        #elseif compiler(>=6.3.1)
        "Swift 6.3.1"
        #elseif compiler(>=6.3)
        "Swift 6.3"
        #elseif compiler(>=6.2)
        "Swift 6.2"
        #else
        "Swift < 6.2"
        #endif
    }
}

/// The contents of a small text file, or nil.
func readTextFile(_ path: String) -> String? {
    guard case .success(let bytes) = FileSystem.read(path, limit: 1 << 20) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
}
