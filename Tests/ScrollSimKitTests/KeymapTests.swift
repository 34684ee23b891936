import ScrollSimKit
import StickyLayout
import Testing

@Suite struct KeymapTests {
    @Test func movementKeys() {
        #expect(Keymap.action(for: .key(.down)) == .scrollRows(1))
        #expect(Keymap.action(for: .key(.character("j"))) == .scrollRows(1))
        #expect(Keymap.action(for: .key(.character("k"))) == .scrollRows(-1))
        #expect(Keymap.action(for: .key(.pageDown)) == .scrollPages(1))
        #expect(Keymap.action(for: .key(.character(" "))) == .scrollPages(1))
        #expect(Keymap.action(for: .key(.pageUp)) == .scrollPages(-1))
        #expect(Keymap.action(for: .key(.home)) == .scrollToEnd(false))
        #expect(Keymap.action(for: .key(.character("G"))) == .scrollToEnd(true))
    }

    @Test func wheelScrollsSeveralRows() {
        #expect(Keymap.action(for: .wheel(up: false)) == .scrollRows(Keymap.rowsPerWheelNotch))
        #expect(Keymap.action(for: .wheel(up: true)) == .scrollRows(-Keymap.rowsPerWheelNotch))
        #expect(Keymap.rowsPerWheelNotch > 1)
    }

    @Test func functionKeysPickStrategiesByNumberAndDigitsDoNot() {
        for n in 2...12 {
            #expect(Keymap.action(for: .key(.function(n))) == .selectStrategyNumber(n - 1))
        }
        #expect(Keymap.action(for: .key(.function(1))) == .toggle(.help))
        #expect(Keymap.action(for: .key(.function(13))) == nil)
        for digit in "0123456789" {
            #expect(Keymap.action(for: .key(.character(digit))) == nil)
        }
        #expect(Keymap.action(for: .key(.tab)) == .cycleStrategy(1))
        #expect(Keymap.action(for: .key(.backTab)) == .cycleStrategy(-1))
    }

    @Test func togglesFaultsAndQuit() {
        #expect(Keymap.action(for: .key(.character("z"))) == .toggleFault(.noZIndexRaise))
        #expect(Keymap.action(for: .key(.character("r"))) == .toggleFault(.noReinsertion))
        #expect(Keymap.action(for: .key(.character("n"))) == .toggleFault(.noInvalidationOnBoundsChange))
        #expect(Keymap.action(for: .key(.character("?"))) == .toggle(.help))
        #expect(Keymap.action(for: .key(.character("o"))) == .toggle(.ghost))
        #expect(Keymap.action(for: .key(.character("i"))) == .toggle(.inspector))
        #expect(Keymap.action(for: .key(.character("e"))) == .toggle(.bounce))
        #expect(Keymap.action(for: .key(.character("q"))) == .quit)
        #expect(Keymap.action(for: .signal(15)) == .quit)
        #expect(Keymap.action(for: .key(.escape)) == .dismiss)
        #expect(Keymap.action(for: .key(.character("@"))) == nil)
    }
}
