import StickyLayout

/// UIKit's `UICollectionViewFlowLayout`, played by ScrollSim's engine: `super` answers with the
/// engine's flow geometry for the scenario being simulated.
///
/// The geometry properties (`itemSize`, spacings, `sectionInset`, reference sizes,
/// `scrollDirection`) read the scenario's values, as if the app had set them; a value the subclass
/// assigns is reported in the diagnostics and not applied (the scenario owns the geometry).
/// `sectionHeadersPinToVisibleBounds` and `sectionFootersPinToVisibleBounds` belong to the layout
/// and are applied: `super` then pins as UIKit does.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// UIKit's defaults until the simulator attaches the layout, then the scenario's.
    private var metrics = FlowMetrics(
        itemSize: Size(width: 50, height: 50), minimumLineSpacing: 10, minimumInteritemSpacing: 10)
    /// Geometry properties the subclass assigned.
    private(set) var assignedProperties: Set<String> = []

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The default size of an item.
    open var itemSize: CGSize {
        get { CGSize(metrics.itemSize) }
        set { metrics.itemSize = Size(newValue); assignedProperties.insert("itemSize") }
    }

    /// The minimum spacing between lines.
    open var minimumLineSpacing: CGFloat {
        get { metrics.minimumLineSpacing }
        set { metrics.minimumLineSpacing = Double(newValue); assignedProperties.insert("minimumLineSpacing") }
    }

    /// The minimum spacing between items on a line.
    open var minimumInteritemSpacing: CGFloat {
        get { metrics.minimumInteritemSpacing }
        set { metrics.minimumInteritemSpacing = Double(newValue); assignedProperties.insert("minimumInteritemSpacing") }
    }

    /// The default inset of every section's items.
    open var sectionInset: UIEdgeInsets {
        get { UIEdgeInsets(metrics.sectionInset) }
        set { metrics.sectionInset = EdgeInsets(newValue); assignedProperties.insert("sectionInset") }
    }

    /// The default size of section headers.
    open var headerReferenceSize: CGSize {
        get { CGSize(metrics.headerReferenceSize) }
        set { metrics.headerReferenceSize = Size(newValue); assignedProperties.insert("headerReferenceSize") }
    }

    /// The default size of section footers.
    open var footerReferenceSize: CGSize {
        get { CGSize(metrics.footerReferenceSize) }
        set { metrics.footerReferenceSize = Size(newValue); assignedProperties.insert("footerReferenceSize") }
    }

    /// The scroll direction.
    open var scrollDirection: UICollectionView.ScrollDirection {
        get { metrics.scrollDirection == .vertical ? .vertical : .horizontal }
        set {
            metrics.scrollDirection = newValue == .vertical ? .vertical : .horizontal
            assignedProperties.insert("scrollDirection")
        }
    }

    /// Headers stay pinned to the top of the visible bounds while their section is on screen.
    open var sectionHeadersPinToVisibleBounds = false
    /// Footers stay pinned to the bottom of the visible bounds while their section is on screen.
    open var sectionFootersPinToVisibleBounds = false

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    private var pinsToVisibleBounds: Bool { sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds }

    private var pinning: DeclarativeStrategy {
        UIKitPinStrategy.make(pinHeaders: sectionHeadersPinToVisibleBounds, pinFooters: sectionFootersPinToVisibleBounds)
    }

    /// The flow layout's elements in `rect`: cells, headers and footers at their flow positions
    /// (pinned, when a pin property is set).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let call = engineCall else { return [] }
        var answer: [LayoutAttributes] = []
        if pinsToVisibleBounds {
            pinning.layoutAttributesForElements(in: Rect(rect), context: &call.context, into: &answer)
        } else {
            call.context.appendSuperElements(in: Rect(rect), to: &answer)
        }
        let type: AnyClass = Self.layoutAttributesClass
        return answer.map { a in
            if !a.isReinserted { call.superKeys.insert(a.key) }
            return call.attributes(a, of: type)
        }
    }

    /// The cell's flow attributes; nil for an index path that does not exist.
    open override func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let call = engineCall, let p = indexPath.engineIndexPath,
              let a = call.context.geometry.attributesForItem(at: p)
        else { return nil }
        return call.attributes(a, of: Self.layoutAttributesClass)
    }

    /// A header's or footer's flow attributes (zero-size when it has no size); nil for another
    /// kind or a section that does not exist.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let call = engineCall, let p = indexPath.engineIndexPath,
              case let kind = ElementKind(uikitKind: elementKind), kind == .header || kind == .footer
        else { return nil }
        let a = pinsToVisibleBounds
            ? pinning.layoutAttributesForSupplementaryView(ofKind: kind, at: p, context: &call.context)
            : call.context.geometry.attributesForSupplementary(kind: kind, at: p)
        return a.map { call.attributes($0, of: Self.layoutAttributesClass) }
    }

    /// The size of all sections.
    open override var collectionViewContentSize: CGSize {
        CGSize(engineCall?.context.geometry.contentSize ?? view.geometry.contentSize)
    }

    /// True when the size changes, or on any change while a pin property is set.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != view.bounds.size || pinsToVisibleBounds
    }

    /// A flow context that invalidates item metrics only when the size across the scroll axis changes.
    open override func invalidationContext(
        forBoundsChange newBounds: CGRect
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            let old = view.bounds.size
            let crossChanged = scrollDirection == .vertical ? newBounds.width != old.width : newBounds.height != old.height
            flow.invalidateFlowLayoutDelegateMetrics = crossChanged
            flow.invalidateFlowLayoutAttributes = crossChanged
        }
        return context
    }

    // MARK: Batch updates

    /// The flow layout's start for an appearing cell: its natural frame, fading in when inserted.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        animationAttributes(.cell, itemIndexPath)
    }

    /// The flow layout's end for a disappearing cell: its natural frame, fading out when deleted.
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        animationAttributes(.cell, itemIndexPath)
    }

    /// The flow layout's start for an appearing header or footer (unpinned, as UIKit's flow layout).
    open override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        animationAttributes(ElementKind(uikitKind: elementKind), elementIndexPath)
    }

    /// The flow layout's end for a disappearing header or footer (unpinned, as UIKit's flow layout).
    open override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        animationAttributes(ElementKind(uikitKind: elementKind), elementIndexPath)
    }

    private func animationAttributes(_ kind: ElementKind, _ path: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let call = engineCall, let p = path.engineIndexPath else { return nil }
        return call.animationAttributes(for: ElementKey(kind: kind, indexPath: p), of: Self.layoutAttributesClass)
    }

    // MARK: Self-sizing

    /// True when a view's preferred size differs from the size the layout gave it (the flow
    /// layout's answer for self-sizing cells).
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        preferredAttributes.frame.size != originalAttributes.frame.size
    }

    /// A flow context naming the element, with the change of the content size along the scroll axis.
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        switch preferredAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [preferredAttributes.indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(
                ofKind: preferredAttributes.representedElementKind ?? "", at: [preferredAttributes.indexPath])
        case .decorationView: break
        }
        let dw = preferredAttributes.frame.width - originalAttributes.frame.width
        let dh = preferredAttributes.frame.height - originalAttributes.frame.height
        context.contentSizeAdjustment = scrollDirection == .vertical ? CGSize(width: 0, height: dh) : CGSize(width: dw, height: 0)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutAttributes = false
        }
        return context
    }

    override func willAnswer(_ call: EngineCall) {
        metrics = call.context.metrics
        if !assignedProperties.isEmpty {
            call.context.report(.note, "uikit.flowPropertyNotApplied", section: nil,
                                "the layout assigned \(assignedProperties.sorted().joined(separator: ", ")); the scenario's values are used for the geometry")
        }
    }
}
