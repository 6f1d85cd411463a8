import SimGeometry

/// Zooming scroll views: the ``ZoomController`` decides what a pinch, `setZoomScale` and
/// `zoom(to:)` do; this reads the facts it needs from the tree and carries its steps out. A
/// zooming scroll view's pinch is an ordinary recognizer in the arena (`<id>.pinch`).
extension Simulation {
  /// What a zoom the app asks for aims at.
  enum ZoomTarget {
    /// `setZoomScale(_:animated:)`: about the centre of the scroll view's bounds.
    case scale(Double)
    /// `zoom(to:animated:)`: a rectangle in the zoomed view's coordinates.
    case rect(Rect)
  }

  /// Gives a scroll view that names a zoomed view its pinch, `<name>.pinch`, recognized
  /// together with its pan (UIKit's scroll view pinch and pan run side by side).
  mutating func addZooming(to view: ViewID, name: String) {
    guard arena.id(named: name + ".pinch") == nil else { return }
    var pinch = GestureRecognizer(name: name + ".pinch", kind: .pinch(PinchSettings()))
    pinch.simultaneousWith = [name + ".pan"]
    for state in [GestureState.began, .changed, .ended, .cancelled] {
      pinch.actions.append((state, [.system(.zoom(.pinched(name, state)))]))
    }
    addGesture(pinch, to: view)
  }

  /// `zoomScale`: the zoomed view's transform's `a` (`-_zoomScaleFromPresentationLayer:`), 1 when
  /// the scroll view zooms nothing; nil for a view that is not a scroll view.
  public func zoomScale(of view: ViewID, presentation: Bool = false) -> Double? {
    guard let settings = scroller.settings(of: view) else { return nil }
    guard let name = settings.zoom.zoomView, let zoomView = tree.view(named: name) else {
      return 1
    }
    return (presentation ? self.presentation(of: zoomView) : tree[zoomView]).transform.a
  }

  mutating func handle(_ event: ZoomEvent) {
    switch event {
    case .pinched(let name, let state):
      guard let view = tree.view(named: name), let pinch = arena.id(named: name + ".pinch"),
        var facts = zoomFacts(view, anchor: arena[pinch].machine.anchorPoint)
      else { return }
      facts.pinchScale = arena[pinch].snapshot.scale ?? 1
      carryOut(zoomer.pinched(view, state: state, facts: facts))
    case .animationEnded(let name):
      guard let view = tree.view(named: name), let scale = zoomScale(of: view) else { return }
      carryOut(zoomer.animationEnded(view, scale: scale))
    }
  }

  mutating func zoom(_ view: ViewID, to target: ZoomTarget, animated: Bool) {
    guard let settings = scroller.settings(of: view), let zoomName = settings.zoom.zoomView,
      let zoomView = tree.view(named: zoomName)
    else {
      record(
        .actionFailed("zoom: '\(tree.name(of: view))' is not a scroll view with a zoomed view"))
      return
    }
    let bounds = tree[view].bounds
    let center = Point(x: bounds.midX, y: bounds.midY)
    let scale: Double
    let anchorInZoomView: Point?
    switch target {
    case .scale(let value):
      scale = value
      anchorInZoomView = tree.convert(
        fromWindow: tree.convert(toWindow: center, from: view), to: zoomView)
    case .rect(let rect):
      // Apple: the rectangle "should be in the coordinate space of the view returned by
      // viewForZooming(in:)"; it is made just visible: the scale that fits it, its centre at the
      // view's centre.
      guard rect.width > 0, rect.height > 0 else {
        record(.actionFailed("zoomTo: the rectangle of '\(tree.name(of: view))' is empty"))
        return
      }
      scale = min(bounds.width / rect.width, bounds.height / rect.height)
      anchorInZoomView = Point(x: rect.midX, y: rect.midY)
    }
    guard let anchorInZoomView,
      var facts = zoomFacts(view, anchor: nil, zoomView: zoomView, settings: settings)
    else {
      record(.actionFailed("zoom: '\(zoomName)' is not a subview of '\(tree.name(of: view))'"))
      return
    }
    facts.place = Point(x: bounds.width / 2, y: bounds.height / 2)
    facts.anchorInZoomView = anchorInZoomView
    carryOut(zoomer.zoom(view, to: scale, animated: animated, facts: facts))
  }

