import StickyLayout

/// Runs in a fresh child process (`--memory-probe`), so earlier work cannot hide in the allocator:
/// resident set before and after building the data, then after opening the collection view.
struct MemoryProbe {
    var baseline = 0
    var afterData = 0
    var afterOpen = 0
    var sections = 0
    /// Bytes the engine's prepared geometry holds by `MemoryLayout` accounting (capacity × stride).
    var accountedGeometry = 0

    static func run(heights: Heights, shape: Shape, items: Int) -> MemoryProbe {
        var probe = MemoryProbe()
        // Touch the code, the allocator's arenas and the runtime's metadata first (they would
        // otherwise count as about 0.9 MiB of "data" and "engine" memory).
        let warmSections = Workload(items: 1_000, heights: heights, shape: shape).makeSections()
        var warmView = Workload.collectionView(warmSections, viewport: Viewport.small.size, strategy: .uikit)
        blackHole(warmView.visibleAttributes().count)
        probe.baseline = BenchPlatform.residentBytes()
        let sections = Workload(items: items, heights: heights, shape: shape).makeSections()
        probe.afterData = BenchPlatform.residentBytes()
        var view = Workload.collectionView(sections, viewport: Viewport.small.size, strategy: .uikit)
        blackHole(view.visibleAttributes().count)
        probe.afterOpen = BenchPlatform.residentBytes()
        probe.sections = sections.count
        let geometry = view.layout.geometry
        probe.accountedGeometry = geometry.sections.heapBytes
            + geometry.variableLengths.heapBytes + geometry.lineBlockStarts.heapBytes
        withExtendedLifetime(sections) {}
        withExtendedLifetime(view) {}
        withExtendedLifetime(warmView) {}
        return probe
    }

    var encoded: String {
        "\(baseline) \(afterData) \(afterOpen) \(sections) \(accountedGeometry)"
    }

    init() {}

    init?(encoded: String) {
        let values = encoded.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
        guard values.count == 5 else { return nil }
        (baseline, afterData, afterOpen, sections, accountedGeometry) =
            (values[0], values[1], values[2], values[3], values[4])
    }
}
