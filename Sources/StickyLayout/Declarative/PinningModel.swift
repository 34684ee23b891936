/// The unified model of a sticky strategy: one parameterised clamp per header and footer
/// (docs/strategy-format.md lists each parameter and which built-in uses which value).
///
/// ```
/// pin line (header) = viewport start + inset term + offset
/// pin line (footer) = viewport end - inset term - offset - length
/// header = order == .farWins ? MIN(MAX(pin, floor), ceiling) : MAX(MIN(pin, ceiling), floor)
/// footer = order == .farWins ? MAX(MIN(pin, natural), floor) : MIN(MAX(pin, floor), natural)
/// ```
/// where a header's floor and ceiling and a footer's floor include their offsets.
public struct PinningModel: Hashable, Sendable {
    /// Which elements are answered for a rect, and what the clamp bounds may depend on.
    public enum Emission: String, Hashable, Sendable, CaseIterable {
        /// Every section whose span meets the rect; bounds come from section spans, so frames do
        /// not depend on the rect (UIKit, CSS, IGListKit, MagazineLayout).
        case allSections
        /// `super`'s answer, with the headers (footers) of sections that have a cell in it
        /// re-inserted; bounds may come from the cells in the rect (YL, MYN, CS, Evadne).
        case sectionsWithCellsInRect
    }

    /// The inset part of the pin line.
    public enum InsetTerm: String, Hashable, Sendable, CaseIterable {
        /// The raw offset (Evadne, seed 000).
        case none
        /// `contentInset` (YL, MYN, CS, CSS padding).
        case contentInset
        /// `adjustedContentInset`: content inset plus the system's bars (UIKit, MagazineLayout).
        case adjustedContentInset
        /// `PinLine.constant` (IGListKit's `topContentInset`).
        case constant
    }

    /// Which bound wins when floor > ceiling (a degenerate section).
    public enum Order: String, Hashable, Sendable, CaseIterable {
        /// The far bound wins: `MIN(MAX(p, lo), hi)` for headers (UIKit, YL, MYN, CS, Evadne);
        /// for footers the floor wins: `MAX(MIN(p, natural), floor)` (MYN).
        case farWins
        /// The natural side wins: `MAX(MIN(p, hi), lo)` for headers (CSS, MagazineLayout);
        /// `MIN(MAX(p, floor), natural)` for footers (UIKit, CSS, MagazineLayout).
        case naturalWins
    }

    /// The floor of a header (the natural side) or of a footer (the far side).
    public enum Floor: String, Hashable, Sendable, CaseIterable {
        /// No floor (−∞).
        case none
        /// Header: its natural position.
        case natural
        /// Header: the section's first item's start minus the header length (Evadne).
        case firstItemMinusLength
        /// Footer: the start of the section's box (UIKit: the section's start; CSS container).
        case boxStart
        /// Footer: the start of the first cell of the section in the rect (MYN).
        case firstItemInRect
    }

    /// The ceiling of a header.
    public enum Ceiling: String, Hashable, Sendable, CaseIterable {
        /// No ceiling (+∞).
        case none
        /// The end of the section's box minus the header length: pushed off by the next section.
        case boxEnd
        /// The end of the section's last item minus the header length (Evadne).
        case lastItem
        /// The end of the section's last cell in the rect minus the header length (YL, MYN, CS).
        case lastItemInRect
    }

    /// How long a pinned header of a chosen section stays.
    public enum Until: String, Hashable, Sendable, CaseIterable {
        /// Until its own section's ceiling (the usual).
        case sectionEnd
        /// Until the next *pinned* section's header pushes it (MagazineLayout #60); the last one
        /// stays to the end of the content.
        case nextPinnedSection
    }

    /// What a header or footer re-inserted for a rect needs (`sectionsWithCellsInRect` only).
    public enum Reinsertion: String, Hashable, Sendable, CaseIterable {
        /// Never re-inserted: it vanishes when its natural frame leaves the rect.
        case never
        /// Always, for a section with a cell in the rect.
        case always
        /// Only when the layout's `headerReferenceSize` (`footerReferenceSize`) is non-zero along
        /// the scroll axis, whatever the delegate says (MYN).
        case ifReferenceSize
    }

    /// Empty sections (no items).
    public enum EmptySections: String, Hashable, Sendable, CaseIterable {
        /// Not sticky: natural frames (UIKit, MagazineLayout, YL, MYN, CS).
        case natural
        /// Pinned like any other (CSS).
        case pin
        /// The header jumps to minus its length (Evadne's nil first item).
        case minusLength
    }

    /// Zero-length headers and footers.
    public enum ZeroSize: String, Hashable, Sendable, CaseIterable {
        /// Neither moved nor re-inserted (YL, CS).
        case skip
        /// Treated like any other (MYN, Evadne).
        case pin
    }

    /// Pulling past the start of the content.
    public enum Overscroll: String, Hashable, Sendable, CaseIterable {
        /// The floor holds: headers follow the content down.
        case followContent
        /// Headers stay on the pin line while the content is pulled down (no floor while the pin
        /// line is before the content's start).
        case stayPinned
    }

