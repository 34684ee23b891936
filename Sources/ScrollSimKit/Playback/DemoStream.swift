import StickyLayout

/// The frames of a demo script made on demand, in memory that does not grow with the script's
/// length or scroll distance (`play`).
///
/// Design: the script is played by a `DemoCursor`, a value whose state costs little to copy.
/// Stepping back must work at any point, so two bounded stores stand behind the cursor:
/// - the frames drawn last (`RecentFrames`, within a cell budget), which answer the usual
///   pause-and-step-back at once;
/// - checkpoints (`DemoCheckpoints`, at most 40 cursor copies, dense near the frame showing),
///   from which any earlier frame is made again deterministically: the cursor is copied back
///   and carried forward without drawing (a state step costs tens of times less than drawing a
///   frame), and only the frame asked for is drawn. Frames made stepping back are kept too.
/// Keeping frames instead would cost memory in proportion to the script; keeping only the start
/// would make a step back cost time in proportion to how far the demo got.
///
/// The frame count is not known until the cursor has passed the last step (pauses that spring
/// back make frames that depend on the state); `knownCount` says it once known, and
/// `scriptDuration` (from the steps alone) gives the length in time at once.
package struct DemoStream {
    /// The size the frames are drawn at.
    package let size: TerminalSize
    /// Seconds from the start to the end of the script, from its steps.
    package let scriptDuration: Double
    /// The number of frames, once the cursor has reached the end.
    package private(set) var knownCount: Int?
    private let loadScenario: (String) throws -> Scenario
    /// Where the script is played up to.
    private var cursor: DemoCursor
    /// The cursor one frame further, made to learn the next frame's time without leaving the
    /// frame showing (nil: not made yet; `.some(nil)`: there is no next frame).
    private var ahead: DemoCursor??
    private(set) var recent: RecentFrames
    private(set) var checkpoints: DemoCheckpoints
    /// View toggles turned the other way for drawing (`T`, `o`, `i` in `play`).
    package private(set) var flips: Set<ViewToggle> = []

    /// A stream of `script` drawn at `size` (nil: the script's `size`, else 80×24). Nothing is
    /// played until a frame or a time is asked for.
    package init(
        script: DemoScript, size: TerminalSize? = nil, asciiOnly: Bool = false,
        registry: StrategyRegistry = .builtIn, projector: Bool = false, loadScenario: @escaping (String) throws -> Scenario
    ) {
        self.size = DemoTimeline.size(of: script, override: size)
        self.loadScenario = loadScenario
        scriptDuration = Self.duration(of: script)
        cursor = DemoCursor(script: script, size: self.size, asciiOnly: asciiOnly, registry: registry, projector: projector)
        recent = RecentFrames(size: self.size)
        checkpoints = DemoCheckpoints(start: cursor)
    }

    /// Draws later frames with `flips` (view toggles turned the other way); the frames kept are
    /// dropped when it changes, the script's state is not touched.
    package mutating func setFlips(_ flips: Set<ViewToggle>) {
        guard flips != self.flips else { return }
        self.flips = flips
        recent = RecentFrames(size: size)
    }

    /// True when frame `index` is a `wait` step's (the player holds it until a key).
    package mutating func waits(at index: Int) throws -> Bool {
        try timing(at: index)?.waits ?? false
    }

    /// Frame `index` (0-based), or nil past the last frame.
    /// - Throws: `DemoScriptError` when a step on the way cannot be carried out.
    package mutating func frame(at index: Int) throws -> DemoFrame? {
        guard index >= 0 else { return nil }
        if let kept = recent.frame(at: index) { return kept }
        if index < cursor.index { return try frameMadeAgain(at: index) }
        guard try move(to: index, focus: index), let frame = cursor.render(flips: flips) else { return nil }
        recent.keep(frame, at: index)
        return frame
    }

    /// Frames drawn at once when stepping back past the kept frames, so the next steps back find
    /// theirs kept (the regeneration is paid once for all of them).
    static let framesDrawnSteppingBack = 16

    /// Frame `index`, behind the cursor and not kept: made again from the checkpoint before it,
    /// with the few frames before it, all kept.
    private mutating func frameMadeAgain(at index: Int) throws -> DemoFrame? {
        let first = max(0, index + 1 - min(Self.framesDrawnSteppingBack, recent.capacity))
        guard try move(to: first, focus: index) else { return nil }
        var drawn: [DemoFrame] = []
        while let frame = cursor.render(flips: flips) {
            drawn.append(frame)
            guard cursor.index < index, try move(to: cursor.index + 1, focus: index) else { break }
        }
        for (offset, frame) in drawn.enumerated().reversed() { recent.keep(frame, at: first + offset) }
        return drawn.last
    }

    /// The time of frame `index`, or nil past the last frame. Finding it plays the script up to
    /// that frame without drawing; the frames drawn already stay kept.
    package mutating func time(at index: Int) throws -> Double? {
        try timing(at: index)?.time
    }

    /// The time of frame `index` and whether it waits, or nil past the last frame (`time(at:)`).
    private mutating func timing(at index: Int) throws -> (time: Double, waits: Bool)? {
        guard index >= 0 else { return nil }
        if let kept = recent.frame(at: index) { return (kept.time, kept.waits) }
        if index == cursor.index { return (cursor.time, cursor.waits) }
        if index > cursor.index + 1 {
            guard try move(to: index - 1, focus: index - 1) else { return nil }
        }
        if index == cursor.index + 1 {
            if ahead == nil {
                var next = cursor
                ahead = .some(try next.advance(loadScenario: loadScenario) ? next : nil)
                if case .some(.none) = ahead { knownCount = cursor.index + 1 }
            }
            return ahead?.map { ($0.time, $0.waits) }
        }
        guard try move(to: index, focus: index) else { return nil }
        return (cursor.time, cursor.waits)
    }

    /// Puts the cursor on frame `index`: forward by playing on, back from the latest checkpoint
    /// before it. Returns false when the script ends first.
    private mutating func move(to index: Int, focus: Int) throws -> Bool {
        if index == cursor.index { return true }
        if index == cursor.index + 1, let next = ahead {
            ahead = nil
            guard let next else { return false }
            cursor = next
            checkpoints.offer(cursor, focus: focus)
            return true
        }
        ahead = nil
        if index < cursor.index { cursor = checkpoints.latest(atOrBefore: index) }
        while cursor.index < index {
            guard try cursor.advance(loadScenario: loadScenario) else {
                knownCount = cursor.index + 1
                return false
            }
            checkpoints.offer(cursor, focus: focus)
        }
        return true
    }

    /// The script's length in seconds, from its steps: scrolls take their rows over their speed,
    /// pauses their length. (Spring-back frames during a pause fall inside the pause.)
    package static func duration(of script: DemoScript) -> Double {
        var speed = 8.0, total = 0.0
        for (_, step) in script.steps {
            switch step {
            case .speed(let rowsPerSecond): speed = rowsPerSecond
            case .scroll(let rows, let rowsPerSecond): total += Double(rows.magnitude) / (rowsPerSecond ?? speed)
            case .pause(let seconds): total += seconds
            case .wait: total += DemoCursor.waitSeconds
            default: break
            }
        }
        return total
    }
}
