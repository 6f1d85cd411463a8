import SimGeometry

/// The scroll views' room: each one's settings and what it is doing (idle, dragged, or moving
/// on after a release), and the decisions UIKit's `UIScrollView` makes: follow the finger with a
/// rubber band past the edges, decelerate, bounce back, settle on a page, stop when touched.
///
/// Its inputs are its scroll views' pan (each scroll view has a real pan recognizer in the
/// arena, `<id>.pan`, whose actions carry ``ScrollEvent``s), the display's frames and new
/// touches; its decisions are ``ScrollStep``s the simulation carries out. It never touches the
/// tree: it is told each scroll view's bounds.
struct ScrollController: Sendable {
  enum Phase: Hashable, Sendable {
    case idle
    case dragging(start: Point)
    /// Released and moving on: per axis, nil when that axis stays where it is.
    case moving(x: ScrollAxisMotion?, y: ScrollAxisMotion?, since: Instant, from: Point)
    /// Moving to an offset the app asked for with animation (`setContentOffset(_:animated:)`,
    /// `scrollRectToVisible(_:animated:)`).
    case animating(x: ScrollAxisMotion?, y: ScrollAxisMotion?, since: Instant, from: Point)
  }

  struct Entry: Sendable {
    var view: ViewID
    var settings: ScrollSettings
    var phase: Phase = .idle
  }

  /// Storage of this folder's files: every scroll view, in the order they were added.
  var entries: [Entry] = []
  private var index: [ViewID: Int] = [:]
  /// Storage of this folder's files: the entries moving on after a release; only these are
  /// advanced at a frame.
  var moving: [Int] = []
  /// Storage of this folder's files: the cells highlighted now, in the order they were.
  var highlightedCells: [ViewID] = []

  var isEmpty: Bool { entries.isEmpty }
  /// The cells highlighted now.
  var highlighted: [ViewID] { highlightedCells }
  var anyMoving: Bool { !moving.isEmpty }

  mutating func add(_ view: ViewID, settings: ScrollSettings) {
    if let existing = index[view] {
      entries[existing].settings = settings
      return
    }
    index[view] = entries.count
    entries.append(Entry(view: view, settings: settings))
  }

  func settings(of view: ViewID) -> ScrollSettings? { index[view].map { entries[$0].settings } }

  func phase(of view: ViewID) -> Phase? { index[view].map { entries[$0].phase } }

  /// The scroll views being dragged or moving, in the order they were added, with their phase's
  /// name, for the frame record.
  var active: [(view: ViewID, phase: String)] {
    entries.compactMap {
      switch $0.phase {
      case .idle: nil
      case .dragging: ($0.view, "dragging")
      case .moving: ($0.view, "decelerating")
      case .animating: ($0.view, "animating")
      }
    }
  }

  /// The scroll view's pan entered `state`; `translation` and `velocity` are the pan's.
  mutating func dragged(
    _ view: ViewID, state: GestureState, translation: Point, velocity: Point, bounds: Rect,
    at now: Instant
  ) -> [ScrollStep] {
    guard let position = index[view] else { return [] }
    let entry = entries[position]
    switch state {
    case .began:
      stopMoving(position)
      entries[position].phase = .dragging(start: bounds.origin)
      return [.record(.scroll(view, .willBeginDragging))]
        + follow(position, translation: translation, bounds: bounds)
    case .changed:
      return follow(position, translation: translation, bounds: bounds)
    case .ended, .cancelled:
      guard case .dragging(let start) = entry.phase else { return [] }
      let content = state == .ended ? Point(x: -velocity.x, y: -velocity.y) : .zero
      return release(position, start: start, velocity: content, bounds: bounds, at: now)
    case .possible, .failed:
      return []
    }
  }

  /// The content follows the finger on the axes it scrolls, rubber-banding past an edge (or
  /// stopping there without `bounces`).
  private func follow(_ position: Int, translation: Point, bounds: Rect) -> [ScrollStep] {
    guard case .dragging(let start) = entries[position].phase else { return [] }
    let settings = entries[position].settings
    let axes = settings.axes(viewSize: bounds.size)
    let range = settings.offsetRange(viewSize: bounds.size)
    var offset = bounds.origin
    if axes.allowsHorizontal {
      offset.x = Self.dragged(
        start.x - translation.x, range: range.x, dimension: bounds.width, bounces: settings.bounces)
    }
    if axes.allowsVertical {
      offset.y = Self.dragged(
        start.y - translation.y, range: range.y, dimension: bounds.height,
        bounces: settings.bounces)
    }
    return [.offset(entries[position].view, offset)]
  }

  static func dragged(
    _ raw: Double, range: ClosedRange<Double>, dimension: Double, bounces: Bool
  ) -> Double {
    if raw < range.lowerBound {
      return bounces
        ? range.lowerBound - ScrollPhysics.rubberBand(range.lowerBound - raw, dimension: dimension)
        : range.lowerBound
    }
    if raw > range.upperBound {
      return bounces
        ? range.upperBound + ScrollPhysics.rubberBand(raw - range.upperBound, dimension: dimension)
        : range.upperBound
    }
    return raw
  }

  mutating func stopMoving(_ position: Int) {
    switch entries[position].phase {
    case .moving, .animating: moving.removeAll { $0 == position }
    case .idle, .dragging: break
    }
    entries[position].phase = .idle
  }
}
