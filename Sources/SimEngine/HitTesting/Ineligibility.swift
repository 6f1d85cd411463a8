/// The reasons UIKit's `hitTest(_:with:)` returns nil for a view without testing the point.
///
/// Each is a separate bit so an explanation can name every reason that applies.
public struct Ineligibility: OptionSet, Hashable, Sendable {
  public let rawValue: UInt16

  public init(rawValue: UInt16) {
    self.rawValue = rawValue
  }

  /// `isHidden` is true.
  public static let hidden = Ineligibility(rawValue: 1 << 0)
  /// `alpha` is below the minimum (0.01 by default; 0.01 itself is hittable, per Apple's text).
  public static let transparent = Ineligibility(rawValue: 1 << 1)
  /// `isUserInteractionEnabled` is false.
  public static let userInteractionDisabled = Ineligibility(rawValue: 1 << 2)
  /// A `UIControl` with `isEnabled` false: UIControl's `hitTest` returns nil.
  public static let disabledControl = Ineligibility(rawValue: 1 << 3)
  /// The transform cannot be inverted (a scale of 0), so no point maps into the view.
  public static let singularTransform = Ineligibility(rawValue: 1 << 4)
  /// The view is being animated without `.allowUserInteraction`: UIKit turns user interaction
  /// off for the views an animation block animates until it completes.
  public static let animating = Ineligibility(rawValue: 1 << 5)
}
