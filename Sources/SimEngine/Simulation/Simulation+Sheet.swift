import SimGeometry

/// A sheet's views, its drag and its release.
extension Simulation {
  /// Creates the presentation's views the first time it is presented.
  mutating func build(_ index: Int) {
    let spec = presentations[index].spec
    let name = spec.name
    func part(_ suffix: String) -> String { Presentation.viewName(name, suffix) }
    let screenRect = Rect(origin: .zero, size: screen.size)
    switch spec.style {
    case .sheet(let style):
      let container = tree.createView(ViewProperties(name: part("container"), frame: screenRect))
      let dimming = tree.addView(
        ViewProperties(name: part("dimming"), frame: screenRect), to: container)
      var tap = GestureRecognizer(name: part("dimmingTap"), kind: .tap(TapSettings()))
      tap.hook = .dimmingTap(name)
      addGesture(tap, to: dimming)
      let geometry = sheetGeometry(style)
      let sheet = tree.addView(
        ViewProperties(name: part("sheet"), frame: geometry.frame(top: screen.size.height)),
        to: container)
      var pan = GestureRecognizer(name: part("pan"), kind: .pan(PanSettings()))
      pan.hook = .sheetPan(name)
      addGesture(pan, to: sheet)
      instantiate(spec.content, in: sheet)
      if style.grabber {
        tree.addView(
          ViewProperties(
            name: part("grabber"),
            frame: Rect(x: screen.size.width / 2 - 18, y: 5, width: 36, height: 5)),
          to: sheet)
      }
      presentations[index].container = container
      presentations[index].backdrop = dimming
      presentations[index].presented = sheet
    case .custom(let style):
      let container = tree.createView(ViewProperties(name: part("container"), frame: screenRect))
      let blur = tree.addView(
        ViewProperties(
          name: part("backdrop"), class: .known(named: "UIVisualEffectView")!, frame: screenRect),
        to: container)
      if style.tapBackdropToDismiss {
        var tap = GestureRecognizer(name: part("backdropTap"), kind: .tap(TapSettings()))
        tap.actions = [(.ended, [.dismiss(name)])]
        addGesture(tap, to: blur)
      }
      let height = screen.size.height * style.heightRatio
      let presented = tree.addView(
        ViewProperties(
          name: part("presented"),
          frame: Rect(
            x: 0, y: screen.size.height - height, width: screen.size.width, height: height)),
        to: container)
      instantiate(spec.content, in: presented)
      presentations[index].container = container
      presentations[index].backdrop = blur
      presentations[index].presented = presented
    case .popup(let style):
      var wrapper = ViewProperties(name: part("backdrop"), class: .uiButton, frame: screenRect)
      wrapper.alpha = 1
      let backdrop = tree.createView(wrapper)
      on(.touchUpInside, of: backdrop, perform: [.dismiss(name)])
      _ = style
      let content = instantiate(spec.content, in: backdrop)
      presentations[index].container = backdrop
      presentations[index].backdrop = backdrop
      presentations[index].presented = content
    }
  }

  mutating func handle(_ hook: EngineHook, recognizer: RecognizerID, state: GestureState) {
    switch hook {
    case .sheetPan(let name):
      guard let index = presentationIndex[name], presentations[index].phase == .presented,
        case .sheet(let style) = presentations[index].spec.style,
        let sheet = presentations[index].presented
      else { return }
      let snapshot = gesture(recognizer)
      switch state {
      case .began:
        // Catching a settling sheet stops it where it is drawn.
        let drawn = presentation(of: sheet).frame
        for record in animations where record.isRunning && record.view == sheet {
          endAnimation(record.number, finished: false)
        }
        tree[sheet].frame = drawn
        presentations[index].dragStartTop = drawn.minY
        follow(index, style, translation: snapshot.translation?.y ?? 0)
      case .changed:
        follow(index, style, translation: snapshot.translation?.y ?? 0)
      case .ended, .cancelled:
        presentations[index].dragStartTop = nil
        release(index, style, velocity: snapshot.velocity?.y ?? 0)
      case .possible, .failed:
        return
      }
    case .dimmingTap(let name):
      guard state == .ended, let index = presentationIndex[name],
        case .sheet(let style) = presentations[index].spec.style
      else { return }
      if style.isModalInPresentation {
        perform([.log(Presentation.viewName(name, "didAttemptToDismiss"))])
      } else {
        dismiss(name, velocity: 0)
      }
    case .presentationArrived, .presentationGone, .sheetSettled:
      return
    }
  }

