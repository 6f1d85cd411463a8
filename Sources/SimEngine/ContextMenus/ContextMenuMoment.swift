/// What happened to a context menu, as the trace shows it: the interaction's delegate moments
/// and the decisions around them.
public enum ContextMenuMoment: Hashable, Sendable {
  /// Touch `number` came down alone on the view or a subview: the press is timed from now.
  case pressStarted(touch: Int)
  /// The press stopped before the menu opened: why.
  case pressFailed(String)
  /// `willDisplayMenuFor`: the menu opens.
  case willDisplay
  /// The finger dragged onto an action (or off every action: nil) while still down.
  case highlighted(String?)
  /// `willPerformPreviewActionForMenuWith`: the preview was tapped.
  case willPerformPreviewAction
  /// An action was chosen: its handler runs once the menu is gone.
  case selected(String)
  /// `willEndFor`: the menu dismisses; why.
  case willEnd(String)
  /// The preview pan began (`-platterPanInteractionBegan:allowSwipeToDismiss:`, which asks
  /// `contextMenuPresentationShouldAllowSwipeToDismissForBeginningPanInteraction:`).
  case panBegan
  /// The preview pan ended (`-platterPanInteractionEnded:`): what the release decided, and why.
  case panEnded(String)

  /// Every moment's name, as the trace and expectations spell it.
  public static let names = [
    "pressStarted", "pressFailed", "willDisplayMenu", "highlighted", "willPerformPreviewAction",
    "selected", "willEnd", "panBegan", "panEnded",
  ]

  /// Its name: the delegate method's for the delegate moments.
  public var name: String {
    switch self {
    case .pressStarted: "pressStarted"
    case .pressFailed: "pressFailed"
    case .willDisplay: "willDisplayMenu"
    case .highlighted: "highlighted"
    case .willPerformPreviewAction: "willPerformPreviewAction"
    case .selected: "selected"
    case .willEnd: "willEnd"
    case .panBegan: "panBegan"
    case .panEnded: "panEnded"
    }
  }
}

/// UIKit's context-menu machinery reaching the ``ContextMenuController``: the taps on the open
/// menu's views, which its built-in recognizers carry as ``SystemEvent``s.
enum ContextMenuEvent: Hashable, Sendable {
  /// The blur behind the menu was tapped.
  case backgroundTapped(ViewID)
  /// The preview was tapped.
  case previewTapped(ViewID)
  /// The action at `index` was tapped.
  case actionTapped(ViewID, index: Int)
  /// The lift view's lowering animation stopped.
  case liftLowered(ViewID)
  /// The dismissal spring of the menu of the view stopped.
  case dismissed(ViewID)
  /// The preview pan (`com.apple.UIKit.PreviewPlatterPan` on the container) of the menu of the
  /// view changed state; the coordinator hands its translation and location to
  /// ``ContextMenuController/platterPan(_:state:translation:location:previewCenterY:time:)``.
  case platterPan(ViewID, GestureState)
}
