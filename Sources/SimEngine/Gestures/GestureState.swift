/// A gesture recognizer's state, as `UIGestureRecognizer.State`.
///
/// Discrete recognizers (tap, swipe) go possible → recognized or failed; continuous ones
/// (pan, pinch, long press, screen-edge pan) go possible → began → changed… → ended or
/// cancelled, or possible → failed. `recognized` and `ended` are the same state in UIKit (raw
/// value 3); reports say `recognized` for discrete recognizers.
public enum GestureState: String, Hashable, Sendable, CaseIterable {
  case possible
  case began
  case changed
  case ended
  case cancelled
  case failed

  /// UIKit's raw value.
  public var rawState: Int {
    switch self {
    case .possible: 0
    case .began: 1
    case .changed: 2
    case .ended: 3
    case .cancelled: 4
    case .failed: 5
    }
  }

  /// Whether the recognizer has finished with the current touch sequence and waits for its
  /// touches to lift before it resets to `possible`.
  public var isTerminal: Bool {
    switch self {
    case .ended, .cancelled, .failed: true
    case .possible, .began, .changed: false
    }
  }

  /// Whether the recognizer has recognized its gesture (began or later, not failed).
  public var hasRecognized: Bool {
    switch self {
    case .began, .changed, .ended, .cancelled: true
    case .possible, .failed: false
    }
  }

  /// The name reports use: `recognized` for a discrete recognizer's ended state.
  public func name(discrete: Bool) -> String {
    discrete && self == .ended ? "recognized" : rawValue
  }
}

/// A recognizer's handle: a dense index, never reused.
public struct RecognizerID: Hashable, Comparable, Sendable {
  public let rawValue: Int32

  public init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  var index: Int { Int(rawValue) }

  public static func < (lhs: RecognizerID, rhs: RecognizerID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
