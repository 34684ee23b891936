/// Seed 000, "Making Supplementary Views Float" (docs/strategies.md §1).
///
/// Every header in the rect is centred on the bounds' top edge (`y = offset`), every footer on the
/// bottom edge (`y = offset + V - f`): no clamp, no inset, zIndex 1, `hidden = NO`. When the rect
/// holds no header (no footer) at all, one section-0 header (footer) is appended with the fixed bar
/// height and `item = count of elements so far`. Designed for one section: several headers stack.
public struct FloatingStrategy: StickyStrategy {
    /// Height of the re-inserted bar (44 points on iOS, 3 rows here).
    public var barHeight: Double

    public init(barHeight: Double = 3) { self.barHeight = barHeight }

    public var name: StrategyName { .floating }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    public static let registration = StrategyRegistration(
        name: .floating,
        summary: "seed 000: every header glued to the bounds' top, footers to the bottom; no clamp, ignores insets",
        source: "seed 000 (docs/strategies.md §1)",
        optionKeys: StrategyOptionDeclarations.keys({ $0.floatingBarHeight })
    ) { FloatingStrategy(barHeight: $0.floatingBarHeight) }

    public func layoutAttributesForElements(
        in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]
    ) {
        let start = result.count
        context.appendSuperElements(in: rect, to: &result)
        var headerFound = false
        var footerFound = false
        var headersFound = 0
        for i in start..<result.count {
            switch result[i].kind {
            case .header:
                headerFound = true
                headersFound += 1
                update(&result[i], context: context)
            case .footer:
                footerFound = true
                update(&result[i], context: context)
            case .cell, .parallaxHeader, .custom, .decoration:
                break
            }
        }
        if headersFound > 1 {
            context.report(.note, "floating.stackedHeaders", section: nil,
                           "\(headersFound) headers are all moved to y = offset with equal zIndex: their order is undefined (the seed assumes one section)")
        }
        if context.faults.noReinsertion { return }
        if context.geometry.numberOfSections == 0 && (!headerFound || !footerFound) {
            context.report(.crash, "floating.noSections", section: 0,
                           "re-inserts a section-0 supplementary view with no sections: undefined in UIKit (crash-prone); the bar is placed anyway")
        }
        if !headerFound {
            result.append(bar(.header, item: result.count - start, context: context))
        }
        if !footerFound {
            result.append(bar(.footer, item: result.count - start, context: context))
        }
    }

    /// The seed's override: a bounds-wide bar of the fixed height, already floated.
    public func layoutAttributesForSupplementaryView(
        ofKind kind: ElementKind, at indexPath: IndexPath, context: inout StrategyContext
    ) -> LayoutAttributes? {
        guard kind == .header || kind == .footer else { return nil }
        return bar(kind, item: indexPath.item, section: indexPath.section, context: context)
    }

    private func bar(_ kind: ElementKind, item: Int, section: Int = 0, context: StrategyContext) -> LayoutAttributes {
        let size = Size(width: context.bounds.width, height: barHeight)
        var natural = Rect(origin: .zero, size: size)
        if context.geometry.sections.indices.contains(section) {
            let frame = kind == .header
                ? context.geometry.headerFrame(section: section) : context.geometry.footerFrame(section: section)
            natural.origin = frame.origin
        }
        var attributes = LayoutAttributes(
            kind: kind, indexPath: IndexPath(item: item, section: section), frame: natural,
            isReinserted: true)
        update(&attributes, context: context)
        return attributes
    }

    /// `updateHeaderAttributes:` / `updateFooterAttributes:`: centre on the bounds' edge.
    private func update(_ a: inout LayoutAttributes, context: StrategyContext) {
        let bounds = context.bounds
        a.zIndex = context.faults.noZIndexRaise ? 0 : 1
        a.isHidden = false
        let h = a.frame.height
        let centerY = a.kind == .header ? bounds.minY + h / 2 : bounds.minY + bounds.height - h / 2
        a.frame.origin = Point(x: bounds.midX - a.frame.width / 2, y: centerY - h / 2)
    }
}

extension FloatingStrategy {
    /// Designed for one section: the bar stays on screen, above the cells, moving with the
    /// bounds. Clamping to the section and separating several headers were never intended.
    public var declaredProperties: Set<LayoutProperty> {
        [.uniqueElements, .pinnedInBounds, .supplementaryAboveCells, .pinContinuity]
    }
}

extension StrategyName {
    /// Seed 000, "Making Supplementary Views Float".
    public static let floating = StrategyName("floating")
}

/// The options FloatingStrategy reads; each one's help line says what it does and its default.
extension StrategyOptionDeclarations {
    public var floatingBarHeight: StrategyOption<Double> { StrategyOption("floatingBarHeight", .number, default: 3, "height of the re-inserted bar (default 3)") }
}
