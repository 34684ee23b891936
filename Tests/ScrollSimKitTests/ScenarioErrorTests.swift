import Foundation
import TestSupport
import Testing
@testable import ScrollSimKit

@Suite("Scenario errors")
struct ScenarioErrorTests {
    /// A bad document and the exact one-line message it must give.
    struct Case: CustomTestStringConvertible, Sendable {
        var json: String
        var message: String
        var testDescription: String { message }
    }

    static let cases: [Case] = [
        Case(json: #"{"sections": [{"items": 1}, {"items": 2}, {"items": -3}]}"#,
             message: "demo.json: sections[2].items: -3 is out of range; use an integer from 0 to 10000000"),
        Case(json: #"{"sections": [{"items": 2.5}]}"#,
             message: "demo.json: sections[0].items: 2.5 is not a whole number; use an integer from 0 to 10000000"),
        Case(json: #"{"sections": [{"items": "3"}]}"#,
             message: "demo.json: sections[0].items: found the string \"3\"; use an integer from 0 to 10000000"),
        Case(json: #"{"sections": [{"items": 20000000}]}"#,
             message: "demo.json: sections[0].items: 20000000 is out of range; use an integer from 0 to 10000000"),
        Case(json: #"{"sections": [{"items": 6000000}, {"items": 5000000}]}"#,
             message: "demo.json: sections[1].items: brings the total to 11000000 items; the limit is 10000000 items in all"),
        Case(json: #"{"generate": {"sections": 1000, "items": 100000}}"#,
             message: "demo.json: generate.items: 1000 sections × 100000 items is too many; the limit is 10000000 items in all"),
        Case(json: #"{"generate": {"sections": 2000000, "items": 1}}"#,
             message: "demo.json: generate.sections: 2000000 is out of range; use an integer from 0 to 1000000"),
        Case(json: #"{"generate": {"items": 1}}"#,
             message: "demo.json: generate.sections: missing; give an integer from 0 to 1000000"),
        Case(json: #"{"generate": {"sections": 1, "itemHeightPattern": []}}"#,
             message: "demo.json: generate.itemHeightPattern: is empty; give at least one height"),
        Case(json: #"{"layout": {"itemSize": {"height": 1e999}}, "sections": []}"#,
             message: "demo.json: layout.itemSize.height: 1e999 (overflows to infinity) is out of range; use a number from 0 to 1000000"),
        Case(json: #"{"layout": {"minimumLineSpacing": -1}, "sections": []}"#,
             message: "demo.json: layout.minimumLineSpacing: -1 is out of range; use a number from 0 to 1000000"),
        Case(json: #"{"layout": {"headerReferenceSize": {"height": 2000000}}, "sections": []}"#,
             message: "demo.json: layout.headerReferenceSize.height: 2000000 is out of range; use a number from 0 to 1000000"),
        Case(json: #"{"contentInset": {"top": true}, "sections": []}"#,
             message: "demo.json: contentInset.top: found true; use a number from 0 to 1000000"),
        Case(json: #"{"sections": [{"itemHeights": [1, -2]}]}"#,
             message: "demo.json: sections[0].itemHeights[1]: -2 is out of range; use a number from 0 to 1000000"),
        Case(json: #"{"sections": [{"items": 3, "itemHeights": [1, 2]}]}"#,
             message: "demo.json: sections[0].items: 3 does not match the 2 entries of itemHeights; give one or make them agree"),
        Case(json: #"{"sections": [{"items": 1, "itemLabels": ["a", "b"]}]}"#,
             message: "demo.json: sections[0].itemLabels: 2 labels for 1 items; give at most one label an item"),
        Case(json: #"{"sections": [{"items": 2, "itemLabels": ["a", 7]}]}"#,
             message: "demo.json: sections[0].itemLabels[1]: found 7; use a string"),
        Case(json: #"{"sections": [{"itmes": 3}]}"#,
             message: "demo.json: sections[0].itmes: unknown key; allowed keys: title, footerTitle, items, itemHeights, itemLabels, header, footer, inset, estimatedItemHeight"),
        Case(json: #"{"sectons": []}"#,
             message: "demo.json: sectons: unknown key; allowed keys: name, summary, scrollDirection, layout, contentInset, systemInset, refreshControl, loadMore, viewport, defaultStrategy, strategyFiles, options, sections, generate"),
        Case(json: #"{"options": {"uikitPinHeader": false}, "sections": []}"#,
             message: "demo.json: options.uikitPinHeader: unknown key; allowed keys: floatingBarHeight, ylDisableStickyFlow, ylStickySections, csParallaxHeaderReferenceSize, csParallaxHeaderMinimumReferenceSize, csParallaxHeaderAlwaysOnTop, csDisableStickyHeaders, csDisableStretching, csAdjustedInsetPatch, uikitPinHeaders, uikitPinFooters, cssStickyHeaders, cssStickyFooters, igStickyHeaders, igTopContentInset, igStickyHeaderYOffset, igShowHeaderWhenEmpty, magazinePinHeaders, magazinePinFooters, compositionalPinHeaders, compositionalPinFooters, compositionalExtendsBoundary, compositionalZIndex, compositionalFooterZIndex, tableViewGrouped, swiftuiPinHeaders, swiftuiPinFooters, flutterPersistent"),
        Case(json: #"{"options": {"ylStickySections": [0, 5]}, "sections": [{"items": 1}, {"items": 1}]}"#,
             message: "demo.json: options.ylStickySections[1]: 5 is out of range; use an integer from 0 to 1"),
        Case(json: #"{"scrollDirection": "diagonal", "sections": []}"#,
             message: "demo.json: scrollDirection: found the string \"diagonal\"; use one of: vertical, horizontal"),
        Case(json: #"{"layout": {"sectionInsetPlacement": "outside"}, "sections": []}"#,
             message: "demo.json: layout.sectionInsetPlacement: found the string \"outside\"; use one of: flow, container"),
        Case(json: #"{"defaultStrategy": "sticky", "sections": []}"#,
             message: "demo.json: defaultStrategy: found the string \"sticky\"; use one of: plain, floating, evadne, yl, myntra, cs, uikit, css, iglistkit, magazine, compositional, tableview, swiftui, compose, flutter"),
        Case(json: #"{"viewport": {"width": 40}, "sections": []}"#,
             message: "demo.json: viewport.height: missing; give a number from 1 to 1000000"),
        Case(json: #"{"viewport": {"width": 0, "height": 10}, "sections": []}"#,
             message: "demo.json: viewport.width: 0 is out of range; use a number from 1 to 1000000"),
        Case(json: #"{"sections": {"items": 3}}"#,
             message: "demo.json: sections: found an object; use an array"),
        Case(json: #"{"sections": [3]}"#,
             message: "demo.json: sections[0]: found 3; use an object"),
        Case(json: #"[1, 2]"#,
             message: "demo.json: top level: found an array; use an object"),
        Case(json: #"{"name": "x"}"#,
             message: "demo.json: sections: missing; give a sections array or a generate object"),
        Case(json: "{\n  \"sections\": [\n    {\"items\": 3,}\n  ]\n}",
             message: "demo.json: line 3, column 17: invalid JSON: unexpected '}'; expected a key in double quotes (in \"sections\"[0])"),
        Case(json: "{\"sections\": [] \"name\": 1}",
             message: "demo.json: line 1, column 17: invalid JSON: unexpected '\"'; expected ',' or '}' after an object value"),
        Case(json: "{\"sections\": [",
             message: "demo.json: line 1, column 15: invalid JSON: unexpected end of file; expected a value (in \"sections\"[0])"),
        Case(json: "",
             message: "demo.json: line 1, column 1: invalid JSON: unexpected end of file; expected a value"),
        Case(json: "{\"a\": NaN}",
             message: "demo.json: line 1, column 7: invalid JSON: unexpected 'N'; expected a value (in \"a\")"),
        Case(json: "{\"sections\": [], \"sections\": []}",
             message: "demo.json: line 1, column 18: invalid JSON: duplicate key \"sections\"; each key may appear once"),
        Case(json: "{\"sections\": []} x",
             message: "demo.json: line 1, column 18: invalid JSON: unexpected 'x' after the end of the document"),
        Case(json: String(repeating: "[", count: 500),
             message: "demo.json: line 1, column 201: invalid JSON: nesting deeper than 200 levels (in [0][0][0]…[0][0])"),
    ]

