import StickyLayout

/// What the simulator does in answer to an event. Produced by `Keymap`, applied by `SimulatorSession`.
public enum Action: Hashable, Sendable {
    /// Scroll by a number of rows (negative: toward the top), with rubber band past the ends.
    case scrollRows(Int)
    /// Scroll by a number of pages (a page is the viewport minus one row).
    case scrollPages(Int)
    /// Jump to the top (`toEnd == false`) or the bottom.
    case scrollToEnd(Bool)
    /// Show this strategy (in the focused pane).
    case selectStrategy(StrategyName)
    /// Show the registry's strategy with this 1-based number (F2 is 1) in the focused pane.
    case selectStrategyNumber(Int)
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
    /// Advance animations (spring-back) to this time.
    case tick
    /// Repaint everything.
    case redraw
    /// Leave the simulator.
    case quit
}

/// One of `FaultSwitches`' switches.
public enum Fault: String, Hashable, Sendable, CaseIterable {
    case noInvalidationOnBoundsChange = "no-invalidation"
    case noReinsertion = "no-reinsertion"
    case noZIndexRaise = "no-zindex"

    /// The switch in `FaultSwitches`.
    public var keyPath: WritableKeyPath<FaultSwitches, Bool> {
        switch self {
        case .noInvalidationOnBoundsChange: \.noInvalidationOnBoundsChange
        case .noReinsertion: \.noReinsertion
        case .noZIndexRaise: \.noZIndexRaise
        }
    }
}

/// A display toggle of the simulator.
public enum ViewToggle: String, Hashable, Sendable, CaseIterable {
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
}
