import SimEngine
import SimGeometry

/// Turns a parsed scenario document into a ``Scenario``, reporting every problem with its file
/// position, key path, what was expected and, for a misspelling, a suggestion.
///
/// References (view ids named by actions and expectations, touch numbers) are checked after the
/// whole file is read, so a view can be named before the `add` action that creates it.
struct ScenarioDecoder {
  typealias Node = JSONDocument.Node

  var reader: DocumentReader
  let paths = PathArena()
  /// Each section's names: declared ids and the places that name them, checked at the end.
  var viewNames = ViewNames()
  var gestureNames = GestureNames()
  var presentationNames = GroupedNames(kind: "presentation", owner: "sheet", member: "detent")
  var navigationNames = GroupedNames(
    kind: "navigation controller", owner: "navigation controller", member: "screen")
  var animatorNames = CreatedNames {
    "no animator action creates a property animator named '\($0)'"
  }
  var keptNames = CreatedNames { "no 'let' action keeps a value named $\($0)" }
  /// Timers and display links, made by `timer` and `displayLink` actions.
  var timerNames = CreatedNames { "no timer or displayLink action makes one named '\($0)'" }
  /// The names `log` actions write and those checks expect: a name no action writes is warned
  /// of, with the nearest one written.
  var logNames = CreatedNames { "no action logs '\($0)', so this check sees it 0 times" }
  /// How many action lists the one being read is inside (``ScenarioLimits/actionNesting``).
  var actionNesting = 0
  /// Set while the checks of an `expect` step are read: they are made at the step's moment,
  /// so the forms that take `t` go without it (``checkTime(_:what:)``).
  var readingStepChecks = false
  /// Set when a file the scenario names can't be read (exit 66 rather than 65).
  var unreadableFiles = false
  /// Reads a touch stream file named by `"touches": "path.jsonl"`.
  let loadTouchFile: (String) -> Result<[UInt8], ScenarioError>
  let scenarioDirectory: String

  typealias ViewReference = ViewNames.Reference

  init(
    document: JSONDocument, file: String, scenarioDirectory: String,
    limits: ScenarioLimits = .standard,
    loadTouchFile: @escaping (String) -> Result<[UInt8], ScenarioError>
  ) {
    self.reader = DocumentReader(document: document, file: file, limits: limits)
    self.scenarioDirectory = scenarioDirectory
    self.loadTouchFile = loadTouchFile
  }

