/// CSStickyHeaderFlowLayout (docs/strategies.md §5): sticky headers and a parallax header.
///
/// Everything from `super` is copied and shifted down by the parallax height P; headers get zIndex
/// 1024, all else 1 (with transform z -1). Headers pin at `bounds.minY + contentInset.top` (+ the
/// minimum parallax height when always-on-top), clamped to the last cell in the rect. A re-inserted
/// header comes from `super` *unshifted* (a latent bug, harmless while pinned).
///
/// Parallax header (R = reference, M = minimum height):
/// ```
/// y = MIN(R - M, bounds.minY + inset.top); height = MAX(0, R - y)      // stretches when y < 0
/// progressiveness = (height - M) / (R - M)
/// alwaysOnTop && height <= M: y = offset + inset.top, zIndex 2000
/// disableStretching && height > R: height = R (y not corrected: a gap opens)
/// ```
public struct CSStrategy: StickyStrategy {
    /// `parallaxHeaderReferenceSize` (zero = no parallax header; a zero height with a width is a
    /// 0-height header that still stretches on overscroll; the width is used as given, 0 included).
    public var parallaxHeaderReferenceSize: Size
    /// `parallaxHeaderMinimumReferenceSize`.
    public var parallaxHeaderMinimumReferenceSize: Size
    /// `parallaxHeaderAlwaysOnTop`.
    public var parallaxHeaderAlwaysOnTop: Bool
    /// `disableStickyHeaders`.
    public var disableStickyHeaders: Bool
    /// `disableStretching`.
    public var disableStretching: Bool
    /// Issue #167's patch: add `adjustedContentInset.top` to the pin line.
    public var adjustedInsetPatch: Bool

    /// The strategy with the `cs…` keys of `options`.
    public init(options: StrategyOptions = StrategyOptions()) {
        parallaxHeaderReferenceSize = options.csParallaxHeaderReferenceSize
        parallaxHeaderMinimumReferenceSize = options.csParallaxHeaderMinimumReferenceSize
        parallaxHeaderAlwaysOnTop = options.csParallaxHeaderAlwaysOnTop
        disableStickyHeaders = options.csDisableStickyHeaders
        disableStretching = options.csDisableStretching
        adjustedInsetPatch = options.csAdjustedInsetPatch
    }

    public var name: StrategyName { .cs }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    /// The unified model's description (default options: no parallax header).
    public static var pinningModel: PinningModel {
        var m = PinningModel()
        m.emission = .sectionsWithCellsInRect
        m.headers.ceiling = .lastItemInRect
        m.headers.zeroSize = .skip
        m.zIndex.cell = 1
        m.zIndex.header = 1024
        m.zIndex.footer = 1
        m.zIndex.cellTransformZ = -1
        m.zIndex.footerTransformZ = -1
        m.axes = .yOnly
        return m
    }

    public static let registration = StrategyRegistration(
        name: .cs,
        summary: "CSStickyHeaderFlowLayout: sticky headers plus a parallax header that stretches and collapses",
        source: "CSStickyHeaderFlowLayout (docs/strategies.md §5)",
        optionKeys: StrategyOptionDeclarations.keys(
            { $0.csParallaxHeaderReferenceSize },
            { $0.csParallaxHeaderMinimumReferenceSize },
            { $0.csParallaxHeaderAlwaysOnTop },
            { $0.csDisableStickyHeaders },
            { $0.csDisableStretching },
            { $0.csAdjustedInsetPatch }
        ),
        pinningModel: pinningModel
    ) { CSStrategy(options: $0) }

    private var parallaxHeight: Double { parallaxHeaderReferenceSize.height }

