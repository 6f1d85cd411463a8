import SimEngine
import SimGeometry

/// One entry of a scenario's `expect` list.
public struct Expectation: Hashable, Sendable {
  /// The position in `expect`, from 0; -1 for the scenario's `settle`.
  public var index: Int
  public var source: SourceReference
  public var kind: Kind
  /// The step it belongs to (``ScenarioStep/label``), for a check written in the touch list
  /// or a step that failed; nil for the scenario's `expect` and `settle`.
  public var step: String?

  public init(index: Int, source: SourceReference, kind: Kind, step: String? = nil) {
    self.index = index
    self.source = source
    self.kind = kind
    self.step = step
  }

  /// How messages name it: `expect[3]`, `settle`, `invariants[0]`, `checks[1]`,
  /// `touches[5]: expect[0]` (a check in a step), or the step itself (`touches[3]: tap "close"`).
  public var label: String {
    if let step { return index >= 0 ? "\(step)[\(index)]" : step }
    switch kind {
    case .invariant: return "invariants[\(index)]"
    case .builtIn: return "checks[\(index)]"
    default: return index >= 0 ? "expect[\(index)]" : "settle"
    }
  }

  public enum Kind: Hashable, Sendable {
    /// The scenario's `settle`: after its end, the run goes on until nothing is pending, for at
    /// most `limit`.
    case settles(limit: Interval)
    /// A step of a step-style touch list ran as written: the views it names were there to be
    /// touched (or missed, as it expected), its wait ended within its limit, its `t` was not
    /// already past. Made by the run, one for each step that failed.
    case step(String)
    /// `{"touch": N, "hits": "id" | null}`: the view touch N was bound to at its began.
    case touchHits(touch: Int, view: String?)
    /// `{"t": T, "point": [x, y], "hits": "id" | null}`: a hit test at time T.
    case pointHits(time: Instant, point: Point, view: String?)
    /// `{"log": "name", "count": N}`.
    case log(String, count: Count)
    /// `{"raises": "text", "count": N}`: a call UIKit raises on (or any action the run refuses)
    /// whose message contains the text; the refusals it expects don't fail the run.
    case raises(String, count: Count)
    /// `{"event": "touchUpInside", "view": "id", "count": N}`.
    case controlEvent(ControlEvent, view: String, count: Count)
    /// `{"touch": N, "responders": [...]}`: the responder chain from touch N's view at its began.
    case responders(touch: Int, [String])
    /// `{"t": T, "view": "id", "frame": [x, y, w, h], "layer": "presentation", "tolerance": 0.5}`,
    /// and the same with `center`, `alpha` and `transform`. A nil tolerance is the default by
    /// unit: 0.5 for points, 0.01 for alpha and a transform's scale factors.
    case viewValues(
      time: Instant, view: String, values: ViewValues, layer: Layer, tolerance: Double?)
    /// `{"scroll": "id", "moment": "didEndDecelerating", "count": N}`: how many times the scroll
    /// view's delegate got that moment (a cell moment's, with `row` and `section`, only that
    /// row's; with `velocity`, `target` or `decelerate`, only the calls with those arguments).
    case scrollMoment(
      view: String, moment: String, row: Int?, section: Int? = nil, count: Count,
      arguments: MomentArguments = MomentArguments())
    /// `{"scroll": "id", "target": [x, y], "tolerance": 0.5}`: the target offset the last
    /// `willEndDragging` reported (where a release will rest).
    case scrollTarget(view: String, target: Point, tolerance: Double)
    /// `{"t": T, "scroll": "id", "phase": "decelerating"}`: whether the scroll view is `idle`,
    /// `dragging` or `decelerating` (moving on after a release) at T.
    case scrollPhase(time: Instant, view: String, phase: String)
    /// `{"view": "id", "settledBy": T}`: every animation of the view has stopped by T.
    case settled(view: String, by: Instant)
    /// `{"t": T, "presentation": "name", "state": "presented", "detent": "large"}`: the
    /// presentation's phase (and a sheet's detent) at T; either may be left out.
    case presentationState(time: Instant, String, phase: PresentationPhase?, detent: String?)
    /// `{"by": T, "presentation": "name", "state": "dismissed"}`: the presentation entered the
    /// phase (with the detent, if given) at T or earlier.
    case presentationReached(by: Instant, String, phase: PresentationPhase, detent: String?)
    /// `{"t", "navigation", "stack", "transition"}`: the navigation controller's stack (root
    /// first) and running transition (`none`, `push`, `pop`) at a time.
    case navigationState(time: Instant, String, stack: [String]?, transition: String?)
    /// `{"gesture": "id", "state": "recognized", "count": N}`: how many times a recognizer
    /// entered a state.
    case gestureCount(String, state: GestureState, count: Count)
    /// `{"t": T, "gesture": "id", "state": "changed"}`: a recognizer's state at time T.
    case gestureState(time: Instant, String, state: GestureState)
    /// `{"t": T, "gesture": "id", "translation": [x, y], "velocity": [vx, vy], "scale": s,
    /// "tolerance": 0.5}`: a pan's or pinch's values at time T.
    case gestureValues(time: Instant, String, values: GestureValues, tolerance: Double)
    /// `{"touch": N, "notHits": "id"}`: touch N did not land on the view (nor inside it).
    case touchMisses(touch: Int, view: String)
    /// `{"t": T, "point": [x, y], "notHits": "id"}`: a hit test at T doesn't return the view
    /// nor one of its subviews.
    case pointMisses(time: Instant, point: Point, view: String)
    /// `{"t": T, "view": "id", "highlighted": true}`: whether the control (or cell) is drawn
    /// highlighted at T.
    case highlighted(time: Instant, view: String, Bool)
    /// `{"t", "view", "selected"}`: a table or collection cell is selected at T (the last row
    /// its table view selected by then).
    case selected(time: Instant, view: String, Bool)
    /// `{"t", "view": "list", "refreshing": true}`: the scroll view's refresh control is
    /// refreshing at T (`isRefreshing`).
    case refreshing(time: Instant, view: String, Bool)
    /// `{"log": "saved", "at": 0.4}` (also `between`, `before`, `after`, with `"never": true`):
    /// an occurrence at a time, in a window, or in order with another.
    case happens(OccurrenceMatcher, OccurrenceTiming?, never: Bool)
    /// `{"sequence": [{"log": "a"}, {"event": "touchUpInside", "view": "b"}, …]}`: these
    /// happened in this order (others may come between).
    case sequence([OccurrenceMatcher])
    /// `{"t": T, "animator": "name", "state": "active", "running": false, "reversed": true,
    /// "fractionComplete": 0.5, "tolerance": 0.001}`: a property animator at T; any of the
    /// values may be left out.
    case animatorState(time: Instant, String, AnimatorValues, tolerance: Double)
    /// `{"gesture": "id", "state": "ended", "velocity": [vx, vy], "tolerance": 0.5}`: the
    /// values when the recognizer last entered the state (a pan's velocity at its release).
    case gestureValuesOnEntering(
      String, state: GestureState, occurrence: Int?, values: GestureValues, tolerance: Double)
    /// An entry of the scenario's `invariants`: a condition that holds after every frame (a
    /// frame where a value it reads does not exist, such as a view not yet added, is skipped).
    case invariant(Expression, text: String)
    /// An entry of the scenario's `checks`: a built-in check that holds for any app.
    case builtIn(BuiltInCheck)
    /// `{"from": T1, "to": T2, "stays": "list.contentOffset.y", "within": [low, high]}`: the
    /// value is in the range at every frame from T1 to T2 (the run's watch checks it).
    case staysWithin(ValueWindow)
  }

