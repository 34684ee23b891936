/// `play` as a program of the run loop: a demo script's frames at the script's times, with space,
/// arrows, +/-, `T` `o` `i` and q (`DemoPlayback`); a `wait` frame holds until a key.
///
/// Frames are made as they are due (`DemoStream`): the first shows at once and memory does not
/// grow with the script. A script with a `size` is drawn at that size whatever the terminal
/// (cropped, with a note, when the terminal is smaller); without one the frames follow the
/// terminal: after a resize the script is played again at the new size up to the same script
/// time (`DemoRefit`), a slice a tick, keys read between slices, the last frame shown meanwhile.
/// A resize never pauses. `update` makes whatever frame the view needs, so `view` only reads.
package struct DemoPlayer: LoopProgram {
    /// The terminal size frames are fitted into.
    package private(set) var size: TerminalSize
    /// Which frame shows, paused or not, how fast.
    package private(set) var playback: DemoPlayback
    /// What stopped playing: a step that could not be carried out (`play` reports it once the
    /// terminal is restored).
    package private(set) var failure: (any Error)?
    private var stream: DemoStream
    private var refit: DemoRefit?
    /// The frame showing, and the time of the next one (nil: the showing one is the last).
    private var shown: DemoFrame
    private var nextTime: Double?
    private let fixedSize: TerminalSize?
    private let asciiOnly: Bool
    private let makeStream: (TerminalSize) -> DemoStream

    /// Frames a re-fit plays on (without drawing) a tick.
    package static let refitFramesPerTick = 250

    /// A player for a terminal of `size` starting at `time`. `fixedSize`: the script's `size`, if
    /// it has one (kept whatever the terminal); `makeStream` makes the frames for a size.
    /// - Throws: what the stream throws making the first frame, or `DemoStreamStop` when the
    ///   script shows nothing.
    package init(
        size: TerminalSize, fixedSize: TerminalSize? = nil, asciiOnly: Bool = false, at time: Double,
        makeStream: @escaping (TerminalSize) -> DemoStream
    ) throws {
        self.size = size
        self.fixedSize = fixedSize
        self.asciiOnly = asciiOnly
        self.makeStream = makeStream
        stream = makeStream(fixedSize ?? size)
        guard let first = try stream.frame(at: 0) else { throw DemoStreamStop("the script shows nothing") }
        shown = first
        playback = DemoPlayback(startedAt: time, firstTime: first.time)
        nextTime = try stream.time(at: 1)
    }

    package func nextTick(at time: Double) -> Double? {
        refit != nil ? 0 : playback.secondsUntil(next: nextTime, at: time)
    }

    package mutating func update(_ event: InputEvent, at time: Double) -> [Effect] {
        guard failure == nil else { return [.quit] }
        do {
            let effects = try step(event, at: time)
            stream.setFlips(playback.flips)
            if let frame = try stream.frame(at: playback.index) { shown = frame }
            nextTime = try stream.time(at: playback.index + 1)
            return effects
        } catch {
            failure = error
            return [.quit]
        }
    }

    private mutating func step(_ event: InputEvent, at time: Double) throws -> [Effect] {
        switch event {
        case .key(.control("l")), .redraw:
            return [.redraw, .fullRedraw]
        case .key(let key):
            // While re-fitting the frames are not there yet: the arrows wait, other keys work.
            if refit != nil && (key == .left || key == .right) { return [] }
            _ = try playback.handle(key, at: time, in: &stream)
            // The player line shows the state even when the frame stays.
            return playback.isFinished ? [.quit] : [.redraw]
        case .resize(let newSize):
            size = newSize
            if fixedSize == nil {
                let target = refit?.target ?? playback.scriptTime(at: time)
                refit = DemoRefit(stream: makeStream(newSize), target: target)
            }
            return [.redraw, .fullRedraw]
        case .tick:
            if var pending = refit {
                guard try pending.work(frames: Self.refitFramesPerTick) else {
                    refit = pending
                    return [.redraw]  // the note says how far it got
                }
                stream = pending.stream
                playback.resume(at: pending.index, scriptTime: pending.target, wall: time)
                refit = nil
                _ = try playback.advance(to: time, in: &stream)
                return [.redraw]
            }
            return try playback.advance(to: time, in: &stream) ? [.redraw] : []
        case .wheel, .click, .signal, .filesChanged:
            return []
        }
    }

    package func view(memo: inout RenderMemo) -> Frame { view() }

    /// The frame showing, fitted to the terminal, with the player line at the bottom.
    package func view() -> Frame {
        var (frame, note) = PlayerFit.fit(shown, into: size, asciiOnly: asciiOnly)
        if let refit { note = "re-fitting to \(size.columns)x\(size.rows): frame \(refit.index + 1) of the new size…" }
        let atEnd = nextTime == nil
        // With the script's chrome off the line shows only when the speaker needs it.
        if shown.chrome || playback.isPaused || playback.isWaiting || atEnd || note != nil {
            let position = PlayerLine.Position(
                index: playback.index, count: stream.knownCount, time: shown.time, duration: stream.scriptDuration)
            PlayerLine.draw(on: &frame, position: position, paused: playback.isPaused, atEnd: atEnd, speed: playback.speed,
                            waiting: playback.isWaiting, note: note)
        }
        return frame
    }
}
