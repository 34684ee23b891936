import Foundation
import UIKitCompat

/// A sticky-header flow layout that keeps, from one bounds change to the next, the number of the
/// section the bounds' top is in (its header is the one floating), so that when the top moves to
/// another section it can invalidate the header it left. After a delete the kept number may be
/// past the end of its table of header starts, rebuilt in `prepare()`: the next bounds change into
/// another section reads past the end and traps in `invalidationContext(forBoundsChange:)`. Our own
/// code, modelled on the bug kind of a public floating-headers layout (a floating-section index
/// read after a batch update removed sections). Unlike zoo-stale-section it needs two sections and
/// a bounds change into the second before the delete.
public final class FloatingSectionLayout: UICollectionViewFlowLayout {
    /// Where each section's header starts, rebuilt in `prepare()`.
    private var headerStarts: [CGFloat] = []
    /// The section the last bounds change floated (never remapped after an update).
    private var floatingSection: Int?
    /// The fix: forget the kept section when the table shrinks under it.
    public var dropsStaleSection = false
    /// When set, a stale read is counted here and skipped instead of trapping (for tests that
    /// shrink the bug in their own process).
    public var staleReads: StaleReadCounter?

    public override init() {
        super.init()
        sectionHeadersPinToVisibleBounds = true
    }

    public required init?(coder: NSCoder) { nil }

    public override func prepare() {
        super.prepare()
        guard let collectionView else { headerStarts = []; return }
        headerStarts = (0..<collectionView.numberOfSections).map {
            layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: $0))?.frame.minY ?? 0
        }
    }

    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    public override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        let top = newBounds.minY + (collectionView?.adjustedContentInset.top ?? 0)
        // The section the top is in: the sections past the first whose header starts at or above it.
        let section = headerStarts.dropFirst().filter { $0 <= top }.count
        if dropsStaleSection, let kept = floatingSection, kept >= headerStarts.count { floatingSection = nil }
        var paths: [IndexPath] = []
        if let kept = floatingSection, kept != section {
            if let staleReads, kept >= headerStarts.count {
                staleReads.add()
            } else if headerStarts[kept] < top {  // BUG: `kept` may name a section deleted since.
                paths.append(IndexPath(item: 0, section: kept))
            }
        }
        floatingSection = section
        if !paths.isEmpty {
            context.invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader, at: paths)
        }
        return context
    }
}

/// Counts the stale reads of a `FloatingSectionLayout` that does not trap.
public final class StaleReadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    public init() {}

    /// One more stale read.
    public func add() { lock.withLock { count += 1 } }

    /// The reads counted since the last call, and the count back to 0.
    public func take() -> Int { lock.withLock { defer { count = 0 }; return count } }
}
