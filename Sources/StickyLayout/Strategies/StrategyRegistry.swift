/// How a strategy makes itself known: its name, one line about it, what it is modelled on, the
/// option keys it reads, and a factory. Built-ins register exactly like any other strategy.
public struct StrategyRegistration: Sendable {
    /// The name it is selected by.
    public var name: StrategyName
    /// One line describing it (for `scrollsim strategies`, the help overlay and the picker).
    public var summary: String
    /// What it is modelled on (a library, a document, a file path).
    public var source: String
    /// The option keys it reads from a scenario's `options` object.
    public var optionKeys: [StrategyOptionKey]
    /// The unified model's description of the strategy made with default options, when the model
    /// can express it exactly (`scrollsim strategies --describe`); nil otherwise.
    public var pinningModel: PinningModel?
    /// Makes the strategy with the given options.
    public var make: @Sendable (StrategyOptions) -> any StickyStrategy

    public init(
        name: StrategyName, summary: String, source: String, optionKeys: [StrategyOptionKey] = [],
        pinningModel: PinningModel? = nil,
        make: @escaping @Sendable (StrategyOptions) -> any StickyStrategy
    ) {
        self.name = name
        self.summary = summary
        self.source = source
        self.optionKeys = optionKeys
        self.pinningModel = pinningModel
        self.make = make
    }
}

/// An ordered set of strategies, found by name. The order is the one people see: in
/// `scrollsim strategies`, the help overlay, the picker, Tab cycling and the F-keys.
public struct StrategyRegistry: Sendable {
    /// The registrations, in order.
    public private(set) var registrations: [StrategyRegistration]

    /// An empty registry.
    public init() { registrations = [] }

    /// A registry holding `registrations` (a later one with a name already present replaces it).
    public init(_ registrations: [StrategyRegistration]) {
        self.registrations = []
        for r in registrations { register(r) }
    }

    /// The strategies that come with the engine.
    public static let builtIn = StrategyRegistry([
        PlainStrategy.registration,
        FloatingStrategy.registration,
        EvadneStrategy.registration,
        YLStrategy.registration,
        MyntraStrategy.registration,
        CSStrategy.registration,
        UIKitPinStrategy.registration,
        CSSStickyStrategy.registration,
        IGListKitStrategy.registration,
        MagazineStrategy.registration,
        CompositionalStrategy.registration,
        TableViewStrategy.registration,
        SwiftUIStrategy.registration,
        ComposeStrategy.registration,
        FlutterStrategy.registration,
    ])

    /// Adds `registration`, or replaces the one with the same name in place.
    public mutating func register(_ registration: StrategyRegistration) {
        if let i = registrations.firstIndex(where: { $0.name == registration.name }) {
            registrations[i] = registration
        } else {
            registrations.append(registration)
        }
    }

    /// The names, in order.
    public var names: [StrategyName] { registrations.map(\.name) }

    /// The number of strategies.
    public var count: Int { registrations.count }

    /// The registration called `name`, or nil.
    public func registration(named name: StrategyName) -> StrategyRegistration? {
        registrations.first { $0.name == name }
    }

    /// Whether `name` is registered.
    public func contains(_ name: StrategyName) -> Bool { registration(named: name) != nil }

    /// The registered name a person typed: exact, else ignoring case; nil when there is none.
    public func name(matching text: String) -> StrategyName? {
        if let r = registrations.first(where: { $0.name.rawValue == text }) { return r.name }
        let lower = text.lowercased()
        return registrations.first { $0.name.rawValue.lowercased() == lower }?.name
    }

    /// The strategy called `name` made with `options`, or nil when no such strategy is registered.
    public func strategy(named name: StrategyName, options: StrategyOptions = StrategyOptions()) -> (any StickyStrategy)? {
        registration(named: name)?.make(options)
    }

    /// Every option key of every strategy, in registration order, without repeats.
    public var optionKeys: [StrategyOptionKey] {
        var seen = Set<String>()
        var out: [StrategyOptionKey] = []
        for r in registrations { for k in r.optionKeys where seen.insert(k.key).inserted { out.append(k) } }
        return out
    }

    /// The name after (or, with `by: -1`, before) `name`, wrapping around; the first when `name` is absent.
    public func name(after name: StrategyName, by step: Int = 1) -> StrategyName? {
        guard !registrations.isEmpty else { return nil }
        guard let i = registrations.firstIndex(where: { $0.name == name }) else { return registrations[0].name }
        let n = registrations.count
        return registrations[((i + step) % n + n) % n].name
    }

    /// The names joined for an error message ("plain, floating, …").
    public var nameList: String {
        // A plain loop: the generic `joined(separator:)` costs a process ~0.2 M instructions of
        // runtime type lookups the first time it runs, and this runs on every start.
        var list = ""
        for name in names {
            if !list.isEmpty { list += ", " }
            list += name.rawValue
        }
        return list
    }
}
