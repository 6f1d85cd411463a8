import SimEngine
import SimGeometry
import Testing

// Small helpers shared by the engine suites. Tests name views and compare names, so a failure
// reads "hit 'overlay', expected 'button'" rather than "#3 != #2".

/// `Rect(x:y:width:height:)`, short.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

/// A view description with UIKit's defaults for `viewClass`, adjusted by `configure`.
func view(
  _ name: String, _ viewClass: ViewClass = .uiView, _ frame: Rect,
  _ configure: (inout ViewProperties) -> Void = { _ in }
) -> ViewProperties {
  var properties = ViewProperties(name: name, class: viewClass, frame: frame)
  configure(&properties)
  return properties
}

/// A `ViewChange` with the fields `body` sets.
func change(_ body: (inout ViewChange) -> Void) -> ViewChange {
  var result = ViewChange()
  body(&result)
  return result
}

/// The default 390 × 844 screen.
let phoneSize = Size(width: 390, height: 844)

extension ViewTree {
  /// A window of `size` with no subviews.
  static func window(_ size: Size = phoneSize, minimumAlpha: Double = 0.01) -> ViewTree {
    ViewTree(screenSize: size, minimumAlpha: minimumAlpha)
  }

  /// The view called `name`; records an issue (and answers the window) when there is none.
  func id(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> ViewID {
    guard let id = view(named: name) else {
      Issue.record("no view named '\(name)'", sourceLocation: sourceLocation)
      return window
    }
    return id
  }

  /// Creates a view and adds it as the front-most subview of the view called `parent`.
  @discardableResult
  mutating func add(_ properties: ViewProperties, in parent: String = ViewTree.windowName) -> ViewID
  {
    addView(properties, to: id(parent))
  }

  /// Changes the view called `name` in place.
  mutating func update(_ name: String, _ body: (inout ViewProperties) -> Void) {
    let view = id(name)
    var properties = self[view]
    body(&properties)
    self[view] = properties
  }

  /// The name of the view a touch at (x, y) lands on, or nil; records an issue when the flat
  /// walk or the grid answers differently from the plain walk.
  func hit(_ x: Double, _ y: Double, sourceLocation: SourceLocation = #_sourceLocation)
    -> String?
  {
    let point = Point(x: x, y: y)
    let plain = hitTest(point)
    for mode in [HitTester.Mode.flat, .indexed] {
      var tester = HitTester(mode: mode)
      tester.prepare(self)
      let answer = tester.hitTest(point, in: self)
      if answer != plain {
        Issue.record(
          "the \(mode) walk hits \(answer.map { name(of: $0) } ?? "nothing") at (\(x), \(y)), the plain walk \(plain.map { name(of: $0) } ?? "nothing")",
          sourceLocation: sourceLocation)
      }
    }
    return plain.map { name(of: $0) }
  }

  /// The subviews of `parent`, back to front, by name.
  func subviewNames(of parent: String = ViewTree.windowName) -> [String] {
    subviews(of: id(parent)).map { name(of: $0) }
  }
}

extension Simulation {
  /// A 390 × 844 simulation with `views` added in order, each to the window or to the view named
  /// by its `parent`.
  init(
    fps: Int = 60, parameters: UIKitParameters = UIKitParameters(),
    _ views: [(ViewProperties, parent: String?)] = []
  ) {
    self.init(screen: Screen(size: phoneSize, fps: fps), parameters: parameters)
    for (properties, parent) in views {
      addView(properties, to: parent.map { tree.id($0) })
    }
  }

  func id(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> ViewID {
    tree.id(name, sourceLocation: sourceLocation)
  }

  func name(_ view: ViewID?) -> String? {
    view.map { tree.name(of: $0) }
  }

  /// Adds `actions` to what the view called `name` does on `event`.
  mutating func on(_ event: ControlEvent, of name: String, _ actions: Action...) {
    on(event, of: id(name), perform: actions)
  }

  // Raw touch input, with times in seconds.

  mutating func began(_ x: Double, _ y: Double, at time: Double, finger: Int = 1)
    throws(TouchSequenceError)
  {
    try send(
      .init(time: Instant(seconds: time), finger: finger, phase: .began, location: Point(x, y)))
  }

  mutating func moved(_ x: Double, _ y: Double, at time: Double, finger: Int = 1)
    throws(TouchSequenceError)
  {
    try send(
      .init(time: Instant(seconds: time), finger: finger, phase: .moved, location: Point(x, y)))
  }

  mutating func ended(_ x: Double, _ y: Double, at time: Double, finger: Int = 1)
    throws(TouchSequenceError)
  {
    try send(
      .init(time: Instant(seconds: time), finger: finger, phase: .ended, location: Point(x, y)))
  }

  mutating func cancelled(_ x: Double, _ y: Double, at time: Double, finger: Int = 1)
    throws(TouchSequenceError)
  {
    try send(
      .init(time: Instant(seconds: time), finger: finger, phase: .cancelled, location: Point(x, y)))
  }

  /// A tap at (x, y): began at `time`, ended 80 ms later at the same place.
  mutating func tap(_ x: Double, _ y: Double, at time: Double, finger: Int = 1)
    throws(TouchSequenceError)
  {
    try tap(at: Point(x, y), time: Instant(seconds: time), finger: finger)
  }

  // Reading the journal.

  /// The control events the view called `name` sent, in order.
  func events(of name: String) -> [ControlEvent] {
    let view = id(name)
    return journal.compactMap {
      if case .control(let event, view, _, _, _) = $0.kind { return event }
      return nil
    }
  }

  /// Every logged name, in order.
  var logs: [String] {
    journal.compactMap {
      if case .log(let name) = $0.kind { return name }
      return nil
    }
  }

  /// The journal's raw touch events for touch `number`, in order.
  func touchEvents(_ number: Int) -> [TouchEvent] {
    journal.compactMap {
      guard case .touch(number, _, let phase, _, let view, let delivery) = $0.kind else {
        return nil
      }
      return TouchEvent(phase: phase, view: name(view), delivery: delivery)
    }
  }

  /// The journal entries in frame `index`.
  func occurrences(inFrame index: Int) -> Slice<SegmentedList<Occurrence>> {
    journal[frames[index].occurrences]
  }
}

/// A raw touch event as the journal records it, with the view by name.
struct TouchEvent: Hashable, CustomStringConvertible {
  var phase: TouchPhase
  var view: String?
  var delivery: Delivery

  init(_ phase: TouchPhase, _ view: String?, _ delivery: Delivery = .delivered) {
    self.phase = phase
    self.view = view
    self.delivery = delivery
  }

  init(phase: TouchPhase, view: String?, delivery: Delivery) {
    self.init(phase, view, delivery)
  }

  var description: String { "\(phase) → \(view ?? "nil") (\(delivery))" }
}

extension Simulation {
  /// Control events and logs in journal order, as "view.event" and "log:name"; the shortest
  /// way to check that actions run right after the event that triggers them.
  var transcript: [String] {
    journal.compactMap {
      switch $0.kind {
      case .control(let event, let view, _, _, _): "\(tree.name(of: view)).\(event.rawValue)"
      case .log(let name): "log:\(name)"
      default: nil
      }
    }
  }
}
