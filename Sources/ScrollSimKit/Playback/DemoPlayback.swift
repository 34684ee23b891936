/// The live player's state: which frame shows, paused or not, how fast. Pure: time is passed in.
///
/// Keys: space pauses and resumes, → and ← step one frame (and pause), `+` and `-` double or halve
/// the speed (1/8× to 8×), `q` quits.
package struct DemoPlayback: Sendable {
    /// The frames' times, seconds from the start.
    package private(set) var times: [Double]
    /// The frame showing.
    package private(set) var index = 0
    /// True while paused.
    package private(set) var isPaused = false
    /// Playback speed (1 = the script's timing).
    package private(set) var speed = 1.0
    /// True once `q` was pressed.
    package private(set) var isFinished = false
    /// Script time of the frame showing, and the wall time it was reached.
    private var anchorScript = 0.0
    private var anchorWall = 0.0

    package init(times: [Double], startedAt wall: Double) {
        self.times = times
        anchorWall = wall
        anchorScript = times.first ?? 0
    }

    /// True when the last frame has been shown and playback is not paused.
    package var isAtEnd: Bool { index >= times.count - 1 }

    /// Advances to the frame due at wall time `wall`; returns true when the frame changed.
    package mutating func advance(to wall: Double) -> Bool {
        guard !isPaused, !times.isEmpty else { return false }
        let scriptNow = anchorScript + (wall - anchorWall) * speed
        var next = index
        while next + 1 < times.count && times[next + 1] <= scriptNow { next += 1 }
        defer { index = next }
        return next != index
    }

    /// Seconds of wall time until the next frame is due (nil when paused or at the end).
    package func waitForNextFrame(at wall: Double) -> Double? {
        guard !isPaused, index + 1 < times.count else { return nil }
        let scriptNow = anchorScript + (wall - anchorWall) * speed
        return max(0, (times[index + 1] - scriptNow) / speed)
    }

    /// Applies a key at wall time `wall`; returns true when the frame showing changed.
    package mutating func handle(_ key: Key, at wall: Double) -> Bool {
        switch key {
        case .character(" "):
            reanchor(wall)
            isPaused.toggle()
            return false
        case .right:
            isPaused = true
            return step(+1, wall)
        case .left:
            isPaused = true
            return step(-1, wall)
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

    /// Takes the frames' times of a rebuilt timeline (after a resize) and goes on where it was:
    /// the same script time, playing or paused as before, at the same speed.
    package mutating func replaceTimes(_ newTimes: [Double], at wall: Double) {
        let scriptNow = isPaused ? anchorScript : anchorScript + (wall - anchorWall) * speed
        times = newTimes
        index = max(0, (newTimes.lastIndex { $0 <= scriptNow + 1e-9 }) ?? 0)
        anchorScript = scriptNow
        anchorWall = wall
    }

    /// Shows frame `index` (clamped), paused.
    package mutating func seek(to index: Int, at wall: Double) {
        isPaused = true
        _ = step(index - self.index, wall)
    }

    private mutating func step(_ delta: Int, _ wall: Double) -> Bool {
        let next = min(max(0, index + delta), times.count - 1)
        defer { index = next; anchorScript = times.isEmpty ? 0 : times[next]; anchorWall = wall }
        return next != index
    }

    /// Moves the anchor to `wall`, keeping the script time reached so far (frozen while paused).
    private mutating func reanchor(_ wall: Double) {
        if !isPaused { anchorScript += (wall - anchorWall) * speed }
        anchorWall = wall
    }
}
