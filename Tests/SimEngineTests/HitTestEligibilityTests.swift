import SimEngine
import SimGeometry
import Testing

/// The skip conditions of `hitTest(_:with:)`: hidden, user interaction off, alpha below 0.01,
/// a disabled control. Each removes the view and its whole subtree.
@Suite("Hit testing: which views are eligible")
struct HitTestEligibilityTests {
  enum Switch: String, CaseIterable, CustomTestStringConvertible {
    case hidden, transparent, interactionDisabled

    func apply(to view: inout ViewProperties) {
      switch self {
      case .hidden: view.isHidden = true
      case .transparent: view.alpha = 0
      case .interactionDisabled: view.isUserInteractionEnabled = false
      }
    }

    var testDescription: String { rawValue }
  }

  /// A card with a button, in front of a full-screen background.
  func card(_ configure: (inout ViewProperties) -> Void = { _ in }) -> ViewTree {
    var tree = ViewTree.window()
    tree.add(view("background", .uiView, rect(0, 0, 390, 844)))
    tree.add(view("card", .uiView, rect(50, 100, 300, 200), configure))
    tree.add(view("button", .uiButton, rect(20, 20, 100, 44)), in: "card")
    return tree
  }

  @Test("A button on an ordinary card is hit")
  func baseline() {
    #expect(card().hit(100, 140) == "button")
    #expect(card().hit(300, 250) == "card")
  }

  @Test(
    "Switching a parent off removes its whole subtree: the touch falls to the view behind",
    arguments: Switch.allCases)
  func parentSwitchRemovesSubtree(state: Switch) {
    let tree = card { state.apply(to: &$0) }
    #expect(tree.hit(100, 140) == "background")
    #expect(tree.hit(300, 250) == "background")
  }

  @Test(
    "Switching only the child off leaves the parent hittable under it", arguments: Switch.allCases)
  func childSwitchFallsToParent(state: Switch) {
    var tree = card()
    tree.update("button") { state.apply(to: &$0) }
    #expect(tree.hit(100, 140) == "card")
  }

  @Test(
    "Alpha exactly 0.01 is hittable and anything below it is not",
    arguments: [
      (0.01, "button"), (0.0099999, "card"), (0.010001, "button"), (0, "card"), (1, "button"),
    ])
  func alphaThreshold(alpha: Double, expected: String) {
    var tree = card()
    tree.update("button") { $0.alpha = alpha }
    #expect(tree.hit(100, 140) == expected)
  }

  @Test(
    "The minimum alpha parameter moves the threshold",
    arguments: [
      (0.02, 0.01, "card"), (0.02, 0.02, "button"), (0.001, 0.005, "button"), (0, 0, "button"),
    ])
  func minimumAlphaParameter(minimumAlpha: Double, alpha: Double, expected: String) {
    var tree = ViewTree.window(minimumAlpha: minimumAlpha)
    tree.add(view("card", .uiView, rect(50, 100, 300, 200)))
    tree.add(view("button", .uiButton, rect(20, 20, 100, 44)) { $0.alpha = alpha }, in: "card")
    #expect(tree.minimumAlpha == minimumAlpha)
    #expect(tree.hit(100, 140) == expected)
  }

  @Test("A simulation passes its minimumHitAlpha parameter to its tree")
  func simulationMinimumAlpha() {
    var parameters = UIKitParameters()
    parameters.minimumHitAlpha = 0.5
    var sim = Simulation(
      parameters: parameters,
      [(view("ghost", .uiView, rect(0, 0, 100, 100)) { $0.alpha = 0.4 }, nil)])
    #expect(sim.name(sim.hitTest(Point(50, 50))) == "window")
  }

  @Test("The alpha tested is the view's own, not the product with its ancestors'")
  func alphaIsNotAccumulated() {
    // 0.5 × 0.015 = 0.0075 would be below 0.01, but each view's own alpha is at least 0.01.
    var tree = card { $0.alpha = 0.5 }
    tree.update("button") { $0.alpha = 0.015 }
    #expect(tree.hit(100, 140) == "button")
  }

  @Test("A disabled control is transparent: the hit falls to the view behind it")
  func disabledControlIsTransparent() {
    var tree = ViewTree.window()
    tree.add(view("background", .uiView, rect(0, 0, 390, 844)))
    tree.add(view("send", .uiButton, rect(100, 100, 80, 44)) { $0.isEnabled = false })
    tree.add(view("toggle", .uiControl, rect(200, 100, 80, 44)) { $0.isEnabled = false })
    #expect(tree.hit(120, 120) == "background")
    #expect(tree.hit(220, 120) == "background")
  }

  @Test("An enabled control in the same place is hit")
  func enabledControlIsHit() {
    var tree = ViewTree.window()
    tree.add(view("background", .uiView, rect(0, 0, 390, 844)))
    tree.add(view("send", .uiButton, rect(100, 100, 80, 44)))
    #expect(tree.hit(120, 120) == "send")
  }

  @Test("A disabled control takes its subviews with it")
  func disabledControlSubtree() {
    var tree = ViewTree.window()
    tree.add(view("send", .uiButton, rect(100, 100, 80, 44)) { $0.isEnabled = false })
    tree.add(view("badge", .uiView, rect(0, 0, 20, 20)), in: "send")
    #expect(tree.hit(105, 105) == "window")
  }

  @Test("isEnabled false on a plain view changes nothing")
  func isEnabledIgnoredOnPlainViews() {
    var tree = ViewTree.window()
    tree.add(view("panel", .uiView, rect(0, 0, 100, 100)) { $0.isEnabled = false })
    #expect(tree.hit(50, 50) == "panel")
  }

  @Test(
    "UILabel and UIImageView start with user interaction off; other classes start with it on",
    arguments: [
      (ViewClass.uiLabel, false), (.uiImageView, false), (.uiView, true), (.uiButton, true),
      (.uiControl, true), (.uiScrollView, true),
    ])
  func interactionDefaults(viewClass: ViewClass, enabled: Bool) {
    #expect(ViewProperties(name: "v", class: viewClass).isUserInteractionEnabled == enabled)
  }

  @Test(
    "A touch on a label or image inside a button goes to the button",
    arguments: [ViewClass.uiLabel, .uiImageView])
  func contentInsideButtonGoesToButton(contentClass: ViewClass) {
    var tree = ViewTree.window()
    tree.add(view("button", .uiButton, rect(100, 100, 120, 44)))
    tree.add(view("content", contentClass, rect(10, 10, 100, 24)), in: "button")
    #expect(tree.hit(150, 120) == "button")
  }

  @Test("A label whose user interaction is turned on is hit itself")
  func interactiveLabelIsHit() {
    var tree = ViewTree.window()
    tree.add(view("button", .uiButton, rect(100, 100, 120, 44)))
    tree.add(
      view("title", .uiLabel, rect(10, 10, 100, 24)) { $0.isUserInteractionEnabled = true },
      in: "button")
    #expect(tree.hit(150, 120) == "title")
  }

  @Test("A hidden window hits nothing")
  func hiddenWindow() {
    var tree = ViewTree.window()
    tree.add(view("panel", .uiView, rect(0, 0, 100, 100)))
    tree.update(ViewTree.windowName) { $0.isHidden = true }
    #expect(tree.hit(50, 50) == nil)
  }
}
