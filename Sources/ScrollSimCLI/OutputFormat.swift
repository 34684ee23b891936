import ArgumentParser

/// `--format`: what `layout` and `check` print. ArgumentParser rejects any other value and lists
/// these in `--help`.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case json
    case text
}