    @Test(arguments: cases)
    func badDocumentGivesOneLineMessage(_ c: Case) {
        let message = ScenarioTestSupport.message(c.json)
        #expect(message == c.message)
        #expect(message?.contains("\n") == false)
    }

    @Test func missingFile() {
        #expect(throws: ScenarioError("/nonexistent/dir/demo.json: no such file; give a scenario JSON file")) {
            try ScenarioSource.resolve("/nonexistent/dir/demo.json")
        }
    }

    @Test func directoryIsNotAFile() throws {
        let dir = FileManager.default.temporaryDirectory.path
        #expect(throws: ScenarioError("\(dir): is a directory; give a scenario JSON file")) {
            try ScenarioSource.load(path: dir)
        }
    }

    @Test func unknownBuiltinListsTheBuiltins() {
        do {
            _ = try ScenarioSource.resolve("g99")
            Issue.record("g99 loaded")
        } catch let e as ScenarioError {
            #expect(e.message.hasPrefix("g99: no such built-in scenario or file; built-ins: contacts, g1, g2,"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func fileErrorsNameTheGivenPath() throws {
        let tmp = try TemporaryFolder("scenario-tests")
        defer { tmp.remove() }
        let path = try tmp.write(#"{"sections": [{"items": -1}]}"#, name: "demo.json")
        #expect(throws: ScenarioError("\(path): sections[0].items: -1 is out of range; use an integer from 0 to 10000000")) {
            try ScenarioSource.resolve(path)
        }
    }
}

extension ScenarioError: Equatable {
    public static func == (a: ScenarioError, b: ScenarioError) -> Bool { a.message == b.message }
}
