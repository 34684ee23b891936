import StickyLayout

/// The session's data-change state: identities (so labels follow elements), the running update
/// animation, the refresh control, load-more and self-sizing, and the last update of each pane.
package struct DataState: Sendable {
    /// Identities of the current sections and items.
    package internal(set) var identities: DataIdentities
    /// Whether updates animate (`u`).
    package internal(set) var animates = true
    /// The running animation, if any.
    package internal(set) var animation: UpdateAnimation?
    /// The last update of each pane.
    package internal(set) var lastUpdates: [BatchUpdateResult?] = []
    /// One line saying why the last command did nothing (an empty section, say), or nil.
    package internal(set) var lastRefusal: String?
    /// One line saying what the last command did ("inserted item 2 3 · animated") or why it did
    /// nothing; the live view shows it after a data key.
    package internal(set) var lastOutcome: String?
    /// True while the refresh control refreshes.
    package internal(set) var refreshing = false
    /// When a requested page of items arrives (load-more with a delay), or nil.
    package internal(set) var loadMoreDue: Double?
    /// Pages appended so far.
    package internal(set) var pagesLoaded = 0
    /// Self-sizing sections: real heights and which items are sized, by current section index.
    var sizing: [Int: (real: [Float], sized: [Bool])] = [:]

    init(scenario: Scenario) {
        identities = DataIdentities(sectionCount: scenario.sections.count)
        refreshing = scenario.refreshControl?.startsRefreshing ?? false
        for (s, real) in scenario.selfSizing where s < scenario.sections.count {
            sizing[s] = (real, Array(repeating: false, count: real.count))
        }
    }

    /// The diagnostics of pane `pane`'s last update.
    package func lastDiagnostics(pane: Int) -> [Diagnostic] {
        pane < lastUpdates.count ? lastUpdates[pane]?.diagnostics ?? [] : []
    }
}

/// A batch update being animated: UIKit's ~0.3 s, shown as a few interpolated frames.
package struct UpdateAnimation: Sendable {
    /// Seconds the animation lasts.
    package static let duration = 0.3
    /// Frames shown while it runs (progress 0, 1/4, 2/4, 3/4; then the final layout).
    package static let steps = 4
    package var start: Double
    /// The transitions of each pane.
    package var transitions: [[ElementTransition]]
    /// Labels as they were before the update (for elements that fade out).
    package var labelsBefore: LabelProvider

    /// The progress shown at `time`, quantised to `steps` so frames are the same in every run; nil once over.
    package func progress(at time: Double) -> Double? {
        let t = (time - start) / Self.duration
        guard t < 1 else { return nil }
        return (max(0, t) * Double(Self.steps)).rounded(.down) / Double(Self.steps)
    }
}
