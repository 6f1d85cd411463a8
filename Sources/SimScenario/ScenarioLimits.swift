import SimEngine

/// How big a scenario may be. Every limit is an error (exit 65) with the place that crosses it,
/// so a file that is too big is refused with a message instead of exhausting memory or time.
/// Tests pass smaller limits to reach them quickly.
public struct ScenarioLimits: Hashable, Sendable {
  /// Bytes in a scenario or touch-stream file.
  public var fileSize = 64 * 1024 * 1024
  /// Views, counting every view the scenario declares (`add` actions and presentations
  /// included). A tree may be as deep as this: nothing recurses on it.
  public var views = 1_000_000
  /// Touch events after helpers and replays are expanded.
  public var touchEvents = 1_000_000
  /// Frames in a run: its end time × fps.
  public var frames = 1_000_000
  /// Any time in the file, in seconds.
  public var seconds: Int64 = 3_600
  /// Characters in an id, a name or a log.
  public var nameLength = 1_000
  /// Characters in any string (comments included).
  public var stringLength = 100_000
  /// Fingers are numbered from 0 to this.
  public var finger = 10_000
  /// Levels of actions inside actions: a handler's list is level 1, an `if`'s `then`, an
  /// animation's `completion` or an animator's completion inside it level 2, and so on. App code
  /// never nests this deep; the reader and the run recurse once a level, so this bounds both
  /// (10,000 levels overflowed the stack).
  public var actionNesting = 64

  public init() {}

  /// The frames a run renders up to `end` at `fps` after its first: what ``frames`` limits.
  public static func frameCount(until end: Instant, fps: Int) -> Int64 {
    end.nanoseconds / 1_000_000_000 * Int64(fps)
      + end.nanoseconds % 1_000_000_000 * Int64(fps) / 1_000_000_000
  }

  public static let standard = ScenarioLimits()
}
