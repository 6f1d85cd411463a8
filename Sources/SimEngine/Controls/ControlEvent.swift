/// A `UIControl.Event` the engine sends, with UIKit's raw bit values.
public enum ControlEvent: String, Hashable, Sendable, CaseIterable, Comparable {
  case touchDown
  case touchDownRepeat
  case touchDragInside
  case touchDragOutside
  case touchDragEnter
  case touchDragExit
  case touchUpInside
  case touchUpOutside
  case touchCancel
  /// A valued control's value changed by its tracking (`UISlider` sends it on every move while
  /// continuous, and as its tracking ends).
  case valueChanged
  /// Sent by `UIButton` right after `touchUpInside`.
  case primaryActionTriggered

  /// `UIControl.Event.rawValue`.
  public var bit: UInt {
    switch self {
    case .touchDown: 1 << 0
    case .touchDownRepeat: 1 << 1
    case .touchDragInside: 1 << 2
    case .touchDragOutside: 1 << 3
    case .touchDragEnter: 1 << 4
    case .touchDragExit: 1 << 5
    case .touchUpInside: 1 << 6
    case .touchUpOutside: 1 << 7
    case .touchCancel: 1 << 8
    case .valueChanged: 1 << 12
    case .primaryActionTriggered: 1 << 13
    }
  }

  public static func < (lhs: ControlEvent, rhs: ControlEvent) -> Bool { lhs.bit < rhs.bit }
}
