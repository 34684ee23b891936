import ArgumentParser

struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "record", abstract: "Renders a demo script to an asciicast v2 file.")

    func run() throws {
        throw ValidationError("not implemented yet")
    }
}
