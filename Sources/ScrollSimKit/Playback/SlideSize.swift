/// A slide's aspect ratio as a terminal size (`size 16:9` in a script, `--size 16:9` on `record`).
///
/// A terminal cell is about twice as tall as it is wide (8×16 or 9×18 pixels in the usual
/// monospaced fonts), so a W:H picture is `rows × 2 × W / H` columns by `rows` rows. The rows are
/// fixed at 27: on a 1920×1080 projector a row is then 40 pixels tall, readable from the back of
/// a room. 16:9 is 96x27 (768×432 pixels at 8×16), 4:3 is 72x27, 16:10 is 86x27.
extension TerminalSize {
    /// The rows a slide size has.
    package static let slideRows = 27

    /// The size for a ratio written `W:H` (whole numbers 1 to 100, the result within the demo
    /// limits), or nil.
    package init?(slideRatio text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...100).contains(w), (1...100).contains(h) else {
            return nil
        }
        let columns = (Double(Self.slideRows * 2 * w) / Double(h)).rounded()
        guard columns <= Double(Self.maximumSide) else { return nil }
        self.init(columns: Int(columns), rows: Self.slideRows)
    }
}
