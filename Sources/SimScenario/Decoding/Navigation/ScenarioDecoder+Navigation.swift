import SimEngine
import SimGeometry

/// `navigation`: navigation controllers by name, each with its screens and starting stack.
extension ScenarioDecoder {
  static let popDecisions = ChoiceSet("pop decision", PopDecisionRule.self)

  static let navigationKeys = ObjectKeys(
    "a navigation controller", docs: "Navigation controllers",
    [
      KeySpec("comment", .string),
      KeySpec("screens", .object, default: "required", "the screens by name"),
      KeySpec("stack", .array, default: "required", "the stack at the start, root first"),
      KeySpec("barHidden", .bool, default: "false"),
      KeySpec("popGesture", .bool, default: "true"),
      KeySpec("popGestureWithHiddenBar", .bool, default: "false"),
      KeySpec("popDecision", .choice(popDecisions), default: "projected"),
      KeySpec("duration", .number, default: "0.35", range: 0.01...10),
      KeySpec("curve", .choice(curves), default: "easeInOut"),
      KeySpec("parallax", .number, default: "0.7", range: 0...1),
      KeySpec("dimmingAlpha", .number, default: "0.1", range: 0...1),
      KeySpec("barHeight", .number, default: "44", range: 0...1_000),
      KeySpec("backButtonWidth", .number, default: "80", range: 0...1_000),
      KeySpec("transitions", .object, "the delegate's animators"),
    ])

  /// A delegate's animator: a custom push or pop, an animated presentation's present or dismiss.
  static let transitionKeys = ObjectKeys(
    "a transition", docs: nil,
    [
      KeySpec("duration", .number, default: "required", range: 0.01...10),
      KeySpec("curve", .choice(curves), default: "easeInOut"),
      KeySpec("spring", .object, "UIKit's or Core Animation's, as a property animator's"),
      KeySpec("animations", .array, default: "required", "{\"view\", \"from\", \"to\"} each"),
    ])

  mutating func decodeNavigations(_ node: Node, screen: Screen) -> [Navigation] {
    guard
      var fields = reader.object(
        node, "navigation", expected: "an object of navigation controllers by name")
    else { return [] }
    var result: [Navigation] = []
    for member in reader.eachMember(of: &fields) {
      if let navigation = decodeNavigation(
        member.key, member.value, path: "navigation." + member.key, screen: screen)
      {
        result.append(navigation)
      }
    }
    return result
  }

  private mutating func decodeNavigation(
    _ name: String, _ node: Node, path: String, screen: Screen
  ) -> Navigation? {
    guard var fields = reader.object(node, path, expected: "a navigation controller object")
    else { return nil }
    if let comment = fields.take("comment") { _ = reader.string(comment, fields.path("comment")) }
    let screensNode = reader.require("screens", in: &fields, what: "its screens by name")
    let stackNode = reader.require(
      "stack", in: &fields, what: "the screens on the stack at the start, root first")
    var settings = NavigationSettings()
    decodeNavigationSettings(&fields, into: &settings)
    reader.finish(fields, Self.navigationKeys)
    func part(_ suffix: String) -> String { Navigation.part(name, suffix) }
    declare(name, at: node, class: .uiView, path: path)
    viewNames.declareController(part("controller"), at: node)
    for suffix in ["dimming", "bar"] { declare(part(suffix), at: node, class: .uiView, path: path) }
    declare(part("bar.back"), at: node, class: .uiButton, path: path)
    declare(part("bar.title"), at: node, class: .uiLabel, path: path)
    let probe = Navigation(name: name, screens: [], stack: [], settings: settings)
    declareGesture(
      part("popGesture"), at: node, kind: Navigation.popGesture(of: probe).kind, path: path)
    animatorNames.create(part("transition"))
    var screens: [NavigationScreen] = []
    if let screensNode,
      var screenFields = reader.object(
        screensNode, path + ".screens", expected: "an object of screens by name")
    {
      for member in reader.eachMember(of: &screenFields) {
        if let decoded = decodeNavigationScreen(
          member.key, member.value, path: path + ".screens." + member.key, screen: screen)
        {
          // The screen's view controller is the root view's, unless the view names its own.
          let root = decoded.content.entries[0].properties
          if root.viewController == nil {
            viewNames.declareController(member.key, at: member.value)
          }
          screens.append(decoded)
        }
      }
      if screens.isEmpty && screenFields.members.isEmpty {
        reader.error(screensNode, path + ".screens", "a navigation controller needs a screen")
      }
    }
    var stack: [String] = []
    if let stackNode {
      stack = decodeScreenList(stackNode, path: path + ".stack", navigation: name)
      if stack.isEmpty && reader.document.kind(stackNode) == .array {
        reader.error(stackNode, path + ".stack", "the stack needs at least its root screen")
      }
    }
    navigationNames.declare(name, at: node, members: screens.map(\.name))
    guard !screens.isEmpty, !stack.isEmpty else { return nil }
    return Navigation(name: name, screens: screens, stack: stack, settings: settings)
  }

