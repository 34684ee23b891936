import StickyLayout

/// The command line: `scrollsim-bench [--quick] [--section NAME] [--strategy KIND]`.
struct Options {
    enum Section: String, CaseIterable {
        case layout, prepare, update, memory, frame, bytes, burst, check, compat, declarative, latency, load, exports, all
        case checkSoak = "check-soak"
        case checkCompare = "check-compare"
    }

    var quick = false
    var section: Section = .all
    var strategy: StrategyName = .uikit
    /// `--soak-time SECONDS`: how long each `check-soak` run is (the figure: 300).
    var soakSeconds = 300.0
    /// `--soak-jobs N`: check-soak runs going at once (default 1).
    var soakJobs = 1
    /// Internal: `--memory-probe HEIGHTS SHAPE N` measures one workload in a fresh process.
    var memoryProbe: (heights: Heights, shape: Shape, items: Int)?
    /// `--profile ITEMS HEIGHTS STEP SECONDS`: loop bounds-only steps for a profiler.
    var profile: (items: Int, heights: Heights, step: StepKind, seconds: Double)?

    static let usage = """
        usage: scrollsim-bench [--quick] [--section NAME] [--strategy KIND]
          --quick            fewer repetitions (about 40 s instead of about 3 min)
          --section NAME     layout: bounds-only vs naive scroll steps; prepare: full prepare and open
                             times; update: one-item batch updates; memory: resident bytes per item; frame: layout + drawing per frame;
                             bytes: terminal bytes per scroll (runs ./scrollsim on a pty); burst: frames
                             for 1,000 queued events (pty); check: checked scroll steps per second
                             of `scrollsim check`; compat: a UIKit subclass through UIKitCompat vs
                             the native strategy; declarative: a strategy-file model vs the
                             hand-written built-in it describes; latency: key → quiet latency,
                             first frame and idle wake-ups vs a minimal ncursesw program and
                             `less -S` (pty; needs `cc`); load: decoding a generated 1e7-item
                             scenario and a strategy-file reload in the live view (pty); exports:
                             push-off recorded in each format, time and bytes (the GIF needs
                             FreeType); all (default);
                             check-soak (not in all): `scrollsim check --time` on every built-in,
                             seeds 0-4, and a 100,000-case generator sweep; check-compare (part of
                             check): `check --compare uikit,css` with the worker vs in-process
          --soak-time SECONDS  each check-soak run (default 300)
          --soak-jobs N      check-soak runs going at once (default 1)
          --strategy KIND    sticky strategy (default uikit): \(StrategyRegistry.builtIn.nameList)
          --profile ITEMS uniform|variable one-row|random SECONDS
                             loop bounds-only steps at 80x24 (for perf record); prints the step count
        Prints Markdown tables on standard output.
        """

    /// Parses `arguments` (without the program name); returns an error message on bad input.
    static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
        var options = Options()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick":
                options.quick = true
            case "--section":
                guard let value = rest.popFirst(), let section = Section(rawValue: value) else {
                    return .failure(UsageError("--section needs one of: \(Section.allCases.map(\.rawValue).joined(separator: ", "))"))
                }
                options.section = section
            case "--strategy":
                guard let value = rest.popFirst(), let kind = StrategyRegistry.builtIn.name(matching: value) else {
                    return .failure(UsageError("--strategy needs one of: \(StrategyRegistry.builtIn.nameList)"))
                }
                options.strategy = kind
            case "--soak-time":
                guard let value = rest.popFirst().flatMap({ Double($0) }), value > 0, value <= 3600 else {
                    return .failure(UsageError("--soak-time needs seconds from 1 to 3600"))
                }
                options.soakSeconds = value
            case "--soak-jobs":
                guard let value = rest.popFirst().flatMap({ Int($0) }), (1...16).contains(value) else {
                    return .failure(UsageError("--soak-jobs needs a whole number from 1 to 16"))
                }
                options.soakJobs = value
            case "--memory-probe":
                guard let h = rest.popFirst().flatMap(Heights.init(rawValue:)),
                      let s = rest.popFirst().flatMap(Shape.init(rawValue:)),
                      let n = rest.popFirst().flatMap({ Int($0) }) else {
                    return .failure(UsageError("--memory-probe HEIGHTS SHAPE N"))
                }
                options.memoryProbe = (h, s, n)
            case "--profile":
                guard let n = rest.popFirst().flatMap({ Int($0) }),
                      let h = rest.popFirst().flatMap(Heights.init(rawValue:)),
                      let k = rest.popFirst().flatMap({ $0 == "random" ? StepKind.randomJump : StepKind(rawValue: $0) }),
                      let t = rest.popFirst().flatMap({ Double($0) }) else {
                    return .failure(UsageError("--profile ITEMS uniform|variable one-row|random SECONDS"))
                }
                options.profile = (n, h, k, t)
            case "-h", "--help":
                return .failure(UsageError(nil))
            default:
                return .failure(UsageError("unknown argument '\(argument)'"))
            }
        }
        return .success(options)
    }

    func includes(_ s: Section) -> Bool { section == s || (section == .all && s != .checkSoak && s != .checkCompare) }

    /// Item counts swept by every section.
    static let itemCounts = [1_000, 10_000, 100_000, 1_000_000, 10_000_000]
}

/// A command-line mistake (nil message: just print the usage).
struct UsageError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
}
