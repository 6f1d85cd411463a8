import Testing

@testable import SimEngine

@Suite("Journal entry size")
struct JournalEntrySizeTests {
  /// Every entry of the journal is as large as the largest kind of occurrence, and a run keeps
  /// one per touch event, control event and recognizer change: a large payload belongs behind
  /// `indirect`, as `set`'s view change is.
  @Test("A journal entry stays within 160 bytes")
  func bounded() {
    #expect(MemoryLayout<Occurrence>.size <= 160)
  }
}
