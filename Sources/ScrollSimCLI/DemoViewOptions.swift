import ArgumentParser

/// How `play` and `record` draw a script, shared by both.
struct DemoViewOptions: ParsableArguments {
    @Flag(name: .long, help: "Start in the projector theme (high contrast, states in words); a script's `toggle projector off` still turns it off.")
    var projector = false
}
