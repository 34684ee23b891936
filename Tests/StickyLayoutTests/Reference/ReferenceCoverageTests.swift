import StickyLayout
import TestSupport
import Testing

@Suite struct ReferenceCoverageTests {
    @Test func everyRegisteredBuiltInHasAReferenceModel() {
        #expect(Set(ReferenceLayout.models.keys) == Set(StrategyRegistry.builtIn.names))
    }
}
