/// One section's item identities as runs of consecutive identities (the scenario's items i, i+1,
/// … of one section, or new identities n, n+1, …): a delete in a section of a million items
/// leaves two runs, not a million identities.
struct ItemIdentities: Sendable, Hashable {
    /// `count` identities from `first` on.
    struct Run: Sendable, Hashable {
        var first: DataIdentities.Item
        var count: Int

        /// The identity `offset` places after `first`.
        func item(_ offset: Int) -> DataIdentities.Item {
            switch first {
            case .original(let section, let item): .original(section: section, item: item + offset)
            case .new(let n): n < 0 ? .new(-1) : .new(n + offset)  // -1: unknown, for every item
            }
        }

        /// Whether `next` continues this run.
        func isContinued(by next: Run) -> Bool {
            switch (first, next.first) {
            case (.original(let s, let i), .original(let t, let j)): s == t && i + count == j
            case (.new(let n), .new(let m)): n >= 0 && m >= 0 && n + count == m
            default: false
            }
        }
    }

    /// The runs, adjacent ones that continue each other merged (so equal lists are equal values).
    private var runs: [Run] = []
    /// Index of each run's first item.
    private var starts: [Int] = []
    /// Number of items.
    private(set) var count = 0

    /// Appends `run`, merged into the last one when it continues it.
    mutating func append(_ run: Run) {
        guard run.count > 0 else { return }
        if let last = runs.last, last.isContinued(by: run) {
            runs[runs.count - 1].count += run.count
        } else {
            runs.append(run)
            starts.append(count)
        }
        count += run.count
    }

    /// The identity of item `index`; nil past the end.
    func item(_ index: Int) -> DataIdentities.Item? {
        guard index >= 0 && index < count else { return nil }
        let r = runIndex(containing: index)
        return runs[r].item(index - starts[r])
    }

    /// Appends the identities of the `length` items from `index` on (as many as there are) to `list`.
    func appendRuns(from index: Int, count length: Int, to list: inout ItemIdentities) {
        guard index >= 0 && index < count && length > 0 else { return }
        var r = runIndex(containing: index)
        var offset = index - starts[r]
        var left = length
        while left > 0 && r < runs.count {
            let take = min(left, runs[r].count - offset)
            list.append(Run(first: runs[r].item(offset), count: take))
            left -= take
            r += 1
            offset = 0
        }
    }

    /// The run that holds item `index` (0 ≤ index < count), by binary search.
    private func runIndex(containing index: Int) -> Int {
        var lo = 0, hi = runs.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= index { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}