  /// The sheet follows the finger, rubber-banding past its largest detent (and past its smallest
  /// when it may not be dismissed).
  private mutating func follow(_ index: Int, _ style: SheetStyle, translation: Double) {
    guard let sheet = presentations[index].presented, let start = presentations[index].dragStartTop
    else { return }
    let geometry = sheetGeometry(style)
    let detents = geometry.detentsByHeight
    let highest = geometry.top(at: detents[detents.count - 1])
    let lowest = geometry.top(at: detents[0])
    var top = start + translation
    if top < highest {
      top = highest - geometry.rubberBand(highest - top)
    } else if style.isModalInPresentation && top > lowest {
      top = lowest + geometry.rubberBand(top - lowest)
    }
    tree[sheet].frame = geometry.frame(top: top)
  }

  /// Where a released sheet goes: the detent (or dismissal) nearest to where its velocity would
  /// carry it (UIKit's deceleration-rate projection).
  private mutating func release(_ index: Int, _ style: SheetStyle, velocity: Double) {
    guard let sheet = presentations[index].presented else { return }
    let geometry = sheetGeometry(style)
    let top = tree[sheet].frame.minY
    let projected = top + geometry.projection(of: velocity)
    var best: (detent: SheetStyle.Detent?, top: Double) = (nil, screen.size.height)
    var bestDistance = abs(projected - screen.size.height)
    for detent in geometry.detentsByHeight.reversed() {
      let distance = abs(projected - geometry.top(at: detent))
      if distance <= bestDistance {
        best = (detent, geometry.top(at: detent))
        bestDistance = distance
      }
    }
    let name = presentations[index].name
    record(
      .sheetReleased(
        name, top: top, velocity: velocity, projected: projected, target: best.detent?.id))
    guard
      let detent = best.detent ?? (style.isModalInPresentation ? geometry.detentsByHeight[0] : nil)
    else {
      dismiss(name, velocity: velocity)
      return
    }
    if best.detent == nil { perform([.log(Presentation.viewName(name, "didAttemptToDismiss"))]) }
    let target = geometry.top(at: detent)
    let motion = snapMotion(style, from: top, to: target, velocity: velocity)
    presentations[index].detent = detent.id
    record(.presentation(name, presentations[index].phase, detent: detent.id))
    if let dimming = presentations[index].backdrop {
      // Without the release velocity: an alpha has nothing to overshoot to.
      fade(dimming, to: isDimmed(style, detent: detent.id) ? 1 : 0, motion: style.motion)
    }
    if isDimmed(style, detent: detent.id), let container = presentations[index].container {
      tree[container].passesTouchesThrough = false
    }
    move(
      sheet, to: geometry.frame(top: target), motion: motion, hook: .sheetSettled(name),
      interactive: true)
  }

  /// The sheet's motion toward `to`, starting with the release velocity (in whole distances per
  /// second, as UIKit's spring API takes it).
  func snapMotion(_ style: SheetStyle, from: Double, to: Double, velocity: Double) -> Motion {
    guard case .spring(let base) = style.motion.timing, to != from else { return style.motion }
    let relative = velocity / (to - from)
    let spring = Spring.uikit(
      duration: style.motion.duration.seconds, dampingRatio: base.dampingRatio,
      initialVelocity: relative)
    return Motion(duration: style.motion.duration, timing: .spring(spring))
  }
}
