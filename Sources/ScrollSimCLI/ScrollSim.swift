import CursesBackend
public import StickyLayout

/// The `scrollsim` command line as a library (product `ScrollSimCLI`).
///
/// The `scrollsim` executable is `ScrollSim.main()`. A package of your own runs the same command
/// line with your strategies next to the built-ins:
///
/// ```swift
/// import ScrollSimCLI
/// import UIKitCompat
///
/// ScrollSim.main(registering: [
///     .uikit("akp", summary: "AKPFlowLayout's clamp", source: "akpw/AKPFlowLayout") { AKPFlowLayout() },
/// ])
/// ```
///
/// Registered strategies are listed by `scrollsim strategies`, accepted by `--strategy` and
/// `--split` of the live view, `render` and `layout` and by `check`, and are in the live view's
/// Tab cycle and F-keys, after the built-ins.
public enum ScrollSim {
    /// Parses the process's arguments and runs the command line with `strategies` registered after
    /// the built-ins (one with a built-in's name replaces it). Exits the process when done.
    public static func main(registering strategies: [StrategyRegistration] = []) -> Never {
        CommandRegistry.install(strategies)
        ScrollSimCommand.main()
        Platform.exit(0)
    }
}

/// The strategies this run of the command line knows: the built-ins plus what
/// `ScrollSim.main(registering:)` added. Set once, before the arguments are parsed.
enum CommandRegistry {
    /// Written once, by `install` before the arguments are parsed (on the main thread, before
    /// anything runs concurrently); only read after that.
    nonisolated(unsafe) private static var registry = StrategyRegistry.builtIn
    nonisolated(unsafe) private static var names = StrategyRegistry.builtIn.nameList

    /// The registry in force.
    static var current: StrategyRegistry { registry }

    /// Its names joined for help and messages ("plain, floating, …"), joined once per registry:
    /// several options' help reads it each time ArgumentParser makes a command value.
    static var nameList: String { names }

    /// Adds `extra` after the built-ins.
    static func install(_ extra: [StrategyRegistration]) {
        var all = StrategyRegistry.builtIn
        for r in extra { all.register(r) }
        registry = all
        names = all.nameList
    }
}
