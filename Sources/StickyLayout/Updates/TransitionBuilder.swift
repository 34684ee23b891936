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
    /// Supplementary views the layout itself inserts (`indexPathsToInsertForSupplementaryView(ofKind:)`),
    /// keys after the update: they appear as new views.
    var layoutInserts: Set<ElementKey> = []
    /// Supplementary views the layout itself deletes (`indexPathsToDeleteForSupplementaryView(ofKind:)`),
    /// keys before the update: they disappear as deleted views.
    var layoutDeletes: Set<ElementKey> = []

    /// `before`: shown before; `end`: the new attributes for the bounds before any clamp (the
    /// animation's end); `after`: the attributes for the final bounds (elements only these show
    /// join the animation at their final place).
    /// With `hooks`, each appearing and disappearing element's start or end is the layout's own
    /// answer (`initialLayoutAttributesForAppearing…` / `finalLayoutAttributesForDisappearing…`),
    /// asked with `context` (the new layout).
    mutating func transitions(
        before: [LayoutAttributes], end: [LayoutAttributes], after: [LayoutAttributes],
        hooks: (any LayoutProtocolHooks)? = nil, context: inout StrategyContext
    ) -> [ElementTransition] {
        /// The layout's answer for an appearing (`key` after) or disappearing (`key` before)
        /// element, and the call that gave it (nil: ScrollSim's model).
        func own(_ appearing: Bool, _ key: ElementKey, _ fallback: (LayoutAttributes, Double), other: LayoutAttributes) -> (LayoutAttributes, Double, String?) {
            guard let hooks else { return (fallback.0, fallback.1, nil) }
            let answer = hooks.animationAttributes(appearing: appearing, key: key, fallback: fallback, own: other, context: &context)
            guard let given = answer.answer else { return (other, 1, answer.call) }
            return (given.attributes, given.alpha, answer.call)
        }
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
            let reloaded = mapping.isReloaded(key) || layoutInserts.contains(key)
            if let oldKey, !reloaded, let shownBefore = beforeByKey[oldKey] {
                matched.insert(oldKey)
                result.append(ElementTransition(role: .staying, keyBefore: oldKey, keyAfter: key,
                                                start: shownBefore, startAlpha: 1, end: a, endAlpha: 1))
            } else if let oldKey, !reloaded {
                let (start, alpha, call) = own(true, key, (base(oldKey, old: true) ?? a, 1), other: a)
                result.append(ElementTransition(role: .appearing, keyBefore: oldKey, keyAfter: key,
                                                start: start, startAlpha: alpha, end: a, endAlpha: 1, layoutCall: call))
            } else {
                let (start, alpha, call) = own(true, key, (base(key, old: false) ?? a, 0), other: a)
                result.append(ElementTransition(role: .appearing, keyBefore: reloaded ? oldKey : nil, keyAfter: key,
                                                start: start, startAlpha: alpha, end: a, endAlpha: 1, layoutCall: call))
            }
        }
        for b in before where !matched.contains(b.key) {
            let newKey = mapping.key(after: b.key)
            if let newKey, !mapping.isReloaded(newKey), !layoutDeletes.contains(b.key) {
                let (end, alpha, call) = own(false, b.key, (base(newKey, old: false) ?? b, 1), other: b)
                result.append(ElementTransition(role: .disappearing, keyBefore: b.key, keyAfter: newKey,
                                                start: b, startAlpha: 1, end: end, endAlpha: alpha, layoutCall: call))
            } else {
                let (end, alpha, call) = own(false, b.key, (base(b.key, old: true) ?? b, 0), other: b)
                result.append(ElementTransition(role: .disappearing, keyBefore: b.key, keyAfter: nil,
                                                start: b, startAlpha: 1, end: end, endAlpha: alpha, layoutCall: call))
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
