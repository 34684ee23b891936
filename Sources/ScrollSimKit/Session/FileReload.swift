import StickyLayout

/// What a look at a watched file found (`StrategyFileWatcher`, the scenario file's `poll`), or a
/// script's `strategy-file` line: a value passed to the session's `update`; the watchers and the
/// script runners never touch the session otherwise.
package enum FileReload {
    /// A strategy file loaded: it replaces the strategy of its name, or is added after the others
    /// (panes showing it switch at once); `notice`, when given, says so in the hint line.
    case strategy(StrategyRegistration, notice: String?)
    /// A scenario file loaded: the view shows it, keeping strategies, focus, toggles, faults, size
    /// and offset; `message` says so in the hint row.
    case scenario(Scenario, message: String)
    /// The hint line's notice: why a strategy file did not load; nil when the "reloaded" notice's
    /// time is up.
    case notice(String?)
    /// A line in the hint row: why a scenario file did not load.
    case message(String)
}
