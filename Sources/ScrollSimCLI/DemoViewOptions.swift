import ArgumentParser

/// How `play` and `record` draw a script, shared by both.
struct DemoViewOptions: ParsableArguments {
    @Flag(name: .long, help: "Start in the projector theme (high contrast, states in words); a script's `toggle projector off` still turns it off.")
    var projector = false

    @Flag(name: .long, help: "Go on when an `expect` claim is false of its caption's frames, with a warning (default: stop, exit 1).")
    var allowFalseClaims = false
}
