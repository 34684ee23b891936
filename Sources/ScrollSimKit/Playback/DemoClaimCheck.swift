import StickyLayout

/// Checks a demo's `expect` claims against the engine: the script is played headlessly and each
/// claim is evaluated at every frame from its caption's first frame (or from the `expect` line,
/// when it is not right after a caption) until the next caption. A claim holds when it is true
/// at every one of those frames, or, written with `once`, at one at least. Title cards are not
/// checked (they hide the view).
package enum DemoClaimCheck {
    /// One line per claim that does not hold (empty: the captions tell the truth), e.g.
    /// `push-off.demo:12: expect header Shirts pushed: at 3.3 s (frame 9, offset 9) header Shirts is pinned in uikit`.
    /// - Throws: `DemoScriptError` when a step cannot be carried out.
    package static func failures(
        _ script: DemoScript, size: TerminalSize? = nil, registry: StrategyRegistry = .builtIn,
        loadScenario: (String) throws -> Scenario
    ) throws -> [String] {
        struct Tally {
            var claim: DemoClaim
            var once: Bool
            var frames = 0
            var held = 0
            var firstMiss: String?
        }
        var cursor = DemoCursor(script: script, size: DemoTimeline.size(of: script, override: size), asciiOnly: false, registry: registry)
        var open: [Int: Tally] = [:]
        var closed: [(line: Int, tally: Tally)] = []
        func close(keeping lines: Set<Int>) {
            for (line, tally) in open where !lines.contains(line) { closed.append((line, tally)) }
            open = open.filter { lines.contains($0.key) }
        }
        while try cursor.advance(loadScenario: loadScenario) {
            close(keeping: Set(cursor.claims.map(\.line)))
            for claim in cursor.claims where open[claim.line] == nil { open[claim.line] = Tally(claim: claim.claim, once: claim.once) }
            guard cursor.title == nil, var session = cursor.session else { continue }
            for line in open.keys.sorted() {
                open[line]!.frames += 1
                if let miss = open[line]!.claim.mismatch(in: &session) {
                    if open[line]!.firstMiss == nil {
                        open[line]!.firstMiss = "at \(PlayerLine.Position.seconds(cursor.time)) s (frame \(cursor.index + 1), offset \(JSONValue.format(session.scroll.offset))) \(miss)"
                    }
                } else {
                    open[line]!.held += 1
                }
            }
        }
        close(keeping: [])
        let name = PathName.lastComponent(of: script.path)
        return closed.sorted { $0.line < $1.line }.compactMap { line, tally in
            let said = "\(name):\(line): expect \(tally.claim.text)\(tally.once ? " once" : "")"
            if tally.frames == 0 { return "\(said): no frame shows it" }
            if tally.once { return tally.held > 0 ? nil : "\(said): never true in its \(tally.frames) frames; \(tally.firstMiss ?? "")" }
            return tally.held == tally.frames ? nil : "\(said): \(tally.firstMiss ?? "")"
        }
    }
}
