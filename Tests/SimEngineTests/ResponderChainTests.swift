import SimEngine
import SimGeometry
import Testing

/// `UIResponder.next` from a view up: superviews, view controllers of root views, the window,
/// the application and, when it is a responder, the app delegate.
@Suite("Responder chain")
struct ResponderChainTests {
  /// window ⊃ root (Main's view) ⊃ container ⊃ card ⊃ button.
  func tree(containerController: String? = nil) -> ViewTree {
    var tree = ViewTree.window()
    tree.add(view("root", .uiView, rect(0, 0, 390, 844)) { $0.viewController = "Main" })
    tree.add(
      view("container", .uiView, rect(0, 100, 390, 400)) {
        $0.viewController = containerController
      }, in: "root")
    tree.add(view("card", .uiView, rect(20, 20, 350, 200)), in: "container")
    tree.add(view("button", .uiButton, rect(10, 10, 100, 44)), in: "card")
    return tree
  }

  /// The chain as "view:name", "vc:name", "application" and "delegate:name".
  func chain(_ tree: ViewTree, from name: String, appDelegate: String? = nil) -> [String] {
    tree.responderChain(from: tree.id(name), appDelegate: appDelegate).map(Self.describe(in: tree))
  }

  static func describe(in tree: ViewTree) -> (Responder) -> String {
    { responder in
      switch responder {
      case .view(let id): "view:\(tree.name(of: id))"
      case .viewController(let name): "vc:\(name)"
      case .application: "application"
      case .appDelegate(let name): "delegate:\(name)"
      }
    }
  }

  @Test(
    "A view's chain runs through its superviews, the root's view controller, the window and the application"
  )
  func fullChain() {
    #expect(
      chain(tree(), from: "button") == [
        "view:button", "view:card", "view:container", "view:root", "vc:Main", "view:window",
        "application",
      ])
  }

  @Test("A view controller's root view in the middle of the tree puts the controller after it")
  func controllerInTheMiddle() {
    #expect(
      chain(tree(containerController: "Child"), from: "card") == [
        "view:card", "view:container", "vc:Child", "view:root", "vc:Main", "view:window",
        "application",
      ])
  }

  @Test("A root view's chain starts with the view, then its controller")
  func fromARootView() {
    #expect(chain(tree(), from: "root") == ["view:root", "vc:Main", "view:window", "application"])
  }

  @Test("The window's chain is the window and the application")
  func fromTheWindow() {
    let tree = tree()
    #expect(chain(tree, from: ViewTree.windowName) == ["view:window", "application"])
  }

  @Test("An app delegate that is a responder ends the chain after the application")
  func appDelegateEndsTheChain() {
    #expect(
      chain(tree(), from: "card", appDelegate: "AppDelegate").suffix(2) == [
        "application", "delegate:AppDelegate",
      ])
  }

  @Test("A simulation's appDelegate parameter is appended to its chains")
  func simulationAppDelegate() {
    var parameters = UIKitParameters()
    parameters.appDelegate = "AppDelegate"
    let sim = Simulation(
      parameters: parameters, [(view("panel", .uiView, rect(0, 0, 100, 100)), nil)])
    #expect(
      sim.responderChain(from: sim.id("panel")).map(Self.describe(in: sim.tree)) == [
        "view:panel", "view:window", "application", "delegate:AppDelegate",
      ])
  }

  @Test("Without an app delegate parameter, a simulation's chain ends at the application")
  func simulationWithoutAppDelegate() {
    let sim = Simulation([(view("panel", .uiView, rect(0, 0, 100, 100)), nil)])
    #expect(sim.responderChain(from: sim.id("panel")).last == .application)
  }

  @Test("A detached view's chain ends at its top-most ancestor, without window or application")
  func detachedView() {
    var tree = ViewTree.window()
    let loose = tree.createView(view("loose", .uiView, rect(0, 0, 100, 100)))
    tree.addView(view("inner", .uiView, rect(0, 0, 10, 10)), to: loose)
    #expect(chain(tree, from: "inner", appDelegate: "AppDelegate") == ["view:inner", "view:loose"])
  }

  @Test("A subtree removed from the window has a chain that stops at the removed view")
  func removedSubtree() {
    var tree = tree()
    tree.removeFromSuperview(tree.id("card"))
    #expect(chain(tree, from: "button") == ["view:button", "view:card"])
  }

  @Test("A detached controller's root view ends its chain with the controller")
  func detachedControllerView() {
    var tree = tree()
    tree.removeFromSuperview(tree.id("root"))
    #expect(chain(tree, from: "card") == ["view:card", "view:container", "view:root", "vc:Main"])
  }

  @Test("Responders are named by view name, controller name, 'application' or the delegate's name")
  func responderNames() {
    let tree = tree()
    #expect(tree.name(of: Responder.view(tree.id("card"))) == "card")
    #expect(tree.name(of: Responder.viewController("Main")) == "Main")
    #expect(tree.name(of: Responder.application) == "application")
    #expect(tree.name(of: Responder.appDelegate("AppDelegate")) == "AppDelegate")
  }
}
