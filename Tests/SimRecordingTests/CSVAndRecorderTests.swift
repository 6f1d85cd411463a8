import SimRecording
import SimScenario
import Testing

@Suite("CSV conversion and the recorder's core")
struct CSVAndRecorderTests {
  @Test("A CSV with a header converts, its first sample moved to the start time")
  func csv() throws {
    var reader = CSVTouchReader()
    reader.start = 100_000_000
    let touches = try reader.read(
      "t,finger,phase,x,y\n12.5,1,began,10,20\n12.516,1,moved,10,30.5\n12.532,1,ended,10,30.5\n")
    #expect(touches.map(\.nanoseconds) == [100_000_000, 116_000_000, 132_000_000])
    #expect(
      touches[1].jsonLine == #"{"t": 0.116, "finger": 1, "phase": "moved", "x": 10, "y": 30.5}"#)
  }

  @Test("A CSV error names the line and column: an unknown phase, a finger that was not down")
  func csvErrors() {
    #expect(
      throws: ConversionError(
        line: 1, column: 5,
        "unknown phase 'down'; expected began, moved, stationary, ended or cancelled")
    ) {
      try CSVTouchReader().read("0,1,down,1,1\n")
    }
    #expect(throws: ConversionError(line: 2, column: 5, "finger 2 moved without a began")) {
      try CSVTouchReader().read("0,1,began,1,1\n0.1,2,moved,1,1\n")
    }
    #expect(
      throws: ConversionError(line: 2, column: 1, "expected 5 columns 't,finger,phase,x,y', got 4")
    ) {
      try CSVTouchReader().read("0,1,began,1,1\n0.1,1,ended,1\n")
    }
  }

  @Test("The recorder numbers fingers from 1, reuses a lifted number, and times from 0.1 s")
  func recorderFingers() {
    var recorder = TouchRecorder()
    recorder.record(timestamp: 500.0, identity: 0xA, phase: .began, x: 1, y: 1)
    recorder.record(timestamp: 500.01, identity: 0xB, phase: .began, x: 2, y: 2)
    recorder.record(timestamp: 500.02, identity: 0xA, phase: .ended, x: 1, y: 1)
    recorder.record(timestamp: 500.03, identity: 0xC, phase: .began, x: 3, y: 3)
    recorder.record(timestamp: 500.04, identity: 0xB, phase: .stationary, x: 2, y: 2)
    #expect(recorder.touches.map(\.finger) == [1, 2, 1, 1])
    #expect(
      recorder.touches.map(\.nanoseconds) == [100_000_000, 110_000_000, 120_000_000, 130_000_000])
  }

  @Test("A touch that began before recording is left out; a full buffer counts what it drops")
  func recorderLimits() {
    var recorder = TouchRecorder(capacity: 1)
    recorder.record(timestamp: 1, identity: 1, phase: .moved, x: 0, y: 0)
    recorder.record(timestamp: 1, identity: 2, phase: .began, x: 0, y: 0)
    recorder.record(timestamp: 2, identity: 2, phase: .ended, x: 0, y: 0)
    #expect(recorder.touches.count == 1)
    #expect(recorder.dropped == 1)
    #expect(
      recorder.jsonLines == #"{"t": 0.1, "finger": 1, "phase": "began", "x": 0, "y": 0}"# + "\n")
  }
}

@Suite("Stream limits")
struct StreamLimitsTests {
  @Test("A converter's default limits are the scenario's: what it writes, run accepts")
  func limitsMatchTheScenarios() {
    let scenario = ScenarioLimits.standard
    let stream = StreamLimits()
    #expect(stream.seconds == scenario.seconds)
    #expect(stream.finger == scenario.finger)
    #expect(stream.events == scenario.touchEvents)
    #expect(stream.bytes == scenario.fileSize)
  }

  @Test("A CSV finger that lifts twice is refused at its finger column")
  func liftTwice() {
    #expect(throws: ConversionError(line: 3, column: 5, "finger 1 ended without a began")) {
      try CSVTouchReader().read("0,1,began,1,1\n0.1,1,ended,1,1\n0.2,1,ended,1,1\n")
    }
  }
}
