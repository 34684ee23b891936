import StickyLayout

extension SimulatorSession {
    /// The rows of one `scroll` line carried out one by one; the rest move in one step.
    static let rowsOneByOne: UInt = 10_000

    /// Carries out `script`'s steps on this session at once, reaching the state `play` ends in
    /// (`render --script`, `run --script`, and the frames of `check`'s reproductions): scrolls,
    /// jumps, data changes, pauses, toggles, faults and `strategy` lines. The scenario, a split and
    /// strategy files come from the command line, so `scenario`, `split` and `strategyfile` lines
    /// are refused; `size`, `caption`, `title`, `caption-position` and `expect` change nothing here,
    /// and `wait` holds as `record` does. A `scroll` beyond 10,000 rows moves the rest in one step.
    /// - Throws: `DemoScriptError` naming the script's path and the line.
    package mutating func carryOut(_ script: DemoScript) throws(DemoScriptError) {
        var time = 1.0
        var speed = 8.0
        for (line, step) in script.steps {
            func refuse(_ why: String) -> DemoScriptError { DemoScriptError(path: script.path, line: line, message: why) }
            switch step {
            case .scenario:
                throw refuse("a script for --script runs on the scenario of --scenario; remove the `scenario` line")
            case .split:
                throw refuse("a script for --script shows the strategies of --strategy or --split; remove the `split` line")
            case .strategyFile:
                throw refuse("a script for --script uses the strategy files of --strategy-file or the scenario; remove the `strategyfile` line")
            case .size, .caption, .title, .captionPosition, .expect:
                break
            case .wait:
                time += DemoCursor.waitSeconds
            case .speed(let rowsPerSecond):
                speed = rowsPerSecond
            case .strategy(let name):
                apply(.selectStrategy(name), at: time)
            case .scroll(let rows, let rowsPerSecond):
                // One row a step, as `play` draws it, for the first `rowsOneByOne` rows; the rest
                // in one step, so a long scroll stays fast.
                let direction = rows > 0 ? 1 : -1
                for _ in 0..<min(rows.magnitude, Self.rowsOneByOne) {
                    time += 1 / (rowsPerSecond ?? speed)
                    apply(.scrollRows(direction), at: time)
                }
                if rows.magnitude > Self.rowsOneByOne {
                    time += 1 / (rowsPerSecond ?? speed)
                    apply(.scrollRows(direction * Int(rows.magnitude - Self.rowsOneByOne)), at: time)
                }
            case .pause(let seconds):
                time = settle(from: time, for: seconds)
            case .scrollTo, .toggle, .fault, .data:
                if let refusal = carryOut(step, at: time) { throw refuse("this step cannot be carried out: \(refusal)") }
            }
        }
    }

    /// Carries out a step that changes the session alike wherever a script runs (`play`, `record`,
    /// `--script`, `layout --script`): `scrollto`, `toggle`, `fault` and data changes; other steps
    /// change nothing here. Returns why a data change could not be carried out, or nil.
    mutating func carryOut(_ step: DemoStep, at time: Double) -> String? {
        switch step {
        case .scrollTo(.top): apply(.scrollToEnd(false), at: time)
        case .scrollTo(.bottom): apply(.scrollToEnd(true), at: time)
        case .scrollTo(.offset(let offset)): place(atOffset: offset, at: time)
        case .toggle(let toggle, let on):
            if self.toggles[toggle] != on { apply(.toggle(toggle), at: time) }
        case .fault(let fault, let on):
            if self.faults[keyPath: fault.fault.keyPath] != on { apply(.toggleFault(fault.fault), at: time) }
        case .data(let command):
            apply(.data(command), at: time)
            return self.data.lastRefusal
        default:
            break
        }
        return nil
    }

    /// Ticks the session from `start` for `seconds` (a `pause` without frames), while anything
    /// animates; returns the time at the end.
    mutating func settle(from start: Double, for seconds: Double) -> Double {
        var time = start
        let end = start + seconds
        while time + DemoCursor.tick <= end && self.needsTicks {
            time += DemoCursor.tick
            apply(.tick, at: time)
        }
        return end
    }
}
