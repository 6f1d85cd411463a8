import SimGeometry

/// `UISwitch`: its visual element's long press and pan are ordinary recognizers in the arena,
/// `<name>.longPress` and `<name>.pan` (UIKit names them `UISwitch-longPress` and
/// `UISwitch-pan`), so they meet a superview's recognizers as UIKit's do; their actions reach
/// the switch's rules (`SwitchValue`), and this sends what those decide.
extension Simulation {
  /// Gives the switch `view` its value (off, unless it has one) and its visual element's two
  /// recognizers, which recognize together
  /// (`gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:`). A scenario's
  /// switches get them when they are created; a view added with ``addView(_:to:)`` needs this.
  public mutating func addSwitching(to view: ViewID) {
    if tree[view].controlValue == nil { tree.setControlValue(.toggle(SwitchValue()), of: view) }
    let name = tree.name(of: view)
    var settings = LongPressSettings()
    settings.minimumPressDuration = Interval(seconds: SwitchValue.longPressDuration)
    var press = GestureRecognizer(name: name + ".longPress", kind: .longPress(settings))
    press.simultaneousWith = [name + ".pan"]
    var pan = GestureRecognizer(name: name + ".pan", kind: .pan(PanSettings()))
    pan.simultaneousWith = [name + ".longPress"]
    for state in [GestureState.began, .changed, .ended, .cancelled] {
      press.actions.append((state, [.system(.switchControl(.longPress(view, state)))]))
      pan.actions.append((state, [.system(.switchControl(.pan(view, state)))]))
    }
    addGesture(press, to: view)
    addGesture(pan, to: view)
  }

  mutating func handle(_ event: SwitchEvent) {
    switch event {
    case .longPress(let view, let state):
      guard let (id, value) = switchParts(view, isPress: true) else { return }
      var updated = value
      let events = updated.longPress(state, inside: isMostlyInside(id, view))
      updated.updateKnob(since: value, animated: isOnScreen(view), at: now)
      tree.setControlValue(.toggle(updated), of: view)
      send(events, from: view, touch: arena[id].touches.first ?? 0)
    case .pan(let view, let state):
      guard let (id, value) = switchParts(view, isPress: false) else { return }
      var updated = value
      updated.pan(state, translationX: arena[id].snapshot.translation?.x ?? 0)
      tree.setControlValue(.toggle(updated), of: view)
    }
  }

  /// `setOn(_:animated:)`: the switch and its thumb take the value; nothing is sent. The knob
  /// moves with its springs when `animated` (the element's `setOn:animated:` →
  /// `_updateDisplayAnimated:`), else its layer takes the new place at once.
  mutating func setSwitch(_ name: String, on: Bool, animated: Bool) {
    guard let view = existingView(name, for: "setOn") else { return }
    guard case .toggle(let value)? = tree[view].controlValue else {
      record(.actionFailed("setOn: '\(name)' is a \(tree[view].viewClass.name), not a UISwitch"))
      return
    }
    var updated = value
    guard updated.setOn(on) else { return }
    updated.updateKnob(since: value, animated: animated && isOnScreen(view), at: now)
    tree.setControlValue(.toggle(updated), of: view)
  }

  /// `-_updateDisplayAnimated:` animates only when the knob's and the well's layers have
  /// presentation layers, that is when they have been rendered: the engine takes a switch in
  /// the window as rendered.
  private func isOnScreen(_ view: ViewID) -> Bool { tree.isInWindow(view) }

  /// The switch, its recognizer and its value, while it is enabled: a disabled switch's
  /// visual element is not interaction-enabled (`UISwitchVisualElement -setEnabled:`), so its
  /// recognizers get no touches. The press and the pan are the first long press and the first
  /// pan on the view (``addSwitching(to:)`` adds them before any of the app's).
  private func switchParts(_ view: ViewID, isPress: Bool) -> (RecognizerID, SwitchValue)? {
    guard tree[view].isEnabled, case .toggle(let value)? = tree[view].controlValue,
      let id = arena.ids(on: view).first(where: {
        switch arena[$0].configuration.kind {
        case .longPress: isPress
        case .pan: !isPress
        default: false
        }
      })
    else { return nil }
    return (id, value)
  }

  /// `pointMostlyInside:` for the recognizer's location (the centroid of its touches): inside
  /// the switch's bounds grown by the tracking margin, or `point(inside:)`.
  private func isMostlyInside(_ id: RecognizerID, _ view: ViewID) -> Bool {
    let numbers = arena[id].touches
    guard !numbers.isEmpty else { return false }
    var sum = Point(x: 0, y: 0)
    for number in numbers {
      let location = router.touches[number - 1].location
      sum = Point(x: sum.x + location.x, y: sum.y + location.y)
    }
    let count = Double(numbers.count)
    guard
      let local = tree.convert(fromWindow: Point(x: sum.x / count, y: sum.y / count), to: view)
    else { return false }
    let margin = parameters.controlTrackingMargin
    let grown = tree[view].bounds.inset(
      by: EdgeInsets(top: -margin, left: -margin, bottom: -margin, right: -margin))
    return grown.contains(local) || tree.point(local, isInside: view)
  }
}
