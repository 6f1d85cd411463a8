import SimGeometry

/// Something the app does in response to an event: a scenario's `on` handlers are lists of these.
///
/// Views are named, not referenced by ID, because an action may name a view that only an
/// earlier `add` creates.
public indirect enum Action: Hashable, Sendable {
  /// A named callback, like the seeds' `print` statements; reports count them.
  case log(String)
  /// Changes properties of a view.
  case set(view: String, ViewChange)
  /// `removeFromSuperview()`.
  case remove(view: String)
  /// Creates the template's views and adds them as the front-most subview of `parent`. Run again,
  /// it adds the same (already created) view again, which `addSubview` turns into a move to the
  /// front.
  case add(parent: String, ViewTemplate)
  /// Animates a view's properties to new values.
  case animate(ViewAnimation)
  /// Presents the presentation of that name.
  case present(String)
  /// Dismisses the presentation of that name (programmatically: a modal sheet too).
  case dismiss(String)
  /// Begins dismissing an `animated` presentation interactively: its animator waits, paused,
  /// for ``presentationInteraction(_:_:)``.
  case dismissInteractively(String)
  /// The app's interaction controller on a presentation's interactive dismissal.
  case presentationInteraction(String, InteractionCommand)
  /// `setContentOffset(_:animated:)` on a scroll view.
  case setContentOffset(view: String, Point, animated: Bool)
  /// `scrollRectToVisible(_:animated:)` on a scroll view; the rectangle in content coordinates.
  case scrollRectToVisible(view: String, Rect, animated: Bool)
  /// `setZoomScale(_:animated:)` on a zooming scroll view: about the centre of its bounds.
  case setZoomScale(view: String, Double, animated: Bool)
  /// `zoom(to:animated:)`: the rectangle, in the zoomed view's coordinates, fills the view.
  case zoomTo(view: String, Rect, animated: Bool)
  /// `scrollToRow(at:at:animated:)` on a table from a data source (`Lists/`).
  case scrollToRow(view: String, ListIndexPath, ListScrollPosition, animated: Bool)
  /// `setOn(_:animated:)` on a `UISwitch`: it takes the value without sending `valueChanged`.
  /// The thumb's spring (`_switchKnobPositionSpringAnimationFromValue:toValue:`) is not drawn:
  /// the switch is one view here.
  case setOn(view: String, Bool, animated: Bool)
  /// `endRefreshing()` on the scroll view's `refreshControl`: the inset goes and the offset
  /// animates back (docs/semantics.md, "Pull to refresh").
  case endRefreshing(view: String)
  /// `setViewControllers([page], direction:, animated:, completion:)` on the page view
  /// controller whose view is the scroll view `view` (docs/semantics.md, "Page view
  /// controllers"): not animated, `completion` runs when the pages were replaced; animated,
  /// when the queued scroll finishes or is cleaned up.
  case setPageViewControllers(
    view: String, page: String, direction: PageDirection, animated: Bool, completion: [Action])
  /// `beginRefreshing()`: the control enters refreshing without `valueChanged` and adds its
  /// inset; the offset stays (docs/semantics.md, "Pull to refresh: beginRefreshing").
  case beginRefreshing(view: String)
  /// Runs `then` when the condition holds now, else `otherwise` (the app's `if` on release);
  /// the journal keeps the values it decided on.
  case choose(Decision)
  /// Drives the named `UIViewPropertyAnimator`.
  case animator(String, AnimatorCommand)
  /// Pushes onto or pops from the named navigation controller.
  case navigation(String, NavigationCommand)
  /// UIKit's own machinery answering a built-in recognizer or animation (the seam into its
  /// private scrolling, presentation and navigation code; neither a scenario nor an app can
  /// make one).
  case system(SystemEvent)
  /// Keeps the expression's value now under a name (`$name` reads it), as an app keeps the
  /// fraction an animator was paused at in a property.
  case keep(String, Expression)
  /// `Timer.scheduledTimer(withTimeInterval:repeats:)` (or added in `.common`).
  case timer(TimerSettings)
  /// `CADisplayLink(target:selector:)` added to the main run loop.
  case displayLink(DisplayLinkSettings)
  /// `invalidate()` on the timer or display link of that name.
  case invalidate(String)
  /// `becomeFirstResponder`, `resignFirstResponder` or `endEditing`: the keyboard room's calls.
  case keyboard(KeyboardCommand)
}

/// The app's calls that move the keyboard.
public enum KeyboardCommand: Hashable, Sendable {
  /// `becomeFirstResponder()` on the named text field or text view.
  case becomeFirstResponder(String)
  /// `resignFirstResponder()` on the named view (nothing unless it is first responder).
  case resignFirstResponder(String)
  /// `view.endEditing(true)`: whichever text input is first responder resigns.
  case endEditing
}

/// An `if` action.
public struct Decision: Hashable, Sendable {
  public var condition: Expression
  public var then: [Action]
  public var otherwise: [Action]

  public init(condition: Expression, then: [Action], otherwise: [Action] = []) {
    self.condition = condition
    self.then = then
    self.otherwise = otherwise
  }
}

/// A control's actions for each control event, in the order they were declared.
public struct ControlHandlers: Hashable, Sendable {
  public private(set) var handlers: [(event: ControlEvent, actions: [Action])]

  public init() {
    handlers = []
  }

  public var isEmpty: Bool { handlers.isEmpty }

  public mutating func on(_ event: ControlEvent, perform actions: [Action]) {
    handlers.append((event, actions))
  }

  /// The actions for `event`, in declaration order.
  public func actions(for event: ControlEvent) -> [Action] {
    handlers.filter { $0.event == event }.flatMap(\.actions)
  }

  public static func == (lhs: ControlHandlers, rhs: ControlHandlers) -> Bool {
    lhs.handlers.elementsEqual(rhs.handlers) { $0.event == $1.event && $0.actions == $1.actions }
  }

  public func hash(into hasher: inout Hasher) {
    for (event, actions) in handlers {
      hasher.combine(event)
      hasher.combine(actions)
    }
  }
}
