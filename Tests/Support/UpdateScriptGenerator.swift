import ScrollSimKit

/// Generated update scripts: scenarios and script lines for the tests that run data changes on
/// every strategy (`GeneratedUpdateScriptTests`, the zoo's `StaleQueryTests`). Seeded.
package enum UpdateScriptGenerator {
    /// A small scenario: up to six sections of up to eight items, headers and footers of 0-2
    /// rows, insets, a pullable refresh control and a feed that loads three pages.
    package static func scenarioJSON(_ r: inout CheckRandom) -> String {
        let sections = (0..<r.int(1...6)).map { i in
            #"{"title": "S\#(i)", "items": \#(r.int(0...8)), "header": \#(r.int(0...2)), "footer": \#(r.pick([0, 0, 1]))}"#
        }
        return """
            {"name": "gen", "scrollDirection": "\(r.chance(20) ? "horizontal" : "vertical")",
             "layout": {"itemSize": {"width": 0, "height": \(r.int(1...3))}, "sectionInset": {"top": \(r.int(0...1)), "left": 0, "bottom": \(r.int(0...1)), "right": 0}},
             "contentInset": {"top": \(r.int(0...2))},
             "refreshControl": {"height": 2, "threshold": 3}, "loadMore": {"pageSize": 3, "pages": 3},
             "sections": [\(sections.joined(separator: ", "))]}
            """
    }

    /// One script line: a data change (at the pin line or at explicit indices), a refresh, a
    /// load-more, or a scroll (past either end too).
    package static func step(_ r: inout CheckRandom) -> String {
        let s = r.int(0...5), i = r.int(0...8)
        return r.pick([
            "insert", "insert item \(s) \(i)", "insert item \(s) 0 length 2", "delete", "delete item \(s) \(i)",
            "reload item \(s) \(i)", "move", "move \(s) \(i) to \(r.int(0...5)) 0", "insert section",
            "insert section \(s) items \(r.int(0...4))", "delete section", "delete section \(s)", "reload section \(s)",
            "reload", "refresh", "end-refresh", "load-more", "animate \(r.pick(["on", "off"]))",
            "scrollto -\(r.int(1...9))", "scrollto \(r.int(40...200))", "scrollto top", "scrollto bottom",
            "scroll \(r.int(-12...12))", "pause 0.4",
        ])
    }
}
