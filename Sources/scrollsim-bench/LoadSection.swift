import CPlatform
import ScrollSimKit

/// Part 10: reading a generated ten-million-item scenario, and the live view's answer to a saved
/// strategy file (the speeds the tests no longer time: a test asserts only that each happens).
struct LoadSection {
    let options: Options

    func run() {
        print("## 10. Loading: a generated scenario, a strategy-file reload\n")
        print("""
            *decode* = `ScenarioDecoder.decode` of `{"generate": {"sections": 1000, "items": 10000}}` (ten million \
            uniform items, no per-item storage), in this process. *reload* = the release `scrollsim run --scenario \
            contacts --strategy-file F` on an 80x24 pty: F is saved (written in place, or written to a new file \
            renamed over F, as editors do) with another pin-line offset, and the time is from the save to the last \
            byte of the redraw (the run ends after \(Self.quietMilliseconds) ms of quiet, up to 5 s; *missed* = saves \
            answered by nothing). Targets: decode p50 ≤ 500 ms; reload p50 ≤ 1 s.

            """)
        decode()
        reload()
    }

    static let quietMilliseconds = 100

    private func decode() {
        let text = Array(#"{"generate": {"sections": 1000, "items": 10000}}"#.utf8)
        var times: [Double] = []
        var items = 0
        for _ in 0..<(options.quick ? 5 : 15) {
            let start = nowNanoseconds()
            let scenario = try? ScenarioDecoder.decode(text, file: "bench.json", defaultName: "bench")
            times.append(Double(nowNanoseconds() - start))
            items = scenario?.itemCount ?? 0
        }
        let sorted = times.sorted()
        var table = MarkdownTable(["what", "items", "p50", "max", "n", "p50 ≤ 500 ms"], numeric: Set([1, 2, 3, 4]))
        let p50 = nearestRank(sorted, 50)
        table.add(["decode generate 1000 × 10000", Format.grouped(items), Format.duration(p50), Format.duration(sorted.last ?? 0),
                   "\(sorted.count)", items == 10_000_000 && p50 <= 500e6 ? "met" : "NOT met"])
        table.print()
        print()
    }

    private func reload() {
        var table = MarkdownTable(["save", "n", "p50", "p90", "max", "missed", "p50 ≤ 1 s"], numeric: Set([1, 2, 3, 4, 5]))
        let directory = makeTemporaryDirectory()
        defer { removeTemporaryDirectory(directory) }
        let file = directory + "/watched.json"
        for byRename in [false, true] {
            let name = byRename ? "new file renamed over it" : "written in place"
            guard save(offset: 0, to: file, byRename: false) else {
                table.add([name, "failed: cannot write \(file)", "", "", "", "", ""])
                continue
            }
            do {
                let process = try LiveViewProcess.start(
                    ["--scenario", "contacts", "--strategy-file", file, "--strategy", "watched"], columns: 80, rows: 24)
                var times: [Double] = []
                var missed = 0
                for round in 1...(options.quick ? 5 : 15) {
                    let start = nowNanoseconds()
                    guard save(offset: Double(round % 2 * 3), to: file, byRename: byRename) else { missed += 1; continue }
                    let answer = process.child.readAnswer(quietMilliseconds: Self.quietMilliseconds, maxMilliseconds: 5_000)
                    _ = process.child.takeOutput()
                    if let last = answer.lastByte, answer.count > 0 { times.append(Double(last - start)) } else { missed += 1 }
                }
                _ = process.quit()
                let sorted = times.sorted()
                if sorted.isEmpty {
                    table.add([name, "0", "–", "–", "–", "\(missed)", "NOT met"])
                } else {
                    let p50 = nearestRank(sorted, 50)
                    table.add([name, "\(sorted.count)", Format.duration(p50), Format.duration(nearestRank(sorted, 90)),
                               Format.duration(sorted.last ?? 0), "\(missed)", p50 <= 1e9 && missed == 0 ? "met" : "NOT met"])
                }
            } catch {
                table.add([name, "failed: \(error)", "", "", "", "", ""])
            }
        }
        table.print()
    }

    /// Saves a strategy file named `watched` with pin-line `offset`, in place or by rename.
    private func save(offset: Double, to path: String, byRename: Bool) -> Bool {
        let text = #"{"name": "watched", "summary": "bench: a watched strategy file", "pinLine": {"offset": \#(offset)}}"#
        guard byRename else { return writeText(text, to: path) }
        let temporary = path + ".new"
        return writeText(text, to: temporary) && rename(temporary, path) == 0
    }

    private func writeText(_ text: String, to path: String) -> Bool {
        guard let file = fopen(path, "w") else { return false }
        let written = fputs(text, file) >= 0
        return fclose(file) == 0 && written
    }

    private func makeTemporaryDirectory() -> String {
        var template = Array("/tmp/scrollsim-load-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) } ?? "/tmp"
        }
    }

    private func removeTemporaryDirectory(_ directory: String) {
        guard directory != "/tmp" else { return }
        for name in ["watched.json", "watched.json.new"] { unlink(directory + "/" + name) }
        rmdir(directory)
    }
}
