import StickyLayout
import Testing

/// docs/strategies.md §10 G6: CS parallax header, R = 6, M = 2, inset 0; sections start at 6.
@Suite("G6 CS parallax header")
struct G6ParallaxTests {
    func fixture(alwaysOnTop: Bool = false, disableStretching: Bool = false, minimum: Double = 2) -> SpecFixture {
        var f = SpecFixture.g1()
        f.options.csParallaxHeaderReferenceSize = Size(width: 10, height: 6)
        f.options.csParallaxHeaderMinimumReferenceSize = Size(width: 10, height: minimum)
        f.options.csParallaxHeaderAlwaysOnTop = alwaysOnTop
        f.options.csDisableStretching = disableStretching
        return f
    }

    func parallax(_ f: SpecFixture, offset: Double) -> LayoutAttributes? {
        let found = f.elements(.cs, offset: offset).filter { $0.kind == .parallaxHeader }
        return found.count == 1 ? found[0] : nil
    }

    /// The original emits the header when the reference *size* is non-zero: a 0-height header with a
    /// width is returned at rest (height 0) and stretches on overscroll; content is not shifted.
    @Test("Zero reference height with a width: a 0-height header that stretches")
    func zeroHeightKeepsTheHeader() throws {
        var f = SpecFixture.g1()
        f.options.csParallaxHeaderReferenceSize = Size(width: 10, height: 0)
        for (offset, y, height) in [(0.0, 0.0, 0.0), (-3, -3, 3), (-7, -7, 7)] {
            let p = try #require(parallax(f, offset: offset), "off \(offset)")
            #expect(p.frame == Rect(x: 0, y: y, width: 10, height: height), "off \(offset)")
        }
        let plain = SpecFixture.g1().elements(.cs, offset: 0).filter { $0.kind != .parallaxHeader }
        #expect(f.elements(.cs, offset: 0).filter { $0.kind != .parallaxHeader } == plain, "nothing shifts for a 0-height header")
    }

    /// The original's frame is `(0, 0, R.width, R)`: a width of 0 stays 0 (not the view's width).
    @Test("Zero reference width stays zero")
    func zeroWidthStaysZero() throws {
        var f = SpecFixture.g1()
        f.options.csParallaxHeaderReferenceSize = Size(width: 0, height: 6)
        let p = try #require(parallax(f, offset: 0))
        #expect(p.frame == Rect(x: 0, y: 0, width: 0, height: 6))
    }

    @Test("Stretches on pull-down, collapses to M, scrolls away")
    func basic() throws {
        let rows: [(Double, Double, Double, Double)] = [
            (-5, -5, 11, 2.25), (0, 0, 6, 1.0), (3, 3, 3, 0.25), (4, 4, 2, 0.0), (8, 4, 2, 0.0),
        ]
        for (offset, y, height, progress) in rows {
            let p = try #require(parallax(fixture(), offset: offset), "off \(offset)")
            #expect(p.frame.minY == y, "off \(offset)")
            #expect(p.frame.height == height, "off \(offset)")
            #expect(p.progressiveness == progress, "off \(offset)")
            #expect(p.zIndex == 0)
        }
    }

    @Test("Always on top: glued at the offset with zIndex 2000 once collapsed")
    func alwaysOnTop() throws {
        let rows: [(Double, Double, Double, Int)] = [(-5, -5, 11, 0), (0, 0, 6, 0), (3, 3, 3, 0), (4, 4, 2, 2000), (8, 8, 2, 2000)]
        for (offset, y, height, z) in rows {
            let p = try #require(parallax(fixture(alwaysOnTop: true), offset: offset), "off \(offset)")
            #expect(p.frame.minY == y, "off \(offset)")
            #expect(p.frame.height == height, "off \(offset)")
            #expect(p.zIndex == z, "off \(offset)")
        }
        #expect(fixture(alwaysOnTop: true).y(.cs, offset: 8) == 10, "S0 header pins under the collapsed bar")
    }

    @Test("disableStretching caps the height but not y: a gap opens")
    func disableStretching() throws {
        for (offset, height) in [(-5.0, 6.0), (0, 6), (3, 3), (4, 2), (8, 2)] {
            let p = try #require(parallax(fixture(disableStretching: true), offset: offset))
            #expect(p.frame.height == height, "off \(offset)")
        }
        let p = try #require(parallax(fixture(disableStretching: true), offset: -5))
        #expect(p.frame.minY == -5 && p.frame.maxY == 1, "gap [1,6) below it")
    }

    @Test("Everything else is shifted down by R")
    func shifted() {
        let f = fixture()
        #expect(f.y(.cs, offset: 0) == 6)
        var cv = f.collectionView(.cs)
        #expect(cv.contentSize().height == 39)
        let cell = cv.visibleAttributes().first { $0.kind == .cell && $0.indexPath == IndexPath(item: 0, section: 0) }
        #expect(cell?.frame.minY == 8)
    }

    @Test("R == M: progressiveness is undefined and reported")
    func zeroRange() throws {
        let f = fixture(minimum: 6)
        let p = try #require(parallax(f, offset: 0))
        #expect(p.progressiveness == nil)
        #expect(f.diagnostics(.cs, offset: 0).contains { $0.code == "cs.parallaxZeroRange" && $0.severity == .undefined })
    }
}
