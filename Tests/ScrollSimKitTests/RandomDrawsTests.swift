import ScrollSimKit
import TestSupport
import Testing

/// The tests' draws from the one generator give what the generators they replaced gave (the values
/// below were printed by those generators, before they were removed), so a seed still reproduces
/// the cases it reproduced.
struct RandomDrawsTests {
    @Test("uniform, uniformChance and half: the reference tests' stream (seed 42)")
    func referenceDraws() {
        var random = CheckRandom(seed: 42)
        #expect((0..<6).map { _ in random.uniform(1...12) } == [9, 2, 4, 5, 1, 11])
        #expect((0..<8).map { _ in random.uniformChance(0.3) } == [true, false, true, false, false, false, false, false])
        #expect((0..<4).map { _ in random.half(upTo: 5) } == [3.5, 1.5, 1.0, 2.5])
    }

    @Test("uniformPick: the parser fuzzers' stream (seed 7)")
    func fuzzPicks() {
        var random = CheckRandom(seed: 7)
        #expect(String((0..<8).map { _ in random.uniformPick(Array("abcdefghij")) }) == "dajfeced")
    }

    @Test("chance(perMillion:): the live-view fuzzer's stream (seed 3)")
    func liveViewChances() {
        var random = CheckRandom(seed: 3)
        #expect((0..<10).map { _ in random.chance(perMillion: 300_000) }
            == [true, true, false, false, false, false, true, false, false, false])
    }

    @Test("uniform over negative numbers: the report round trip's stream (seed 5)")
    func roundTripDraws() {
        var random = CheckRandom(seed: 5)
        #expect((0..<6).map { _ in random.uniform(-8...40) } == [10, 28, 3, -4, 1, 10])
    }
}
