import SimGeometry

/// Carrying out the keyboard room's steps: notifications journaled and observed, the keyboard's
/// view and the layout guide's followers moved by ordinary animations (one mechanism for every
/// animation: hit blocking, additive interruption and sampling are the animator's).
extension Simulation {
  /// The scenario's keyboard (a `keyboard` section).
  public mutating func configureKeyboard(_ settings: KeyboardSettings) {
    keyboard.configure(settings, screen: screen)
  }

  /// The keyboard room, read-only: phase, first responder, height.
  public var keyboardState: KeyboardController { keyboard }

  mutating func perform(_ command: KeyboardCommand) {
    switch command {
    case .becomeFirstResponder(let name):
      guard let view = existingView(name, for: "becomeFirstResponder") else { return }
      guard tree[view].viewClass.editsText else {
        // UIView's canBecomeFirstResponder is false: the call returns false, nothing moves.
        record(.keyboard(.refused(name)))
        return
      }
      carryOut(keyboard.become(name))
    case .resignFirstResponder(let name):
      carryOut(keyboard.resign(name))
    case .endEditing:
      carryOut(keyboard.resign(nil))
    }
  }

  /// A touch lifted inside a text field or text view: it becomes first responder.
  mutating func textInputTapped(_ view: ViewID) {
    guard keyboard.isConfigured, tree[view].viewClass.editsText else { return }
    carryOut(keyboard.become(tree[view].name))
  }

  mutating func carryOut(_ steps: [KeyboardStep]) {
    for step in steps {
      switch step {
      case .record(let record):
        self.record(.keyboard(record))
      case .notify(let notification):
        record(.keyboard(.notification(notification)))
        perform(keyboard.actions(for: notification.name))
      case .move(let show, let number):
        moveKeyboard(
          show: show, number: number,
          duration: Interval(seconds: KeyboardSettings.animationDuration),
          timing: .spring(KeyboardSettings.spring))
      case .track(let top):
        trackKeyboard(top: top)
      case .restore(let duration, let number):
        moveKeyboard(
          show: true, number: number, duration: Interval(seconds: duration),
          timing: .curve(.easeInOut))
      }
    }
  }

  /// The keyboard's view slides to its docked or hidden frame from where its model is, and each
  /// follower by as much as the guide's top moves (the guide's top is the keyboard's, never below
  /// the safe area), in the same animation: UIKit lays out the guide's constraints inside the
  /// keyboard's animation block.
  private mutating func moveKeyboard(
    show: Bool, number: Int, duration: Interval, timing: AnimationTiming
  ) {
    let target = keyboard.frame(shown: show)
    let view = keyboardView()
    let from = tree[view].frame.minY
    var change = ViewChange()
    change.center = Point(x: target.midX, y: target.midY)
    // The keyboard is its own window above the app's: its touches are its own while it moves.
    var animation = ViewAnimation(
      view: KeyboardController.viewName, to: change, duration: duration,
      timing: timing, allowsUserInteraction: true)
    animation.completionIfFinished = [.system(.keyboardMoveEnded(number))]
    start(animation, view: view)
    let rise = keyboard.guideTop(keyboardTop: target.minY) - keyboard.guideTop(keyboardTop: from)
    for name in keyboard.followers {
      guard let follower = existingView(name, for: "keyboard layout guide") else { continue }
      var moved = ViewChange()
      let center = tree[follower].center
      moved.center = Point(x: center.x, y: center.y + rise)
      start(
        ViewAnimation(view: name, to: moved, duration: duration, timing: timing), view: follower)
    }
  }

  /// The keyboard's view, front-most in the window; made, below the screen, the first time.
  private mutating func keyboardView() -> ViewID {
    if let existing = tree.view(named: KeyboardController.viewName) {
      if tree.superview(of: existing) != window || tree.subviews(of: window).last != existing {
        tree.addSubview(existing, to: window)
      }
      return existing
    }
    var properties = ViewProperties(
      name: KeyboardController.viewName, class: ViewClass(name: "UIKeyboard", kind: .view),
      frame: keyboard.frame(shown: false))
    properties.isUserInteractionEnabled = true
    let view = tree.addView(properties, to: window)
    record(.added(view: view, parent: window))
    return view
  }

  /// An interactive dismissal puts the keyboard's top at `top` at once
  /// (`_updateKeyboardLayoutGuideForScrollTransitionWithSize:hostFrame:duration:` with duration
  /// 0, and the placement's offset), and the followers with the guide's top.
  private mutating func trackKeyboard(top: Double) {
    guard let view = tree.view(named: KeyboardController.viewName) else { return }
    let from = tree[view].frame.minY
    var change = ViewChange()
    change.center = Point(x: tree[view].center.x, y: top + tree[view].frame.height / 2)
    change.apply(to: &tree[view])
    record(.set(view: view, change))
    let shift = keyboard.guideTop(keyboardTop: top) - keyboard.guideTop(keyboardTop: from)
    guard shift != 0 else { return }
    for name in keyboard.followers {
      guard let follower = existingView(name, for: "keyboard layout guide") else { continue }
      var moved = ViewChange()
      moved.center = Point(x: tree[follower].center.x, y: tree[follower].center.y + shift)
      moved.apply(to: &tree[follower])
      record(.set(view: follower, moved))
    }
  }
}
