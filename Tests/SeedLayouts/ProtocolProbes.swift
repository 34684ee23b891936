import UIKitCompat

// Probe layouts for the host's call protocol (docs/uikit-host.md): each records the calls it
// receives, in order, so the tests can hold the host to UIKit's order; one per rule.

/// The calls a probe received, in order, shared with the test (the strategy owns the layout).
public final class ProbeTrace: @unchecked Sendable {
    private let lock = NSLock()
    private var _calls: [String] = []
    /// Queries about an element `prepare()` had not seen (stale-query probe).
    private var _stale: [String] = []

    /// Whether calls are kept (off for a probe shown in the live view, which would grow without end).
    private let recording: Bool

    public init(recording: Bool = true) { self.recording = recording }

    public var calls: [String] { lock.withLock { _calls } }
    public var stale: [String] { lock.withLock { _stale } }

    public func add(_ call: String) {
        guard recording else { return }
        lock.withLock { _calls.append(call) }
    }

    public func addStale(_ query: String) {
        guard recording else { return }
        lock.withLock { _stale.append(query) }
    }
    public func clear() { lock.withLock { _calls.removeAll() } }

    /// The recorded calls reduced to their method names (the part before the first space).
    public var names: [String] { calls.map { String($0.prefix { $0 != " " }) } }
}

/// A flow layout that records every override point of the protocol it receives, then answers
/// as `super` does. The rule probes subclass it.
open class TracingFlowLayout: UICollectionViewFlowLayout {
    public let trace: ProbeTrace
    /// Sections and items per section as `prepare()` saw them.
    public private(set) var preparedCounts: [Int] = []

    public init(trace: ProbeTrace) {
        self.trace = trace
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    open override func prepare() {
        super.prepare()
        let view = collectionView
        preparedCounts = (0..<(view?.numberOfSections ?? 0)).map { view?.numberOfItems(inSection: $0) ?? 0 }
        trace.add("prepare")
    }

    /// Records a query about `path` that `prepare()` did not see (a section or item past its counts).
    private func checkSeen(_ what: String, _ path: IndexPath, item: Bool) {
        let section = path.section
        let known = section >= 0 && section < preparedCounts.count
            && (!item || (path.item >= 0 && path.item < preparedCounts[section]))
        if !known { trace.addStale("\(what) \(Array(path)) after prepare() saw \(preparedCounts)") }
    }

    /// The flow layout's frame of an item (not recorded as a query).
    public func naturalItemFrame(_ path: IndexPath) -> CGRect? {
        super.layoutAttributesForItem(at: path)?.frame
    }

    /// The flow layout's frame of a section's header (not recorded as a query).
    public func naturalHeaderFrame(_ section: Int) -> CGRect? {
        super.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        trace.add("layoutAttributesForElements")
        let answer = super.layoutAttributesForElements(in: rect)
        for a in answer ?? [] { checkSeen("rect answer", a.indexPath, item: a.representedElementCategory == .cell) }
        return answer
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        trace.add("layoutAttributesForItem \(Array(indexPath))")
        checkSeen("item", indexPath, item: true)
        return super.layoutAttributesForItem(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        trace.add("layoutAttributesForSupplementaryView \(Array(indexPath))")
        checkSeen("supplementary", indexPath, item: false)
        return super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        trace.add("shouldInvalidateLayout(forBoundsChange:)")
        return super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        trace.add("invalidationContext(forBoundsChange:)")
        return super.invalidationContext(forBoundsChange: newBounds)
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        trace.add("invalidateLayout(with:)" + (context.invalidateDataSourceCounts ? " dataSourceCounts" : "")
                  + (context.invalidateEverything ? " everything" : ""))
        super.invalidateLayout(with: context)
    }

    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        trace.add("prepare(forCollectionViewUpdates:) \(updateItems.map(\.description).joined(separator: ", "))")
        super.prepare(forCollectionViewUpdates: updateItems)
    }

    open override func finalizeCollectionViewUpdates() {
        trace.add("finalizeCollectionViewUpdates")
        super.finalizeCollectionViewUpdates()
    }

    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        trace.add("initialLayoutAttributesForAppearingItem \(Array(itemIndexPath))")
        return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }

    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        trace.add("finalLayoutAttributesForDisappearingItem \(Array(itemIndexPath))")
        return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }

    open override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        trace.add("initialLayoutAttributesForAppearingSupplementaryElement \(Array(elementIndexPath))")
        return super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    open override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        trace.add("finalLayoutAttributesForDisappearingSupplementaryElement \(Array(elementIndexPath))")
        return super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    open override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        trace.add("indexPathsToInsertForSupplementaryView")
        return super.indexPathsToInsertForSupplementaryView(ofKind: elementKind)
    }

    open override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        trace.add("indexPathsToDeleteForSupplementaryView")
        return super.indexPathsToDeleteForSupplementaryView(ofKind: elementKind)
    }

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        trace.add("targetContentOffset(forProposedContentOffset:)")
        return super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }

    open override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        trace.add("prepare(forAnimatedBoundsChange:) \(Int(oldBounds.width))x\(Int(oldBounds.height))")
        super.prepare(forAnimatedBoundsChange: oldBounds)
    }

    open override func finalizeAnimatedBoundsChange() {
        trace.add("finalizeAnimatedBoundsChange")
        super.finalizeAnimatedBoundsChange()
    }

    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        trace.add("shouldInvalidateLayout(forPreferredLayoutAttributes:) \(Int(preferredAttributes.frame.height))")
        return super.shouldInvalidateLayout(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        trace.add("invalidationContext(forPreferredLayoutAttributes:)")
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }
}

