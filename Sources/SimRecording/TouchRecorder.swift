/// The platform-independent core of the on-device recorder: it takes touches as UIKit reports
/// them (a timestamp in seconds on any clock, an identity per touch object, a phase and a
/// window location) and keeps them as a scenario's touch stream. The first touch is at `start`
/// seconds; each new touch takes the lowest finger number that is not down, and keeps it until
/// it ends or is cancelled; a touch that began before the recording did is left out. The buffer holds at most `capacity` samples; past that nothing more
/// is kept and ``dropped`` counts what was not, so a cut-off recording says so.
///
/// The UIKit adapter (`UIKit/TouchRecordingWindow.swift`) feeds it from `sendEvent(_:)`.
public struct TouchRecorder: Sendable {
  public let start: Double
  public let capacity: Int
  public private(set) var touches: [RecordedTouch] = []
  /// Samples not kept because the buffer was full.
  public private(set) var dropped = 0
  private var origin: Double?
  private var fingers: [(identity: UInt, finger: Int)] = []

  public init(start: Double = 0.1, capacity: Int = 1_000_000) {
    self.start = start
    self.capacity = capacity
  }

  /// Records one touch of one event. Stationary touches are not kept: UIKit does not deliver
  /// them to a view, and the replay holds a finger still between its events anyway.
  public mutating func record(
    timestamp: Double, identity: UInt, phase: RecordedTouch.Phase, x: Double, y: Double
  ) {
    guard phase != .stationary else { return }
    guard timestamp.isFinite, x.isFinite, y.isFinite else { return }
    let origin = self.origin ?? timestamp
    self.origin = origin
    let finger: Int
    if let index = fingers.firstIndex(where: { $0.identity == identity }) {
      finger = fingers[index].finger
      if phase == .ended || phase == .cancelled { fingers.remove(at: index) }
    } else {
      guard phase == .began else { return }
      var number = 1
      while fingers.contains(where: { $0.finger == number }) { number += 1 }
      finger = number
      fingers.append((identity, number))
    }
    guard touches.count < capacity else {
      dropped += 1
      return
    }
    let seconds = start + (timestamp - origin)
    let nanoseconds = Int64((seconds * 1e9).rounded())
    touches.append(
      RecordedTouch(nanoseconds: nanoseconds, finger: finger, phase: phase, x: x, y: y))
  }

  /// The stream as a `.jsonl` file's text.
  public var jsonLines: String { SimRecording.jsonLines(touches) }
}
