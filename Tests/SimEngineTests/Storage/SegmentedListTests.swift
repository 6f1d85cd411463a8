import Testing

@testable import SimEngine

@Suite("SegmentedList: a run's history, appended without copying")
struct SegmentedListTests {
  static let capacity = SegmentedList<Int>.segmentCapacity

  @Test("Elements read back in order across segment boundaries")
  func readsBackInOrder() {
    var list = SegmentedList<Int>()
    let count = Self.capacity * 3 + 7
    for value in 0..<count { list.append(value * 3) }
    #expect(list.count == count)
    #expect(list.segments.count == 4)
    #expect(Array(list) == (0..<count).map { $0 * 3 })
    #expect(list[Self.capacity - 1] == (Self.capacity - 1) * 3)
    #expect(list[Self.capacity] == Self.capacity * 3)
    #expect(list.last == (count - 1) * 3)
  }

  @Test("Replacing an element changes that element only")
  func replacesInPlace() {
    var list = SegmentedList(0..<(Self.capacity + 10))
    list[Self.capacity + 3] = -1
    list[2] = -2
    var expected = Array(0..<(Self.capacity + 10))
    expected[Self.capacity + 3] = -1
    expected[2] = -2
    #expect(Array(list) == expected)
  }

  /// The point of the type: a full segment stays where it is, so a growing history is never
  /// copied into a larger buffer (and never held twice while it is).
  @Test("A full segment is never moved by later appends")
  func fullSegmentsStayInPlace() {
    var list = SegmentedList<Int>()
    for value in 0..<Self.capacity { list.append(value) }
    let first = list.segments[0].withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    for value in 0..<(Self.capacity * 8) { list.append(value) }
    let after = list.segments[0].withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    #expect(first == after)
    #expect(list.segments.dropLast().allSatisfy { $0.count == Self.capacity })
    #expect(list.segments.allSatisfy { $0.capacity <= Self.capacity * 2 })
  }

  @Test("Two lists are equal when their elements are, whatever their history")
  func equality() {
    let a = SegmentedList(0..<(Self.capacity + 1))
    var b: SegmentedList<Int> = []
    for value in 0...Self.capacity { b.append(value) }
    #expect(a == b)
    b[0] = 9
    #expect(a != b)
    #expect(SegmentedList<Int>() == [])
  }

  @Test("A slice by a range of positions reads those elements")
  func slices() {
    let list = SegmentedList(0..<(Self.capacity * 2))
    let range = (Self.capacity - 2)..<(Self.capacity + 2)
    #expect(Array(list[range]) == Array(range))
  }
}
