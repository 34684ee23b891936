/// After a resize, the stream for the new size played up to the script time reached, without
/// drawing and a slice at a time, so the player keeps answering keys however far the demo got.
/// (The frames depend on the size, so the new stream starts from the beginning.)
package struct DemoRefit {
    /// The stream at the new size.
    package private(set) var stream: DemoStream
    /// The script time to reach.
    package let target: Double
    /// The last frame found at or before `target` so far.
    package private(set) var index = 0
    /// True once the frame at `target` is found.
    package private(set) var isDone = false

    package init(stream: DemoStream, target: Double) {
        self.stream = stream
        self.target = target
    }

    /// Moves on by up to `frames` frames; returns `isDone`.
    /// - Throws: `DemoScriptError` when a step on the way cannot be carried out.
    package mutating func work(frames: Int) throws -> Bool {
        var left = frames
        while !isDone && left > 0 {
            if let time = try stream.time(at: index + 1), time <= target + 1e-9 {
                index += 1
                left -= 1
            } else {
                isDone = true
            }
        }
        return isDone
    }
}
