import ScrollSimKit
import Testing

@Suite struct ScrollModelTests {
    func model(bounces: Bool = true) -> ScrollModel {
        var model = ScrollModel(bounces: bounces)
        model.setLimits(contentLength: 100, viewportLength: 20, leadingInset: 2, trailingInset: 1)
        return model
    }

    @Test func limitsComeFromContentViewportAndInsets() {
        let model = model()
        #expect(model.minimum == -2)
        #expect(model.maximum == 81)
    }

    @Test func scrollingInsideTheLimitsIsOneForOne() {
        var model = model()
        model.scroll(by: 7, at: 0)
        #expect(model.offset == 7)
        #expect(!model.isOverscrolled)
    }

    @Test func pullingPastTheTopRubberBands() {
        var model = model()
        model.scroll(to: -2, at: 0)
        model.scroll(by: -10, at: 0)
        #expect(model.isOverscrolled)
        #expect(model.offset < -2)
        #expect(model.offset > -12)  // resistance: less than the pull
        let once = model.offset
        model.scroll(by: -10, at: 0)
        #expect(model.offset < once)
        #expect(model.offset - once > -10)
    }

    @Test func springsBackOnceInputStops() {
        var model = model()
        model.scroll(to: 81, at: 0)
        model.scroll(by: 8, at: 1.0)
        let pulled = model.offset
        #expect(pulled > 81)
        let movedEarly = model.tick(at: 1.01)
        #expect(!movedEarly)  // still within the delay after input
        #expect(model.offset == pulled)
        var time = 1.0
        while model.isOverscrolled && time < 3 {
            time += 0.016
            model.tick(at: time)
        }
        #expect(model.offset == 81)
        #expect(time < 1.6)
        #expect(!model.needsTicks)
    }

    @Test func withoutBounceOffsetsAreClamped() {
        var model = model(bounces: false)
        model.scroll(by: -10, at: 0)
        #expect(model.offset == -2)
        model.scroll(by: 500, at: 0)
        #expect(model.offset == 81)
        model.place(atOffset: -9, at: 0)
        #expect(model.offset == -2)
    }

    @Test func placeShowsAnExactOverscroll() {
        var model = model()
        model.place(atOffset: -5, at: 0)
        #expect(model.offset == -5)
        model.place(atOffset: 84, at: 0)
        #expect(model.offset == 84)
    }

    @Test func rubberBandNeverExceedsTheViewport() {
        #expect(RubberBand.offset(forPull: 1_000_000, dimension: 20) < 20)
        #expect(RubberBand.offset(forPull: 1, dimension: 20) < 1)
        #expect(RubberBand.offset(forPull: 0, dimension: 20) == 0)
    }

    /// Issue 23: after `scrollto -7` or `scrollto 100`, `scroll N` moved the offset back by a
    /// fraction of a row a row. Input back toward the content takes the shown overscroll back row for row.
    @Test func scrollingBackFromOverscrollIsRowForRow() {
        var model = model()  // limits -2 ... 81, viewport 20
        model.place(atOffset: -9, at: 0)
        #expect(model.offset == -9)
        model.scroll(by: 3, at: 0)
        #expect(model.offset == -6)
        model.scroll(by: 6, at: 0)  // 4 rows of overscroll left, then 2 inside the limits
        #expect(model.offset == 0 && !model.isOverscrolled)
        model.place(atOffset: 100, at: 1)
        #expect(model.offset == 100)
        for _ in 0..<3 { model.scroll(by: -1, at: 1) }
        #expect(model.offset == 97)
        model.scroll(by: -20, at: 1)
        #expect(model.offset == 77)
        // Pulling further out keeps its resistance.
        model.scroll(to: -2, at: 2)
        model.scroll(by: -4, at: 2)
        #expect(model.offset > -6 && model.offset < -2)
    }

    @Test func pullInvertsTheRubberBand() {
        for shown in [0.25, 1, 5, 19.5] {
            let pull = RubberBand.pull(forOffset: shown, dimension: 20)
            #expect(abs(RubberBand.offset(forPull: pull, dimension: 20) - shown) < 1e-9)
        }
    }
}
