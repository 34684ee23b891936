import StickyLayout
import TestSupport
import Testing

/// Engine vs reference over the small grid, every integer offset from −V to max + V, rect = bounds.
@Suite("Reference: small grid")
struct ReferenceGridTests {
    @Test("engine equals reference at every offset", arguments: StrategyRegistry.builtIn.names)
    func grid(_ kind: StrategyName) {
        let result = refSweep(SmallGrid.configs(), kind)
        #expect(result.checked > 50_000)
        #expect(
            result.failureCount == 0,
            "\(result.failureCount) of \(result.checked) queries differ; first:\n\(result.failures.joined(separator: "\n---\n"))")
    }
}
