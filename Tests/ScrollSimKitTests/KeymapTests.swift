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

    @Test func digitsAreACountNotAStrategy() {
        var reader = KeyReader()
        #expect(reader.action(for: .key(.character("4"))) == nil)
        #expect(reader.action(for: .key(.character("2"))) == nil)
        #expect(reader.prompt == "42")
        #expect(reader.action(for: .key(.character("G"))) == .scrollTo(42))
        #expect(reader.action(for: .key(.character("G"))) == .scrollToEnd(true))
        for key in ["5", "j"] { _ = reader.action(for: .key(.character(Character(key)))) }
        #expect(reader.action(for: .key(.character("3"))) == nil)
        #expect(reader.action(for: .key(.character("k"))) == .scrollRows(-3))
        #expect(reader.action(for: .key(.character("0"))) == nil)
        #expect(reader.action(for: .key(.character("g"))) == .scrollTo(0))
        #expect(reader.action(for: .key(.character("2"))) == nil)
        #expect(reader.action(for: .key(.character("]"))) == .jumpSection(2))
        #expect(reader.action(for: .key(.control("d"))) == .scrollHalfPages(1))
        #expect(reader.action(for: .key(.control("u"))) == .scrollHalfPages(-1))
        for n in 2...12 {
            #expect(Keymap.action(for: .key(.function(n))) == .selectStrategyNumber(n - 1))
        }
        #expect(Keymap.action(for: .key(.function(1))) == .toggle(.help))
        #expect(Keymap.action(for: .key(.function(13))) == nil)
        #expect(Keymap.action(for: .key(.tab)) == .cycleStrategy(1))
        #expect(Keymap.action(for: .key(.backTab)) == .cycleStrategy(-1))
        for digit in "0123456789" { #expect(Keymap.action(for: .key(.character(digit))) == nil) }
    }

    @Test func faultsTakeThePrefixF() {
        var reader = KeyReader()
        #expect(reader.action(for: .key(.character("f"))) == nil)
        #expect(reader.prompt?.hasPrefix("f") == true)
        #expect(reader.action(for: .key(.character("n"))) == .toggleFault(.noInvalidationOnBoundsChange))
        _ = reader.action(for: .key(.character("f")))
        #expect(reader.action(for: .key(.character("r"))) == .toggleFault(.noReinsertion))
        _ = reader.action(for: .key(.character("f")))
        #expect(reader.action(for: .key(.character("z"))) == .toggleFault(.noZIndexRaise))
        _ = reader.action(for: .key(.character("f")))
        #expect(reader.action(for: .key(.character("x"))) == nil)  // anything else cancels
        #expect(reader.prompt == nil)
        #expect(reader.action(for: .key(.character("n"))) == .searchAgain(forward: true))
    }

    @Test func searchPromptCollectsTextUntilEnter() {
        var reader = KeyReader()
        for c in "/Jak" { #expect(reader.action(for: .key(.character(c))) == nil) }
        #expect(reader.action(for: .key(.backspace)) == nil)
        #expect(reader.prompt == "/Ja")
        #expect(reader.action(for: .key(.character("c"))) == nil)
        #expect(reader.action(for: .key(.enter)) == .search("Jac"))
        #expect(reader.prompt == nil)
        for c in "/x" { _ = reader.action(for: .key(.character(c))) }
        #expect(reader.action(for: .key(.escape)) == nil)
        #expect(reader.prompt == nil)
    }

    @Test func togglesFaultsAndQuit() {
        #expect(Keymap.fault(after: "z") == .noZIndexRaise)
        #expect(Keymap.fault(after: "r") == .noReinsertion)
        #expect(Keymap.fault(after: "n") == .noInvalidationOnBoundsChange)
        #expect(Keymap.action(for: .key(.character("y"))) == .report)
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
