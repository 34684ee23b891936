/// Where `Y`'s recording goes (the runtime's file), one replayed step at a time.
package protocol RecordingOutput: AnyObject {
    /// Writes one frame and the entry that made it (nil: the first frame); false when the output
    /// takes no more (a write failed, or its size bound is reached) and the frame was not written.
    func write(_ entry: KeyHistory.Entry?, frame: Frame, at time: Double) -> Bool
    /// What to tell the user once the recording ended after `frames` of `total` frames.
    func summary(frames: Int, total: Int) -> String
}

/// Why a recording could not start (no free file name, a folder that cannot be written).
package struct RecordingRefusal: Error, Sendable {
    package var message: String
    package init(_ message: String) { self.message = message }
}

/// `Y`: the recording of the session so far, an effect the run loop performs a slice at a time
/// between reads of input, so a long session never holds up the keys. Its progress and, at the
/// end, the output's summary are what the hint line says.
package struct SessionRecording {
    private var replay: SessionReplay
    private let output: any RecordingOutput
    /// Frames written so far.
    package private(set) var framesWritten = 0
    /// True once every frame is written or the output took no more.
    package private(set) var isFinished = false

    /// The recording of `session`'s history so far into `output`.
    package init(of session: SimulatorSession, to output: any RecordingOutput) {
        replay = SessionReplay(of: session)
        self.output = output
    }

    /// Frames in all.
    package var frameCount: Int { replay.frameCount }

    /// What the hint line says: the progress, or the summary once finished.
    package var message: String {
        isFinished
            ? output.summary(frames: framesWritten, total: frameCount)
            : "writing the recording: frame \(framesWritten) of \(frameCount)… (keys still work)"
    }

    /// Writes frames until `clock()` reaches `deadline` (at least one frame a call) or the recording ends.
    package mutating func perform(until deadline: Double, clock: () -> Double) {
        guard !isFinished else { return }
        repeat {
            guard let step = replay.next(), output.write(step.entry, frame: step.frame, at: step.time) else {
                isFinished = true
                return
            }
            framesWritten += 1
        } while clock() < deadline
    }
}
