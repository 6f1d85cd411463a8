import Foundation
import SimRecording
import Testing

@Suite("getevent conversion")
struct GeteventReaderTests {
  private static let streams = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenarios/streams")

  @Test("The real getevent -t tap converts to the stream recorded from it (scale 2, from 0.1 s)")
  func realTapMatchesTheFixture() throws {
    let raw = try String(
      contentsOf: Self.streams.appendingPathComponent("getevent-t-tap-cartucho.txt"),
      encoding: .utf8)
    var reader = GeteventReader()
    reader.scale = 2
    reader.start = 100_000_000
    let result = try reader.read(raw)
    let fixture = try String(
      contentsOf: Self.streams.appendingPathComponent("tap-android-getevent.jsonl"), encoding: .utf8
    )
    let expected = fixture.split(separator: "\n").map { line -> RecordedTouch in
      let object = try! JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
      return RecordedTouch(
        nanoseconds: Int64(((object["t"] as! Double) * 1e9).rounded()),
        finger: object["finger"] as! Int,
        phase: RecordedTouch.Phase(rawValue: object["phase"] as! String)!,
        x: object["x"] as! Double, y: object["y"] as! Double)
    }
    #expect(result.touches == expected)
    #expect(result.unused.map(\.name) == ["BTN_TOUCH", "ABS_MT_TOUCH_MAJOR", "ABS_MT_WIDTH_MAJOR"])
  }

  @Test("getevent -lt with protocol B: slots, a second finger joining, lifts by tracking id -1")
  func protocolBTwoFingers() throws {
    let text = """
      add device 1: /dev/input/event2
        name:     "touchscreen"
      [    100.000000] EV_ABS       ABS_MT_TRACKING_ID   0000002a
      [    100.000000] EV_ABS       ABS_MT_POSITION_X    00000064
      [    100.000000] EV_ABS       ABS_MT_POSITION_Y    000000c8
      [    100.000000] EV_KEY       BTN_TOUCH            DOWN
      [    100.000000] EV_SYN       SYN_REPORT           00000000
      [    100.016000] EV_ABS       ABS_MT_SLOT          00000001
      [    100.016000] EV_ABS       ABS_MT_TRACKING_ID   0000002b
      [    100.016000] EV_ABS       ABS_MT_POSITION_X    0000012c
      [    100.016000] EV_ABS       ABS_MT_POSITION_Y    000000c8
      [    100.016000] EV_SYN       SYN_REPORT           00000000
      [    100.032000] EV_ABS       ABS_MT_SLOT          00000000
      [    100.032000] EV_ABS       ABS_MT_POSITION_Y    000000d2
      [    100.032000] EV_SYN       SYN_REPORT           00000000
      [    100.048000] EV_ABS       ABS_MT_TRACKING_ID   ffffffff
      [    100.048000] EV_ABS       ABS_MT_SLOT          00000001
      [    100.048000] EV_ABS       ABS_MT_TRACKING_ID   ffffffff
      [    100.048000] EV_KEY       BTN_TOUCH            UP
      [    100.048000] EV_SYN       SYN_REPORT           00000000
      """
    let touches = try GeteventReader().read(text).touches
    #expect(
      touches.map(\.jsonLine) == [
        #"{"t": 0.0, "finger": 1, "phase": "began", "x": 100, "y": 200}"#,
        #"{"t": 0.016, "finger": 2, "phase": "began", "x": 300, "y": 200}"#,
        #"{"t": 0.032, "finger": 1, "phase": "moved", "x": 100, "y": 210}"#,
        #"{"t": 0.048, "finger": 1, "phase": "ended", "x": 100, "y": 210}"#,
        #"{"t": 0.048, "finger": 2, "phase": "ended", "x": 300, "y": 200}"#,
      ])
  }

  @Test("Axis ranges map raw units onto the screen in points")
  func axisRanges() throws {
    var reader = GeteventReader()
    reader.xRange = 0...1080
    reader.yRange = 0...2340
    reader.size = (390, 845)
    let text = """
      [ 1.000000] 0003 0039 00000001
      [ 1.000000] 0003 0035 0000021c
      [ 1.000000] 0003 0036 00000492
      [ 1.000000] 0000 0000 00000000
      """
    let touch = try #require(try reader.read(text).touches.first)
    #expect(touch.x == 540.0 / 1080 * 390)
    #expect(touch.y == 1170.0 / 2340 * 845)
  }

  @Test("A line without a timestamp says to record with -t, at its line and column")
  func missingTimestamp() {
    #expect(
      throws: ConversionError(
        line: 2, column: 1,
        "no timestamp: record with 'getevent -t' or 'getevent -lt' so the events have times")
    ) {
      try GeteventReader().read("[ 1.0] 0003 0035 00000001\n0003 0036 00000002\n")
    }
  }

  @Test("A value that is not hex is an error at its column")
  func badValue() {
    #expect(
      throws: ConversionError(line: 1, column: 18, "'zz' is not a value (8 hex digits, DOWN or UP)")
    ) {
      try GeteventReader().read("[ 1.0] 0003 0035 zz\n")
    }
  }

  @Test("Two devices mixed in one recording must be told apart with --device")
  func twoDevices() throws {
    let text = """
      [ 1.0] /dev/input/event1: 0003 0035 00000001
      [ 1.0] /dev/input/event2: 0001 0074 00000001
      """
    #expect(throws: ConversionError.self) { try GeteventReader().read(text) }
    var reader = GeteventReader()
    reader.device = "/dev/input/event2"
    #expect(try reader.read(text).unused.map(\.name) == ["EV_KEY 0074"])
  }

  @Test("SYN_DROPPED stops the conversion: the recording has a gap")
  func droppedEvents() {
    #expect(throws: ConversionError.self) {
      try GeteventReader().read("[ 1.0] 0000 0003 00000000\n")
    }
  }
}
