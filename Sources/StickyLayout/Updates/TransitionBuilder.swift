/// Pairs the elements on screen before and after a batch update and gives each its start and end
/// attributes (UIKit's `initialLayoutAttributesForAppearing…` / `finalLayoutAttributesForDisappearing…`).
struct TransitionBuilder {
    let mapping: IndexPathMapping
    let strategy: any StickyStrategy
    let faults: FaultSwitches
    let oldGeometry: FlowGeometry
    let oldScrollView: ScrollViewState
    let newGeometry: FlowGeometry
    let newScrollView: ScrollViewState

    /// `before`: shown before; `end`: the new attributes for the bounds before any clamp (the
    /// animation's end); `after`: the attributes for the final bounds (elements only these show
    /// join the animation at their final place).
    mutating func transitions(
        before: [LayoutAttributes], end: [LayoutAttributes], after: [LayoutAttributes]
    ) -> [ElementTransition] {
        var targets: [ElementKey: LayoutAttributes] = [:]
        var order: [ElementKey] = []
        for answer in [end, after] {
            for a in answer where targets[a.key] == nil {
                targets[a.key] = a
                order.append(a.key)
            }
        }
        var beforeByKey: [ElementKey: LayoutAttributes] = [:]
        for a in before { beforeByKey[a.key] = a }
        var result: [ElementTransition] = []
        var matched: Set<ElementKey> = []
        for key in order {
            let a = targets[key]!
            let oldKey = mapping.key(before: key)
            let reloaded = mapping.isReloaded(key)
            if let oldKey, !reloaded, let shownBefore = beforeByKey[oldKey] {
                matched.insert(oldKey)
                result.append(ElementTransition(role: .staying, keyBefore: oldKey, keyAfter: key,
                                                start: shownBefore, startAlpha: 1, end: a, endAlpha: 1))
            } else if let oldKey, !reloaded {
                let start = base(oldKey, old: true) ?? a
                result.append(ElementTransition(role: .appearing, keyBefore: oldKey, keyAfter: key,
                                                start: start, startAlpha: 1, end: a, endAlpha: 1))
            } else {
                let start = base(key, old: false) ?? a
                result.append(ElementTransition(role: .appearing, keyBefore: reloaded ? oldKey : nil, keyAfter: key,
                                                start: start, startAlpha: 0, end: a, endAlpha: 1))
            }
        }
        for b in before where !matched.contains(b.key) {
            let newKey = mapping.key(after: b.key)
            if let newKey, !mapping.isReloaded(newKey) {
                let end = base(newKey, old: false) ?? b
                result.append(ElementTransition(role: .disappearing, keyBefore: b.key, keyAfter: newKey,
                                                start: b, startAlpha: 1, end: end, endAlpha: 1))
            } else {
                let end = base(b.key, old: true) ?? b
                result.append(ElementTransition(role: .disappearing, keyBefore: b.key, keyAfter: nil,
                                                start: b, startAlpha: 1, end: end, endAlpha: 0))
            }
        }
        return result
    }

    /// The layout's own attributes for `key` in the old or new layout: the strategy's answer when it
    /// pins during updates, else the flow layout's (natural frame, zIndex 0).
    private func base(_ key: ElementKey, old: Bool) -> LayoutAttributes? {
        let geometry = old ? oldGeometry : newGeometry
        if strategy.pinsDuringUpdates {
            var context = StrategyContext(
                geometry: geometry, scrollView: old ? oldScrollView : newScrollView, faults: faults,
                counters: LayoutCounters(), sectionSummaries: [])
            switch key.kind {
            case .cell: return strategy.layoutAttributesForItem(at: key.indexPath, context: &context)
            default: return strategy.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath, context: &context)
            }
        }
        switch key.kind {
        case .cell: return geometry.attributesForItem(at: key.indexPath)
        default: return geometry.attributesForSupplementary(kind: key.kind, at: key.indexPath)
        }
    }
}
