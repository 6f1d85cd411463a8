import SimGeometry

/// Where a step puts the finger: a point in window coordinates, the centre of a view as it is
/// drawn at the moment the finger comes down (`"close"`: what a person aims at), or a point in a
/// view's own coordinates, as drawn then.
public enum TouchTarget: Hashable, Sendable, ExpressibleByStringLiteral {
  case point(Point)
  case view(String)
  /// A point in the named view's bounds coordinates (its bounds origin included, as UIKit's
  /// `convert(_:to:)` takes it).
  case inView(String, Point)

  public init(stringLiteral name: String) { self = .view(name) }

  /// The view the target names, if any.
  public var viewName: String? {
    switch self {
    case .point: nil
    case .view(let name), .inView(let name, _): name
    }
  }
}

/// Why a step could not be taken, or did not end as it should.
public enum StepError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The gesture's values are out of range, or its events don't fit the touches so far.
  case gesture(TouchGestureError)
  /// No view has the name.
  case noSuchView(String)
  /// The view is not in the window, or is hidden, transparent or not touchable (itself or a
  /// superview): a finger can't land on it.
  case notTouchable(String, reason: String)
  /// A touch at the view's drawn point lands elsewhere (a view in front of it, or none); `walk`
  /// is the hit-test walk that decided it, one view a line.
  case covered(String, at: Point, hit: String?, walk: [String])
  /// `expectingMiss`, but a touch at the view's drawn point reaches it; `why` says where it lands.
  case notMissed(String, at: Point, why: String)
  /// `wait(until:)` was given text that is not an expression.
  case badCondition(String, message: String)
  /// `wait(until:)` gave up: the condition did not hold by the limit (`failure`: why it could
  /// not be evaluated then, if so).
  case conditionNotHeld(String, limit: Interval, at: Instant, failure: String?)
  /// `wait(.settled)` gave up: what was still pending when the limit passed.
  case notSettled(limit: Interval, at: Instant, pending: [String])

  public var description: String {
    switch self {
    case .gesture(let error): error.description
    case .noSuchView(let name): "no view is named '\(name)'"
    case .notTouchable(let name, let reason): "'\(name)' can't be touched: \(reason)"
    case .covered(let name, let point, let hit, let walk):
      "a touch at '\(name)' (\(point.compactDescription) in the window) lands on "
        + (hit.map { "'\($0)'" } ?? "no view")
        + "; pass expectingMiss: true if that is what the step checks\n"
        + walk.map { "  " + $0 }.joined(separator: "\n")
    case .notMissed(let name, let point, let why):
      "a touch at '\(name)' (\(point.compactDescription) in the window) was expected to miss it: \(why)"
    case .badCondition(let text, let message): "\"\(text)\" is not a condition: \(message)"
    case .conditionNotHeld(let text, let limit, let time, let failure):
      "\"\(text)\" did not hold within \(limit) s: it still did not at t=\(time)"
        + (failure.map { ": \($0)" } ?? "")
    case .notSettled(let limit, let time, let pending):
      "the app did not settle within \(limit) s: "
        + Simulation.stillRunning(at: time, pending: pending)
    }
  }
}