  /// The values a view expectation checks; nil ones are not checked.
  public struct ViewValues: Hashable, Sendable {
    public var frame: Rect?
    public var center: Point?
    public var alpha: Double?
    public var transform: AffineTransform?
    /// A scroll view's `contentOffset` (its bounds origin).
    public var contentOffset: Point?
    /// A valued control's value (a UISlider's), within the tolerance (0.01 unless told).
    public var value: Double?
    /// Single values of the frame, each equal (within the tolerance), compared, or in a range:
    /// `"minY": {">": 400}`, `"width": [100, 120]`.
    public var fields: [FieldCheck] = []
    /// A `UISwitch`'s knob as drawn (`SwitchKnob`): its `position.x` and `bounds.width` in
    /// points, and where it is from off (0) to on (1), each within the tolerance (0.5 points and
    /// 0.01 for the progress unless told).
    public var knob = KnobValues()

    public init(
      frame: Rect? = nil, center: Point? = nil, alpha: Double? = nil,
      transform: AffineTransform? = nil, contentOffset: Point? = nil
    ) {
      self.frame = frame
      self.center = center
      self.alpha = alpha
      self.transform = transform
      self.contentOffset = contentOffset
    }
  }

  /// The knob values a view expectation checks (`knobPosition`, `knobWidth`, `knobProgress`);
  /// nil ones are not checked.
  public struct KnobValues: Hashable, Sendable {
    public var position: Double?
    public var width: Double?
    public var progress: Double?

    public init(position: Double? = nil, width: Double? = nil, progress: Double? = nil) {
      self.position = position
      self.width = width
      self.progress = progress
    }
  }

