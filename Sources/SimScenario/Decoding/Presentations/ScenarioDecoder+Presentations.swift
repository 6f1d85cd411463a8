import SimEngine
import SimGeometry

/// `presentations`: sheets, seed 001's custom bottom presentation, seed 003's popup wrapper.
extension ScenarioDecoder {
  mutating func decodePresentations(_ node: Node, screen: Screen) -> [Presentation] {
    guard
      var fields = reader.object(
        node, "presentations", expected: "an object of presentations by name")
    else { return [] }
    var result: [Presentation] = []
    for member in reader.eachMember(of: &fields) {
      let path = "presentations." + member.key
      if let presentation = decodePresentation(member.key, member.value, path: path, screen: screen)
      {
        result.append(presentation)
      }
    }
    return result
  }

  private mutating func decodePresentation(
    _ name: String, _ node: Node, path: String, screen: Screen
  )
    -> Presentation?
  {
    guard var fields = reader.object(node, path, expected: "a presentation object") else {
      return nil
    }
    if let comment = fields.take("comment") { _ = reader.string(comment, fields.path("comment")) }
    let styleNode = reader.require(
      "style", in: &fields, what: Suggestions.list(PresentationKind.choices.names))
    let contentNode = reader.require("content", in: &fields, what: "the presented view")
    guard let styleNode,
      let kind = reader.choice(
        styleNode, fields.path("style"), PresentationKind.choices, as: PresentationKind.self)
    else { return nil }
    func part(_ suffix: String) -> String { Presentation.viewName(name, suffix) }
    let style: Presentation.Style
    switch kind {
    case .sheet:
      let sheet = decodeSheet(&fields, name: name)
      style = .sheet(sheet)
      for suffix in ["container", "dimming", "sheet"] {
        declare(part(suffix), at: styleNode, class: .uiView, path: fields.path("style"))
      }
      if sheet.grabber {
        declare(part("grabber"), at: styleNode, class: .uiView, path: fields.path("style"))
      }
      declareGesture(
        part("pan"), at: styleNode, kind: .pan(PanSettings()), path: fields.path("style"))
      declareGesture(
        part("dimmingTap"), at: styleNode, kind: .tap(TapSettings()), path: fields.path("style"))
      reader.finish(fields, kind.keys)
    case .custom:
      let custom = decodeCustom(&fields)
      style = .custom(custom)
      declare(part("container"), at: styleNode, class: .uiView, path: fields.path("style"))
      declare(
        part("backdrop"), at: styleNode, class: .known(named: "UIVisualEffectView")!,
        path: fields.path("style"))
      declare(part("presented"), at: styleNode, class: .uiView, path: fields.path("style"))
      if custom.tapBackdropToDismiss {
        declareGesture(
          part("backdropTap"), at: styleNode, kind: .tap(TapSettings()), path: fields.path("style"))
      }
      reader.finish(fields, kind.keys)
    case .animated:
      let presentNode = reader.require("present", in: &fields, what: "the present animator")
      let dismissNode = reader.require("dismiss", in: &fields, what: "the dismiss animator")
      let present = presentNode.flatMap { decodeCustomTransition($0, path: fields.path("present")) }
      let dismiss = dismissNode.flatMap { decodeCustomTransition($0, path: fields.path("dismiss")) }
      reader.finish(fields, kind.keys)
      guard let present, let dismiss else { return nil }
      style = .animated(AnimatedStyle(present: present, dismiss: dismiss))
      declare(part("container"), at: styleNode, class: .uiView, path: fields.path("style"))
      animatorNames.create(part("transition"))
    case .popup:
      style = .popup(decodePopup(&fields, screen: screen))
      declare(part("backdrop"), at: styleNode, class: .uiButton, path: fields.path("style"))
      reader.finish(fields, kind.keys)
      if let contentNode,
        !reader.document.members(contentNode).contains(where: { $0.key == "frame" })
      {
        reader.error(
          contentNode, fields.path("content"),
          "a popup's content needs a 'frame' (the popup view's place on screen)")
      }
    }
    guard let contentNode,
      var content = decodeSubtree(
        contentNode, path: paths.root(fields.path("content")), screen: screen)
    else { return nil }
    if let defaultContentFrame = style.defaultContentFrame(on: screen),
      !reader.document.members(contentNode).contains(where: { $0.key == "frame" })
    {
      content.entries[0].properties.frame = defaultContentFrame
    }
    // Only a sheet has detents to name.
    var detents: [String]?
    if case .sheet(let sheet) = style { detents = sheet.detents.map(\.id) }
    presentationNames.declare(name, at: styleNode, members: detents)
    return Presentation(name: name, style: style, content: content)
  }

  private mutating func decodeCustom(_ fields: inout Fields) -> CustomStyle {
    var custom = CustomStyle()
    if let n = fields.take("heightRatio"),
      let v = reader.number(n, fields.path("heightRatio"), in: 0.01...1, what: "heightRatio")
    {
      custom.heightRatio = v
    }
    if let n = fields.take("tapBackdropToDismiss"),
      let v = reader.bool(n, fields.path("tapBackdropToDismiss"))
    {
      custom.tapBackdropToDismiss = v
    }
    if let n = fields.take("present"),
      let motion = decodeMotion(n, path: fields.path("present"), extra: []).motion
    {
      custom.present = motion
    }
    if let n = fields.take("dismiss"),
      let motion = decodeMotion(n, path: fields.path("dismiss"), extra: []).motion
    {
      custom.dismiss = motion
    }
    return custom
  }

  private mutating func decodePopup(_ fields: inout Fields, screen: Screen) -> PopupStyle {
    var popup = PopupStyle()
    if let n = fields.take("backgroundAlpha") {
      popup.backgroundAlpha = reader.number(
        n, fields.path("backgroundAlpha"), in: 0...1, what: "backgroundAlpha")
    }
    if let n = fields.take("show") {
      let decoded = decodeMotion(n, path: fields.path("show"), extra: ["from"])
      popup.show = decoded.motion
      popup.showFrom = decoded.change ?? ViewChange()
    }
    if let n = fields.take("hide") {
      let decoded = decodeMotion(n, path: fields.path("hide"), extra: ["to"])
      popup.hide = decoded.motion
      popup.hideTo = decoded.change ?? ViewChange()
    }
    if let n = fields.take("onHide") {
      popup.onHide = decodeActions(n, path: fields.path("onHide"), screen: screen, addNesting: 0)
    }
    return popup
  }

  /// `{"duration", "curve" | "spring"}`, with `from` or `to` properties for popups.
  private mutating func decodeMotion(_ node: Node, path: String, extra: [String])
    -> (motion: Motion?, change: ViewChange?)
  {
    guard
      var fields = reader.object(
        node, path, expected: "an object with 'duration' and a 'curve' or 'spring'")
    else { return (nil, nil) }
    var change: ViewChange?
    for key in extra {
      guard let n = fields.take(key) else { continue }
      guard var properties = reader.object(n, fields.path(key)) else { continue }
      change = decodeChange(
        &properties, path: fields.path(key), target: .declared(.uiView, "content"))
      reader.finish(properties, known: Self.animatableKeys, context: "'\(key)'")
    }
    let timing = decodeTiming(&fields)
    reader.finish(fields, known: ["duration", "curve", "spring"] + extra, context: "an animation")
    return (timing.map { Motion(duration: $0.duration, timing: $0.timing) }, change)
  }
}
