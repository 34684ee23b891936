import ScrollSimKit
import StickyLayout
import Testing

/// Frame tests (in-memory rendering) of what the status line and the inspector say about data changes.
@Suite("Data changes in the status line and the inspector")
struct DataStatusFrameTests {
    static func session(_ json: String, columns: Int = 70, rows: Int = 16) throws -> SimulatorSession {
        SimulatorSession(scenario: try DataChangeTests.inbox(json), settings: SessionSettings(strategies: [.uikit]),
                         size: TerminalSize(columns: columns, rows: rows))
    }

    /// The status line: the row just above the hint line.
    static func statusLine(_ frame: Frame) -> String {
        let lines = frame.text.split(separator: "\n", omittingEmptySubsequences: false)
        return String(lines[lines.count - 2])
    }

    @Test("the status line says ↺ refreshing while the refresh control refreshes, and nothing after")
    func refreshing() throws {
        var s = try Self.session(#""refreshControl": {"height": 3, "threshold": 4},"#)
        #expect(!Self.statusLine(s.view()).contains("refreshing"))
        s.apply(.data(.beginRefreshing))
        let line = Self.statusLine(s.view())
        #expect(line.contains("↺ refreshing"), "\(line)")
        // Beginning to refresh programmatically keeps the offset (-1, under the 1-row inset).
        #expect(line.contains("offset -1/"), "\(line)")
        s.apply(.data(.endRefreshing))
        #expect(!Self.statusLine(s.view()).contains("refreshing"))
    }

    @Test("the status line says a load-more is pending until its page arrives")
    func loadMorePending() throws {
        var s = try Self.session(#""loadMore": {"pageSize": 4, "delay": 0.5},"#)
        s.apply(.scrollToEnd(true), at: 1)
        let pending = Self.statusLine(s.view())
        #expect(pending.contains("↓ load-more pending"), "\(pending)")
        s.apply(.tick, at: 1.6)
        let loaded = Self.statusLine(s.view())
        #expect(!loaded.contains("load-more"), "\(loaded)")
        #expect(s.collectionViews[0].layout.geometry.numberOfItems(inSection: 2) == 10)
    }

    @Test("a narrow status line drops the activity before the offset")
    func narrow() throws {
        var s = try Self.session(#""refreshControl": {"height": 3, "threshold": 4},"#, columns: 30)
        s.apply(.data(.beginRefreshing))
        s.apply(.resize(TerminalSize(columns: 70, rows: 16)))
        let wide = Self.statusLine(s.view())
        #expect(wide.contains("refreshing"))
        s.apply(.resize(TerminalSize(columns: 24, rows: 16)))
        let narrow = Self.statusLine(s.view())
        #expect(!narrow.contains("refreshing") && narrow.contains("-1/"), "\(narrow)")
    }

    @Test("while an update animates, the inspector lists its appearing and disappearing elements")
    func inspectorTransitions() throws {
        var s = try Self.session("", columns: 90, rows: 20)
        s.apply(.toggle(.inspector))
        s.place(atOffset: 0, at: 0)
        s.apply(.data(.insertItem(IndexPath(item: 0, section: 0), length: nil)), at: 1)
        let during = s.view().text
        #expect(during.contains("update: "), "\(during)")
        // The inserted cell [0,0] fades in at its natural place (flow layout default: alpha 0 → 1);
        // cell [1,1] is pushed out of view (it moves 16 → 18 and stays opaque).
        #expect(during.contains("+ cell [0,0] y 1→1 a 0→1 z 0→0"), "\(during)")
        #expect(during.contains("- cell [1,1] y 16→18 a 1→1 z 0→0"), "\(during)")
        let snapshot = s.scene().panes[0]
        #expect(snapshot.updateTransitions.allSatisfy { $0.role != .staying })
        #expect(snapshot.updateTransitions.contains { $0.role == .disappearing })
        s.apply(.tick, at: 2)
        let after = s.view().text
        #expect(!after.contains("update: "))
        #expect(s.scene().panes[0].updateTransitions.isEmpty)
    }
}

@Suite("Update animation frames keep the pinned flag")
struct AnimationPinnedFlagTests {
    @Test("cells moving during an animated insert are never reported pinned; the pinned header stays pinned")
    func movingCellsAreNotPinned() throws {
        var s = try DataStatusFrameTests.session("", columns: 90, rows: 20)
        s.place(atOffset: 13, at: 0)
        s.apply(.data(.insertItem(IndexPath(item: 0, section: 1), length: nil)), at: 1)
        for time in [1.0, 1.08, 1.16, 1.24] {
            s.apply(.tick, at: time)
            let pane = s.scene().panes[0]
            #expect(!pane.attributes.isEmpty)
            #expect(pane.attributes.filter { $0.kind == .cell && $0.isPinned }.isEmpty, "at \(time)")
            #expect(pane.attributes.contains { $0.kind == .header && $0.indexPath.section == 1 && $0.isPinned }, "at \(time)")
        }
    }
}
