/// A view's class: the UIKit class it is or inherits from, which decides its defaults and
/// whether it tracks touches as a `UIControl`.
///
/// Any name is allowed (a scenario can say `PassThroughOverlayView`); ``kind`` says which UIKit
/// behaviour it inherits.
public struct ViewClass: Hashable, Sendable, CustomStringConvertible {
  /// What the engine models for a class.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A plain `UIView`: hit-testable, forwards touches up the responder chain.
    case view
    /// A `UIControl`: tracks its touch and sends control events.
    case control
    /// A `UIButton`: a control that also sends `primaryActionTriggered` right after
    /// `touchUpInside` (UIButton's `_controlEventsForActionTriggered` is touchUpInside).
    case button
    /// A `UIScrollView`: its `contentOffset` is its bounds origin.
    case scrollView
  }

  /// The class name as written, e.g. `UIButton` or `MyCardView`.
  public var name: String
  public var kind: Kind
  /// The initial `isUserInteractionEnabled`: false for `UILabel` and `UIImageView`, as UIKit's
  /// initializers set it.
  public var userInteractionEnabledByDefault: Bool {
    get { traits & Self.interactiveTrait != 0 }
    set { set(Self.interactiveTrait, newValue) }
  }

  /// Whether the control's own single-finger single tap wins over a tap recognizer on a
  /// superview: true for UIButton, UISwitch, UIStepper, UISegmentedControl and UIPageControl
  /// (Apple, "Attaching gesture recognizers to UIKit controls").
  public var winsSingleTaps: Bool {
    get { traits & Self.singleTapTrait != 0 }
    set { set(Self.singleTapTrait, newValue) }
  }
  /// A table or collection view's cell, or the table or collection view itself: a touch that a
  /// cell's views pass up the responder chain highlights and selects the cell.
  public var cellRole: CellRole?
  /// The value the control keeps (`UISlider`'s), which its tracking sets: nil for controls
  /// that only send touch events.
  public var valueKind: ValueKind?
  /// `UITextField`, `UITextView`: a text input, which a tap makes first responder (raising the
  /// keyboard, when the scenario has one).
  public var editsText: Bool {
    get { traits & Self.textTrait != 0 }
    set { set(Self.textTrait, newValue) }
  }

  /// The true-or-false traits above, one bit each: a class is stored in every view template
  /// entry, whose size a test holds (a byte per flag grew it past 88 bytes).
  private var traits: UInt8 = 0
  private static let interactiveTrait: UInt8 = 1
  private static let singleTapTrait: UInt8 = 2
  private static let textTrait: UInt8 = 4

  private mutating func set(_ trait: UInt8, _ on: Bool) {
    traits = on ? traits | trait : traits & ~trait
  }

  public enum ValueKind: String, Hashable, Sendable {
    /// `UISlider`: a value in a range, set by dragging the thumb.
    case slider
    /// `UISegmentedControl`: the selected segment, chosen as a touch lifts.
    case segments
    /// `UIStepper`: a value stepped by its plus and minus sides, repeating while held.
    case stepper
    /// `UISwitch`: on or off, toggled by its visual element's long press and pan.
    case toggle
  }

  public enum CellRole: String, Hashable, Sendable {
    /// `UITableViewCell`, `UICollectionViewCell`.
    case cell
    /// `UITableView`, `UICollectionView`: highlights and selects its cells.
    case list
  }

  public init(
    name: String, kind: Kind, userInteractionEnabledByDefault: Bool = true,
    winsSingleTaps: Bool = false, cellRole: CellRole? = nil, valueKind: ValueKind? = nil
  ) {
    self.name = name
    self.kind = kind
    self.cellRole = cellRole
    self.valueKind = valueKind
    self.userInteractionEnabledByDefault = userInteractionEnabledByDefault
    self.winsSingleTaps = winsSingleTaps
  }

  public var description: String { name }

  public var isControl: Bool { kind == .control || kind == .button }
  public var isScrollView: Bool { kind == .scrollView }

  public static let uiView = ViewClass(name: "UIView", kind: .view)
  public static let uiWindow = ViewClass(name: "UIWindow", kind: .view)
  public static let uiControl = ViewClass(name: "UIControl", kind: .control)
  public static let uiButton = ViewClass(name: "UIButton", kind: .button, winsSingleTaps: true)
  public static let uiLabel = ViewClass(
    name: "UILabel", kind: .view, userInteractionEnabledByDefault: false)
  public static let uiImageView = ViewClass(
    name: "UIImageView", kind: .view, userInteractionEnabledByDefault: false)
  public static let uiScrollView = ViewClass(name: "UIScrollView", kind: .scrollView)

  /// The UIKit classes whose behaviour the engine knows, by name. Sorted by name, so
  /// suggestions for a misspelt class are deterministic.
  public static let known: [ViewClass] = [
    ViewClass(name: "UIActivityIndicatorView", kind: .view),
    .uiButton,
    ViewClass(name: "UICollectionView", kind: .scrollView, cellRole: .list),
    ViewClass(name: "UICollectionViewCell", kind: .view, cellRole: .cell),
    .uiControl,
    ViewClass(name: "UIDatePicker", kind: .control),
    .uiImageView,
    .uiLabel,
    ViewClass(name: "UIPageControl", kind: .control, winsSingleTaps: true),
    ViewClass(name: "UIProgressView", kind: .view),
    .uiScrollView,
    ViewClass(
      name: "UISegmentedControl", kind: .control, winsSingleTaps: true, valueKind: .segments),
    ViewClass(name: "UISlider", kind: .control, valueKind: .slider),
    ViewClass(name: "UIStackView", kind: .view),
    ViewClass(name: "UIStepper", kind: .control, winsSingleTaps: true, valueKind: .stepper),
    ViewClass(name: "UISwitch", kind: .control, winsSingleTaps: true, valueKind: .toggle),
    ViewClass(name: "UITableView", kind: .scrollView, cellRole: .list),
    ViewClass(name: "UITableViewCell", kind: .view, cellRole: .cell),
    ViewClass(name: "UITableViewHeaderFooterView", kind: .view),
    ViewClass(name: "UITextField", kind: .control).editingText(),
    ViewClass(name: "UITextView", kind: .scrollView).editingText(),
    .uiView,
    ViewClass(name: "UIVisualEffectView", kind: .view),
  ]

  /// The same class, editing text.
  public func editingText() -> ViewClass {
    var result = self
    result.editsText = true
    return result
  }

  /// The known UIKit class called `name`, if any.
  public static func known(named name: String) -> ViewClass? {
    byName[name]
  }

  private static let byName: [String: ViewClass] = Dictionary(
    known.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}
