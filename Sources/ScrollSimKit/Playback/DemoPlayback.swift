/// The live player's state: which frame shows, paused or not, how fast. Pure: time is passed in,
/// and the frames' times are looked up one by one in a `DemoStream`, so the frames can be made
/// as they are needed.
///
/// Keys: space pauses and resumes, → and ← step one frame (and pause), `+` and `-` double or halve
/// the speed (1/8× to 8×), `T` `o` `i` turn the projector theme, the ghosts and the inspector the
/// other way from the script's, `q` quits. At a `wait` frame playing holds until space, Enter,
/// → , ↓ or PgDn (a presenter's clicker) goes on.
package struct DemoPlayback: Sendable {
    /// The frame showing.
    package private(set) var index = 0
    /// True while paused.
    package private(set) var isPaused = false
    /// Playback speed (1 = the script's timing).
    package private(set) var speed = 1.0
    /// True once `q` was pressed.
    package private(set) var isFinished = false
    /// True while holding at a `wait` frame for a key.
    package private(set) var isWaiting = false
    /// View toggles the speaker turned the other way from the script's (`T`, `o`, `i`).
    package private(set) var flips: Set<ViewToggle> = []
    /// Script time of the frame showing, and the wall time it was reached.
    private var anchorScript = 0.0
    private var anchorWall = 0.0

    /// Starts at frame 0 (script time `firstTime`) at wall time `wall`.
    package init(startedAt wall: Double, firstTime: Double = 0) {
        anchorWall = wall
        anchorScript = firstTime
    }

    /// The script time reached at wall time `wall` (frozen while paused).
    package func scriptTime(at wall: Double) -> Double {
        isPaused || isWaiting ? anchorScript : anchorScript + (wall - anchorWall) * speed
    }

    /// Advances to the frame due at wall time `wall`; returns true when the frame changed.
    /// A `wait` frame reached stops it there, holding for a key (its record-time hold is skipped
    /// when the key comes).
    package mutating func advance(to wall: Double, in times: inout DemoStream) throws -> Bool {
        guard !isPaused, !isWaiting else { return false }
        let scriptNow = scriptTime(at: wall)
        var next = index
        while let time = try times.time(at: next + 1), time <= scriptNow {
            next += 1
            if try times.waits(at: next) {
                isWaiting = true
                anchorScript = time + DemoCursor.waitSeconds
                anchorWall = wall
                break
            }
        }
        defer { index = next }
        return next != index
    }

    /// Seconds of wall time from `wall` until the next frame, at script time `next`, is due (nil
    /// when paused, holding at a `wait`, or at the end: no next frame).
    package func secondsUntil(next: Double?, at wall: Double) -> Double? {
        guard !isPaused, !isWaiting, let next else { return nil }
        return max(0, (next - scriptTime(at: wall)) / speed)
    }

    /// Applies a key at wall time `wall`; returns true when the frame showing changed.
    package mutating func handle(_ key: Key, at wall: Double, in times: inout DemoStream) throws -> Bool {
        if isWaiting, [.character(" "), .enter, .right, .down, .pageDown].contains(key) {
            // Goes on from the end of the hold: the frames after it play at once.
            isWaiting = false
            anchorWall = wall
            return false
        }
        switch key {
        case .character("T"), .character("o"), .character("i"):
            let toggle: ViewToggle = key == .character("T") ? .projector : key == .character("o") ? .ghost : .inspector
            if flips.contains(toggle) { flips.remove(toggle) } else { flips.insert(toggle) }
            return true
        case .character(" "):
            reanchor(wall)
            isPaused.toggle()
            return false
        case .right, .left:
            isPaused = true
            return try step(key == .right ? +1 : -1, wall, &times)
        case .character("+"), .character("="):
            reanchor(wall)
            speed = min(8, speed * 2)
            return false
        case .character("-"), .character("_"):
            reanchor(wall)
            speed = max(0.125, speed / 2)
            return false
        case .character("q"), .character("Q"), .escape:
            isFinished = true
            return false
        default:
            return false
        }
    }

    /// Goes on from frame `index` at script time `scriptTime` (a re-fitted stream after a
    /// resize), playing or paused as before, at the same speed.
    package mutating func resume(at index: Int, scriptTime: Double, wall: Double) {
        self.index = index
        anchorScript = scriptTime
        anchorWall = wall
    }

    private mutating func step(_ delta: Int, _ wall: Double, _ times: inout DemoStream) throws -> Bool {
        isWaiting = false
        var target = max(0, index + delta)
        if try times.time(at: target) == nil { target = index }  // stays on the last frame
        let time = try times.time(at: target) ?? anchorScript
        defer { index = target; anchorScript = time; anchorWall = wall }
        return target != index
    }

    /// Moves the anchor to `wall`, keeping the script time reached so far (frozen while paused).
    private mutating func reanchor(_ wall: Double) {
        anchorScript = scriptTime(at: wall)
        anchorWall = wall
    }
}
