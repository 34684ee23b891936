import ScrollSimKit
import StickyLayout

/// Reads a demo script and resolves its `scenario` steps relative to the script's folder.
enum DemoLoading {
    /// The parsed script at `path`, or a one-line error; `registry` holds the strategies its lines
    /// may name besides those of its `strategyfile` lines.
    static func script(at path: String, registry: StrategyRegistry = .builtIn) throws -> DemoScript {
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
            let path = PathName.resolve(name, in: folder)
            do {
                return try ScenarioSource.resolve(path)
            } catch let error as ScenarioError {
                throw CommandFailure(error.message)
            }
        }
    }

    /// The timeline, with script errors turned into one-line failures.
    static func timeline(
        _ script: DemoScript, size: TerminalSize?, asciiOnly: Bool, registry: StrategyRegistry = .builtIn
    ) throws -> DemoTimeline {
        do {
            return try DemoTimeline(
                script: script, size: size, asciiOnly: asciiOnly, registry: registry, loadScenario: scenarioLoader(for: script))
        } catch let error as DemoScriptError {
            throw CommandFailure(error.description)
        }
    }
}
