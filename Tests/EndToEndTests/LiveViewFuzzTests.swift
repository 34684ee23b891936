import Foundation
import ScrollSimKit
import TestSupport
import Testing

/// Random bytes typed into the real binary's live view on a terminal (a tmux pane): keys
/// including the data-change keys with counts before them (and bursts of them), X10 and SGR
/// mouse reports, truncated escape sequences and invalid UTF-8, with random resizes from 1x1 to
/// 300x100 between bursts. After each burst a probe (Esc three times, then `?`) must open the
/// help overlay within a second (on a loaded machine: within a second more than an idle view
/// takes to answer the same probe); the program must not exit (a trap is an exit by signal),
/// and its resident memory must stay under a bound.
///
/// The answer to `?` is judged once the pane's terminal device has the probe's size: tmux (3.3a)
/// sends a pane at most one resize per 250 ms, so the device can lag the window by that long,
/// and the view cannot draw for a size it has not been given. The lag is waited for (up to
/// `deviceLimit`), counted and printed, never charged to the view; a view that keeps another
/// size once the device has the probe's is a failure.
///
/// Fixed seeds, 36 s of typing (under a minute with start-up). Longer runs: `SCROLLSIM_FUZZ_SECONDS=600` and
/// `SCROLLSIM_FUZZ_SEEDS=0,1,2,…` (one run per seed; seed N drives scenario N mod 6), with
/// `SCROLLSIM_FUZZ_VERBOSE=1` printing each probe's time and the view's memory. The summary line
/// gives bytes, bursts, resizes, the slowest probe, the largest resident set and the device's lag.
@Suite(.serialized)
struct LiveViewFuzzTests {
    /// The scenarios of the issue's runs: the default list, a huge list, a 3-pane split, a
    /// parallax header, the edge cases and wide characters.
    static let scenarios: [String] = {
        let demos = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Demos").path
        return [
            "--scenario contacts",
            "--scenario '\(demos)/huge.json'",
            "--scenario '\(demos)/recipe.json' --split uikit,cs,evadne",
            "--scenario '\(demos)/profile-parallax.json' --strategy cs",
            "--scenario '\(demos)/edge-cases.json'",
            "--scenario '\(demos)/wide-characters.json'",
        ]
    }()

    /// Seconds to answer a probe.
    static let probeLimit = 1.0
    /// Resident memory the view may reach (KiB): far above any scenario here (huge.json's
    /// million items stay under 100 MB), far below a leak that grows with input.
    static let memoryLimitKiB = 600 * 1024
    /// Seconds tmux may take to give the pane's terminal device a new size (it waits 250 ms
    /// between two resizes of a pane; more on a loaded machine).
    static let deviceLimit = 3.0

    static var environment: [String: String] { ProcessInfo.processInfo.environment }

    @Test("random bytes, mouse reports and resizes: input is read within a second, no trap, bounded memory")
    func randomInputStaysInteractive() throws {
        let seconds = Double(Self.environment["SCROLLSIM_FUZZ_SECONDS"] ?? "") ?? 36
        let seeds = (Self.environment["SCROLLSIM_FUZZ_SEEDS"] ?? "0,1,2,3,4,5").split(separator: ",").compactMap { UInt64($0) }
        let started = Date()
        var total = FuzzStats()
        for seed in seeds {
            let budget = seconds / Double(seeds.count)
            let scenario = Self.scenarios[Int(seed % UInt64(Self.scenarios.count))]
            let run = try FuzzRun(seed: seed, arguments: scenario)
            total.add(try run.type(for: budget))
        }
        let elapsed = Date().timeIntervalSince(started)
        print("live-view fuzz: seeds \(seeds.map(String.init).joined(separator: ",")), \(String(format: "%.1f", elapsed)) s: " + total.summary)
        // Each failure was recorded where it happened; here: every seed ran, was probed (the
        // help answered), and had its memory read at every probe.
        #expect(total.failures == 0)
        #expect(total.runs == seeds.count, "\(total.runs) of \(seeds.count) seeds ran")
        #expect(total.probes >= seeds.count, "\(total.probes) probes for \(seeds.count) seeds")
        #expect(total.memoryReadings == total.probes, "memory read at \(total.memoryReadings) of \(total.probes) probes")
    }