    /// The axes the clamp works along.
    public enum Axes: String, Hashable, Sendable, CaseIterable {
        /// The scroll axis (y when vertical, x when horizontal).
        case scrollAxis
        /// y only, whatever the scroll direction: horizontal layouts break, as in the
        /// originals that write `frame.origin.y` (Evadne, YL, MYN, CS). `sectionsWithCellsInRect` only.
        case yOnly
    }

    /// What kind of item headers and footers are (`allSections` only).
    public enum Boundary: String, Hashable, Sendable, CaseIterable {
        /// Flow-layout supplementary views, placed and bounded by the section's box.
        case flow
        /// Compositional boundary supplementary items, `extendsBoundary = true` (docs/strategies.md
        /// §6.3): the header at the section's start, both across within the section's insets, bounded
        /// by the whole section (its insets included).
        case extends
        /// The same with `extendsBoundary = false`: they take no space; the header overlays the
        /// section's start and the footer its end, as long as the data says.
        case overlays
    }

    /// The pin line.
    public struct PinLine: Hashable, Sendable {
        public var inset: InsetTerm = .contentInset
        /// The inset when `inset` is `.constant`.
        public var constant: Double = 0
        /// Extra distance below (above, for footers) the line: a pin offset below the bars.
        public var offset: Double = 0

        public init(inset: InsetTerm = .contentInset, constant: Double = 0, offset: Double = 0) {
            self.inset = inset
            self.constant = constant
            self.offset = offset
        }
    }

    /// How headers pin.
    public struct Headers: Hashable, Sendable {
        public var pin = true
        public var floor: Floor = .natural
        public var ceiling: Ceiling = .boxEnd
        public var order: Order = .farWins
        /// Added to the floor along the scroll axis (negative: the header may rise above its
        /// natural place by that much). Only with a floor.
        public var floorOffset = 0.0
        /// Added to the ceiling along the scroll axis (positive: a pushed header overlaps the next
        /// section by that much before it leaves). Only with a ceiling.
        public var ceilingOffset = 0.0
        /// Only these sections pin (sorted, no repeats); nil = all.
        public var sections: [Int]? = nil
        public var until: Until = .sectionEnd
        /// Two-level lists: the headers of the sections *not* in `sections` pin too, stacked
        /// below the pinned header of the last chosen section before them.
        public var stack = false
        public var reinsert: Reinsertion = .always
        public var zeroSize: ZeroSize = .pin

        public init() {}
    }

    /// How footers pin.
    public struct Footers: Hashable, Sendable {
        public var pin = false
        public var floor: Floor = .boxStart
        public var order: Order = .naturalWins
        /// Added to the floor along the scroll axis (negative: a pushed footer overlaps the
        /// previous section by that much). Only with a floor.
        public var floorOffset = 0.0
        /// Only these sections pin (sorted, no repeats); nil = all.
        public var sections: [Int]? = nil
        public var reinsert: Reinsertion = .always
        public var zeroSize: ZeroSize = .pin

        public init() {}
    }

    /// zIndex per kind (MagazineLayout #48) and the transform's z of cells and footers.
    public struct ZIndex: Hashable, Sendable {
        public var cell = 0
        /// Headers as answered (`sectionsWithCellsInRect`: those from `super`); every header
        /// under `allSections`. 1 by default, so pinned headers draw over the cells.
        public var header = 1
        /// Footers as answered (1 by default).
        public var footer = 1
        /// Headers the clamp processed (defaults to `header`); under `allSections`, the headers
        /// of the chosen `sections` (the outer level of stacked headers, which should draw on top).
        public var pinnedHeader: Int? = nil
        /// Footers the clamp processed (defaults to `footer`).
        public var pinnedFooter: Int? = nil
        /// Re-inserted headers (defaults to the pinned header's).
        public var reinsertedHeader: Int? = nil
        /// `transform3D` z of cells (CS: -1).
        public var cellTransformZ = 0.0
        /// `transform3D` z of footers (CS: -1).
        public var footerTransformZ = 0.0

        public init() {}
    }

    public var emission: Emission = .allSections
    /// The properties the described strategy intends to hold (`scrollsim check`); nil = every
    /// property that fits what it pins (see `DeclarativeStrategy.declaredProperties`).
    public var declaredProperties: Set<LayoutProperty>? = nil
    public var pinLine = PinLine()
    public var headers = Headers()
    public var footers = Footers()
    /// Where section insets sit; nil keeps the scenario's.
    public var sectionInsetPlacement: SectionInsetPlacement? = nil
    public var boundary: Boundary = .flow
    public var zIndex = ZIndex()
    /// `shouldInvalidateLayout(forBoundsChange:)` for an origin change.
    public var invalidateOnScroll = true
    public var emptySections: EmptySections = .natural
    public var overscroll: Overscroll = .followContent
    public var axes: Axes = .scrollAxis
    /// Whether appearing and disappearing elements of a batch update start and end at the
    /// strategy's own (pinned) attributes, as UIKit's flow layout pins its own; false: the flow
    /// layout's defaults, natural and at zIndex 0 (docs/updates.md).
    public var pinsDuringUpdates = false

    public init() {}
}
