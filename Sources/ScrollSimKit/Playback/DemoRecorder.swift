/// Turns a demo timeline into an asciicast v2 recording, one full repaint a frame at the frame's time.
public enum DemoRecorder {
    /// The recording of `timeline`, titled `title`.
    public static func record(_ timeline: DemoTimeline, title: String, colors: Bool = true) -> Asciicast {
        var cast = Asciicast(width: timeline.size.columns, height: timeline.size.rows, title: title)
        var last: Frame?
        for frame in timeline.frames {
            // An unchanged frame still marks time (a pause at the end keeps its length).
            cast.output(frame.frame == last ? "" : AnsiFrameEncoder.repaint(frame.frame, colors: colors), at: frame.time)
            last = frame.frame
        }
        return cast
    }
}
