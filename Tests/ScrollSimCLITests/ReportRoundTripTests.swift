import ArgumentParser
import Foundation
@testable import ScrollSimCLI
import ScrollSimKit
import StickyLayout
import TestSupport
import Testing

/// `y` round-trips whatever was typed: random input (every key, counts, data keys, X10 and SGR
/// mouse reports with out-of-range cells, truncated escape sequences, invalid UTF-8, resizes, at
/// a typist's pace and in bursts) goes through the live view's run loop on an in-memory
/// terminal; every so often `y` is pressed, and the report's command line is split as a shell
/// would, parsed and run by `render`'s own code: its frame must equal the report's, cell for cell.
///
/// A few fixed seeds by default (seconds). Longer: `SCROLLSIM_ROUNDTRIP_SECONDS=600` runs seeds one
/// after another for that long and prints how many reports it checked.
@Suite struct ReportRoundTripTests {
    static var environment: [String: String] { ProcessInfo.processInfo.environment }

    @Test("random sessions: every report's command draws the report's frame")
    func everyReportReproduces() throws {
        let seconds = Double(Self.environment["SCROLLSIM_ROUNDTRIP_SECONDS"] ?? "") ?? 0
        let started = Date()
        var checked = 0, seed: UInt64 = UInt64(Self.environment["SCROLLSIM_ROUNDTRIP_FIRST_SEED"] ?? "") ?? 0
        var failures = 0
        repeat {
            let result = try RoundTripRun(seed: seed).check()
            checked += result.checked
            if let failure = result.failure {
                failures += 1
                Issue.record(Comment(rawValue: failure))
                if failures >= 3 { break }
            }
            seed += 1
        } while seconds > 0 ? Date().timeIntervalSince(started) < seconds : seed < 8
        print("report round trip: \(seed) seeds, \(checked) reports checked, \(failures) failing, \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
        #expect(checked > 8 * 4, "the sessions take reports (\(checked))")
    }

    @Test("a history too long for a command line goes to a keys file the command reads")
    func longHistoryGoesToAKeysFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-keys-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var session = SimulatorSession(
            scenario: ScenarioSource.builtin(named: "contacts")!,
            settings: SessionSettings(strategies: [.uikit], scenarioArgument: "contacts"))
        // About 70 kB of keys: over what one argument of a command line may safely hold.
        for i in 0..<6_000 { session.handle(.wheel(up: i % 3 == 0), at: Double(i)) }
        var reproduction = FrameReproduction(session: session, frame: session.reportedView())
        #expect(reproduction.needsKeysFile)
        let said = ReportWriter.write(&reproduction, folder: folder.path)
        #expect(said.contains("report written to"), "\(said)")
        let keysFile = try #require(reproduction.keysFile)
        #expect(FileManager.default.fileExists(atPath: keysFile))
        #expect(reproduction.commandLine.utf8.count < 1000, "the command line stays short")
        #expect(reproduction.commandLine.contains("--keys-file"))
        let frame = try RoundTripRun.render(reproduction.commandLine)
        #expect(frame == reproduction.frame)
    }

    @Test("a click reported outside the screen hits nothing and is not in the history")
    func outOfScreenClicksAreDropped() throws {
        var session = SimulatorSession(
            scenario: ScenarioSource.builtin(named: "contacts")!, settings: SessionSettings(strategies: [.uikit]))
        session.handle(.click(column: 99_998, row: 0))
        session.handle(.click(column: 3, row: 5_000))
        session.handle(.key(.character("j")))
        #expect(KeyHistory.text(session.history) == "j")
        #expect(throws: KeyHistory.ParseError.self) { try KeyHistory.parse("<Click:99998,0>") }
    }

