/// The state between key presses: a count being typed (`42` of `42G`), the `f` fault prefix,
/// and the `/` search prompt. Turns each input event into at most one action.
package struct KeyReader: Hashable, Sendable {
    /// The count typed so far.
    package private(set) var count: Int?
    /// True after `f`, until the fault key.
    package private(set) var awaitingFault = false
    /// The search text while the `/` prompt is open.
    package private(set) var searchText: String?

    /// Counts above this are capped (no overflow, no endless loops).
    package static let maximumCount = 1_000_000_000

    package init() {}

    /// What the hint line shows while input is pending: `42`, `f…`, `/shir`.
    package var prompt: String? {
        if let searchText { return "/" + searchText }
        if awaitingFault { return "f… (n no invalidation · r no re-insertion · z no zIndex)" }
        return count.map(String.init)
    }

    /// The action for `event`, or nil when it only changed the pending state or means nothing.
    /// `helpShown` makes movement keys scroll the help overlay.
    package mutating func action(for event: InputEvent, helpShown: Bool = false) -> Action? {
        guard case .key(let key) = event else {
            if case .resize = event {} else if case .tick = event {} else { reset() }
            return Keymap.action(for: event)
        }
        if searchText != nil { return searchKey(key) }
        if awaitingFault {
            awaitingFault = false
            count = nil
            if case .character(let c) = key, let fault = Keymap.fault(after: c) { return .toggleFault(fault) }
            return nil
        }
        if case .character(let c) = key, let ascii = c.asciiValue, (48...57).contains(ascii) {
            count = min(Self.maximumCount, (count ?? 0) * 10 + Int(ascii - 48))
            return nil
        }
        if case .character("f") = key { awaitingFault = true; return nil }
        if case .character("/") = key { searchText = ""; count = nil; return nil }
        let typed = count
        count = nil
        if helpShown, let scroll = helpScroll(key, count: typed) { return scroll }
        if key == .escape, typed != nil { return nil }  // Esc cancels a count
        return Keymap.action(for: key, count: typed)
    }

    /// Forgets any pending count, prefix or prompt.
    package mutating func reset() {
        count = nil
        awaitingFault = false
        searchText = nil
    }

    private mutating func searchKey(_ key: Key) -> Action? {
        switch key {
        case .enter:
            let text = searchText ?? ""
            searchText = nil
            return text.isEmpty ? .searchAgain(forward: true) : .search(text)
        case .escape:
            searchText = nil
        case .backspace:
            if searchText?.isEmpty == false { searchText?.removeLast() } else { searchText = nil }
        case .character(let c):
            if (searchText?.count ?? 0) < 80 { searchText?.append(c) }
        default:
            break
        }
        return nil
    }

    private func helpScroll(_ key: Key, count: Int?) -> Action? {
        let n = count ?? 1
        switch key {
        case .down, .character("j"), .character("J"): return .scrollPanel(n)
        case .up, .character("k"), .character("K"): return .scrollPanel(-n)
        case .pageDown, .character(" "), .control("d"), .control("f"): return .scrollPanelPages(n)
        case .pageUp, .character("b"), .control("u"), .control("b"): return .scrollPanelPages(-n)
        case .home, .character("g"): return .scrollPanel(-KeyReader.maximumCount)
        case .end, .character("G"): return .scrollPanel(KeyReader.maximumCount)
        default: return nil
        }
    }
}
