import ScrollSimKit
import StickyLayout

/// Something that performs one scroll step: move the bounds' origin to `y`, then query the viewport.
/// Returns a value derived from the answer so the work cannot be optimised away.
protocol Stepper {
    mutating func step(to y: Double) -> Int
    var counters: LayoutCounters { get }
}

/// The public path: `CollectionView.setContentOffset` then `layoutAttributesForElements(in: bounds)`.
struct CollectionViewStepper: Stepper {
    var view: CollectionView

    @inline(__always)
    mutating func step(to y: Double) -> Int {
        view.setContentOffset(Point(x: 0, y: y))
        let answer = view.layoutAttributesForElements(in: view.bounds)
        return answer.count &+ Int(answer.first?.frame.minY ?? 0)
    }

    var counters: LayoutCounters { view.counters }
}

/// The engine alone: the same UIKit protocol driven on `StickyFlowLayout`, answering into a
/// reused buffer (`layoutAttributesForElements(in:into:)`), without CollectionView's bookkeeping.
struct LayoutStepper: Stepper {
    var layout: StickyFlowLayout
    var buffer: [LayoutAttributes] = []

    init(layout: StickyFlowLayout) {
        self.layout = layout
        buffer.reserveCapacity(256)
    }

    @inline(__always)
    mutating func step(to y: Double) -> Int {
        let bounds = Rect(origin: Point(x: 0, y: y), size: layout.scrollView.viewportSize)
        if layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            let context = layout.invalidationContext(forBoundsChange: bounds)
            layout.scrollView.contentOffset = bounds.origin
            layout.invalidateLayout(with: context)
        } else {
            layout.scrollView.contentOffset = bounds.origin
        }
        layout.layoutAttributesForElements(in: bounds, into: &buffer)
        return buffer.count &+ Int(buffer.first?.frame.minY ?? 0)
    }

    var counters: LayoutCounters { layout.counters }
}

/// The sequence of target offsets a run scrolls through.
enum StepKind: String, CaseIterable {
    /// offset += 1, wrapping to 0 at the end of the content.
    case oneRow = "one-row"
    /// Precomputed uniformly random offsets over the whole content.
    case randomJump = "random jump"
}

/// Produces the next target offset for a step kind, without allocating.
struct OffsetSequence {
    let kind: StepKind
    let maxOffset: Double
    private let jumps: [Double]
    private var index = 0
    private var y = 0.0

    init(kind: StepKind, contentLength: Double, viewportRows: Int, seed: UInt64 = 0x5EED) {
        self.kind = kind
        let top = max(0, contentLength - Double(viewportRows))
        maxOffset = top
        var rng = CheckRandom(seed: seed)
        jumps = kind == .randomJump
            ? (0..<4096).map { _ in Double(rng.next() % UInt64(top + 1)) }
            : []
        y = kind == .oneRow ? (top / 2).rounded(.down) : 0
    }

    @inline(__always)
    mutating func next() -> Double {
        switch kind {
        case .oneRow:
            y = y + 1 > maxOffset ? 0 : y + 1
            return y
        case .randomJump:
            index = (index + 1) & 4095
            return jumps[index]
        }
    }
}