  mutating func decode(defaultName: String) -> Result<Scenario, ScenarioError> {
    let document = reader.document
    guard var fields = reader.object(document.root, "", expected: "a scenario object") else {
      return .failure(ScenarioError(kind: .invalid, diagnostics: reader.diagnostics))
    }
    var name = defaultName
    if let node = fields.take("name"), let value = reader.name(node, "name", what: "a name") {
      name = value
    }
    if let node = fields.take("comment") { _ = reader.string(node, "comment") }
    // For editors only (`simreplay schema`'s file or URL): a string, never read further.
    if let node = fields.take("$schema") { _ = reader.string(node, "$schema") }
    let screen = fields.take("screen").map { decodeScreen($0) } ?? Self.defaultScreen
    let parameters = fields.take("uikit").map { decodeParameters($0) } ?? UIKitParameters()
    var root: ViewTemplate?
    if let node = reader.require("root", in: &fields, what: "the window's root view") {
      root = decodeSubtree(node, path: paths.root("root"), isRoot: true, screen: screen)
    }
    var presentations: [Presentation] = []
    if let node = fields.take("presentations") {
      presentations = decodePresentations(node, screen: screen)
    }
    var navigations: [Navigation] = []
    if let node = fields.take("navigation") {
      navigations = decodeNavigations(node, screen: screen)
    }
    let keyboard = fields.take("keyboard").flatMap { decodeKeyboard($0, screen: screen) }
    var touches = TouchStream()
    let errorsBeforeTouches = reader.diagnostics.count { $0.severity == .error }
    if let node = fields.take("touches") { touches = decodeTouches(node, screen: screen) }
    // A stream that could not be read has no known touch count: checking the expectations'
    // touch numbers against it would only repeat that error in other words.
    let touchesFailed = reader.diagnostics.count { $0.severity == .error } > errorsBeforeTouches
    var expectations: [Expectation] = []
    if let node = fields.take("expect") {
      // A step-style list's touches are made as it runs: their count is not known here.
      let unknown = touchesFailed || !touches.steps.isEmpty
      expectations = decodeExpectations(
        node, touchCount: unknown ? Int(Int32.max) : touches.touchCount)
    }
    if let node = fields.take("invariants") { expectations += decodeInvariants(node) }
    var launch: [Action] = []
    if let node = fields.take("launch") {
      launch = decodeActions(node, path: "launch", screen: screen, addNesting: 0)
    }
    if let node = fields.take("checks") { expectations += decodeChecks(node) }
    var duration: Instant?
    if let node = fields.take("duration") {
      duration = reader.time(node, "duration")
      if let duration, let last = touches.events.last, last.input.time > duration {
        reader.error(
          node, "duration",
          "the scenario ends at t=\(duration) but its touch stream goes on to t=\(last.input.time)",
          notes: [
            Diagnostic.Note(
              file: last.origin.file, location: last.origin.location,
              message: "the last touch event is here")
          ])
      }
    }
    let record = reader.choice(ScenarioKeys.scenario["record"], in: &fields, as: RecordMode.self)
    var settle: Interval?
    if let node = fields.take("settle") {
      settle = decodeSettle(node)
      if let settle {
        let source = SourceReference(file: reader.file, location: reader.document.location(node))
        expectations.append(Expectation(index: -1, source: source, kind: .settles(limit: settle)))
      }
    }
    var goldenTolerance: GoldenTolerance?
    if let node = fields.take("goldenTolerance") {
      goldenTolerance = decodeGoldenTolerance(node)
    }
    let golden = fields.take("golden").flatMap { reader.bool($0, "golden") }
    reader.finish(fields, ScenarioKeys.scenario)
    viewNames.checkDeclarations(parameters: parameters, reader: &reader)
    viewNames.checkReferences(parameters: parameters, reader: &reader)
    gestureNames.checkReferences(reader: &reader)
    animatorNames.checkReferences(reader: &reader)
    keptNames.checkReferences(reader: &reader)
    timerNames.checkReferences(reader: &reader)
    // Presentations and navigation screens log `<name>.<callback>` themselves.
    let loggingOwners = Set(
      presentations.map(\.name) + navigations.flatMap { [$0.name] + $0.screens.map(\.name) })
    // Only for a file read without errors: an action list that failed to read may hold the log.
    if !reader.hasErrors {
      logNames.warnUncreated(reader: &reader) { name in
        name.lastIndex(of: ".").map { loggingOwners.contains(String(name[..<$0])) } ?? false
      }
    }
    gestureNames.checkStates(reader: &reader)
    presentationNames.check(reader: &reader)
    navigationNames.check(reader: &reader)
    reader.diagnostics.append(contentsOf: touches.diagnostics)
    if touches.events.count > reader.limits.touchEvents {
      let event = touches.events[reader.limits.touchEvents]
      reader.diagnostics.append(
        Diagnostic(
          file: event.origin.file, location: event.origin.location, keyPath: "touches",
          message:
            "the touch stream has \(touches.events.count) events, more than the \(reader.limits.touchEvents) limit"
        ))
    }
    checkFrameCount(
      screen: screen, touches: touches, expectations: expectations, duration: duration,
      settle: settle)
    guard !reader.hasErrors, let root else {
      let kind: ScenarioError.Kind = unreadableFiles ? .unreadable : .invalid
      return .failure(ScenarioError(kind: kind, diagnostics: reader.diagnostics))
    }
    var scenario =
      Scenario(
        name: name, file: reader.file, screen: screen, parameters: parameters, root: root,
        presentations: presentations, navigations: navigations,
        touches: touches.events.map(\.input), touchOrigins: touches.events.map(\.origin),
        statusBarTaps: touches.statusBarTaps, expectations: expectations, duration: duration,
        warnings: reader.diagnostics.filter { $0.severity == .warning }.sorted())
    scenario.steps = touches.steps
    scenario.launch = launch
    scenario.keyboard = keyboard
    scenario.record = record
    scenario.goldenTolerance = goldenTolerance
    scenario.golden = golden ?? true
    return .success(scenario)
  }

  /// An iPhone 14's screen in points (the example), at 60 Hz.
  static let defaultScreen = Scenario.defaultScreen

  mutating func decodeScreen(_ node: Node) -> Screen {
    guard var fields = reader.object(node, "screen") else { return Self.defaultScreen }
    var screen = Self.defaultScreen
    if let n = fields.take("width"), let v = positive(n, "screen.width", what: "the width") {
      screen.size.width = v
    }
    if let n = fields.take("height"), let v = positive(n, "screen.height", what: "the height") {
      screen.size.height = v
    }
    if let n = fields.take("fps"),
      let v = reader.integer(
        n, "screen.fps", in: ScenarioKeys.screen.wholeRange("fps"), what: "fps")
    {
      screen.fps = v
    }
    if let n = fields.take("safeArea"), let insets = reader.insets(n, "screen.safeArea") {
      if [insets.top, insets.left, insets.bottom, insets.right].contains(where: { $0 < 0 }) {
        reader.error(n, "screen.safeArea", "safe-area insets can't be negative")
      } else {
        screen.safeArea = insets
      }
    }
    if let v = reader.number(ScenarioKeys.screen["scale"], in: &fields) {
      screen.scale = v
    }
    reader.finish(fields, ScenarioKeys.screen)
    return screen
  }