  /// Which values: what is drawn (`presentation`, the default), or what UIKit's properties
  /// say and hit testing uses (`model`).
  public enum Layer: String, Hashable, Sendable {
    case presentation
    case model
  }

  /// The values a gesture expectation checks; nil ones are not checked.
  public struct GestureValues: Hashable, Sendable {
    public var translation: Point?
    public var velocity: Point?
    public var scale: Double?
    /// A rotation's angle in radians, clockwise positive (`UIRotationGestureRecognizer`).
    public var rotation: Double?

    public init(
      translation: Point? = nil, velocity: Point? = nil, scale: Double? = nil,
      rotation: Double? = nil
    ) {
      self.translation = translation
      self.velocity = velocity
      self.scale = scale
      self.rotation = rotation
    }
  }

  /// How many times something must happen.
  public enum Count: Hashable, Sendable, CustomStringConvertible {
    case exactly(Int)
    /// What an omitted `count` means.
    case atLeastOnce

    public func accepts(_ actual: Int) -> Bool {
      switch self {
      case .exactly(let expected): actual == expected
      case .atLeastOnce: actual >= 1
      }
    }

    public var description: String {
      switch self {
      case .exactly(let n): n == 1 ? "1 time" : "\(n) times"
      case .atLeastOnce: "at least once"
      }
    }
  }

  /// The time a timed expectation is checked at.
  public var time: Instant? {
    switch kind {
    case .pointHits(let time, _, _), .viewValues(let time, _, _, _, _),
      .gestureState(let time, _, _),
      .gestureValues(let time, _, _, _), .presentationState(let time, _, _, _),
      .navigationState(let time, _, _, _), .scrollPhase(let time, _, _),
      .animatorState(let time, _, _, _),
      .pointMisses(let time, _, _), .highlighted(let time, _, _), .selected(let time, _, _),
      .refreshing(let time, _, _):
      time
    case .touchHits, .log, .raises, .controlEvent, .responders, .gestureCount,
      .gestureValuesOnEntering,
      .settled, .presentationReached, .scrollMoment, .scrollTarget, .happens, .sequence,
      .touchMisses, .settles, .invariant, .builtIn, .step, .staysWithin:
      nil
    }
  }

  /// How long the run must go on for this expectation: its time, or the time it says something
  /// must have happened by (`by`, `settledBy`).
  public var horizon: Instant? {
    switch kind {
    case .presentationReached(let by, _, _, _): by
    case .settled(_, let by): by
    case .happens(_, .at(let time), _): time
    case .happens(_, .between(_, let end), _): end
    case .staysWithin(let window): window.to
    default: time
    }
  }
}

/// What an animator expectation checks; nil fields are not checked.
public struct AnimatorValues: Hashable, Sendable {
  public var state: AnimatorState?
  public var isRunning: Bool?
  public var isReversed: Bool?
  public var fractionComplete: Double?

  public init() {}
}

/// One value of a view's frame, and what it must be.
public struct FieldCheck: Hashable, Sendable {
  public enum Field: String, Hashable, Sendable, CaseIterable {
    case minX, minY, maxX, maxY, midX, midY, width, height

    func value(of rect: Rect) -> Double {
      switch self {
      case .minX: rect.minX
      case .minY: rect.minY
      case .maxX: rect.maxX
      case .maxY: rect.maxY
      case .midX: rect.midX
      case .midY: rect.midY
      case .width: rect.width
      case .height: rect.height
      }
    }
  }

  public enum Bound: Hashable, Sendable {
    /// Within the expectation's tolerance of the value.
    case equal(Double)
    case below(Double, orEqual: Bool)
    case above(Double, orEqual: Bool)
    /// From the first to the second, both included.
    case range(Double, Double)

    func holds(_ value: Double, tolerance: Double) -> Bool {
      switch self {
      case .equal(let target): abs(value - target) <= tolerance
      case .below(let limit, let orEqual): orEqual ? value <= limit : value < limit
      case .above(let limit, let orEqual): orEqual ? value >= limit : value > limit
      case .range(let low, let high): low <= value && value <= high
      }
    }

    var description: String {
      switch self {
      case .equal(let target): target.compactDescription
      case .below(let limit, let orEqual): (orEqual ? "≤ " : "< ") + limit.compactDescription
      case .above(let limit, let orEqual): (orEqual ? "≥ " : "> ") + limit.compactDescription
      case .range(let low, let high):
        "in [\(low.compactDescription), \(high.compactDescription)]"
      }
    }
  }

  public var field: Field
  public var bound: Bound

  public init(field: Field, bound: Bound) {
    self.field = field
    self.bound = bound
  }
}