  private mutating func decodeNavigationScreen(
    _ name: String, _ node: Node, path: String, screen: Screen
  ) -> NavigationScreen? {
    guard var fields = reader.object(node, path, expected: "a screen object with 'view'")
    else { return nil }
    if let comment = fields.take("comment") { _ = reader.string(comment, path + ".comment") }
    var title: String?
    if let n = fields.take("title") { title = reader.string(n, path + ".title") }
    let viewNode = reader.require("view", in: &fields, what: "the screen's view")
    reader.finish(fields, known: ["view", "title", "comment"], context: "a screen")
    guard let viewNode,
      let content = decodeSubtree(
        viewNode, path: paths.root(path + ".view"), isRoot: true, screen: screen)
    else { return nil }
    return NavigationScreen(name: name, title: title, content: content)
  }

  /// An array of screen names of the navigation controller `navigation`, checked at the end.
  mutating func decodeScreenList(_ node: Node, path: String, navigation: String) -> [String] {
    guard reader.document.kind(node) == .array else {
      reader.error(node, path, "expected an array of screen names, got \(reader.describe(node))")
      return []
    }
    var result: [String] = []
    // A set, so a stack thousands deep isn't searched once for each of its screens.
    var seen: Set<String> = []
    for (index, element) in reader.document.elements(node).enumerated() {
      let elementPath = KeyPath.index(path, index)
      guard let screen = reader.name(element, elementPath, what: "a screen name") else { continue }
      if !seen.insert(screen).inserted {
        reader.error(
          element, elementPath,
          "'\(screen)' is on the stack twice (UIKit raises: a view controller can be on a stack once)"
        )
        continue
      }
      navigationNames.referToMember(screen, of: navigation, at: element, path: elementPath)
      result.append(screen)
    }
    return result
  }

  private mutating func decodeNavigationSettings(
    _ fields: inout Fields, into settings: inout NavigationSettings
  ) {
    if let n = fields.take("barHidden"), let v = reader.bool(n, fields.path("barHidden")) {
      settings.isBarHidden = v
    }
    if let n = fields.take("popGesture"), let v = reader.bool(n, fields.path("popGesture")) {
      settings.isPopGestureEnabled = v
    }
    if let n = fields.take("popGestureWithHiddenBar"),
      let v = reader.bool(n, fields.path("popGestureWithHiddenBar"))
    {
      settings.popsWithHiddenBar = v
    }
    if let n = fields.take("popDecision"),
      let rule = reader.choice(
        n, fields.path("popDecision"), Self.popDecisions, as: PopDecisionRule.self)
    {
      settings.popDecision = rule
    }
    if let n = fields.take("duration"),
      let v = reader.number(
        n, fields.path("duration"), in: Self.navigationKeys.range("duration"),
        what: "the transition duration")
    {
      settings.duration = v
    }
    if let n = fields.take("curve"), let curve = decodeCurve(n, path: fields.path("curve")) {
      settings.curve = curve
    }
    if let n = fields.take("parallax"),
      let v = reader.number(
        n, fields.path("parallax"), in: Self.navigationKeys.range("parallax"),
        what: "the parallax factor")
    {
      settings.parallax = v
    }
    if let n = fields.take("dimmingAlpha"),
      let v = reader.number(
        n, fields.path("dimmingAlpha"), in: Self.navigationKeys.range("dimmingAlpha"),
        what: "the dimming alpha")
    {
      settings.dimmingAlpha = v
    }
    if let n = fields.take("barHeight"),
      let v = reader.number(
        n, fields.path("barHeight"), in: Self.navigationKeys.range("barHeight"),
        what: "the bar height")
    {
      settings.barHeight = v
    }
    if let n = fields.take("transitions"),
      var transitions = reader.object(
        n, fields.path("transitions"), expected: "an object with 'push' and/or 'pop'")
    {
      for key in ["push", "pop"] {
        guard let node = transitions.take(key) else { continue }
        let custom = decodeCustomTransition(node, path: transitions.path(key))
        if key == "push" { settings.customPush = custom } else { settings.customPop = custom }
      }
      reader.finish(transitions, known: ["push", "pop"], context: "'transitions'")
    }
    if let n = fields.take("backButtonWidth"),
      let v = reader.number(
        n, fields.path("backButtonWidth"), in: Self.navigationKeys.range("backButtonWidth"),
        what: "the back button width")
    {
      settings.backButtonWidth = v
    }
  }

  /// `{"duration", "curve" | "spring", "animations": [{"view", "from", "to"}]}`: a delegate's
  /// animator (a navigation controller's push or pop, an animated presentation's present or
  /// dismiss).
  mutating func decodeCustomTransition(_ node: Node, path: String) -> CustomTransition? {
    guard
      var fields = reader.object(
        node, path, expected: "a transition with 'duration' and 'animations'")
    else { return nil }
    defer { reader.finish(fields, Self.transitionKeys) }
    let durationNode = reader.require("duration", in: &fields, what: "the transition's duration")
    let duration = durationNode.flatMap {
      reader.number(
        $0, path + ".duration", in: Self.transitionKeys.range("duration"),
        what: "the transition duration")
    }
    let timing = decodeTimingParameters(&fields)
    let animationsNode = reader.require(
      "animations", in: &fields, what: "what the transition animates")
    let decoded = animationsNode.map {
      decodeAnimations($0, path: path + ".animations", allowsFrom: true)
    }
    guard let duration, let timing, let decoded else { return nil }
    return CustomTransition(
      duration: duration, timing: timing, starts: decoded.starts, animations: decoded.animations)
  }
}
