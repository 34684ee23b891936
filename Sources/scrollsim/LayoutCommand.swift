import ArgumentParser

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "layout", abstract: "Prints the layout attributes for a scroll.")

    func run() throws {
        throw ValidationError("not implemented yet")
    }
}