    public func layoutAttributesForElements(
        in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]
    ) {
        let start = result.count
        let pin = pinLine(context)
        var sticky = Self.pinningModel
        sticky.headers.pin = !disableStickyHeaders
        DeclarativeStrategy(name: .cs, model: sticky).appendAdjustingSuper(
            in: rect, context: &context, into: &result, shift: parallaxHeight, headerPin: pin)
        reportUnshiftedHeaders(in: result[start...], pin: pin, context: &context)
        // The original tests the whole size (`!CGSizeEqualToSize(size, CGSizeZero)`): a 0-height
        // header with a width is still returned (and stretches on overscroll).
        if !parallaxHeaderReferenceSize.isZero {
            let cellZeroInRect = result[start...].contains { $0.kind == .cell && $0.indexPath == IndexPath(item: 0, section: 0) }
            if rect.minY <= 0 || cellZeroInRect || parallaxHeaderAlwaysOnTop {
                result.append(parallaxHeader(context: &context))
            } else {
                context.report(.note, "cs.uninitialisedParallaxFlag", section: nil,
                               "visibleParallexHeader is never initialised: with the rect below the top and cell [0,0] outside it, emission is undefined; not emitted")
            }
        }
    }

    private func pinLine(_ context: StrategyContext) -> Double {
        var pin = context.bounds.minY + context.contentInset.top
        if adjustedInsetPatch { pin += context.adjustedContentInset.top }
        if parallaxHeaderAlwaysOnTop { pin += parallaxHeaderMinimumReferenceSize.height }
        return pin
    }

    /// A re-inserted header's floor is `super`'s, not moved down by the parallax height: a note
    /// where pinning it from the moved floor would place it elsewhere.
    private func reportUnshiftedHeaders(in answer: ArraySlice<LayoutAttributes>, pin: Double, context: inout StrategyContext) {
        guard parallaxHeight != 0 else { return }
        for header in answer where header.kind == .header && header.isReinserted {
            guard let g = context.sectionSummaries.first(where: { $0.section == header.indexPath.section }) else { continue }
            let shifted = clampHi(pin, header.naturalFrame.minY, answer[g.lastCell].frame.maxY - header.frame.height)
            if shifted != header.frame.minY {
                context.report(.note, "cs.unshiftedReinsertedHeader", section: g.section,
                               "the re-inserted header's floor is not shifted by the parallax height: y \(header.frame.minY) instead of \(shifted)")
            }
        }
    }

    /// The parallax header's attributes for the current bounds.
    func parallaxHeader(context: inout StrategyContext) -> LayoutAttributes {
        let r = parallaxHeight
        let m = parallaxHeaderMinimumReferenceSize.height
        let width = parallaxHeaderReferenceSize.width  // as the original: a width of 0 stays 0
        let natural = Rect(x: 0, y: 0, width: width, height: r)
        var y = min(r - m, context.bounds.minY + context.contentInset.top)
        var height = max(0, r - y)
        var progressiveness: Double? = (height - m) / (r - m)
        if r == m {
            progressiveness = nil
            context.report(.undefined, "cs.parallaxZeroRange", section: nil,
                           "parallax reference height equals minimum height: progressiveness = 0/0 (NaN or ±inf in the original)")
        }
        var z = 0
        if parallaxHeaderAlwaysOnTop && height <= m {
            y = context.contentOffset.y + context.contentInset.top
            z = 2000
        }
        if disableStretching && height > r { height = r }
        return LayoutAttributes(
            kind: .parallaxHeader, indexPath: IndexPath(item: 0, section: 0),
            frame: Rect(x: 0, y: y, width: width, height: height), naturalFrame: natural,
            zIndex: z, progressiveness: progressiveness)
    }

    public func layoutAttributesForItem(at indexPath: IndexPath, context: inout StrategyContext) -> LayoutAttributes? {
        guard var a = context.superLayoutAttributesForItem(at: indexPath) else { return nil }
        a.frame.origin.y += parallaxHeight
        a.naturalFrame = a.frame
        return a
    }

    public func layoutAttributesForSupplementaryView(
        ofKind kind: ElementKind, at indexPath: IndexPath, context: inout StrategyContext
    ) -> LayoutAttributes? {
        if kind == .parallaxHeader {
            return parallaxHeaderReferenceSize.isZero ? nil : parallaxHeader(context: &context)
        }
        return context.superLayoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    public func contentSize(_ context: StrategyContext) -> Size {
        var size = context.geometry.contentSize
        size.height += parallaxHeight
        return size
    }
}

extension CSStrategy {
    /// Sticky headers clamped inside their section, above the cells; footers are not sticky.
    public var declaredProperties: Set<LayoutProperty> {
        Set.all.subtracting([.footersPresent])
    }
}

extension StrategyName {
    /// CSStickyHeaderFlowLayout.
    public static let cs = StrategyName("cs")
}

/// The options CSStrategy reads; each one's help line says what it does and its default.
extension StrategyOptionDeclarations {
    public var csParallaxHeaderReferenceSize: StrategyOption<Size> { StrategyOption("csParallaxHeaderReferenceSize", .size, default: .zero, "parallaxHeaderReferenceSize (default zero: no parallax header)") }
    public var csParallaxHeaderMinimumReferenceSize: StrategyOption<Size> { StrategyOption("csParallaxHeaderMinimumReferenceSize", .size, default: .zero, "parallaxHeaderMinimumReferenceSize (default zero)") }
    public var csParallaxHeaderAlwaysOnTop: StrategyOption<Bool> { StrategyOption("csParallaxHeaderAlwaysOnTop", .bool, default: false, "parallaxHeaderAlwaysOnTop (default false)") }
    public var csDisableStickyHeaders: StrategyOption<Bool> { StrategyOption("csDisableStickyHeaders", .bool, default: false, "disableStickyHeaders (default false)") }
    public var csDisableStretching: StrategyOption<Bool> { StrategyOption("csDisableStretching", .bool, default: false, "disableStretching (default false)") }
    public var csAdjustedInsetPatch: StrategyOption<Bool> { StrategyOption("csAdjustedInsetPatch", .bool, default: false, "issue #167's patch: add adjustedContentInset.top to the pin line (default false)") }
}
