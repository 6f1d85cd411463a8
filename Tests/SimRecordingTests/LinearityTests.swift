import Testing

@testable import SimRecording

/// The readers' work grows with their input, not with its square, counted rather than timed:
/// each case runs at N and 10·N and the work may grow at most 12 times (a quadratic reader's
/// grows 100 times). The fuzzer's reproducers (Fuzz/Corpus/convert) were padding of 80,000
/// spaces before a comma (16 s) and thousands of fingers or slots in a getevent recording.
@Suite("Converters' work is linear")
struct LinearityTests {
  /// Bytes that count every index step and every read, through a collection that is not
  /// random-access: a walk hidden in a library call (`dropLast` measuring the distance to the
  /// end, say) is counted like any other.
  struct CountingBytes: BidirectionalCollection {
    final class Counter { var steps = 0 }
    let base: [UInt8]
    let counter = Counter()
    var startIndex: Int { 0 }
    var endIndex: Int { base.count }
    func index(after i: Int) -> Int {
      counter.steps += 1
      return i + 1
    }
    func index(before i: Int) -> Int {
      counter.steps += 1
      return i - 1
    }
    subscript(position: Int) -> UInt8 {
      counter.steps += 1
      return base[position]
    }
  }

  static func csvSteps(_ text: String) throws -> Int {
    let bytes = CountingBytes(base: Array(text.utf8))
    _ = try CSVTouchReader().read(bytes: bytes)
    return bytes.counter.steps
  }

  static func expectLinear(_ small: Int, _ large: Int, _ what: Comment) {
    #expect(large <= 12 * small, "\(what): \(small) at N, \(large) at 10·N")
  }

  @Test(
    "Spaces before and after a CSV field's commas cost the same per byte at 10 times the length")
  func csvPadding() throws {
    func line(_ n: Int) -> String {
      let pad = String(repeating: " ", count: n)
      return "0\(pad),\(pad)1\(pad),began\(pad),\(pad)1\(pad),1\(pad)\n"
    }
    Self.expectLinear(try Self.csvSteps(line(2_000)), try Self.csvSteps(line(20_000)), "padding")
  }

  @Test("Many padded CSV lines cost the same per line at 10 times the lines")
  func csvLines() throws {
    func lines(_ n: Int) -> String {
      (0..<n).map { "\(Double($0) / 100)    ,  1 ,moved ,  \($0),  2  " }
        .joined(separator: "\n")
    }
    let small = try Self.csvSteps("0,1,began,0,0\n" + lines(500))
    let large = try Self.csvSteps("0,1,began,0,0\n" + lines(5_000))
    Self.expectLinear(small, large, "lines")
  }

  /// `n` fingers go down one frame after another in their own slots, each moves once, all lift.
  static func fingersDown(_ n: Int) -> String {
    var lines: [String] = []
    var time = 0
    func frame(_ events: [String]) {
      time += 1
      let stamp = "[ \(time / 1000).\(String(format6(time % 1000)))]"
      lines += events.map { "\(stamp) \($0)" } + ["\(stamp) 0000 0000 00000000"]
    }
    for slot in 0..<n {
      frame([
        "0003 002f \(hex(slot))", "0003 0039 \(hex(slot + 1))", "0003 0035 \(hex(slot))",
        "0003 0036 \(hex(10))",
      ])
    }
    for slot in 0..<n { frame(["0003 002f \(hex(slot))", "0003 0036 \(hex(20))"]) }
    for slot in 0..<n { frame(["0003 002f \(hex(slot))", "0003 0039 ffffffff"]) }
    return lines.joined(separator: "\n")
  }

  /// `n` taps, each in a slot of its own (a recording whose driver never reuses slots).
  static func tapsInNewSlots(_ n: Int) -> String {
    var lines: [String] = []
    for slot in 0..<n {
      let down = "[ \(slot).000000]"
      let up = "[ \(slot).100000]"
      lines += [
        "\(down) 0003 002f \(hex(slot))", "\(down) 0003 0039 \(hex(slot))",
        "\(down) 0003 0035 00000064", "\(down) 0003 0036 00000064", "\(down) 0000 0000 00000000",
        "\(up) 0003 0039 ffffffff", "\(up) 0000 0000 00000000",
      ]
    }
    return lines.joined(separator: "\n")
  }

  static func hex(_ value: Int) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }

  static func format6(_ value: Int) -> String {
    let digits = String(value * 1000)
    return String(repeating: "0", count: 6 - digits.count) + digits
  }

  @Test("Thousands of fingers down at once: the getevent reader's work grows with the events")
  func manyFingersDown() throws {
    let small = try GeteventReader().read(Self.fingersDown(300))
    let large = try GeteventReader().read(Self.fingersDown(3_000))
    #expect(small.touches.count == 900)
    #expect(large.touches.count == 9_000)
    #expect(large.touches.map(\.finger).max() == 3_000)
    Self.expectLinear(small.work, large.work, "fingers down")
  }

  @Test("Taps each in a new slot: the getevent reader's work grows with the taps")
  func tapsEachInANewSlot() throws {
    let small = try GeteventReader().read(Self.tapsInNewSlots(300))
    let large = try GeteventReader().read(Self.tapsInNewSlots(3_000))
    #expect(large.touches.count == 6_000)
    #expect(Set(large.touches.map(\.finger)) == [1])
    Self.expectLinear(small.work, large.work, "new slots")
  }
}
