import ArgumentParser

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "Prints the frame the live view would show, as text.")

    func run() throws {
        throw ValidationError("not implemented yet")
    }
}
