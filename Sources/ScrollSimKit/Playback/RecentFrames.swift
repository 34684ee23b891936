/// The frames drawn last, consecutive, within a cell budget: stepping back a few frames shows
/// them again without making them anew.
struct RecentFrames {
    /// The most cells kept together (24 bytes each: about 12 MB).
    static let maximumCells = 500_000
    /// The most frames kept, whatever their size.
    static let maximumFrames = 1024

    /// How many frames of `size` are kept (at least one).
    let capacity: Int
    /// Index of `frames[0]`.
    private(set) var first = 0
    private(set) var frames: [DemoFrame] = []

    init(size: TerminalSize) {
        capacity = max(1, min(Self.maximumFrames, Self.maximumCells / max(1, size.columns * size.rows)))
    }

    /// The frame at `index`, if kept.
    func frame(at index: Int) -> DemoFrame? {
        let offset = index - first
        return frames.indices.contains(offset) ? frames[offset] : nil
    }

    /// Keeps `frame`, drawn for `index`: after the last one kept, before the first (stepping
    /// back), or starting afresh. The frame farthest from `index` goes when over capacity.
    mutating func keep(_ frame: DemoFrame, at index: Int) {
        var frame = frame
        if !frames.isEmpty && index == first + frames.count {
            if frames[frames.count - 1].frame == frame.frame { frame.frame = frames[frames.count - 1].frame }  // shares the cells
            frames.append(frame)
            if frames.count > capacity {
                frames.removeFirst(frames.count - capacity)
                first = index + 1 - frames.count
            }
        } else if !frames.isEmpty && index == first - 1 {
            if frames[0].frame == frame.frame { frame.frame = frames[0].frame }
            frames.insert(frame, at: 0)
            first = index
            if frames.count > capacity { frames.removeLast(frames.count - capacity) }
        } else {
            frames = [frame]
            first = index
        }
    }
}
