/// Reads Android's `adb shell getevent -t` (codes in hex) and `getevent -lt` (event names)
/// output of a touch screen into a touch stream. Both multi-touch protocols: A (each frame lists
/// every contact, closed by `SYN_MT_REPORT`; a contact without `ABS_MT_TRACKING_ID` is known by
/// its place in the frame) and B (`ABS_MT_SLOT`s whose `ABS_MT_TRACKING_ID` starts a contact and
/// `ffffffff` lifts it; only changed axes are sent). A file that has `SYN_MT_REPORT` anywhere
/// is read as protocol A.
///
/// Each `SYN_REPORT` is one moment: new contacts begin, contacts gone from the frame (A) or
/// lifted (B) end at their last position, and the others move (in protocol A every frame, as
/// recorded, even without displacement; in B when a coordinate changed). Raw units become
/// points by `scale` (raw units per point), or by mapping the axis ranges onto `size`.
/// Times are the kernel's, moved so the first event is at `start`. Lines from `add device` /
/// `name:` headers are skipped; any other line that is not an event is an error; events that
/// carry no position (pressure, touch size, tool) are counted in ``Result/unused``.
public struct GeteventReader: Sendable {
  public var scale = 1.0
  public var xRange: ClosedRange<Double>?
  public var yRange: ClosedRange<Double>?
  /// Points the ranges map onto (width, height).
  public var size: (width: Double, height: Double)?
  public var start: Int64 = 0
  /// Only events of this device (`/dev/input/event7`) when the lines name devices.
  public var device: String?
  /// What the stream may hold: a recording that would pass it is an error at the line that
  /// would (a coordinate at its value, a time at its timestamp).
  public var limits = StreamLimits()

  public init() {}

  public struct Result: Sendable {
    public var touches: [RecordedTouch]
    /// Event names read and not needed for touches, with how often, in first-seen order.
    public var unused: [(name: String, count: Int)]
    /// Slots and contacts visited and finger-number heap steps, for the tests that hold the
    /// reader linear.
    var work = 0
  }

  struct Event {
    var line: Int
    /// Where the timestamp and the value are on the line, for errors about them.
    var timeColumn = 1
    var valueColumn = 1
    var nanoseconds: Int64
    var type: Int
    var code: Int
    var value: Int64
    var name: String
  }

  public func read(_ text: String) throws(ConversionError) -> Result {
    var events: [Event] = []
    var devices: [String] = []
    var deviceSet: Set<String> = []
    var lineNumber = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
      if line.hasPrefix("add device") || line.hasPrefix("  name:")
        || line.hasPrefix("could not get")
      {
        continue
      }
      let (event, deviceName) = try GeteventLine.parse(line, number: lineNumber)
      if let deviceName {
        if deviceSet.insert(deviceName).inserted { devices.append(deviceName) }
        if let device, deviceName != device { continue }
      }
      events.append(event)
    }
    if device == nil && devices.count > 1 {
      throw ConversionError(
        line: 1, column: 1,
        "the recording mixes \(devices.count) devices (\(devices.joined(separator: ", "))); choose the touch screen with --device"
      )
    }
    var frames = GeteventFrames(
      reader: self, protocolA: events.contains { $0.type == 0 && $0.code == 2 })
    for event in events { try frames.take(event) }
    return Result(touches: frames.touches, unused: frames.unused, work: frames.totalWork)
  }

  func points(x raw: Double) -> Double {
    if let xRange, let size {
      return (raw - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound) * size.width
    }
    return raw / scale
  }

  func points(y raw: Double) -> Double {
    if let yRange, let size {
      return (raw - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound) * size.height
    }
    return raw / scale
  }
}
