import ArgumentParser

struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "play", abstract: "Plays a demo script in the terminal.")

    func run() throws {
        throw ValidationError("not implemented yet")
    }
}
