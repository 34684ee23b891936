/// An in-memory terminal screen for headless drawing: keeps the last flushed frame and counts
/// flushes (the bench draws through it; the tests' scripted backend draws through it too).
///
/// Like the curses backend it takes each frame as a `FrameDelta` from the one it holds (a
/// scrolled band, then changed spans) and applies it, so every frame test checks the delta too.
package final class MemoryBackend {
    /// What the terminal shows after the last flush.
    package private(set) var screen: Frame
    /// Number of `flush` calls (frames shown).
    package private(set) var flushCount = 0

    private var drawn: Frame

    package init(size: TerminalSize) {
        screen = Frame(size: size)
        drawn = screen
    }

    /// Puts `frame` into the screen (not yet visible) by applying the delta from the frame drawn
    /// before it, and returns that delta.
    @discardableResult
    package func draw(_ frame: Frame) -> FrameDelta {
        if drawn.size != frame.size {
            drawn = Frame(size: frame.size)
        }
        let delta = FrameDelta(from: drawn, to: frame)
        drawn.apply(delta, from: frame)
        return delta
    }

    /// Makes what was drawn visible.
    package func flush() {
        flushCount += 1
        screen = drawn
    }
}
