import CursesBackend
import ScrollSimKit

/// Prints a one-line error and exits: never a stack trace.
enum Diagnostics {
    static func fail(_ failure: CommandFailure) -> Never {
        Platform.exitWithMessage("\(ProgramName.current): \(failure.message)", code: failure.exitCode)
    }
}
