import StickyLayout

/// What a look at a watched file found (`StrategyFileWatcher`, the scenario file's `poll`): a
/// value the run loop passes to the live view's `update`; the watchers never touch the session.
package enum FileReload {
    /// A strategy file loaded: it replaces the strategy of its name (panes showing it switch at
    /// once); `notice` says so in the hint line.
    case strategy(StrategyRegistration, notice: String)
    /// A scenario file loaded: the view shows it, keeping strategies, focus, toggles, faults, size
    /// and offset; `message` says so in the hint row.
    case scenario(Scenario, message: String)
    /// The hint line's notice: why a strategy file did not load; nil when the "reloaded" notice's
    /// time is up.
    case notice(String?)
    /// A line in the hint row: why a scenario file did not load.
    case message(String)
}

extension SimulatorSession {
    /// Takes in what a look at a watched file found (one step, as an input event is).
    package mutating func update(_ reload: FileReload, at time: Double = 0) -> [Effect] {
        switch reload {
        case .strategy(let registration, let notice):
            register(registration)
            return update(Action.notice(notice), at: time)
        case .scenario(let scenario, let message):
            self = reloaded(with: scenario, message: message)
            return [.redraw]
        case .notice(let text):
            return update(Action.notice(text), at: time)
        case .message(let text):
            return update(.showReport(lines: nil, message: text), at: time)
        }
    }
}
