import CursesBackend
import ScrollSimKit
import StickyLayout

/// Reads a demo script and resolves its `scenario` steps relative to the script's folder.
enum DemoLoading {
    /// The parsed script at `path`, or a one-line error; `registry` holds the strategies its lines
    /// may name besides those of its `strategyfile` lines.
    static func script(at path: String, registry: StrategyRegistry) throws -> DemoScript {
        do {
            let bytes = try InputFile.read(path, limit: DemoScript.maxFileBytes, what: "a demo script such as Demos/push-off.demo")
            let text = try InputFile.text(bytes, path: path, fix: "save the script as UTF-8 text")
            let folder = PathName.folder(of: path)
            return try DemoScript.parse(text, path: path, registry: registry) { name in
                try StrategyFileSource.load(path: PathName.resolve(name, in: folder))
            }
        } catch let error as InputFileError {
            throw CommandFailure(error.message)
        } catch let error as DemoScriptError {
            throw CommandFailure(error.description)
        }
    }

    /// A scenario loader for `script`: built-in names as is, files relative to the script.
    static func scenarioLoader(for script: DemoScript) -> (String) throws -> Scenario {
        let folder = PathName.folder(of: script.path)
        return { name in
            if let builtin = ScenarioSource.builtin(named: name) { return builtin }
            return try ScenarioOptions.loadScenario(named: PathName.resolve(name, in: folder))
        }
    }

    /// A scenario loader for `script` that keeps the last few scenarios it loaded: `play` makes
    /// frames again (stepping back, a resize) and reads each scenario once, not on every pass.
    static func cachingScenarioLoader(for script: DemoScript) -> (String) throws -> Scenario {
        let load = scenarioLoader(for: script)
        let cache = RecentScenarios()
        return { name in
            if let kept = cache.scenario(named: name) { return kept }
            let scenario = try load(name)
            cache.keep(scenario, named: name)
            return scenario
        }
    }

    /// Loads the script at `path` (`render --script`) and carries it out on `session` at once, or
    /// throws its one-line error.
    static func carryOut(_ path: String, on session: inout SimulatorSession, registry: StrategyRegistry) throws {
        let script = try script(at: path, registry: registry)
        try failures { try session.carryOut(script) }
    }

    /// Checks every `expect` claim of `script` at every frame its caption shows (`DemoClaimCheck`)
    /// at `size`. A false claim stops `command` with exit 1 and the first failure's line, unless
    /// `allowFalse`: then each is a warning on standard error and the command goes on.
    static func checkClaims(
        _ script: DemoScript, size: TerminalSize?, registry: StrategyRegistry, allowFalse: Bool, command: String
    ) throws {
        let found = try failures {
            try DemoClaimCheck.failures(script, size: size, registry: registry, loadScenario: cachingScenarioLoader(for: script))
        }
        guard let first = found.first else { return }
        if allowFalse {
            for failure in found { Platform.writeError("\(ProgramName.current) \(command): warning: \(failure) (--allow-false-claims)") }
            return
        }
        let more = found.count > 1 ? " (and \(found.count - 1) more false claim\(found.count > 2 ? "s" : ""))" : ""
        throw CommandFailure("\(first)\(more); correct the caption or its `expect` line, or add --allow-false-claims to \(command) anyway", exitCode: 1)
    }

    /// Runs `body`, turning a script error into a one-line failure.
    static func failures<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DemoScriptError {
            throw CommandFailure(error.description)
        }
    }
}

/// The last scenarios a demo loaded, by name (at most four: a script switching among many files
/// reads them again rather than keeping them all).
private final class RecentScenarios {
    private var entries: [(name: String, scenario: Scenario)] = []

    func scenario(named name: String) -> Scenario? {
        entries.first { $0.name == name }?.scenario
    }

    func keep(_ scenario: Scenario, named name: String) {
        entries.removeAll { $0.name == name }
        entries.append((name, scenario))
        if entries.count > 4 { entries.removeFirst() }
    }
}
