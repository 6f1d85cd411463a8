/// A scenario written in Swift: the same ``Scenario`` the reader builds from a file, made from
/// a ``UIView`` tree, presentations and navigation controllers (their content views too), the
/// gestures to perform and what to expect. Running it, its trace and its golden are what the
/// file would give.
///
/// ```swift
/// let root = UIView(name: "root", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// let close = UIButton(name: "close", frame: CGRect(x: 280, y: 340, width: 40, height: 40))
/// close.addAction([.log("closeTapped")], for: .touchUpInside)
/// root.addSubview(close)
/// let scenario = Scenario(name: "close", root: root)
/// var sim = Simulation(scenario)
/// try sim.tap("close")
/// ```
extension Scenario {
  /// A scenario from a view tree. The root view and navigation screens' views left at
  /// `CGRect.zero` fill the screen, and a presentation's content view gets its style's frame
  /// (``Presentation/Style/defaultContentFrame(on:)``), as in a file without `frame`. `gestures` are performed at their own times (merged in time
  /// order, as a file's touch helpers are); `expectations` are numbered in order
  /// (`expect[0]`, …) and checked by ``ScenarioRunner/run(_:recordingViewGeometry:)``.
  /// - Throws: ``TouchGestureError`` when a gesture's values are out of range.
  public init(
    name: String, screen: Screen = Scenario.defaultScreen,
    parameters: UIKitParameters = UIKitParameters(), root: UIView,
    presentations: [Presentation] = [], navigations: [Navigation] = [],
    gestures: [TouchGesture] = [], expectations: [Expectation] = [], duration: Double? = nil,
    file: String = #fileID
  ) throws(TouchGestureError) {
    var touches: [TouchInput] = []
    for gesture in gestures { touches += try gesture.inputs(fps: screen.fps) }
    // Stable: events at one time keep the order their gestures were written in.
    touches = touches.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }
    .map(\.element)
    var numbered = expectations
    for index in numbered.indices where numbered[index].index >= 0 {
      numbered[index].index = index
    }
    // A content view left at CGRect.zero gets its style's frame, as a file's content without
    // a `frame` does.
    var presentations = presentations
    for index in presentations.indices
    where presentations[index].content.entries[0].properties.frame == .zero {
      if let frame = presentations[index].style.defaultContentFrame(on: screen) {
        presentations[index].content.entries[0].properties.frame = frame
      }
    }
    // The root view and a navigation screen's view left at CGRect.zero fill the screen, as a
    // file's `root` and screen `view` without a `frame` do.
    let screenFrame = Rect(origin: .zero, size: screen.size)
    var template = root.template
    if template.entries[0].properties.frame == .zero {
      template.entries[0].properties.frame = screenFrame
    }
    var navigations = navigations
    for n in navigations.indices {
      for s in navigations[n].screens.indices
      where navigations[n].screens[s].content.entries[0].properties.frame == .zero {
        navigations[n].screens[s].content.entries[0].properties.frame = screenFrame
      }
    }
    self.init(
      name: name, file: file, screen: screen, parameters: parameters, root: template,
      presentations: presentations, navigations: navigations, touches: touches,
      expectations: numbered, duration: duration.map { Instant(seconds: $0) })
  }
}

extension Expectation {
  /// An expectation written in Swift: its source is the line that wrote it, its index the
  /// place the scenario gives it.
  public init(_ kind: Kind, file: String = #fileID, line: Int = #line) {
    self.init(
      index: 0,
      source: SourceReference(
        file: file, location: SourceLocation(line: line, column: 1, offset: 0)),
      kind: kind)
  }
}

extension Presentation {
  /// A page sheet (`UISheetPresentationController`) showing `content`.
  public static func sheet(
    _ name: String, detents: [SheetStyle.Detent] = [.large], selectedDetent: String? = nil,
    grabber: Bool = false, content: UIView, configure: (inout SheetStyle) -> Void = { _ in }
  ) -> Presentation {
    var style = SheetStyle()
    style.detents = detents
    style.selectedDetent = selectedDetent
    style.grabber = grabber
    configure(&style)
    return Presentation(name: name, style: .sheet(style), content: content.template)
  }

  /// A presentation of any style showing `content`.
  public init(name: String, style: Style, content: UIView) {
    self.init(name: name, style: style, content: content.template)
  }
}

extension NavigationScreen {
  /// A view controller of a navigation controller, its view `content`.
  public init(name: String, title: String? = nil, content: UIView) {
    self.init(name: name, title: title, content: content.template)
  }
}
