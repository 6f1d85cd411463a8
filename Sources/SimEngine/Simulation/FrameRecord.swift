import SimGeometry

/// What one rendered frame shows: the touches down during it and what happened since the
/// previous frame.
///
/// Frame `k` is rendered at k / fps and includes everything at or before its time: a touch
/// event stamped exactly at a frame's time is in that frame.
public struct FrameRecord: Hashable, Sendable {
  public let index: Int
  public let time: Instant
  /// Touches down at some moment since the previous frame (so a quick tap that began and ended
  /// in between is here, in phase ended), ordered by touch number.
  public let touches: [TouchSnapshot]
  /// The journal entries since the previous frame: `simulation.journal[occurrences]`.
  public let occurrences: Range<Int>
  /// Controls highlighted at the frame's time, by view ID.
  public let highlighted: [ViewID]
  /// Every recognizer in the simulation, in the order they were added.
  public let gestures: [GestureSnapshot]
  /// The views with a running animation, as they are on screen at the frame's time.
  public let presentations: [PresentedView]
  /// Every presentation's phase and detent.
  public let presented: [PresentationSnapshot]
  /// The scroll views being dragged or moving on, with their `contentOffset` at the frame.
  public let scrolls: [ScrollSnapshot]
  /// Every view in the window in hit-test order (preorder, back to front) as it is drawn, when
  /// ``Simulation/recordsViewGeometry`` is on; empty otherwise.
  public internal(set) var views: [ViewGeometry] = []
  /// Which computation of the geometry ``views`` is: consecutive frames with the same revision
  /// share one (nothing moved between them), so a reader can skip comparing them.
  public internal(set) var geometryRevision = 0
  /// With ``Simulation/recordsLayout``: the views whose layout changed since the last frame
  /// (every view in the window on the first), by ID.
  public internal(set) var layout: [LayoutEntry] = []
}

/// A scroll view that is dragged or moving, as a frame sees it.
public struct ScrollSnapshot: Hashable, Sendable {
  public let view: ViewID
  public let contentOffset: Point
  /// "dragging" or "decelerating".
  public let phase: String
}

/// A presentation as a frame sees it.
public struct PresentationSnapshot: Hashable, Sendable {
  public let name: String
  public let phase: PresentationPhase
  public let detent: String?
}

/// A view's presentation values (what is drawn) at a frame.
public struct PresentedView: Hashable, Sendable {
  public let view: ViewID
  /// In the superview's coordinates, as `layer.presentation().frame`.
  public let frame: Rect
  public let alpha: Double
  public let transform: AffineTransform
}

/// A recognizer as a frame sees it.
public struct GestureSnapshot: Hashable, Sendable {
  public let recognizer: RecognizerID
  public let state: GestureState
  /// A pan's translation and velocity in window coordinates.
  public let translation: Point?
  public let velocity: Point?
  /// A pinch's scale and its velocity.
  public let scale: Double?
  public let scaleVelocity: Double?
  /// A rotation's angle (radians, clockwise positive) and its velocity (radians per second).
  public let rotation: Double?
  public let rotationVelocity: Double?
}

/// A touch as a frame sees it.
public struct TouchSnapshot: Hashable, Sendable {
  public let number: Int
  public let finger: Int
  public let phase: TouchPhase
  public let location: Point
  /// The view the touch is bound to (chosen at began).
  public let view: ViewID?
  /// What a hit test at the touch's location returns at the frame's time, which differs from
  /// ``view`` once the finger has left its view or the views have changed.
  public let hitNow: ViewID?
  public let delivery: Delivery
}
