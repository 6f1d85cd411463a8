import SimEngine

/// The keys of the scenario object and its small sections, declared once (the views' are
/// ``ViewKeys``). `documented` lists every table that docs/scenario-format.md has a key table
/// for; a test holds the two to the same keys.
enum ScenarioKeys {
  static let recordModes = ChoiceSet("record mode", RecordMode.self)

  static let scenario = ObjectKeys(
    "the scenario", docs: "Top level",
    [
      KeySpec("name", .name, default: "the file name without .json", "shown in reports"),
      KeySpec("comment", .string, "a note for the reader"),
      KeySpec("$schema", .string, "for editors: where `simreplay schema`'s output is; not read"),
      KeySpec("screen", .object, default: "390 × 844 at 60 fps"),
      KeySpec("uikit", .object, default: "UIKit's values"),
      KeySpec("root", .object, default: "required", "the window's root view"),
      KeySpec("presentations", .object, "presentations by name"),
      KeySpec("navigation", .object, "navigation controllers by name"),
      KeySpec("keyboard", .object, "the keyboard: height, layout-guide followers, observers"),
      KeySpec("touches", .other("array or string"), default: "no touches"),
      KeySpec("expect", .array, "expectations"),
      KeySpec(
        "invariants", .array, default: "none",
        "conditions that hold after every frame (`run` and `explore` check them)"),
      KeySpec(
        "checks", .array, default: "none",
        "built-in checks `run` makes: presentationWhileRunning, controlDuringTransition, viewLeftOutside, recognizerStuck"
      ),
      KeySpec("duration", .seconds, default: "the last touch or timed expectation"),
      KeySpec("record", .choice(recordModes), default: "the command line's"),
      KeySpec(
        "settle", .other("true or {\"limit\": seconds}"),
        range: 0.001...ScenarioDecoder.settleLimit),
      KeySpec(
        "goldenTolerance", .other("number or {\"points\", \"seconds\", \"alpha\"}"),
        default: "0", range: 0...1_000),
      KeySpec("golden", .bool, default: "true", "false: no golden trace is read or written"),
      KeySpec("launch", .array, default: "none", "actions the app runs at t = 0, before frame 0"),
    ])

  static let screen = ObjectKeys(
    "screen", docs: "`screen`",
    [
      KeySpec("width", .number, default: "390", "the window's width in points"),
      KeySpec("height", .number, default: "844", "the window's height in points"),
      KeySpec("fps", .wholeNumber, default: "60", range: 1...1000),
      KeySpec("safeArea", .insets, default: "[0, 0, 0, 0]"),
      KeySpec(
        "scale", .number, default: "3", range: 1...3,
        "pixels per point; scroll views round their offsets to these pixels"),
    ])

  static let uikit = ObjectKeys(
    "uikit", docs: "`uikit`",
    [
      KeySpec("minimumHitAlpha", .number, default: "0.01", range: 0...1),
      KeySpec("controlTrackingMargin", .number, default: "70"),
      KeySpec("sliderThumbSize", .number, default: "28", range: 1...200),
      KeySpec("tapCountInterval", .seconds, default: "0.35"),
      KeySpec("tapCountDistance", .number, default: "45"),
      KeySpec("appDelegate", .name, "the app delegate, ending the responder chain"),
    ])

  static let hitArea = ObjectKeys(
    "a hit area", docs: "`hitArea`",
    [
      KeySpec("insets", .insets, default: "[0, 0, 0, 0]", "negative values enlarge it"),
      KeySpec("shape", .choice(ChoiceSet("shape", HitArea.Shape.self)), default: "rectangle"),
      KeySpec("exclude", .array, "rectangles taken out"),
    ])

  /// A raw touch event in the touch stream.
  static let touchEvent = ObjectKeys(
    "a touch event", docs: "Touches",
    [
      KeySpec("t", .seconds, default: "required"),
      KeySpec("finger", .wholeNumber, default: "1"),
      KeySpec("phase", .choice(DocumentReader.touchPhases), default: "required"),
      KeySpec("x", .number, default: "required"),
      KeySpec("y", .number, default: "required"),
      KeySpec("comment", .string),
    ])

  /// The keys a touch helper takes beside its own, where it takes `t`, in a step-style list.
  static let touchStep = ObjectKeys(
    "a touch step", docs: "Steps",
    [
      KeySpec("t", .seconds, default: "a frame after the previous entry", "an absolute start"),
      KeySpec("after", .seconds, default: "0", "seconds after the previous entry ended"),
      KeySpec(
        "expectMiss", .bool, default: "false",
        "the finger must not reach the view it names (covered, hidden, off screen)"),
    ])

  /// `{"wait": …}` in a step-style list.
  static let waitStep = ObjectKeys(
    "a wait", docs: "`wait`",
    [
      KeySpec("wait", .other("seconds, \"settled\" or an object"), default: "required"),
      KeySpec("t", .seconds, default: "a frame after the previous entry"),
      KeySpec("after", .seconds, default: "0"),
      KeySpec("comment", .string),
    ])

  /// The object form of `wait`.
  static let waitObject = ObjectKeys(
    "a wait object", docs: "`wait` object",
    [
      KeySpec("until", .string, "a condition in the expression language"),
      KeySpec("settled", .bool, "true: until nothing is pending"),
      KeySpec(
        "limit", .seconds, default: "10", range: ScenarioDecoder.waitLimitRange,
        "the wait fails past it"),
    ])

  /// `{"expect": [ … ]}` in a step-style list.
  static let expectStep = ObjectKeys(
    "a check step", docs: "`expect` step",
    [
      KeySpec("expect", .array, default: "required", "checks, every form of the scenario's"),
      KeySpec("t", .seconds, default: "a frame after the previous entry"),
      KeySpec("after", .seconds, default: "0"),
      KeySpec("comment", .string),
    ])

  /// Every table with a key table in docs/scenario-format.md, under its `docs` heading.
  /// The keys of steps on controls by value: a drag's `toValue`, and the `toggle`,
  /// `increment` and `decrement` helpers (`GestureHelperReader+Controls.swift`).
  static let controlStep = ObjectKeys(
    "a step on a control", docs: "Steps on controls",
    [
      KeySpec(
        "toValue", .number,
        "a drag's, in place of `to`: the value to drag the slider `from` names to"),
      KeySpec("toggle", .name, "the UISwitch to set; tapped only if it is not already so"),
      KeySpec("to", .bool, default: "required", "with `toggle`: true (on) or false (off)"),
      KeySpec("increment", .name, "the UIStepper whose plus side to tap"),
      KeySpec("decrement", .name, "the UIStepper whose minus side to tap"),
      KeySpec("times", .wholeNumber, default: "1", range: 1...1000, "how many taps"),
    ])

  static let documented: [ObjectKeys] =
    [
      scenario, screen, uikit, ViewKeys.view, hitArea, ScenarioDecoder.animateKeys,
      ScenarioDecoder.navigationKeys, touchEvent, touchStep, waitStep, waitObject, expectStep,
      GestureKeys.common, ScenarioDecoder.timerKeys, ScenarioDecoder.displayLinkKeys,
      ContextMenuKeys.menu, ContextMenuKeys.action, ScenarioDecoder.keyboardKeys,
      ScenarioDecoder.refreshControlKeys, controlStep, ScenarioDecoder.swipeConfigurationKeys,
      ScenarioDecoder.contextualActionKeys, ScenarioDecoder.willEndDraggingKeys,
      CollectionKeys.collection,
      ScenarioDecoder.windowKeys, ScenarioDecoder.momentKeys,
    ] + PresentationKind.allCases.map(\.keys)
}
