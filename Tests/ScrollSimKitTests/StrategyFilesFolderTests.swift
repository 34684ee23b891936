import Foundation
import ScrollSimKit
import StickyLayout
import TestSupport
import Testing

/// The strategy files in Strategies/: each decodes to the model its built-in registers, and the
/// strategy it makes gives the numbers of docs/strategies.md §10.
@Suite("Strategies folder")
struct StrategyFilesFolderTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Strategies")

    static func load(_ name: String) throws -> StrategyFile {
        try StrategyFileSource.load(path: folder.appendingPathComponent(name).path)
    }

    @Test("Each file is the model of a built-in")
    func filesAreTheBuiltInModels() throws {
        #expect(try Self.load("tableview-plain.json").model == TableViewStrategy.pinningModel(style: .plain))
        #expect(try Self.load("tableview-grouped.json").model == TableViewStrategy.pinningModel(style: .grouped))
        #expect(try Self.load("swiftui-pinned.json").model == SwiftUIStrategy.pinningModel())
        let names = (try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)).filter { $0.hasSuffix(".json") }.sorted()
        #expect(names == ["swiftui-pinned.json", "tableview-grouped.json", "tableview-plain.json"])
    }

    /// docs/strategies.md §10 G1/G5 geometry: 3 (or 2) sections of header 2 and 3 items of 3.
    static func y(
        _ file: StrategyFile, counts: [Int] = [3, 3, 3], footer: Double = 0, viewport: Double = 20,
        contentTop: Double = 0, systemTop: Double = 0, sectionInset: EdgeInsets = .zero,
        _ kind: ElementKind = .header, section: Int = 0, offset: Double
    ) -> Double? {
        var cv = CollectionView(
            sections: counts.map { SectionSpec(itemCount: $0) },
            metrics: FlowMetrics(
                itemSize: Size(width: 0, height: 3), sectionInset: sectionInset,
                headerReferenceSize: Size(width: 0, height: 2), footerReferenceSize: Size(width: 0, height: footer)),
            strategy: file.registration.make(StrategyOptions()),
            scrollView: ScrollViewState(
                contentOffset: Point(x: 0, y: offset), viewportSize: Size(width: 10, height: viewport),
                contentInset: EdgeInsets(top: contentTop), systemInset: EdgeInsets(top: systemTop)))
        let hits = cv.visibleAttributes().filter { $0.kind == kind && $0.indexPath.section == section }
        return hits.count == 1 ? hits[0].frame.minY : (hits.isEmpty ? nil : .nan)
    }

    @Test("tableview-plain.json and swiftui-pinned.json give the documented numbers", arguments: ["tableview-plain.json", "swiftui-pinned.json"])
    func floating(name: String) throws {
        let f = try Self.load(name)
        for (off, want) in [(-5.0, 0.0 as Double?), (0, 0), (4, 4), (9, 9), (10, 9), (12, nil)] {
            #expect(Self.y(f, offset: off) == want, "G1 \(name) off \(off)")
        }
        for (off, want) in [(-4.0, 0.0), (0, 4), (2, 6), (5, 9)] {
            #expect(Self.y(f, contentTop: 4, offset: off) == want, "G2 \(name) off \(off)")
        }
        for (off, want) in [(-5.0, 0.0), (0, 0), (10, 10), (11, 11), (12, 11)] {
            #expect(Self.y(f, sectionInset: EdgeInsets(top: 1, bottom: 1), offset: off) == want, "G3 \(name) off \(off)")
        }
        for (off, want) in [(8.0, 11.0 as Double?), (12, 11), (14, nil)] {
            #expect(Self.y(f, counts: [3, 0, 3], viewport: 10, section: 1, offset: off) == want, "G4 \(name) off \(off)")
        }
        for (off, want) in [(-7.0, 1.0), (-3, 5), (0, 8), (3, 11), (5, 11)] {
            #expect(Self.y(f, counts: [3, 3], footer: 2, viewport: 10, .footer, offset: off) == want, "G5 F0 \(name) off \(off)")
        }
        for (off, want) in [(10.0, 10.0), (12, 11)] {
            #expect(Self.y(f, counts: [3, 3], footer: 2, viewport: 10, offset: off) == want, "G5 H0 \(name) off \(off)")
        }
        for (off, want) in [(28.0, 28.0), (32, 31)] {
            #expect(Self.y(f, viewport: 5, section: 2, offset: off) == want, "G7 \(name) off \(off)")
        }
        #expect(Self.y(f, systemTop: 6, offset: 0) == 6, "G10 \(name)")
    }

    @Test("tableview-grouped.json: nothing floats (G1, G18)")
    func grouped() throws {
        let f = try Self.load("tableview-grouped.json")
        for (off, want) in [(-5.0, 0.0 as Double?), (0, 0), (4, nil), (9, nil), (10, nil), (12, nil)] {
            #expect(Self.y(f, offset: off) == want, "G1 off \(off)")
        }
        #expect(Self.y(f, counts: [3, 3], footer: 2, viewport: 10, .footer, offset: 0) == nil, "G18 F0")
        #expect(Self.y(f, counts: [3, 3], footer: 2, viewport: 10, offset: 5) == nil, "G18 H0")
        #expect(!f.registration.make(StrategyOptions()).invalidatesOnOriginChange)
    }
}
