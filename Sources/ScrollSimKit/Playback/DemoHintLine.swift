/// The bottom line of a frame shown outside the live view (a recording, an export page): what is
/// shown (scenario and strategies) instead of the live view's keys, which it cannot use, then
/// the `keys` of where it is shown, if any. `play` draws its own line (`PlayerLine`) over it.
package enum DemoHintLine {
    package static func draw(_ scene: Scene, on frame: inout Frame, keys: String = "") {
        let row = frame.size.rows - 1
        guard row >= 0 else { return }
        let strategies = scene.panes.map(\.strategy.rawValue).joined(separator: " | ")
        let text = " \(LabelSanitizer().sanitize(scene.scenarioName)) · \(strategies)" + (keys.isEmpty ? "" : " · " + keys)
        frame.writeBand(text.truncated(toColumns: frame.size.columns, ellipsis: "…"), row: row, role: .hint)
    }
}