    /// Issue 23: a lone UTF-8 lead byte made the view swallow the next ~142 bytes, `q` included.
    @Test("a lone UTF-8 lead byte swallows nothing: q after 0xF1 quits")
    func loneLeadByte() throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        try tmux.type("\(BuiltProduct.scrollsim) --scenario contacts; echo EXIT=$?")
        _ = try tmux.waitUntil { $0.contains { $0.contains(" offset ") } }
        try tmux.tmux(["send-keys", "-t", tmux.target, "-H", "f1", "71"])
        let screen = try tmux.waitUntil(timeout: 30) { TmuxSession.exitStatus($0) != nil }
        #expect(screen.contains("EXIT=0"), "\(screen.joined(separator: "\n"))")
    }
}

/// One seeded run in a fresh tmux pane.
struct FuzzRun {
    let seed: UInt64
    let tmux: TmuxSession
    let folder: TemporaryFolder
    let pid: String

    init(seed: UInt64, arguments: String) throws {
        self.seed = seed
        tmux = try TmuxSession(columns: 100, rows: 30)
        folder = try TemporaryFolder("scrollsim-fuzz")
        // In its own folder: nothing the keys might write lands in the package.
        // The pane is resized under the shell line: clear before `EXIT=` so it has a line of its own.
        try tmux.type("cd '\(folder.path)' && \(BuiltProduct.scrollsim) \(arguments); s=$?; clear; echo EXIT=$s")
        let screen = try tmux.waitUntil(timeout: 30) { $0.contains { $0.contains(" offset ") || $0.contains("diag ") } }
        #expect(screen.contains { $0.contains("diag ") }, "seed \(seed): the view did not start:\n\(screen.joined(separator: "\n"))")
        let panePID = try tmux.display("#{pane_pid}")
        pid = try Program.run(["pgrep", "-P", panePID, "scrollsim"]).stdout.split(separator: "\n").first.map(String.init) ?? ""
        // Without the view's process id its memory cannot be read: a failure, not a skipped bound.
        #expect(!pid.isEmpty, "seed \(seed): pgrep found no scrollsim under the pane's shell \(panePID)")
    }

    /// Types bursts for `seconds`; returns what was sent and measured, and whether a check failed.
    func type(for seconds: Double) throws -> FuzzStats {
        var random = CheckRandom(seed: seed)
        defer { folder.remove() }
        let deadline = Date().addingTimeInterval(seconds)
        var stats = FuzzStats()
        stats.runs = 1
        var last: [UInt8] = []
        while Date() < deadline {
            if random.chance(perMillion: 600_000) {
                let size = random.pick([(1, 1), (2, 3), (5, 2), (17, 6), (20, 6), (40, 12), (80, 24), (300, 100),
                                        (random.int(1...300), random.int(1...100))])
                try tmux.resize(columns: size.0, rows: size.1)
                stats.resizes += 1
            }
            last = FuzzBytes.burst(&random)
            try send(last)
            stats.bytes += last.count
            stats.bursts += 1
            if random.chance(perMillion: 300_000) { Thread.sleep(forTimeInterval: 0.05) }
            if let failure = try probe(after: last, stats: &stats) {
                let report = "seed \(seed), burst \(stats.bursts): \(failure)\nlast burst: \(last.map { String(format: "%02x", $0) }.joined(separator: " "))"
                print("live-view fuzz failure: " + report)  // in the log of a long run as well
                Issue.record(Comment(rawValue: report))
                stats.failures += 1
                return stats
            }
        }
        try tmux.keys("Escape")
        Thread.sleep(forTimeInterval: 0.1)
        try tmux.keys("q")
        let end = try tmux.waitUntil(timeout: 5) { TmuxSession.exitStatus($0) != nil }
        #expect(TmuxSession.exitStatus(end) == 0, "seed \(seed): q did not end the view:\n\(end.joined(separator: "\n"))")
        return stats
    }

