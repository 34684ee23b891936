import StickyLayout

/// What the simulator does in answer to an event. Produced by `Keymap`, applied by `SimulatorSession`.
package enum Action: Hashable, Sendable {
    /// Scroll by a number of rows (negative: toward the top), with rubber band past the ends.
    case scrollRows(Int)
    /// Scroll by a number of pages (a page is the viewport minus one row).
    case scrollPages(Int)
    /// Jump to the top (`toEnd == false`) or the bottom.
    case scrollToEnd(Bool)
    /// Go to an offset along the scroll axis, clamped to the resting range (`42G`).
    case scrollTo(Double)
    /// Put the content at exactly this offset, past either end only while bounce is on (`--offset`, scripts).
    case place(Double)
    /// Scroll by half pages (Ctrl-D, Ctrl-U).
    case scrollHalfPages(Int)
    /// Scroll so the next (+n) or previous (-n) section's header starts at the top (`]`, `[`).
    case jumpSection(Int)
    /// Find a section title or item label (case-insensitive) after the current offset (`/`).
    case search(String)
    /// Repeat the last search forward (`n`) or backward (`N`).
    case searchAgain(forward: Bool)
    /// Focus the pane under a screen column (a mouse click).
    case click(column: Int, row: Int)
    /// Scroll the help overlay (when shown) or the inspector by rows.
    case scrollPanel(Int)
    /// Scroll the help overlay (when shown) or the inspector by pages of the lines it shows.
    case scrollPanelPages(Int)
    /// Show the command line that reproduces this frame, and write it with the frame to a file.
    case report
    /// Write an asciicast recording of the session so far (replayed from its history).
    case recordSession
    /// Show this strategy (in the focused pane).
    case selectStrategy(StrategyName)
    /// Show the registry's strategy with this 1-based number (F2 is 1) in the focused pane.
    case selectStrategyNumber(Int)
    /// Open the strategy picker (selecting the focused pane's strategy), or close it.
    case togglePicker
    /// Move the picker's selection by this many rows (wrapping).
    case movePickerSelection(Int)
    /// Show the picker's selected strategy in the focused pane and close the picker.
    case choosePickerSelection
    /// Next (+1) or previous (-1) strategy, wrapping.
    case cycleStrategy(Int)
    /// Move the focus to the next (+1) or previous (-1) pane in split view.
    case cycleFocus(Int)
    /// Flip one of the engine's fault switches.
    case toggleFault(Fault)
    /// Flip a view toggle.
    case toggle(ViewToggle)
    /// Close overlays (help).
    case dismiss
    /// Resize the terminal (the bounds size changes).
    case resize(TerminalSize)
    /// Change the data (batch updates, refresh control, load-more).
    case data(DataCommand)
    /// Advance animations (spring-back) to this time.
    case tick
    /// Repaint everything.
    case redraw
    /// Leave the simulator.
    case quit
    /// Show what an effect came to (a report written, a recording started or refused): lines over
    /// the panes and a line in the hint row (nil: none).
    case showReport(lines: [String]?, message: String?)
    /// Show a lasting notice in the hint line (a reload, a recording's progress); nil clears it.
    case notice(String?)
}

/// One of `FaultSwitches`' switches.
package enum Fault: String, Hashable, Sendable, CaseIterable {
    case noInvalidationOnBoundsChange = "no-invalidation"
    case noReinsertion = "no-reinsertion"
    case noZIndexRaise = "no-zindex"

    /// The key that toggles it after `f` (`f n`); a narrow status line names the fault by it.
    package var key: Character {
        switch self {
        case .noInvalidationOnBoundsChange: "n"
        case .noReinsertion: "r"
        case .noZIndexRaise: "z"
        }
    }

    /// The switch in `FaultSwitches`.
    package var keyPath: WritableKeyPath<FaultSwitches, Bool> {
        switch self {
        case .noInvalidationOnBoundsChange: \.noInvalidationOnBoundsChange
        case .noReinsertion: \.noReinsertion
        case .noZIndexRaise: \.noZIndexRaise
        }
    }
}

extension FaultSwitches {
    /// The faults switched on.
    package var on: [Fault] { Fault.allCases.filter { self[keyPath: $0.keyPath] } }
}

/// A display toggle of the simulator.
package enum ViewToggle: String, Hashable, Sendable, CaseIterable {
    /// Ghost outlines at pinned elements' natural positions.
    case ghost
    /// The inspector panel (attributes and diagnostics).
    case inspector
    /// The help overlay.
    case help
    /// Rubber-band overscroll.
    case bounce
    /// The scroll indicator column.
    case indicator
    /// The high-contrast projector theme (markers and glyphs, not only colour).
    case projector
    /// The status and hint lines (scripts only: `chrome off`).
    case chrome
}

