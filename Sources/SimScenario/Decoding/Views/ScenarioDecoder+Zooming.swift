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
    return decodeScrollViewCall(
      kind.rawValue, node, path: path, key: key,
      what: key == "scale" ? "a number" : "[x, y, w, h]"
    ) { decoder, name, valueNode, animated in
      if kind == .setZoomScale {
        return decoder.reader.number(
          valueNode, path + ".scale", in: 0.001...1000, what: "a zoom scale"
        ).map { .setZoomScale(view: name, $0, animated: animated) }
      }
      return decoder.reader.rect(valueNode, path + ".rect").map {
        .zoomTo(view: name, $0, animated: animated)
      }
    }
  }
}