    private func send(_ bytes: [UInt8]) throws {
        // tmux takes a few hundred arguments a call comfortably.
        var start = 0
        while start < bytes.count {
            let chunk = bytes[start..<min(bytes.count, start + 256)]
            try tmux.tmux(["send-keys", "-t", tmux.target, "-H"] + chunk.map { String(format: "%02x", $0) })
            start += chunk.count
        }
    }

    /// Back to 100x30 and a plain view, then `?`: the help overlay must show within the limit.
    /// Returns what failed. Three `!` (no key) first complete a truncated mouse report (an X10
    /// report has no terminator: curses takes the next three bytes as its button and cell), then
    /// Esc closes a prompt, an overlay, the picker, a count or the `f` prefix. The answer to `?`
    /// is judged once the pane's terminal device is 100x30 (tmux's lag, counted in `stats`, is
    /// not the view's).
    private func probe(after burst: [UInt8], stats: inout FuzzStats) throws -> String? {
        try tmux.resize(columns: 100, rows: 30)
        stats.resizes += 1
        try tmux.literal("!!!")
        // Ctrl-L repaints every cell once the resize is read: tmux may have reflowed the picture
        // of a resize the view read as none (away and back at once), which `?` would not redraw.
        try tmux.keys("C-l")
        for _ in 0..<3 {
            try tmux.keys("Escape")
            Thread.sleep(forTimeInterval: 0.06)  // longer than the view's Esc delay: three lone Escs
        }
        if let exit = try exited() { return exit }
        // `?` goes at once, not after the device has the size: a key that comes after the resize
        // reached the view would let it read a resize it had missed. Its answer is timed from
        // when `?` was sent and the device had the size (tmux's lag is not the view's).
        try tmux.literal("?")
        let typed = Date()
        guard let lag = try tmux.waitForDeviceSize(columns: 100, rows: 30, timeout: LiveViewFuzzTests.deviceLimit) else {
            let device = try tmux.deviceSize().map { "\($0.columns)x\($0.rows)" } ?? "unreadable"
            return "tmux did not give the pane's terminal device 100x30 within \(LiveViewFuzzTests.deviceLimit) s (it is \(device))"
        }
        stats.noteDeviceLag(lag)
        let sent = lag > 0 ? Date() : typed
        var screen = try tmux.waitUntil(timeout: LiveViewFuzzTests.probeLimit) { $0.contains { $0.contains("ScrollSim help") } }
        var waited = Date().timeIntervalSince(sent)
        if let exit = try exited() { return exit }
        if !screen.contains(where: { $0.contains("ScrollSim help") }) {
            // Late: was the view busy, or is the machine (a loaded CI runner)? An idle view's
            // answer to the same probe measures the machine; the view may take the limit more.
            screen = try tmux.waitUntil(timeout: 5) { $0.contains { $0.contains("ScrollSim help") } }
            waited = Date().timeIntervalSince(sent)
            guard screen.contains(where: { $0.contains("ScrollSim help") }) else {
                // What the pane shows and what its terminal device says, before the healing resize.
                let pane = (try? tmux.display("#{pane_width}x#{pane_height}")) ?? "?"
                let device = (try? tmux.deviceSize())?.map { "\($0.columns)x\($0.rows)" } ?? "?"
                if try keptAStaleSize() {
                    // The device had the probe's size before `?`: the view missed or misread a
                    // resize (another resize lets it draw the help, already open, at once).
                    return "the view kept a stale size: pane \(pane), its terminal device \(device), and the help opened only after another resize:\n"
                        + screen.joined(separator: "\n")
                }
                return String(format: "the help overlay did not open within %.1f s of `?`:\n", waited) + screen.joined(separator: "\n")
            }
            let idle = try idleAnswer()
            if waited > LiveViewFuzzTests.probeLimit + idle {
                // A picture left stale by a resize shows the help only after a repaint: say which.
                try tmux.keys("Escape")
                try tmux.keys("C-l")
                let repaintedEarlier = try idleAnswer() < 0.2 ? "" : " (slow after a repaint too)"
                return String(format: "`?` was answered after %.2f s; an idle view answers in %.2f s here%@", waited, idle, repaintedEarlier)
            }
        }
        try tmux.keys("Escape")
        stats.slowestProbe = max(stats.slowestProbe, waited)
        guard let rss = residentKiB() else {
            return "the view's resident memory could not be read (pid \(pid.isEmpty ? "unknown" : pid))"
        }
        stats.memoryReadings += 1
        stats.largestResidentKiB = max(stats.largestResidentKiB, rss)
        if ProcessInfo.processInfo.environment["SCROLLSIM_FUZZ_VERBOSE"] != nil {
            print(String(format: "seed %llu probe %.2f s device lag %.3f s rss %d KiB", seed, waited, lag, rss)
                  + (waited > 0.3 ? " after " + burst.map { String(format: "%02x", $0) }.joined(separator: " ") : ""))
        }
        if rss > LiveViewFuzzTests.memoryLimitKiB {
            return "resident memory \(rss / 1024) MB passed \(LiveViewFuzzTests.memoryLimitKiB / 1024) MB"
        }
        return nil
    }

