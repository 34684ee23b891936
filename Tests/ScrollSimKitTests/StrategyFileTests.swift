import Foundation
import StickyLayout
import TestSupport
import Testing
@testable import ScrollSimKit

@Suite("Strategy files")
struct StrategyFileTests {
    static func decode(_ json: String, reserved: [StrategyName] = StrategyRegistry.builtIn.names) throws(StrategyFileError) -> StrategyFile {
        try StrategyFileDecoder.decode(Array(json.utf8), file: "pin.json", reserved: reserved)
    }

    @Test("--describe round-trips: the printed file reads back to the registered model",
          arguments: StrategyRegistry.builtIn.registrations.filter { $0.pinningModel != nil }.map(\.name))
    func describeRoundTrips(_ name: StrategyName) throws {
        let registration = try #require(StrategyRegistry.builtIn.registration(named: name))
        let file = try #require(StrategyFile.describing(registration))
        let text = StrategyFileEncoder.encode(file)
        let back = try Self.decode(text, reserved: [])
        #expect(back.model == registration.pinningModel)
        #expect(back.name == name)
        #expect(back.summary == registration.summary)
    }

    @Test func aMinimalFileTakesTheDefaults() throws {
        let file = try Self.decode(#"{"name": "mine"}"#)
        #expect(file.model == PinningModel())
        #expect(file.registration.make(StrategyOptions()).name == "mine")
    }

    @Test func everyFieldIsRead() throws {
        let file = try Self.decode(#"""
        {"name": "two-level", "summary": "s", "emission": "allSections",
         "pinLine": {"inset": "constant", "constant": 3, "offset": -1},
         "headers": {"pin": true, "floor": "none", "ceiling": "lastItem", "order": "naturalWins", "ceilingOffset": 1.5,
                     "sections": [3, 0, 3], "until": "nextPinnedSection", "stack": true, "reinsert": "never", "zeroSize": "skip"},
         "footers": {"pin": true, "floor": "boxStart", "floorOffset": -2, "order": "farWins", "sections": [1], "reinsert": "ifReferenceSize", "zeroSize": "skip"},
         "sectionInsetPlacement": "container",
         "zIndex": {"cell": 1, "header": 2, "footer": 3, "pinnedHeader": 4, "pinnedFooter": 5, "reinsertedHeader": 6,
                    "cellTransformZ": -1, "footerTransformZ": -2},
         "invalidateOnScroll": false, "emptySections": "pin", "overscroll": "stayPinned", "axes": "scrollAxis",
         "pinDuringUpdates": true}
        """#)
        let m = file.model
        #expect(m.pinLine == PinningModel.PinLine(inset: .constant, constant: 3, offset: -1))
        #expect(m.headers.floor == .none && m.headers.ceiling == .lastItem && m.headers.order == .naturalWins)
        #expect(m.headers.sections == [0, 3] && m.headers.until == .nextPinnedSection && m.headers.stack)
        #expect(m.headers.reinsert == .never && m.headers.zeroSize == .skip)
        #expect(m.headers.ceilingOffset == 1.5 && m.headers.floorOffset == 0)
        #expect(m.footers.pin && m.footers.floor == .boxStart && m.footers.floorOffset == -2)
        #expect(m.footers.order == .farWins && m.footers.sections == [1])
        #expect(m.pinsDuringUpdates)
        #expect(m.footers.reinsert == .ifReferenceSize && m.footers.zeroSize == .skip)
        #expect(m.sectionInsetPlacement == .container)
        #expect([m.zIndex.cell, m.zIndex.header, m.zIndex.footer, m.zIndex.pinnedHeader, m.zIndex.pinnedFooter, m.zIndex.reinsertedHeader] == [1, 2, 3, 4, 5, 6])
        #expect(m.zIndex.cellTransformZ == -1 && m.zIndex.footerTransformZ == -2)
        #expect(!m.invalidateOnScroll && m.emptySections == .pin && m.overscroll == .stayPinned)
        #expect(try Self.decode(StrategyFileEncoder.encode(file)).model == m)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var json: String
        var message: String
        var testDescription: String { message }
    }

    static let cases: [Case] = [
        Case(json: #"{"name": "a",}"#, message: "pin.json: line 1, column 14: invalid JSON: unexpected '}'; expected a key in double quotes"),
        Case(json: #"[]"#, message: "pin.json: top level: found an array; use an object"),
        Case(json: #"{}"#, message: "pin.json: name: missing; give a name of 1 to 40 letters, digits, '-', '_' or '.'"),
        Case(json: #"{"name": "my pin"}"#,
             message: "pin.json: name: \"my pin\" is not a usable name; use 1 to 40 letters, digits, '-', '_' or '.', starting with a letter or digit"),
        Case(json: #"{"name": "UIKit"}"#, message: "pin.json: name: \"UIKit\" is a built-in strategy; choose another name"),
        Case(json: #"{"name": "a", "pinline": {}}"#,
             message: "pin.json: pinline: unknown key; allowed keys: name, summary, emission, pinLine, headers, footers, sectionInsetPlacement, boundary, zIndex, invalidateOnScroll, emptySections, overscroll, axes, pinDuringUpdates, declares"),
        Case(json: #"{"name": "a", "emission": "some"}"#,
             message: "pin.json: emission: found the string \"some\"; use one of: allSections, sectionsWithCellsInRect"),
        Case(json: #"{"name": "a", "pinLine": {"inset": "safeArea"}}"#,
             message: "pin.json: pinLine.inset: found the string \"safeArea\"; use one of: none, contentInset, adjustedContentInset, constant"),
        Case(json: #"{"name": "a", "pinLine": {"offset": "2"}}"#,
             message: "pin.json: pinLine.offset: found the string \"2\"; use a number from -1000000 to 1000000"),
        Case(json: #"{"name": "a", "pinLine": {"offset": 1e999}}"#,
             message: "pin.json: pinLine.offset: 1e999 (overflows to infinity) is out of range; use a number from -1000000 to 1000000"),
        Case(json: #"{"name": "a", "pinLine": {"constant": 2}}"#,
             message: "pin.json: pinLine.constant: applies only with \"inset\": \"constant\"; remove it or set the inset to constant"),
        Case(json: #"{"name": "a", "headers": {"floor": "boxStart"}}"#,
             message: "pin.json: headers.floor: found the string \"boxStart\"; use one of: natural, none, firstItemMinusLength"),
        Case(json: #"{"name": "a", "headers": {"sections": [0, -1]}}"#,
             message: "pin.json: headers.sections[1]: -1 is out of range; use an integer from 0 to 1000000"),
        Case(json: #"{"name": "a", "headers": {"sections": 3}}"#, message: "pin.json: headers.sections: found 3; use an array"),
        Case(json: #"{"name": "a", "headers": {"stack": true}}"#,
             message: "pin.json: headers.stack: needs \"sections\": the chosen sections' headers are the outer level the others stack under"),
        Case(json: #"{"name": "a", "headers": {"pin": "yes"}}"#, message: "pin.json: headers.pin: found the string \"yes\"; use true or false"),
        Case(json: #"{"name": "a", "headers": {"ceilingOffset": "1"}}"#,
             message: "pin.json: headers.ceilingOffset: found the string \"1\"; use a number from -1000000 to 1000000"),
        Case(json: #"{"name": "a", "headers": {"floorOffset": 2e6}}"#,
             message: "pin.json: headers.floorOffset: 2000000 is out of range; use a number from -1000000 to 1000000"),
        Case(json: #"{"name": "a", "headers": {"ceiling": "none", "ceilingOffset": 1}}"#,
             message: "pin.json: headers.ceilingOffset: applies only with a ceiling; remove it or set \"ceiling\" to another value than none"),
        Case(json: #"{"name": "a", "footers": {"floor": "none", "floorOffset": -1}}"#,
             message: "pin.json: footers.floorOffset: applies only with a floor; remove it or set \"floor\" to another value than none"),
        Case(json: #"{"name": "a", "pinDuringUpdates": "yes"}"#,
             message: "pin.json: pinDuringUpdates: found the string \"yes\"; use true or false"),
        Case(json: #"{"name": "a", "footers": {"floor": "natural"}}"#,
             message: "pin.json: footers.floor: found the string \"natural\"; use one of: boxStart, none, firstItemInRect"),
        Case(json: #"{"name": "a", "zIndex": {"header": 1.5}}"#,
             message: "pin.json: zIndex.header: 1.5 is not a whole number; use an integer from -1000000 to 1000000"),
        Case(json: #"{"name": "a", "headers": {"ceiling": "lastItemInRect"}}"#,
             message: "pin.json: headers.ceiling: lastItemInRect needs \"emission\": \"sectionsWithCellsInRect\"; use boxEnd, lastItem or none"),
        Case(json: #"{"name": "a", "emission": "sectionsWithCellsInRect", "headers": {"until": "nextPinnedSection"}}"#,
             message: "pin.json: headers.until: nextPinnedSection needs \"emission\": \"allSections\"; use sectionEnd"),
        Case(json: #"{"name": "a", "boundary": "extend"}"#,
             message: "pin.json: boundary: found the string \"extend\"; use one of: flow, extends, overlays"),
        Case(json: #"{"name": "a", "emission": "sectionsWithCellsInRect", "boundary": "overlays"}"#,
             message: "pin.json: boundary: overlays needs \"emission\": \"allSections\"; use flow"),
        Case(json: #"{"name": "a", "axes": "yOnly"}"#,
             message: "pin.json: axes: yOnly needs \"emission\": \"sectionsWithCellsInRect\"; use scrollAxis"),
        Case(json: #"{"name": "a", "emission": "x\u001b[2Jy"}"#,
             message: "pin.json: emission: found the string \"x\\u{1B}[2Jy\"; use one of: allSections, sectionsWithCellsInRect"),
        Case(json: #"{"name": "a", "b\u0007": 1}"#,
             message: "pin.json: b\\u{07}: unknown key; allowed keys: name, summary, emission, pinLine, headers, footers, sectionInsetPlacement, boundary, zIndex, invalidateOnScroll, emptySections, overscroll, axes, pinDuringUpdates, declares"),
    ]

    @Test("Bad strategy files give one line naming the file, the field and what is allowed", arguments: cases)
    func badFile(_ c: Case) {
        do {
            _ = try Self.decode(c.json)
            Issue.record("loaded")
        } catch {
            #expect(error.message == c.message)
            #expect(!error.message.contains("\n"))
        }
    }

    /// Round trip with every new field away from its default, through the encoder (`--describe`).
    @Test func offsetsAndUpdatePinningRoundTrip() throws {
        var m = PinningModel()
        m.headers.floorOffset = -1
        m.headers.ceilingOffset = 1
        m.footers.pin = true
        m.footers.floorOffset = -0.5
        m.pinsDuringUpdates = true
        let text = StrategyFileEncoder.encode(StrategyFile(name: "mine", summary: "s", model: m))
        #expect(text.contains(#""ceilingOffset": 1"#) && text.contains(#""floorOffset": -0.5"#) && text.contains(#""pinDuringUpdates": true"#))
        #expect(try Self.decode(text).model == m)
    }

    /// G1 (3 sections: header 2, 3 items of 3; section 0 spans 0..<11): with a ceiling offset of 1
    /// the pushed header stops one row lower, overlapping section 1's header by a row; a floor
    /// offset of -1 lets it sit a row above its natural place at the top.
    @Test func ceilingAndFloorOffsetsMoveThePushedHeader() throws {
        let plain = try Self.decode(#"{"name": "p"}"#)
        let overlapping = try Self.decode(#"{"name": "o", "headers": {"ceilingOffset": 1}}"#)
        let raised = try Self.decode(#"{"name": "r", "headers": {"floorOffset": -1}, "pinLine": {"offset": -1}}"#)
        #expect(StrategyFilesFolderTests.y(plain, offset: 10) == 9)
        #expect(StrategyFilesFolderTests.y(overlapping, offset: 10) == 10)
        #expect(StrategyFilesFolderTests.y(overlapping, offset: 11) == 10)
        #expect(StrategyFilesFolderTests.y(overlapping, section: 1, offset: 10) == 11)
        #expect(StrategyFilesFolderTests.y(plain, offset: 0) == 0)
        #expect(StrategyFilesFolderTests.y(raised, offset: 0) == -1)
        #expect(StrategyFilesFolderTests.y(raised, offset: 4) == 3)
    }

    /// `strategies --describe uikit` loaded as a file is checked exactly as the built-in: the same
    /// cases, steps and findings (none); without `pinDuringUpdates` it draws `clean-updates`.
    @Test func describedUIKitChecksAsTheBuiltIn() throws {
        let registration = try #require(StrategyRegistry.builtIn.registration(named: .uikit))
        var file = try Self.decode(StrategyFileEncoder.encode(try #require(StrategyFile.describing(registration))), reserved: [])
        file.name = "described-uikit"
        func report(_ file: StrategyFile?) throws -> CheckReport {
            var registry = StrategyRegistry.builtIn
            if let file { registry.register(file.registration) }
            let subject = try #require(CheckSubject(file?.name ?? .uikit, registry: registry))
            return Checker.run(subject, budget: CheckBudget(seed: 0, count: 150))
        }
        let builtIn = try report(nil)
        let described = try report(file)
        #expect(described.subject.declared == builtIn.subject.declared)
        #expect(described.subject.directions == builtIn.subject.directions)
        #expect(described.cases == builtIn.cases && described.steps == builtIn.steps)
        #expect(described.findings.map(\.target) == builtIn.findings.map(\.target))
        #expect(described.passed && builtIn.passed)
        file.model.pinsDuringUpdates = false
        file.name = "unpinned-uikit"
        let unpinned = try report(file)
        #expect(unpinned.findings.contains { $0.target.property == .cleanUpdates }, "\(unpinned.findings.map(\.target))")
    }

    /// Random files over every field (the offsets and `pinDuringUpdates` included), with good and
    /// bad values: each loads or gives one line naming the file; what loads round-trips.
    @Test func randomFilesLoadOrFailOnOneLine() throws {
        var random = CheckRandom(seed: 0x24_0D)
        let values = ["1", "-1", "0.5", "1e999", "\"x\"", "true", "false", "null", "[]", "[0, 2]", "{}", "\"none\"", "\"natural\"",
                      "\"boxEnd\"", "\"boxStart\"", "\"sectionsWithCellsInRect\"", "\"allSections\"", "2000000", "\"\\u001b\""]
        let fields: [(String, [String])] = [
            ("headers", ["pin", "floor", "ceiling", "order", "floorOffset", "ceilingOffset", "sections", "until", "stack"]),
            ("footers", ["pin", "floor", "order", "floorOffset", "sections"]),
            ("pinLine", ["inset", "offset", "constant"]),
        ]
        var loaded = 0
        for i in 0..<600 {
            var parts = [#""name": "f\#(i)""#]
            for (object, keys) in fields where Bool.random(using: &random) {
                let body = (0..<Int.random(in: 1...3, using: &random)).map { _ in "\"\(random.uniformPick(keys))\": \(random.uniformPick(values))" }
                parts.append("\"\(object)\": {\(body.joined(separator: ", "))}")
            }
            for key in ["pinDuringUpdates", "emission", "overscroll"] where Bool.random(using: &random) {
                parts.append("\"\(key)\": \(random.uniformPick(values))")
            }
            let json = "{" + parts.joined(separator: ", ") + "}"
            do {
                let file = try Self.decode(json)
                loaded += 1
                #expect(try Self.decode(StrategyFileEncoder.encode(file)).model == file.model, "\(json)")
            } catch {
                #expect(error.message.hasPrefix("pin.json: ") && !error.message.contains("\n") && !error.message.contains("\u{1B}"), "\(json)")
            }
        }
        #expect(loaded > 10, "\(loaded) files loaded")
    }

    @Test func filesOnDisk() throws {
        #expect(throws: StrategyFileError("/nonexistent/pin.json: no such file; give a strategy JSON file")) {
            try StrategyFileSource.load(path: "/nonexistent/pin.json")
        }
        let tmp = try TemporaryFolder("scenario-tests")
        defer { tmp.remove() }
        let folder = (try tmp.write("{}", name: "x.json") as NSString).deletingLastPathComponent
        #expect(throws: StrategyFileError("\(folder): is a directory; give a strategy JSON file")) {
            try StrategyFileSource.load(path: folder)
        }
        let a = try tmp.write(#"{"name": "same"}"#, name: "a.json")
        let b = try tmp.write(#"{"name": "same"}"#, name: "b.json")
        #expect(throws: StrategyFileError("\(b): name: \"same\" is already the name of \(a); give each strategy file its own name")) {
            try StrategyFileSource.registry(adding: [a, b])
        }
        let registry = try StrategyFileSource.registry(adding: [a]).registry
        #expect(registry.names.last == "same")
    }

    @Test func scenariosNameStrategyFilesRelativeToThemselves() throws {
        let tmp = try TemporaryFolder("scenario-tests")
        defer { tmp.remove() }
        let strategy = try tmp.write(#"{"name": "mine", "pinLine": {"offset": 2}}"#, name: "mine.json")
        let folder = (strategy as NSString).deletingLastPathComponent
        let scenarioPath = folder + "/scene.json"
        try Data(#"{"strategyFiles": ["mine.json"], "defaultStrategy": "mine", "sections": [{"items": 3}]}"#.utf8)
            .write(to: URL(fileURLWithPath: scenarioPath))
        let scenario = try ScenarioSource.load(path: scenarioPath)
        #expect(scenario.defaultStrategy == "mine")
        #expect(scenario.strategyFiles.map(\.name) == ["mine"])
        #expect(scenario.strategyFiles.first?.model.pinLine.offset == 2)
        try Data(#"{"strategyFiles": ["missing.json"], "sections": []}"#.utf8).write(to: URL(fileURLWithPath: scenarioPath))
        #expect(throws: ScenarioError("\(scenarioPath): strategyFiles[0]: \(folder)/missing.json: no such file; give a strategy JSON file")) {
            try ScenarioSource.load(path: scenarioPath)
        }
    }

    @Test func demoScriptsLoadStrategyFiles() throws {
        let file = try Self.decode(#"{"name": "mine"}"#)
        let script = try DemoScript.parse("scenario contacts\nstrategyfile mine.json\nstrategy mine\nsplit mine,uikit\n", path: "demo") { path in
            #expect(path == "mine.json")
            return file
        }
        #expect(script.steps.map(\.step) == [.scenario("contacts"), .strategyFile(file), .strategy("mine"), .split(["mine", .uikit])])
        #expect(throws: DemoScriptError.self) { try DemoScript.parse("strategy mine", path: "demo") }
        let timeline = try RecordedFrames(script: script) { ScenarioSource.builtin(named: $0)! }
        #expect(timeline.frames.last?.frame.text.contains("mine") == true)
    }
}

extension StrategyFileError: Equatable {
    public static func == (a: StrategyFileError, b: StrategyFileError) -> Bool { a.message == b.message }
}
