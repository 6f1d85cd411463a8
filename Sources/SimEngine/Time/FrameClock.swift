/// The display's frame schedule: frame `k` is rendered at `k / fps` seconds.
///
/// Frame times are computed from the frame number each time (rounded to the nearest
/// nanosecond), never accumulated, so frame 6,000 at 60 fps lands at exactly 100 s.
public struct FrameClock: Hashable, Sendable {
  /// Frames per second; UIKit's default display link runs at 60, ProMotion up to 120.
  public let fps: Int

  public init(fps: Int) {
    precondition(fps > 0, "fps must be positive")
    self.fps = fps
  }

  /// The time frame `index` is rendered.
  public func time(ofFrame index: Int) -> Instant {
    let numerator = Int64(index) * 1_000_000_000
    return Instant(nanoseconds: (numerator + Int64(fps / 2)) / Int64(fps))
  }

  /// The first frame rendered at or after `instant`: the frame whose record includes everything
  /// that happened at `instant`.
  public func frame(containing instant: Instant) -> Int {
    guard instant.nanoseconds > 0 else { return 0 }
    var index = Int(instant.nanoseconds * Int64(fps) / 1_000_000_000)
    while time(ofFrame: index) < instant { index += 1 }
    while index > 0 && time(ofFrame: index - 1) >= instant { index -= 1 }
    return index
  }
}
