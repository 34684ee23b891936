import ArgumentParser

struct StrategiesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "strategies", abstract: "Lists every strategy.")

    func run() throws {
        throw ValidationError("not implemented yet")
    }
}