    /// True when a resize away and back (101x30, then 100x30, read apart) lets the help, open
    /// already, show at once: the view had kept a stale size, not stopped reading input.
    private func keptAStaleSize() throws -> Bool {
        try tmux.resize(columns: 101, rows: 30)
        Thread.sleep(forTimeInterval: 0.3)
        try tmux.resize(columns: 100, rows: 30)
        let screen = try tmux.waitUntil(timeout: 1) { $0.contains { $0.contains("ScrollSim help") } }
        guard screen.contains(where: { $0.contains("ScrollSim help") }) else { return false }
        try tmux.keys("Escape")
        return true
    }

    /// Seconds the view, idle with its help open, takes to close and reopen it (Esc, `?`).
    private func idleAnswer() throws -> Double {
        try tmux.keys("Escape")
        _ = try tmux.waitUntil(timeout: 5) { !$0.contains { $0.contains("ScrollSim help") } }
        try tmux.literal("?")
        let sent = Date()
        _ = try tmux.waitUntil(timeout: 5) { $0.contains { $0.contains("ScrollSim help") } }
        return Date().timeIntervalSince(sent)
    }

    /// "exited with N" when the view's shell line says it ended.
    private func exited() throws -> String? {
        let screen = try tmux.capture()
        guard let status = TmuxSession.exitStatus(screen) else { return nil }
        return "the view exited (EXIT=\(status); 128+N is signal N):\n" + screen.joined(separator: "\n")
    }

