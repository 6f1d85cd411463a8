import SimEngine

/// A scroll view's zooming keys: the limits, `bouncesZoom` and the zoomed view.
extension ScenarioDecoder {
  mutating func decodeZooming(
    _ fields: inout Fields, into zoom: inout ZoomSettings, id: String, path: String
  ) {
    if let v = reader.number(ScrollViewKeys.minimumZoomScale, in: &fields) {
      zoom.minimumZoomScale = v
    }
    let maximum = ScrollViewKeys.maximumZoomScale
    if let node = fields.take(maximum.name),
      let v = reader.number(node, spec: maximum, path + "." + maximum.name)
    {
      if v < zoom.minimumZoomScale {
        reader.error(
          node, path + "." + maximum.name,
          "maximumZoomScale (\(v)) is below minimumZoomScale (\(zoom.minimumZoomScale))")
      } else {
        zoom.maximumZoomScale = v
      }
    }
    if zoom.minimumZoomScale > zoom.maximumZoomScale {
      // Only the minimum was given: UIKit's maximum stays 1, so no scale fits both.
      zoom.maximumZoomScale = zoom.minimumZoomScale
    }
    if let v = reader.bool(ScrollViewKeys.bouncesZoom, in: &fields) { zoom.bouncesZoom = v }
    if let v = reader.number(ScrollViewKeys.zoomScale, in: &fields) { zoom.zoomScale = v }
    if let node = fields.take(ScrollViewKeys.viewForZooming.name),
      let name = reader.name(node, path + ".viewForZooming", what: "the id of the zoomed view")
    {
      guard name != id else {
        // UIKit raises: "The view returned from viewForZoomingInScrollView: must be a subview
        // of the scroll view. It can not be the scroll view itself." (-_getDelegateZoomView)
        reader.error(
          node, path + ".viewForZooming",
          "viewForZooming must name a subview of '\(id)', not the scroll view itself")
        return
      }
      viewNames.refer(ViewReference(name: name, node: node, path: path + ".viewForZooming"))
      zoom.zoomView = name
    }
  }
}

/// The zoom actions.
extension ScenarioDecoder {
  /// `{"setZoomScale": {"view": "photos", "scale": 2, "animated": true}}` or
  /// `{"zoomTo": {"view": "photos", "rect": [x, y, w, h], "animated": true}}` (the rectangle in
  /// the zoomed view's coordinates).
  mutating func decodeZoomAction(_ kind: ActionKind, _ node: Node, path: String) -> Action? {
    let key = kind == .setZoomScale ? "scale" : "rect"
    guard var fields = reader.object(node, path, expected: "an object with 'view' and '\(key)'")
    else { return nil }
    defer {
      reader.finish(
        fields, known: ["view", key, "animated"], context: "a '\(kind.rawValue)' action")
    }
    let viewNode = reader.require("view", in: &fields, what: "the id of the scroll view")
    let name = viewNode.flatMap { reader.name($0, path + ".view", what: "a view id") }
    if let name, let viewNode {
      viewNames.refer(
        ViewReference(
          name: name, node: viewNode, path: path + ".view", requirement: .scrollView,
          requirementReason: "'\(kind.rawValue)' applies to scroll views"))
    }
    let valueNode = reader.require(
      key, in: &fields, what: key == "scale" ? "a number" : "[x, y, w, h]")
    var animated = false
    if let n = fields.take("animated") { animated = reader.bool(n, path + ".animated") ?? false }
    guard let name, let valueNode else { return nil }
    if kind == .setZoomScale {
      return reader.number(valueNode, path + ".scale", in: 0.001...1000, what: "a zoom scale").map {
        .setZoomScale(view: name, $0, animated: animated)
      }
    }
    return reader.rect(valueNode, path + ".rect").map {
      .zoomTo(view: name, $0, animated: animated)
    }
  }
}
