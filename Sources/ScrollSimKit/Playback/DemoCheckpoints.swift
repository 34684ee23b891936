/// Copies of a demo cursor at some frames, to make earlier frames again without keeping them.
///
/// A checkpoint is taken every `spacing` frames as the cursor passes; at most `maximum` are kept.
/// When there are too many, the one whose removal leaves the smallest gap for its distance from
/// the frame showing goes, so checkpoints stay dense near that frame and thin out (roughly
/// geometrically) away from it. The start (before the first frame) is always kept.
struct DemoCheckpoints {
    /// Frames between checkpoints taken as the cursor passes.
    static let spacing = 64
    /// The most checkpoints kept.
    static let maximum = 40

    /// Sorted by frame index; the first is the start.
    private(set) var entries: [DemoCursor]

    init(start: DemoCursor) {
        entries = [start]
    }

    /// Keeps a copy of `cursor` when it stands on a checkpoint frame not kept yet; `focus` is the
    /// frame showing (checkpoints near it are kept longest).
    mutating func offer(_ cursor: DemoCursor, focus: Int) {
        guard cursor.index > 0, cursor.index % Self.spacing == 0 else { return }
        let position = insertionPoint(cursor.index)
        if position < entries.count && entries[position].index == cursor.index { return }
        entries.insert(cursor, at: position)
        if entries.count > Self.maximum { thin(around: focus) }
    }

    /// The latest checkpoint at or before frame `index`.
    func latest(atOrBefore index: Int) -> DemoCursor {
        let position = insertionPoint(index + 1)
        return entries[max(0, position - 1)]
    }

    /// The first position whose index is at least `index`.
    private func insertionPoint(_ index: Int) -> Int {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].index < index { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private mutating func thin(around focus: Int) {
        var victim = 1
        var best = Double.infinity
        for i in 1..<entries.count {
            let before = entries[i - 1].index
            let after = i + 1 < entries.count ? entries[i + 1].index : entries[i].index + Self.spacing
            let distance = abs(entries[i].index - focus) + Self.spacing
            let cost = Double(after - before) / Double(distance)
            if cost < best { (best, victim) = (cost, i) }
        }
        entries.remove(at: victim)
    }
}