  mutating func positive(_ node: Node, _ path: String, what: String) -> Double? {
    guard let value = reader.number(node, path) else { return nil }
    guard value > 0 else {
      reader.error(node, path, "\(what) must be greater than 0, got \(format(value))")
      return nil
    }
    return value
  }

  mutating func decodeParameters(_ node: Node) -> UIKitParameters {
    var parameters = UIKitParameters()
    guard var fields = reader.object(node, "uikit") else { return parameters }
    if let v = reader.number(ScenarioKeys.uikit["minimumHitAlpha"], in: &fields) {
      parameters.minimumHitAlpha = v
    }
    if let n = fields.take("controlTrackingMargin"),
      let v = reader.nonNegative(n, "uikit.controlTrackingMargin", what: "the margin")
    {
      parameters.controlTrackingMargin = v
    }
    if let v = reader.number(ScenarioKeys.uikit["sliderThumbSize"], in: &fields) {
      parameters.sliderThumbSize = v
    }
    if let n = fields.take("tapCountInterval"),
      let v = reader.interval(n, "uikit.tapCountInterval", what: "the interval")
    {
      parameters.tapCountInterval = v
    }
    if let n = fields.take("tapCountDistance"),
      let v = reader.nonNegative(n, "uikit.tapCountDistance", what: "the distance")
    {
      parameters.tapCountDistance = v
    }
    if let n = fields.take("appDelegate"),
      let v = reader.name(n, "uikit.appDelegate", what: "the app delegate's name")
    {
      parameters.appDelegate = v
    }
    reader.finish(fields, ScenarioKeys.uikit)
    return parameters
  }

  /// A run renders a frame every 1 / fps seconds up to its end; more than the limit is refused.
  private mutating func checkFrameCount(
    screen: Screen, touches: TouchStream, expectations: [Expectation], duration: Instant?,
    settle: Interval?
  ) {
    let end =
      (duration
        ?? max(
          touches.events.last?.input.time ?? .zero, touches.stepsLatestEnd,
          expectations.compactMap(\.horizon).max() ?? .zero)) + (settle ?? .zero)
    let frames = ScenarioLimits.frameCount(until: end, fps: screen.fps)
    guard frames > reader.limits.frames else { return }
    reader.error(
      reader.document.root, "",
      "the run would render \(frames) frames (t=\(end) s at \(screen.fps) fps), more than the \(reader.limits.frames) limit; shorten it or lower screen.fps"
    )
  }

  /// The longest a `settle` may go on after the run's end.
  static let settleLimit = 600.0

  /// `"settle": true` (for at most 10 s after the end), `false`, or `{"limit": seconds}`.
  mutating func decodeSettle(_ node: Node) -> Interval? {
    if reader.document.kind(node) == .bool {
      return reader.bool(node, "settle") == true ? Interval(nanoseconds: 10_000_000_000) : nil
    }
    guard var fields = reader.object(node, "settle", expected: "true or {\"limit\": seconds}")
    else { return nil }
    defer { reader.finish(fields, known: ["limit"], context: "'settle'") }
    guard
      let limitNode = reader.require(
        "limit", in: &fields, what: "how long it may take, in seconds"),
      let limit = reader.number(
        limitNode, "settle.limit", in: ScenarioKeys.scenario.range("settle"),
        what: "the settle limit")
    else { return nil }
    return Interval(seconds: limit)
  }

  /// `"goldenTolerance": 0.01` (every unit) or `{"points": 0.5, "seconds": 0.001, "alpha": 0.01}`.
  mutating func decodeGoldenTolerance(_ node: Node) -> GoldenTolerance? {
    if reader.document.kind(node) != .object {
      return reader.number(
        node, "goldenTolerance", in: ScenarioKeys.scenario.range("goldenTolerance"),
        what: "the golden tolerance"
      )
      .map { GoldenTolerance(all: $0) }
    }
    guard var fields = reader.object(node, "goldenTolerance") else { return nil }
    defer {
      reader.finish(fields, known: GoldenTolerance.units, context: "'goldenTolerance'")
    }
    var tolerance = GoldenTolerance.exact
    for (unit, field) in GoldenTolerance.unitFields {
      guard let n = fields.take(unit),
        let value = reader.number(
          n, fields.path(unit), in: ScenarioKeys.scenario.range("goldenTolerance"),
          what: "the tolerance in \(unit)")
      else { continue }
      tolerance[keyPath: field] = value
    }
    return tolerance
  }
}
