import StickyLayout
import TestSupport
import Testing

@Suite struct StrategyRegistryTests {
    @Test func builtInsAreRegisteredInOrderWithWellFormedUniqueNames() {
        let registry = StrategyRegistry.builtIn
        #expect(registry.names.map(\.rawValue) == ["plain", "floating", "evadne", "yl", "myntra", "cs", "uikit", "css", "iglistkit", "magazine", "compositional", "tableview", "swiftui", "compose", "flutter"])
        #expect(Set(registry.names).count == registry.count)
        for r in registry.registrations {
            #expect(r.name.isWellFormed)
            #expect(!r.summary.isEmpty && !r.source.isEmpty)
            #expect(r.make(StrategyOptions()).name == r.name)
        }
    }

    @Test func optionKeysAreUniqueAndEachReachesItsStrategy() {
        let keys = StrategyRegistry.builtIn.registrations.flatMap(\.optionKeys).map(\.key)
        #expect(Set(keys).count == keys.count)
        #expect(StrategyRegistry.builtIn.optionKeys.map(\.key) == keys)
        var options = StrategyOptions()
        options.uikitPinHeaders = false
        let uikit = StrategyRegistry.builtIn.strategy(named: .uikit, options: options) as? DeclarativeStrategy
        #expect(uikit?.model.headers.pin == false)
        #expect(uikit?.model.footers.pin == true)
        options.ylStickySections = [1]
        #expect((StrategyRegistry.builtIn.strategy(named: .yl, options: options) as? DeclarativeStrategy)?.model.headers.sections == [1])
    }

    @Test func lookupIgnoresCaseAndUnknownNamesGiveNil() {
        let registry = StrategyRegistry.builtIn
        #expect(registry.name(matching: "UIKit") == .uikit)
        #expect(registry.name(matching: "nope") == nil)
        #expect(registry.strategy(named: "nope") == nil)
    }

    @Test func registeringAddsAtTheEndAndReplacesInPlace() {
        var registry = StrategyRegistry.builtIn
        registry.register(StrategyRegistration(name: "mine", summary: "a test strategy", source: "test") { _ in PlainStrategy.make() })
        #expect(registry.names.last == "mine")
        #expect(registry.name(after: "mine") == .plain)
        #expect(registry.name(after: .plain, by: -1) == "mine")
        registry.register(StrategyRegistration(name: .yl, summary: "replaced", source: "test") { _ in PlainStrategy.make() })
        #expect(registry.names[3] == .yl)
        #expect(registry.registration(named: .yl)?.summary == "replaced")
        #expect(registry.count == StrategyRegistry.builtIn.count + 1)
    }

    @Test func wellFormedNames() {
        for good in ["a", "uikit", "my-pin_2.v1", String(repeating: "x", count: 40)] {
            #expect(StrategyName(good).isWellFormed, "\(good)")
        }
        for bad in ["", "-a", "a b", "a\u{1b}[2J", "é", String(repeating: "x", count: 41), "a/b"] {
            #expect(!StrategyName(bad).isWellFormed, "\(bad)")
        }
    }
}
