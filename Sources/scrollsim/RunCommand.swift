import ArgumentParser

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "Runs the live simulator in the terminal.")

    func run() throws {
        throw ValidationError("not implemented yet")
    }
}
