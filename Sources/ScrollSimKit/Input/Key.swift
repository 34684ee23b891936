/// A key press, decoded by the backend into names the keymap understands.
package enum Key: Hashable, Sendable {
    case up, down, left, right
    case pageUp, pageDown, home, end
    case tab, backTab, escape, enter, backspace
    /// A printable character (`j`, `?`, `1`, space, …).
    case character(Character)
    /// Control plus a letter (`l` for Ctrl-L).
    case control(Character)
    /// A function key (F1 = 1).
    case function(Int)
}
