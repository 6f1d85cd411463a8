import SimGeometry

/// A `UIContextMenuInteraction` on a view: the menu's actions (each a `UIAction`'s title and
/// what its handler does), the preview's size, and what the app's delegate does at each of the
/// interaction's moments. The views UIKit makes for the open menu are named from the view's
/// name (``ContextMenu/viewName(_:_:)``).
public struct ContextMenu: Hashable, Sendable {
  /// A `UIAction`: its title and its handler's actions.
  public struct Item: Hashable, Sendable {
    public var title: String
    public var actions: [Action]

    public init(title: String, actions: [Action]) {
      self.title = title
      self.actions = actions
    }
  }

  public var items: [Item]
  /// The preview's size (a preview provider's `preferredContentSize`), centred on the view;
  /// nil: the view itself is the preview, at its own frame.
  public var previewSize: Size?
  /// `contextMenuInteraction(_:willDisplayMenuFor:animator:)`.
  public var willDisplay: [Action] = []
  /// `contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)`: the preview
  /// was tapped.
  public var willPerformPreviewAction: [Action] = []
  /// `contextMenuInteraction(_:willEndFor:animator:)`.
  public var willEnd: [Action] = []

  public init(items: [Item], previewSize: Size? = nil) {
    self.items = items
    self.previewSize = previewSize
  }

  /// The name of a view the open menu is made of: `<view>.contextMenu` (the container above
  /// the app), `<view>.contextMenu.background` (the blur that swallows taps and dismisses),
  /// `<view>.contextMenu.preview`, `<view>.contextMenu.menu`, and one
  /// `<view>.contextMenu.action.<title>` per action.
  public static func viewName(_ view: String, _ part: String?) -> String {
    part.map { "\(view).contextMenu.\($0)" } ?? "\(view).contextMenu"
  }

  /// The part name of the action titled `title`.
  public static func actionPart(_ title: String) -> String { "action.\(title)" }

  /// The part name of the interaction's failure relationship recognizer,
  /// `<view>.contextMenu.clickPresentationFailure` (UIKit's
  /// `com.apple.UIKit.clickPresentationFailure`, added to the view by
  /// `-[_UIClickPresentationInteraction didMoveToView:]`): every long press on the press's
  /// touch waits for it to fail.
  public static let failureRelationshipPart = "clickPresentationFailure"
}

/// UIKit's numbers for the long press that opens a context menu on a phone, from the iOS 18.2
/// decompilation (docs/uikit-notes/context-menus.md).
public enum ContextMenuTiming {
  /// `_UILongPressClickInteractionDriver -clickDownDuration` with the default Haptic Touch
  /// setting on a phone (`LongPressClickInteractionDriverClickDownDuration`, 0.4 s): the menu
  /// opens at the first display-link frame whose touch duration reaches it.
  public static let clickDownDuration = Interval(nanoseconds: 400_000_000)
  /// `_UITouchDurationObservingGestureRecognizer -initWithTarget:action:`'s
  /// `minimumDurationRequired` (0.15 s): the driver's recognizer begins then.
  public static let minimumDurationRequired = Interval(nanoseconds: 150_000_000)
  /// `_UIClickPresentationAllowableMovementForDriver(driver, NO)`: 10 pt, compared on each axis
  /// separately (`-touchesMoved:withEvent:` fails when |dx| or |dy| is greater).
  public static let allowableMovement = 10.0
}