  /// What the zoom controller reads of `view` now; `anchor` (in the window) is where the
  /// fingers are, nil to leave the place for the caller.
  private func zoomFacts(
    _ view: ViewID, anchor: Point?, zoomView: ViewID? = nil, settings: ScrollSettings? = nil
  ) -> ZoomFacts? {
    // UIKit's zoomed view is a subview of the scroll view (`viewForZooming(in:)`); another view
    // is not zoomed.
    guard let settings = settings ?? scroller.settings(of: view),
      let zoomView = zoomView ?? settings.zoom.zoomView.flatMap({ tree.view(named: $0) }),
      tree.superview(of: zoomView) == view
    else { return nil }
    let bounds = tree[view].bounds
    let model = tree[zoomView]
    let scale = model.transform.a
    let size = model.bounds.size
    var facts = ZoomFacts(
      settings: settings, bounds: bounds, zoomView: zoomView,
      zoomOrigin: Point(
        x: model.center.x - size.width * scale / 2, y: model.center.y - size.height * scale / 2),
      zoomSize: size, scale: scale, drawnScale: presentation(of: zoomView).transform.a,
      place: .zero, anchorInZoomView: .zero)
    if let anchor {
      guard let inView = tree.convert(fromWindow: anchor, to: view),
        let inZoomView = tree.convert(fromWindow: anchor, to: zoomView)
      else { return nil }
      facts.place = Point(x: inView.x - bounds.minX, y: inView.y - bounds.minY)
      facts.anchorInZoomView = inZoomView
    }
    return facts
  }

  /// The zoomed view's frame size becomes the content size; when that changes the axes the
  /// scroll view can scroll along, its pan is given them (as `addScrolling` does).
  private mutating func setContentSize(_ size: Size, of view: ViewID) {
    guard var settings = scroller.settings(of: view) else { return }
    let viewSize = tree[view].bounds.size
    let axes = settings.axes(viewSize: viewSize)
    settings.contentSize = size
    if settings.axes(viewSize: viewSize) != axes {
      addScrolling(settings, to: view)
    } else {
      scroller.setContentSize(size, of: view)
    }
  }

  private mutating func carryOut(_ steps: [ZoomStep]) {
    for step in steps {
      switch step {
      case .stopScrolling(let view, let pin):
        carryOut(scroller.stopMotion(of: view, pin: pin, bounds: tree[view].bounds))
      case .layout(let view, let zoomView, let scale, let layout, let offset):
        tree[zoomView].transform = AffineTransform(scaleX: scale, y: scale)
        tree[zoomView].center = layout.center
        setContentSize(layout.contentSize, of: view)
        tree[view].bounds.origin = offset
      case .animate(let view, let zoomView, let scale, let layout, let offset, let duration):
        setContentSize(layout.contentSize, of: view)
        var zoomChange = ViewChange()
        zoomChange.transform = AffineTransform(scaleX: scale, y: scale)
        zoomChange.center = layout.center
        var animation = ViewAnimation(
          view: tree.name(of: zoomView), to: zoomChange, duration: duration,
          completion: [.system(.zoom(.animationEnded(tree.name(of: view))))])
        animation.allowsUserInteraction = true
        start(animation, view: zoomView)
        var offsetChange = ViewChange()
        offsetChange.contentOffset = offset
        var scrolling = ViewAnimation(
          view: tree.name(of: view), to: offsetChange, duration: duration)
        scrolling.allowsUserInteraction = true
        start(scrolling, view: view)
      case .animateOffset(let view, let offset, let duration):
        var change = ViewChange()
        change.contentOffset = offset
        var animation = ViewAnimation(view: tree.name(of: view), to: change, duration: duration)
        animation.allowsUserInteraction = true
        start(animation, view: view)
      case .rebaseDrag(let view, let offset):
        guard let pan = arena.id(named: tree.name(of: view) + ".pan") else { continue }
        scroller.rebaseDrag(
          view, offset: offset, translation: arena[pan].snapshot.translation ?? .zero)
      case .record(let kind):
        // Recorded, and the scroll view delegate's actions run, as for the scroll moments.
        carryOut([ScrollStep.record(kind)])
      }
    }
  }
}