    @Test("a movement the start sets off, first drawn long after the start, replays the same (seed 121)")
    func movementFromTheStartReplaysTheSame() throws {
        let feed = RoundTripRun.demos + "/feed.json"
        let scenario = try ScenarioSource.resolve(feed, registry: .builtIn)
        var session = SimulatorSession(
            scenario: scenario, settings: SessionSettings(strategies: [.plain, .plain], scenarioArgument: feed),
            size: TerminalSize(columns: 48, rows: 23), startOffset: 17)
        // `--offset 17` near the end of the feed: the start there (at time 0) asks for the next page.
        #expect(session.needsTicks, "the start sets something moving")
        // The run loop's clock is far from 0 (monotonic seconds) when it draws the first frame.
        var time = 100.0
        for _ in 0..<5 where session.needsTicks { time += 16 * KeyHistory.tickUnit; session.apply(.tick, at: time) }
        session.handle(.key(.character("]")), at: time + 10 * KeyHistory.tickUnit)
        session.commitHeldTicks()
        let reproduction = FrameReproduction(session: session, frame: session.reportedView())
        #expect(!reproduction.keys.hasPrefix("<Tick:0>"), "the first frame counts from the start: \(reproduction.keys)")
        let replayed = try RoundTripRun.render(reproduction.commandLine)
        #expect(replayed == reproduction.frame, "\(reproduction.commandLine)\n\(RoundTripRun.difference(reproduction.frame, replayed))")
    }

    @Test("a change superseded in a burst by one that makes no batch leaves the same diagnostics as one at a time (seed 167)")
    func supersededByARefusedChange() throws {
        let scenario = try #require(ScenarioSource.builtin(named: "g3"))
        var session = SimulatorSession(
            scenario: scenario, settings: SessionSettings(strategies: [.css], scenarioArgument: "g3"),
            size: TerminalSize(columns: 80, rows: 10))
        var time = 1.0
        session.handle(.key(.character("G")), at: time)
        // `d` then `m` read at once: `m` (no section after the last) supersedes `d` but is refused.
        time += 1
        let burst: [InputEvent] = [.key(.character("d")), .key(.character("m"))]
        let superseded = session.burst(burst)
        #expect(superseded == [true, false])
        for (event, flag) in zip(burst, superseded) { _ = session.update(event, at: time, superseded: flag) }
        let live = session.scene().panes[0].diagnostics
        #expect(live.contains { $0.code.hasPrefix("update.") }, "the delete at the end has an update diagnostic: \(live)")
        session.commitHeldTicks()
        let reproduction = FrameReproduction(session: session, frame: session.reportedView())
        let replayed = try RoundTripRun.render(reproduction.commandLine)
        #expect(replayed == reproduction.frame, "\(reproduction.commandLine)\n\(RoundTripRun.difference(reproduction.frame, replayed))")
    }

    @Test("a report taken while an update animates holds the frames drawn so far")
    func midAnimationReportReproduces() throws {
        let feed = RoundTripRun.demos + "/feed.json"
        let scenario = try ScenarioSource.resolve(feed, registry: .builtIn)
        var session = SimulatorSession(
            scenario: scenario, settings: SessionSettings(strategies: [scenario.defaultStrategy], scenarioArgument: feed))
        // Times in the live view's clock unit (1/1024 s), as the run loop gives them.
        var time = 0.0
        let frame = 16 * KeyHistory.tickUnit
        for (index, key) in "5jaaadd".enumerated() {
            time += 0.75
            session.handle(.key(.character(key)), at: time)
            // A person's pace: the animation of all but the last change runs to its end.
            if index < 6 {
                for _ in 0..<40 where session.needsTicks { time += frame; session.apply(.tick, at: time) }
            }
        }
        for _ in 0..<3 { time += frame; session.apply(.tick, at: time) }
        #expect(session.needsTicks, "the last change still animates")
        session.commitHeldTicks()
        let reproduction = FrameReproduction(session: session, frame: session.reportedView())
        #expect(reproduction.keys.contains("<Tick:"))
        #expect(try RoundTripRun.render(reproduction.commandLine) == reproduction.frame)
    }
}

