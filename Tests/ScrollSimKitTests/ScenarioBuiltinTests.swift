import StickyLayout
import Testing
@testable import ScrollSimKit

@Suite("Built-in scenarios")
struct ScenarioBuiltinTests {
    @Test func namesAreListed() {
        #expect(ScenarioSource.builtinNames == [
            "contacts", "g1", "g2", "g3", "g4", "g5", "g6", "g7", "g8", "g9", "g10", "huge", "variable",
        ])
    }

    @Test(arguments: ScenarioSource.builtinNames)
    func builtinLoadsAndLaysOut(_ name: String) throws {
        let s = try ScenarioSource.resolve(name)
        #expect(s.name == name)
        #expect(!s.summary.isEmpty)
        let size = s.viewport ?? Size(width: 80, height: 24)
        for kind in StrategyRegistry.builtIn.names {
            var view = s.makeCollectionView(strategy: kind, viewport: size)
            #expect(view.contentSize() != .zero)
            #expect(!view.visibleAttributes().isEmpty, "\(name) \(kind) shows nothing")
        }
    }

    @Test func defaultIsContacts() throws {
        let s = try ScenarioSource.resolve(nil)
        #expect(s.name == "contacts")
        #expect(s.sectionTitles.count == 26)
        let labels = LabelProvider(scenario: s, asciiOnly: false)
        #expect(labels.title(25) == "Z")
        #expect(s.metrics.itemSize == Size(width: 0, height: 1))
        #expect(!labels.item(0, section: 0).hasPrefix("Item "))
        #expect(s.itemLabels.indices.allSatisfy { s.itemLabels[$0].count == s.sections[$0].itemCount })
    }

    @Test func gViewports() throws {
        let heights: [String: Double] = ["g1": 20, "g2": 20, "g4": 10, "g5": 10, "g7": 5, "g10": 20]
        for (name, h) in heights {
            #expect(try ScenarioSource.resolve(name).viewport?.height == h, "\(name)")
        }
    }

    @Test func g1ContentIs33() throws {
        var view = try ScenarioSource.resolve("g1").makeCollectionView(strategy: .plain, viewport: Size(width: 40, height: 20))
        #expect(view.contentSize().height == 33)
    }

    @Test func hugeIsUniform() throws {
        let s = try ScenarioSource.resolve("huge")
        #expect(s.itemCount == 1_000_000)
        #expect(s.sections.allSatisfy { $0.itemLengths == nil })
    }

    @Test func variableHasVariableHeights() throws {
        let s = try ScenarioSource.resolve("variable")
        #expect(s.sections.allSatisfy { $0.itemLengths != nil })
        #expect(Set(s.sections[0].itemLengths ?? []).count > 1)
    }
}
