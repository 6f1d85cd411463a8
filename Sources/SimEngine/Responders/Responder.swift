/// One link of the responder chain.
public enum Responder: Hashable, Sendable {
  /// A view, the window included.
  case view(ViewID)
  /// A view controller, named in the scenario, whose root view precedes it in the chain.
  case viewController(String)
  case application
  /// The app delegate, when it is a `UIResponder` (Xcode's templates make it one).
  case appDelegate(String)
}

extension ViewTree {
  /// The responder chain from `view` up, following `UIResponder.next`:
  /// a view's next is its view controller when it is that controller's root view, else its
  /// superview; a controller's next is its view's superview (the window, for the root view);
  /// the window's next is the application, and the application's is the app delegate when
  /// there is one that is a responder.
  ///
  /// A view outside the window ends its chain at its top-most superview, whose `next` is nil.
  public func responderChain(from view: ViewID, appDelegate: String? = nil) -> [Responder] {
    var chain: [Responder] = []
    var current: ViewID? = view
    while let id = current {
      chain.append(.view(id))
      if let controller = self[id].viewController { chain.append(.viewController(controller)) }
      current = superview(of: id)
    }
    guard isInWindow(view) else { return chain }
    chain.append(.application)
    if let appDelegate { chain.append(.appDelegate(appDelegate)) }
    return chain
  }

  /// How reports name a responder: the view's name, the controller's, `application`, or the
  /// app delegate's.
  public func name(of responder: Responder) -> String {
    switch responder {
    case .view(let id): name(of: id)
    case .viewController(let name): name
    case .application: "application"
    case .appDelegate(let name): name
    }
  }
}