/// One seeded random session through the run loop.
struct RoundTripRun {
    let seed: UInt64

    static let demos = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Demos").path

    /// Scenario arguments (built-in names or files) with data changes, sticky headers, a refresh
    /// control, load-more, self-sizing and a split.
    static let scenarios = ["contacts", demos + "/feed.json", demos + "/search-results.json", demos + "/inbox-mjrefresh.json",
                            demos + "/magazine-sections.json", demos + "/recipe.json", demos + "/edge-cases.json", "g3"]

    /// Runs the session; returns the number of reports checked and the first that did not reproduce.
    func check() throws -> (checked: Int, failure: String?) {
        var random = CheckRandom(seed: seed &* 0x9E37_79B9 &+ 7)
        let argument = Self.scenarios[Int(seed % UInt64(Self.scenarios.count))]
        let scenario = try ScenarioSource.resolve(argument, registry: .builtIn)
        let names = StrategyRegistry.builtIn.names
        let strategies = random.uniform(0...3) == 0 ? [random.uniformPick(names), random.uniformPick(names)] : [random.uniformPick(names)]
        let size = TerminalSize(columns: random.uniform(20...140), rows: random.uniform(6...45))
        let toggles = ViewToggles(bounce: random.uniform(0...5) != 0, indicator: random.uniform(0...5) != 0, projector: random.uniform(0...4) == 0)
        let settings = SessionSettings(strategies: strategies, toggles: toggles, asciiOnly: random.uniform(0...5) == 0,
                                       registry: .builtIn, scenarioArgument: argument)
        // Started at an offset as `run --offset` starts it (the first layout there) a quarter of the time.
        let startOffset: Double? = random.uniform(0...3) == 0 ? Double(random.uniform(-8...40)) : nil
        var session = SimulatorSession(scenario: scenario, settings: settings, size: size, startOffset: startOffset)

        let backend = RoundTripBackend(size: size)
        backend.batches = RoundTripInput.batches(&random, size: size)
        var loop = SimulatorLoop()
        var reports: [FrameReproduction] = []
        loop.writeReport = { reports.append($0); return "kept" }
        _ = loop.run(&session, on: backend, clock: { backend.time })

        for (index, report) in reports.enumerated() {
            let frame: Frame
            do {
                frame = try Self.render(report.commandLine)
            } catch {
                return (index, "seed \(seed), report \(index + 1): the command failed: \(error)\n\(report.commandLine.prefix(2000))")
            }
            if frame != report.frame {
                let previous = index > 0 ? reports[index - 1].keys : ""
                let since = report.keys.hasPrefix(previous) ? "keys since the report before: " + report.keys.dropFirst(previous.count).prefix(1000) + "\n" : ""
                return (index, "seed \(seed), report \(index + 1): the command draws another frame\n\(report.commandLine.prefix(4000))\n"
                        + since + Self.difference(report.frame, frame))
            }
        }
        return (reports.count, nil)
    }

    /// Runs a `scrollsim render …` command line through `render`'s own code; its frame.
    static func render(_ commandLine: String) throws -> Frame {
        let words = try ShellWords.split(commandLine)
        guard words.count > 1, words[1] == "render" else { throw CommandFailure("not a render command: \(commandLine.prefix(80))") }
        let command = try ScrollSimCommand.parseAsRoot(Array(words.dropFirst()))
        guard let render = command as? RenderCommand else { throw CommandFailure("not a render command") }
        return try render.renderFrame()
    }