/// Rule B3: the "context invalidation" sticky-header pattern. Every scroll invalidates; the
/// context names every section's header; the headers move only in the single-element query
/// (`layoutAttributesForSupplementaryView(ofKind:at:)`), pinned to the top of the visible bounds
/// (below the adjusted inset) within their section. The rect answer is `super`'s, unchanged.
public final class ContextStickyLayout: TracingFlowLayout {
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        _ = super.shouldInvalidateLayout(forBoundsChange: newBounds)
        return true
    }

    public override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        let sections = collectionView?.numberOfSections ?? 0
        context.invalidateSupplementaryElements(
            ofKind: UICollectionView.elementKindSectionHeader,
            at: (0..<sections).map { IndexPath(item: 0, section: $0) })
        return context
    }

    public override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let natural = super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath),
              elementKind == UICollectionView.elementKindSectionHeader, let view = collectionView,
              let pinned = natural.copy() as? UICollectionViewLayoutAttributes
        else { return super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) }
        let items = view.numberOfItems(inSection: indexPath.section)
        let last = items > 0 ? naturalItemFrame(IndexPath(item: items - 1, section: indexPath.section)) : nil
        let top = view.contentOffset.y + view.adjustedContentInset.top
        let floor = natural.frame.minY
        let ceiling = (last?.maxY ?? natural.frame.maxY) - natural.frame.height
        pinned.frame.origin.y = min(max(top, floor), max(floor, ceiling))
        pinned.zIndex = 1024
        return pinned
    }

}

/// Decoration views (docs/uikit-host.md, rules B3 and U6): a section background, kind
/// `"SectionBackground"` at `[section, 0]`, behind every section (zIndex -1) from its header's top
/// to its last item's bottom. It is returned in the rect answer and by
/// `layoutAttributesForDecorationView(ofKind:at:)`; in a batch update the layout inserts one for each
/// inserted section and deletes one for each deleted section (`indexPathsToInsert/DeleteForDecorationView`),
/// an appearing background starts 3 points to the right of its place, transparent, and a
/// disappearing one ends there. Every decoration call is recorded.
open class DecorationProbeLayout: TracingFlowLayout {
    public static let kind = "SectionBackground"
    private var insertedSections: [Int] = []
    private var deletedSections: [Int] = []

    /// The background of `section`: its header's top to its last item's (or its header's) bottom.
    private func background(_ section: Int) -> UICollectionViewLayoutAttributes? {
        guard let view = collectionView, section >= 0, section < view.numberOfSections else { return nil }
        let header = naturalHeaderFrame(section)
        let items = view.numberOfItems(inSection: section)
        let last = items > 0 ? naturalItemFrame(IndexPath(item: items - 1, section: section)) : nil
        guard let top = header ?? last else { return nil }
        let frame = top.union(last ?? top)
        guard frame.height > 0 else { return nil }
        let a = UICollectionViewLayoutAttributes(forDecorationViewOfKind: Self.kind, with: IndexPath(item: 0, section: section))
        a.frame = frame
        a.zIndex = -1
        return a
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let answer = super.layoutAttributesForElements(in: rect) ?? []
        let sections = collectionView?.numberOfSections ?? 0
        return (0..<sections).compactMap { background($0) }.filter { $0.frame.intersects(rect) } + answer
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        trace.add("layoutAttributesForDecorationView \(elementKind) \(Array(indexPath))")
        return elementKind == Self.kind ? background(indexPath.section) : nil
    }

    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        insertedSections = updateItems.compactMap { $0.updateAction == .insert && $0.indexPathAfterUpdate?.item == NSNotFound ? $0.indexPathAfterUpdate?.section : nil }
        deletedSections = updateItems.compactMap { $0.updateAction == .delete && $0.indexPathBeforeUpdate?.item == NSNotFound ? $0.indexPathBeforeUpdate?.section : nil }
    }

    open override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        trace.add("indexPathsToInsertForDecorationView \(elementKind)")
        return elementKind == Self.kind ? insertedSections.map { IndexPath(item: 0, section: $0) } : []
    }

    open override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        trace.add("indexPathsToDeleteForDecorationView \(elementKind)")
        return elementKind == Self.kind ? deletedSections.map { IndexPath(item: 0, section: $0) } : []
    }

    open override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        trace.add("initialLayoutAttributesForAppearingDecorationElement \(elementKind) \(Array(decorationIndexPath))")
        guard let a = background(decorationIndexPath.section) else { return nil }
        a.frame.origin.x += 3
        a.alpha = 0
        return a
    }

    open override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        trace.add("finalLayoutAttributesForDisappearingDecorationElement \(elementKind) \(Array(decorationIndexPath))")
        return nil
    }

    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedSections = []
        deletedSections = []
    }
}