    /// The view's resident set in KiB (`ps`, on Linux and macOS alike); nil when unknown.
    private func residentKiB() -> Int? {
        guard !pid.isEmpty, let r = try? Program.run(["ps", "-o", "rss=", "-p", pid]) else { return nil }
        return Int(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// What a fuzz run sent and measured.
struct FuzzStats {
    var bytes = 0, bursts = 0, resizes = 0, failures = 0, runs = 0, memoryReadings = 0
    /// Seconds from `?` to the help overlay, the most of any probe.
    var slowestProbe = 0.0
    var largestResidentKiB = 0
    /// Probes whose terminal device did not have the probe's size yet when it was first looked
    /// at, just after `?` (tmux had not sent the resize), and the longest such wait in seconds.
    var deviceLagged = 0, probes = 0
    var longestDeviceLag = 0.0

    /// Counts one probe's wait for its terminal device's size (0 when it was there at once).
    mutating func noteDeviceLag(_ seconds: Double) {
        probes += 1
        if seconds > 0 { deviceLagged += 1 }
        longestDeviceLag = max(longestDeviceLag, seconds)
    }

    mutating func add(_ other: FuzzStats) {
        bytes += other.bytes; bursts += other.bursts; resizes += other.resizes; failures += other.failures
        runs += other.runs; memoryReadings += other.memoryReadings
        slowestProbe = max(slowestProbe, other.slowestProbe)
        largestResidentKiB = max(largestResidentKiB, other.largestResidentKiB)
        deviceLagged += other.deviceLagged; probes += other.probes
        longestDeviceLag = max(longestDeviceLag, other.longestDeviceLag)
    }

    var summary: String {
        String(format: "%d bytes in %d bursts, %d resizes, slowest probe %.2f s, largest RSS %d MB, "
               + "device behind the pane at %d of %d probes (longest %.2f s), %d failed",
               bytes, bursts, resizes, slowestProbe, largestResidentKiB / 1024, deviceLagged, probes, longestDeviceLag, failures)
    }
}

/// The bytes of one burst.
enum FuzzBytes {
    /// Keys that would end the run or leave the terminal: q, Q, Ctrl-C, Ctrl-Z, Ctrl-\, and the
    /// report and recording keys (files), Ctrl-S and Ctrl-Q (flow control).
    static let excluded: Set<UInt8> = [0x71, 0x51, 0x03, 0x1A, 0x1C, 0x79, 0x59, 0x13, 0x11]
    static let dataKeys: [UInt8] = Array("adADmLPu".utf8) + [0x12]  // Ctrl-R reloads
    static let keys: [UInt8] = Array("jkgGbJKhlnN[]<>oiseT?p/f 0123456789".utf8) + [0x04, 0x15, 0x06, 0x02, 0x0C, 0x09, 0x0D, 0x7F]
    static let sequences: [[UInt8]] = ["\u{1B}[A", "\u{1B}[B", "\u{1B}[5~", "\u{1B}[6~", "\u{1B}[H", "\u{1B}[F", "\u{1B}[Z",
                                       "\u{1B}OP", "\u{1B}[15~", "\u{1B}[24~", "\u{1B}[C", "\u{1B}[D"].map { Array($0.utf8) }

    /// Data-change keys in one burst at most: a paste of 60 (each one is a batch update, up to
    /// ~10 ms on huge.json's 10,000 sections in a debug build on a loaded 2-core machine).
    static let maximumDataKeys = 60

    static func burst(_ random: inout CheckRandom) -> [UInt8] {
        var out: [UInt8] = []
        var dataKeysLeft = maximumDataKeys
        let pieces = random.int(1...30)
        for _ in 0..<pieces {
            switch random.int(0...9) {
            case 0:  // a count, then a data-change key, or a burst of them
                out += Array(random.pick(["9", "99", "99999", "999999999", ""]).utf8)
                let key = random.pick(dataKeys)
                let count = min(dataKeysLeft, random.chance(perMillion: 300_000) ? random.int(20...60) : 1)
                dataKeysLeft -= count
                out += Array(repeating: key, count: count)
            case 1: out += mouse(&random, sgr: false)
            case 2: out += mouse(&random, sgr: true)
            case 3:  // a truncated escape sequence
                let whole = random.chance(perMillion: 500_000) ? random.pick(sequences) : mouse(&random, sgr: random.chance(perMillion: 500_000))
                out += whole.prefix(random.int(1...max(1, whole.count - 1)))
            case 4:  // invalid or truncated UTF-8, then a key
                out += [random.pick([0xF1, 0xC3, 0xE2, 0x80, 0xBF, 0xFF, 0xF4, 0xED]), random.pick(keys)]
            case 5: out += random.pick(sequences)
            case 6:  // a count and a movement
                out += Array(random.pick(["5", "42", "99999", "1000000000"]).utf8) + [random.pick(Array("jkgG ][".utf8))]
            default:
                for _ in 0..<random.int(1...8) {
                    let byte = random.chance(perMillion: 700_000) ? random.pick(keys) : UInt8(truncatingIfNeeded: random.next())
                    if !excluded.contains(byte) { out.append(byte) }
                }
            }
        }
        return out.filter { !excluded.contains($0) }
    }

    /// A mouse report at a random cell: X10 (`ESC [ M b x y`, each +32) or SGR (`ESC [ < b ; x ; y M`).
    static func mouse(_ random: inout CheckRandom, sgr: Bool) -> [UInt8] {
        let button = random.pick([0, 1, 2, 3, 32, 64, 65, 66, 67])
        let x = random.int(1...300), y = random.int(1...100)
        if sgr { return Array("\u{1B}[<\(button);\(x);\(y)\(random.chance(perMillion: 500_000) ? "M" : "m")".utf8) }
        return [0x1B, 0x5B, 0x4D] + [button, min(x, 223), min(y, 223)].map { UInt8(truncatingIfNeeded: $0 + 32) }
    }
}
