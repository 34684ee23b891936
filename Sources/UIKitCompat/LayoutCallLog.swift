import StickyLayout

/// The calls the host made into a layout object, in order, each with its arguments and its
/// answer: what `scrollsim layout --calls` prints for every step. Off until recording is asked
/// for; the host owns it and uses it under its lock.
final class LayoutCallLog {
    /// Whether calls are recorded.
    var isOn = false
    private var lines: [String] = []

    /// Records `call` and, when it returns something, its `answer`. The texts are built only
    /// while recording.
    func record(_ call: @autoclosure () -> String, _ answer: @autoclosure () -> String? = nil) {
        guard isOn else { return }
        if let answer = answer() {
            lines.append("\(call()) -> \(answer)")
        } else {
            lines.append(call())
        }
    }

    /// The calls recorded since the last take.
    func take() -> [String] {
        defer { lines.removeAll(keepingCapacity: true) }
        return lines
    }
}

/// How the call log spells values: short, exact, the same in text and JSON output.
enum CallText {
    static func number(_ v: CGFloat) -> String {
        let d = Double(v)
        return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    }

    static func rect(_ r: CGRect) -> String {
        "(\(number(r.origin.x)), \(number(r.origin.y)), \(number(r.size.width)), \(number(r.size.height)))"
    }

    static func point(_ p: CGPoint) -> String { "(\(number(p.x)), \(number(p.y)))" }

    static func size(_ s: CGSize) -> String { "(\(number(s.width)), \(number(s.height)))" }

    static func path(_ p: Foundation.IndexPath) -> String {
        "[" + p.map { $0 == NSNotFound ? "NSNotFound" : String($0) }.joined(separator: ", ") + "]"
    }

    static func paths(_ list: [Foundation.IndexPath]) -> String {
        "[" + list.map { path($0) }.joined(separator: ", ") + "]"
    }

    static func kind(_ k: String) -> String {
        switch k {
        case UICollectionView.elementKindSectionHeader: "header"
        case UICollectionView.elementKindSectionFooter: "footer"
        default: "\"\(k)\""
        }
    }

    /// One attributes object: what it is, where, and its zIndex (and alpha, hidden when not the defaults).
    static func attributes(_ a: UICollectionViewLayoutAttributes?) -> String {
        guard let a else { return "nil" }
        let what: String = switch a.representedElementCategory {
        case .cell: "cell \(path(a.indexPath))"
        case .supplementaryView: "\(kind(a.representedElementKind ?? "")) \(path(a.indexPath))"
        case .decorationView: "decoration \(kind(a.representedElementKind ?? "")) \(path(a.indexPath))"
        }
        var text = "\(what) \(rect(a.frame)) z \(a.zIndex)"
        if a.alpha != 1 { text += " alpha \(number(a.alpha))" }
        if a.isHidden { text += " hidden" }
        return text
    }

    /// A rect answer: its count, then every supplementary and decoration view (cells are counted).
    static func answer(_ list: [UICollectionViewLayoutAttributes]?) -> String {
        guard let list else { return "nil" }
        let cells = list.count { $0.representedElementCategory == .cell }
        let others = list.filter { $0.representedElementCategory != .cell }.map { attributes($0) }
        return (["\(list.count) attributes (\(cells) cells)"] + others).joined(separator: "; ")
    }

    /// A context's class, flags, named elements and adjustments (only what is set).
    static func context(_ c: UICollectionViewLayoutInvalidationContext) -> String {
        var parts: [String] = [String(describing: type(of: c))]
        if c.invalidateEverything { parts.append("everything") }
        if c.invalidateDataSourceCounts { parts.append("dataSourceCounts") }
        if let flow = c as? UICollectionViewFlowLayoutInvalidationContext {
            if flow.invalidateFlowLayoutDelegateMetrics { parts.append("delegateMetrics") }
            if flow.invalidateFlowLayoutAttributes { parts.append("flowLayoutAttributes") }
        }
        if let items = c.invalidatedItemIndexPaths, !items.isEmpty { parts.append("items \(paths(items))") }
        for (k, list) in (c.invalidatedSupplementaryIndexPaths ?? [:]).sorted(by: { $0.key < $1.key }) {
            parts.append("\(kind(k)) \(paths(list))")
        }
        for (k, list) in (c.invalidatedDecorationIndexPaths ?? [:]).sorted(by: { $0.key < $1.key }) {
            parts.append("decoration \(kind(k)) \(paths(list))")
        }
        if c.contentOffsetAdjustment != .zero { parts.append("contentOffsetAdjustment \(point(c.contentOffsetAdjustment))") }
        if c.contentSizeAdjustment != .zero { parts.append("contentSizeAdjustment \(size(c.contentSizeAdjustment))") }
        return parts.joined(separator: ", ")
    }
}
