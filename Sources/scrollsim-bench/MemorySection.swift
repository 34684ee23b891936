import StickyLayout

/// Part 2b: resident memory per item, each workload measured in a fresh child process.
struct MemorySection {
    let options: Options

    func run() {
        print("## 2b. Resident memory per item\n")
        print("""
            Each row runs in a fresh process (`--memory-probe`): RSS from \(BenchPlatform.residentSource) before and after \
            building the data (`[SectionSpec]`, including the `[Float]` item lengths the app supplies), then after \
            `CollectionView.init` + first query (the engine's prepared geometry). *accounted* = capacity × \
            `MemoryLayout.stride` + 32 B per array buffer. The probe first opens a 1e3-item view so code pages and \
            allocator arenas are already resident; RSS still has 4 KiB page granularity, so below 1e6 items the \
            per-item RSS figures are noise (the accounted column is exact).

            """)
        var table = MarkdownTable(
            ["items", "heights", "sections", "data RSS B/item", "engine RSS B/item", "total RSS B/item",
             "engine accounted B/item", "engine B/section", "total RSS", "target"],
            numeric: Set([0, 2, 3, 4, 5, 6, 7, 8]))
        let counts = options.quick ? [1_000_000, 10_000_000] : Options.itemCounts
        for shape in Shape.allCases {
            for heights in Heights.allCases {
                for items in counts {
                    let workload = Workload(items: items, heights: heights, shape: shape)
                    guard let output = runSelf(["--memory-probe", heights.rawValue, shape.rawValue, String(items)]),
                          let probe = MemoryProbe(encoded: output) else {
                        table.add([Format.count(items), workload.label] + Array(repeating: "probe failed", count: 8))
                        continue
                    }
                    let n = Double(items)
                    let data = Double(probe.afterData - probe.baseline)
                    let engine = Double(probe.afterOpen - probe.afterData)
                    let total = Double(probe.afterOpen - probe.baseline)
                    let measurable = items >= 1_000_000
                    let target = heights == .uniform
                        ? "0 B/item (per-section only)"
                        : "≤ 8 B/item total: " + (!measurable ? "below page noise" : total / n <= 8 ? "met" : "MISSED")
                    table.add([
                        Format.count(items), workload.label, Format.grouped(probe.sections),
                        Format.fixed(data / n, 2), Format.fixed(engine / n, 2), Format.fixed(total / n, 2),
                        Format.fixed(Double(probe.accountedGeometry) / n, 2),
                        Format.fixed(Double(probe.accountedGeometry) / Double(max(1, probe.sections)), 0),
                        Format.bytes(total), target,
                    ])
                }
            }
        }
        table.print()
        printStrides()
    }

    private func printStrides() {
        print("`MemoryLayout` strides (bytes): ")
        var table = MarkdownTable(["type", "stride", "held"], numeric: [1])
        table.add(["SectionSpec", "\(MemoryLayout<SectionSpec>.stride)", "one per section (data)"])
        table.add(["SectionGeometry", "\(MemoryLayout<SectionGeometry>.stride)", "one per section (engine)"])
        table.add(["[Float] reference", "\(MemoryLayout<[Float]>.stride)", "one per variable section (engine, shares the data's array)"])
        table.add(["Float (item length)", "\(MemoryLayout<Float>.stride)", "one per item of a variable section (data, shared by the engine)"])
        table.add(["LayoutAttributes", "\(MemoryLayout<LayoutAttributes>.stride)", "one per visible element, in a reused buffer"])
        print()
        table.print()
    }
}
