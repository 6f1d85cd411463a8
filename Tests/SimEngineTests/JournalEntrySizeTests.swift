import Testing

@testable import SimEngine

@Suite("Sizes of what a run keeps many of")
struct JournalEntrySizeTests {
  /// Every entry of the journal is as large as the largest kind of occurrence, and a run keeps
  /// one per touch event, control event and recognizer change: a large payload belongs behind
  /// `indirect`, as `set`'s view change is.
  @Test("A journal entry stays within 72 bytes")
  func bounded() {
    #expect(MemoryLayout<Occurrence>.stride <= 72)
  }

  /// A frame reads one clock per running animation and one track per animated channel: their
  /// size is the frame's memory traffic (benchmarked against a C loop in Benchmarks/).
  @Test("A running animation's clock stays within 88 bytes and a track within 32")
  func samplingRecordsAreSmall() {
    #expect(MemoryLayout<AnimationClock>.stride <= 88)
    #expect(MemoryLayout<ScalarTrack>.stride <= 32)
  }

  /// A template holds one entry per view while a scenario loads (100,000 for a large app tree),
  /// and the tree one set of properties per view.
  @Test(
    "A view template's entry keeps what most views leave at their defaults out of line, within 88 bytes"
  )
  func templateEntriesAreSmall() {
    #expect(MemoryLayout<ViewTemplate.Entry>.stride <= 88)
  }

  @Test("A view's properties keep what few views have out of line, within 176 bytes")
  func viewPropertiesAreSmall() {
    #expect(MemoryLayout<ViewProperties>.stride <= 176)
  }
}
