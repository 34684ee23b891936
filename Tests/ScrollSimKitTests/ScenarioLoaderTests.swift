import Foundation
import StickyLayout
import TestSupport
import Testing
@testable import ScrollSimKit

@Suite("Scenario loader")
struct ScenarioLoaderTests {
    /// The first ```json block of docs/scenario-format.md.
    static func documentedExample() throws -> String {
        let doc = try String(contentsOf: ScenarioTestSupport.packageRoot.appendingPathComponent("docs/scenario-format.md"), encoding: .utf8)
        let start = try #require(doc.range(of: "```json\n"))
        let end = try #require(doc.range(of: "\n```", range: start.upperBound..<doc.endIndex))
        return String(doc[start.upperBound..<end.lowerBound])
    }

    @Test func documentedExampleLoads() throws {
        let tmp = try TemporaryFolder("scenario-tests")
        defer { tmp.remove() }
        let path = try tmp.write(try Self.documentedExample(), name: "demo.json")
        let s = try ScenarioSource.resolve(path)
        #expect(s.name == "demo")
        #expect(s.sections.count == 102)
        #expect(s.itemCount == 3 + 3 + 100 * 50)
        let labels = LabelProvider(scenario: s, asciiOnly: false)
        #expect(labels.title(0) == "A")
        #expect(labels.title(5) == "Section 5")
        #expect(labels.item(1, section: 0) == "Alan Turing")
        #expect(s.sections[1].itemLengths == [1, 2, 1])
        #expect(s.sections[1].header == 2)
        #expect(s.sections[1].inset == EdgeInsets(top: 1, bottom: 1))
        #expect(s.sections[2].itemLengths?.prefix(4) == [1, 2, 3, 1])
        #expect(s.contentInset == EdgeInsets(top: 1))
        #expect(s.viewport == Size(width: 40, height: 12))
        #expect(s.defaultStrategy == .uikit)
        #expect(s.options.ylStickySections == [0, 1])
        #expect(s.options.csParallaxHeaderReferenceSize == Size(width: 40, height: 6))
        #expect(s.options.uikitPinFooters == false)
        #expect(s.metrics.headerReferenceSize.height == 1)
    }

    @Test func sectionInsetPlacementIsRead() throws {
        let container = try ScenarioTestSupport.decode(#"{"layout": {"sectionInsetPlacement": "container"}, "sections": [{"items": 1}]}"#)
        #expect(container.metrics.sectionInsetPlacement == .container)
        let fallback = try ScenarioTestSupport.decode(#"{"sections": [{"items": 1}]}"#)
        #expect(fallback.metrics.sectionInsetPlacement == .flow)
    }

    @Test func nameDefaultsToFileName() throws {
        let tmp = try TemporaryFolder("scenario-tests")
        defer { tmp.remove() }
        let path = try tmp.write(#"{"sections": []}"#, name: "my-list.json")
        #expect(try ScenarioSource.resolve(path).name == "my-list")
    }

    @Test func refreshControlAddsToSystemInset() throws {
        let s = try ScenarioTestSupport.decode(#"{"systemInset": {"top": 2}, "refreshControl": 6, "sections": [{"items": 1}]}"#)
        #expect(s.systemInset.top == 8)
    }

    @Test func horizontalAndGenerateWithExistingSections() throws {
        let s = try ScenarioTestSupport.decode(#"""
            {"scrollDirection": "horizontal", "sections": [{"items": 2}], "generate": {"sections": 3, "items": 4, "header": 1}}
            """#)
        #expect(s.metrics.scrollDirection == .horizontal)
        #expect(s.sections.map(\.itemCount) == [2, 4, 4, 4])
        #expect(s.sections[3].header == 1)
    }

    /// How fast it loads is the bench's (`scrollsim-bench --section load`, docs/performance.md).
    @Test func tenMillionUniformItemsLoadWithoutPerItemStorage() throws {
        let scenario = try ScenarioTestSupport.decode(#"{"generate": {"sections": 1000, "items": 10000}}"#)
        #expect(scenario.itemCount == 10_000_000)
        #expect(scenario.sections.count == 1000)
        #expect(scenario.sections.allSatisfy { $0.itemLengths == nil })
        var view = scenario.makeCollectionView(strategy: .uikit, viewport: Size(width: 80, height: 24), offset: 5_000_000)
        #expect(view.contentSize().height == 10_000_000)
        #expect(!view.visibleAttributes().isEmpty)
    }

    @Test func itemHeightPatternRepeats() throws {
        let s = try ScenarioTestSupport.decode(#"{"generate": {"sections": 2, "items": 7, "itemHeightPattern": [1, 2, 3]}}"#)
        #expect(s.sections[1].itemLengths == [1, 2, 3, 1, 2, 3, 1])
        #expect(s.itemCount == 14)
        let short = try ScenarioTestSupport.decode(#"{"generate": {"sections": 1, "items": 2, "itemHeightPattern": [1, 2, 3]}}"#)
        #expect(short.sections[0].itemLengths == [1, 2])
        let empty = try ScenarioTestSupport.decode(#"{"generate": {"sections": 1, "items": 0, "itemHeightPattern": [4]}}"#)
        #expect(empty.sections[0].itemLengths == [])
        let byPattern = try ScenarioTestSupport.decode(#"{"generate": {"sections": 1, "itemHeightPattern": [4, 5]}}"#)
        #expect(byPattern.sections[0].itemLengths == [4, 5])
    }

    @Test func itemsMayRepeatTheHeightCount() throws {
        let s = try ScenarioTestSupport.decode(#"{"sections": [{"items": 2, "itemHeights": [1.5, 2]}]}"#)
        #expect(s.sections[0].itemLengths == [1.5, 2])
    }

    @Test func unicodeEscapesAndByteOrderMark() throws {
        let s = try ScenarioDecoder.decode(
            [0xEF, 0xBB, 0xBF] + Array(#"{"name": "caf\u00e9 \ud83d\ude00", "sections": []}"#.utf8), file: "x.json", defaultName: "x")
        #expect(s.name == "café 😀")
    }
}
