import SimEngine
import SimGeometry

/// One entry of a step-style `touches` list: a touch whose places may name views, a wait, or
/// checks, each starting where the previous one ended unless it gives an absolute `t`.
/// A list is step-style when one of its entries needs the run to decide something (a named
/// place, a missing `t`, `after`, `wait`, `expect`); the others in it become steps too, so one
/// clock follows them all in the order written.
public struct ScenarioStep: Hashable, Sendable {
  /// The position in `touches`, from 0.
  public var index: Int
  public var source: SourceReference
  /// How messages, the trace and the report name it: `tap "close"`, `wait settled`.
  public var summary: String
  public var start: Start
  public var action: Action

  public init(index: Int, source: SourceReference, summary: String, start: Start, action: Action) {
    self.index = index
    self.source = source
    self.summary = summary
    self.start = start
    self.action = action
  }

  /// `touches[3]: tap "close"`.
  public var label: String { "touches[\(index)]: \(summary)" }

  /// When a step starts.
  public enum Start: Hashable, Sendable {
    /// `"t": T`: at T, which must not be before the previous step has ended.
    case at(Instant)
    /// No `t`: this long after the previous step ended, counted from the frame after its end
    /// (`"after": seconds`, 0 unless given).
    case after(Interval)
  }

  public enum Action: Hashable, Sendable {
    /// A touch helper whose places are found when the step starts.
    case touch(StepTouch)
    /// Raw events or a recorded stream, at the times they carry.
    case events([TouchInput])
    /// Waits before the next step.
    case wait(StepWait)
    /// Checks at the step's moment, each with the step's time in place of its `t`.
    case expect([Expectation])
  }
}

/// What a `wait` step waits for.
public enum StepWait: Hashable, Sendable {
  /// `{"wait": 0.5}`.
  case duration(Interval)
  /// `{"wait": "settled"}`: frame by frame until nothing is pending (``Simulation/isSettled``),
  /// failing with what still runs at the limit.
  case settled(limit: Interval)
  /// `{"wait": {"until": "condition", "limit": 2}}`: frame by frame until the condition holds.
  case until(Expression, text: String, limit: Interval)

  /// How long `settled` and `until` wait at most unless told: 10 s.
  public static let defaultLimit = Simulation.defaultWaitLimit
}

/// A place a step's finger goes to, found when the step starts.
public enum StepPlace: Hashable, Sendable {
  /// A point in window coordinates.
  case window(Point)
  /// `"close"`: the centre of the view as drawn at that moment; `{"view": "card", "at": [20,
  /// 10]}`: a point in the view's own coordinates, as drawn.
  case view(String, at: Point?)
  /// This far from the previous place: a drag's `by`, a swipe's `direction` and `distance`.
  case offset(Point)

  /// The view it names, if any.
  public var viewName: String? {
    if case .view(let name, _) = self { return name }
    return nil
  }
}

/// A touch helper read from a step: its gesture with the places it names still to be found.
public struct StepTouch: Hashable, Sendable {
  /// The helper's name (`tap`, `drag`…).
  public var helper: String
  /// The gesture as read; its time and named places are replaced when the step starts.
  public var gesture: TouchGesture
  /// The gesture's places in order: a tap's or long press's point; a drag's, swipe's or
  /// fling's start and end; a pinch's or rotation's centre. Empty for an edge swipe and for a
  /// drag along a `path`, whose points are in window coordinates.
  public var places: [StepPlace]
  /// `speed` of a drag: its duration is the length over the speed once the places are known.
  public var speed: Double?
  /// `"expectMiss": true`: the step passes only if the finger does not reach the first named
  /// view (it is covered, hidden or off screen); without it, a miss fails the step.
  public var expectMiss = false
  /// A step on a control by value (`toValue`, `toggle`, `increment`, `decrement`): its places
  /// are planned when it starts (``Simulation/plan(_:on:)``) and it checks the value after.
  public var control: ControlGoal?

  public init(helper: String, gesture: TouchGesture, places: [StepPlace]) {
    self.helper = helper
    self.gesture = gesture
    self.places = places
  }
}
