import ArgumentParser
import CursesBackend
import ScrollSimKit

struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Plays a demo script in the terminal.",
        discussion: "Keys: space pauses and resumes, left/right step one frame, +/- change the speed, q quits. Script format: Demos/README.md.")

    @Argument(help: "The demo script (e.g. Demos/push-off.demo).")
    var script: String

    func run() throws {
        let exitCode: Int32
        do {
            let parsed = try DemoLoading.script(at: script)
            _ = try DemoLoading.timeline(parsed, size: nil, asciiOnly: false)  // fail before touching the terminal
            exitCode = try LivePlayer.run { size, asciiOnly in
                try DemoLoading.timeline(parsed, size: size, asciiOnly: asciiOnly)
            }
        }
        if exitCode != 0 { Platform.exit(exitCode) }
    }
}
