/// UIKit's own machinery answering its built-in recognizers and animations: a scroll view's pan
/// reaching the scrolling code, a sheet's grabber or dimming view reaching the presentation
/// controller, a navigation controller's pop gesture and transition ends. The engine's built-in
/// recognizers and animations carry these as their actions, so they take part in the arena and
/// in completions like any the app adds; the app can't make one (no public initialiser), as an
/// app can't call UIKit's private methods.
public struct SystemEvent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case scroll(ScrollEvent)
    case presentation(PresentationEvent)
    case navigation(NavigationEvent)
    case zoom(ZoomEvent)
    case contextMenu(ContextMenuEvent)
    case switchControl(SwitchEvent)
    indirect case swipe(SwipeEvent)
    /// The keyboard's move numbered so ran to its end.
    case keyboardMoveEnded(Int)
  }

  let kind: Kind

  static func scroll(_ event: ScrollEvent) -> SystemEvent { SystemEvent(kind: .scroll(event)) }

  static func presentation(_ event: PresentationEvent) -> SystemEvent {
    SystemEvent(kind: .presentation(event))
  }

  static func zoom(_ event: ZoomEvent) -> SystemEvent { SystemEvent(kind: .zoom(event)) }

  static func navigation(_ event: NavigationEvent) -> SystemEvent {
    SystemEvent(kind: .navigation(event))
  }

  static func contextMenu(_ event: ContextMenuEvent) -> SystemEvent {
    SystemEvent(kind: .contextMenu(event))
  }

  static func switchControl(_ event: SwitchEvent) -> SystemEvent {
    SystemEvent(kind: .switchControl(event))
  }

  static func swipe(_ event: SwipeEvent) -> SystemEvent { SystemEvent(kind: .swipe(event)) }

  static func keyboardMoveEnded(_ number: Int) -> SystemEvent {
    SystemEvent(kind: .keyboardMoveEnded(number))
  }
}
