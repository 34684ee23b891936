/// The bottom line of a demo frame: what is shown (scenario and strategies) instead of the live
/// view's keys, which a recording cannot use. `play` draws its own line (`PlayerLine`) over it.
enum DemoHintLine {
    static func draw(_ scene: Scene, on frame: inout Frame) {
        let row = frame.size.rows - 1
        guard row >= 0 else { return }
        let strategies = scene.panes.map(\.strategy.rawValue).joined(separator: " | ")
        let text = " \(LabelSanitizer().sanitize(scene.scenarioName)) · \(strategies)"
        frame.writeBand(text.truncated(toColumns: frame.size.columns, ellipsis: "…"), row: row, role: .hint)
    }
}
