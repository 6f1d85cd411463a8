import SimScenario
import Testing

@Suite("SplitMix64")
struct SplitMix64Tests {
  @Test("Seed 0 gives the reference implementation's first outputs")
  func referenceOutputs() {
    // Vigna's splitmix64.c with x = 0: the first three outputs.
    var random = SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(random.next() == 0x06C4_5D18_8009_454F)
  }

  @Test("below(n) stays below n and reaches every value of a small range")
  func belowCoversItsRange() {
    var random = SplitMix64(seed: 42)
    var seen = Set<Int>()
    for _ in 0..<1_000 {
      let value = random.below(7)
      #expect((0..<7).contains(value))
      seen.insert(value)
    }
    #expect(seen.count == 7)
  }
}