    /// The rows that differ, both ways.
    static func difference(_ expected: Frame, _ actual: Frame) -> String {
        let a = expected.text.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.text.split(separator: "\n", omittingEmptySubsequences: false)
        var out = "report size \(expected.size), render size \(actual.size)\n"
        for i in 0..<max(a.count, b.count) {
            let x = i < a.count ? String(a[i]) : "", y = i < b.count ? String(b[i]) : ""
            if x != y { out += "row \(i) report: \(x)\nrow \(i) render: \(y)\n" }
        }
        if expected.text == actual.text, expected.size == actual.size {
            out += "(same text, other styles)\n"
            for row in 0..<expected.size.rows {
                for column in 0..<expected.size.columns where expected[column, row] != actual[column, row] {
                    out += "cell \(column),\(row): report \(expected[column, row]) render \(actual[column, row]) in row: \(a[row])\n"
                    return out
                }
            }
        }
        return out
    }
}

/// The run loop's terminal: batches of input with the time that passes before each, frames
/// drawn into memory. A timed-out wait moves the clock by its timeout.
final class RoundTripBackend: TerminalBackend {
    var size: TerminalSize
    var time: Double = 100
    /// Each batch: milliseconds of waiting before it (spent in ticks when something moves), then its events.
    var batches: [(wait: Int, events: [InputEvent])] = []
    private let memory: MemoryBackend
    /// Milliseconds still to wait before the next batch.
    private var waiting: Int?

    init(size: TerminalSize) {
        self.size = size
        memory = MemoryBackend(size: size)
    }

    func draw(_ frame: Frame) { memory.draw(frame) }
    func flush() { memory.flush() }
    func invalidate() {}

    func readEvents(timeoutMilliseconds: Int?) -> [InputEvent] {
        guard !batches.isEmpty else { return [.signal(15)] }
        let remaining = waiting ?? batches[0].wait
        if let timeout = timeoutMilliseconds, timeout < remaining {
            // Something moves: the loop wakes for its next frame before the input comes.
            time += Double(timeout) / 1000
            waiting = remaining - timeout
            return []
        }
        time += Double(remaining) / 1000
        waiting = nil
        let batch = batches.removeFirst().events
        for case .resize(let newSize) in batch { size = newSize }
        return batch
    }
}

