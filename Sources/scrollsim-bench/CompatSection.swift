import StickyLayout

/// Part 7: the bounds-only step of a UIKit-style subclass run through UIKitCompat, next to the
/// native strategy that computes the same frames.
struct CompatSection {
    let options: Options

    func run() {
        print("## 7. UIKitCompat: a UIKit subclass's bounds-only step vs the native strategy\n")
        print("""
            One step as in section 1 (`setContentOffset` + `layoutAttributesForElements(in: bounds)` on \
            `CollectionView`, one-row steps, uniform 1-row items, sections of 100). *native* is the \
            engine's value strategy; *compat* runs a `UICollectionViewFlowLayout` subclass through \
            `UIKitLayoutStrategy`, which creates a `UICollectionViewLayoutAttributes` object per element \
            per query, as UIKit does. The first two pairs answer with the same frames (checked by the \
            UIKitCompat tests); the third is a context-invalidation layout (every step names the visible \
            sections' headers, which the host asks for again one by one), timed next to the nearest \
            native strategy.

            """)
        var table = MarkdownTable(
            ["layout", "viewport", "items", "native p50", "compat p50", "compat ÷ native", "compat p99",
             "item frames/step (compat)"],
            numeric: Set(2...7))
        let timer = StrategyPairTimer(options: options)
        for pair in CompatPair.allCases {
            timer.forEachCase({ pair.native }, pair.compat) { items, viewport, native, compat in
                table.add([
                    pair.label, viewport.label, Format.count(items),
                    Format.duration(native.samples.p50), Format.duration(compat.samples.p50),
                    Format.ratio(compat.samples.p50 / native.samples.p50),
                    Format.duration(compat.samples.p99), Format.fixed(compat.itemFramesPerStep, 0),
                ])
            }
        }
        table.print()
    }
}