/// Random input as a terminal delivers it, decoded as the curses backend decodes it.
enum RoundTripInput {
    static let keys: [Key] = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .tab, .backTab, .escape, .enter,
                              .backspace, .control("d"), .control("u"), .control("f"), .control("b"), .control("l"),
                              .control("r"), .control("x")] + (1...12).map { .function($0) }
    /// Every printable key but the quitting ones (`q`, `Q`); `y` is pressed separately.
    static let characters: [Character] = Array("jkjkjkjkbgG<>[]nNJKphlositT?eaaddAADmPLu/fffnrzY 0123456789éx日")

    /// `SCROLLSIM_ROUNDTRIP_EVERY=1`: a report after every batch (finds the batch a failure starts at).
    static let everyBatch = ProcessInfo.processInfo.environment["SCROLLSIM_ROUNDTRIP_EVERY"] == "1"

    static func batches(_ random: inout CheckRandom, size start: TerminalSize) -> [(wait: Int, events: [InputEvent])] {
        var out: [(wait: Int, events: [InputEvent])] = []
        var size = start
        for _ in 0..<random.uniform(30...90) {
            var events: [InputEvent] = []
            let burst = random.uniform(0...5) == 0 ? random.uniform(2...12) : 1
            for _ in 0..<burst { events += event(&random, size: &size) }
            if random.uniform(0...9) == 0 || everyBatch { events.append(.key(.character("y"))) }
            // A typist's pace (an animation runs to its end), quick typing, or a burst at once.
            let wait = random.uniformPick([0, 5, 16, 40, 90, 150, 300, 700, 1500])
            out.append((wait, events))
        }
        out.append((random.uniformPick([0, 30, 2000]), [.key(.character("y"))]))
        return out
    }

    static func event(_ random: inout CheckRandom, size: inout TerminalSize) -> [InputEvent] {
        switch random.uniform(0...19) {
        case 0...7: return [.key(.character(random.uniformPick(characters)))]
        case 8...10: return [.key(random.uniformPick(keys))]
        case 11: return [.wheel(up: random.uniform(0...1) == 0)]
        case 12:
            // A click in or near the screen, or far out (SGR reports carry any column).
            let far = random.uniform(0...2) == 0
            return [.click(column: far ? random.uniform(0...99_998) : random.uniform(0...size.columns + 2),
                           row: far ? random.uniform(0...9_999) : random.uniform(0...size.rows + 2))]
        case 13: return sgr(&random)
        case 14: return x10(&random)
        case 15: return bytes(&random, (0..<random.uniform(1...6)).map { _ in UInt8.random(in: 0x80...0xFF, using: &random) })
        case 16:
            // A truncated escape sequence: Esc, then what followed it read as keys.
            return [.key(.escape)] + bytes(&random, Array(random.uniformPick(["[", "[<", "[<0;", "[1;", "O", "[M"]).utf8))
        case 17:
            size = TerminalSize(columns: random.uniform(1...160), rows: random.uniform(1...50))
            return [.resize(size)]
        case 18: return (0..<random.uniform(1...4)).map { _ in .key(.character(Character(String(random.uniform(0...9))))) } + [.key(.character(random.uniformPick(Array("jkgGad]["))))]
        default: return [.key(.character("/"))] + "er".map { .key(.character($0)) } + [.key(.enter)]
        }
    }

    /// An SGR report body (`0;230;5M`), sometimes malformed or with a huge cell.
    static func sgr(_ random: inout CheckRandom) -> [InputEvent] {
        let button = random.uniformPick([0, 0, 64, 65, 2, 32, 3])
        let x = random.uniformPick([random.uniform(1...200), 99_999, 0]), y = random.uniformPick([random.uniform(1...60), 12_345])
        let body = random.uniform(0...6) == 0 ? "\(button);\(x)" : "\(button);\(x);\(y)\(random.uniformPick(["M", "M", "m"]))"
        return SGRMouseReport.events(body)
    }

    /// An X10 report (`ESC [ M b x y`, each byte 32 more than the value; cells up to 222).
    static func x10(_ random: inout CheckRandom) -> [InputEvent] {
        let button = random.uniformPick([0, 64, 65, 3]), column = random.uniform(0...222), row = random.uniform(0...222)
        switch button {
        case 64: return [.wheel(up: true)]
        case 65: return [.wheel(up: false)]
        case 0: return [.click(column: column, row: row)]
        default: return []
        }
    }

    /// Typed bytes through the UTF-8 assembler and the character decoding.
    static func bytes(_ random: inout CheckRandom, _ bytes: [UInt8]) -> [InputEvent] {
        var typed = TypedUTF8()
        var out: [InputEvent] = []
        for byte in bytes {
            guard let scalar = typed.take(byte) else { continue }
            switch scalar.value {
            case 9: out.append(.key(.tab))
            case 10, 13: out.append(.key(.enter))
            case 27: out.append(.key(.escape))
            case 8, 127: out.append(.key(.backspace))
            case 1...26: out.append(.key(.control(Character(Unicode.Scalar(UInt8(scalar.value) + 96)))))
            case 0, 28...31: break
            default:
                // `q` and Ctrl-C would end the session.
                if scalar != "q" && scalar != "Q" { out.append(.key(.character(Character(scalar)))) }
            }
        }
        return out.filter { $0 != .key(.control("c")) }
    }
}

/// A command line split into words as a POSIX shell does for what `y` writes: plain words and
/// single-quoted ones (`'\''` inside for a quote).
enum ShellWords {
    static func split(_ line: String) throws -> [String] {
        var words: [String] = []
        var word = "", inWord = false, quoted = false, escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
            } else if quoted {
                if character == "'" { quoted = false } else { word.append(character) }
            } else if character == "'" {
                quoted = true
                inWord = true
            } else if character == "\\" {
                escaped = true
                inWord = true
            } else if character == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        guard !quoted else { throw CommandFailure("unbalanced quote") }
        if inWord { words.append(word) }
        return words
    }
}
