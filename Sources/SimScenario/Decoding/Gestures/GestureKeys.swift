/// A recognizer's `type`: an enum switched over without `default:`, so a type added here and
/// forgotten in the decoder is a compile error rather than a recognizer read as a pinch.
enum GestureType: String, CaseIterable, Sendable {
  case tap, longPress, pan, swipe, pinch, rotation, screenEdgePan

  static let choices = ChoiceSet("gesture type", Self.self)

  /// The keys of a recognizer of this type: every recognizer's and the type's own.
  var keys: ObjectKeys { GestureKeys.byType[self]! }

  /// The keys only this type takes, as docs/scenario-format.md's "by type" table lists them.
  var ownKeys: [KeySpec] {
    let touches = KeySpec("touches", .wholeNumber, default: "1", range: 1...10)
    let minimumTouches = KeySpec("minimumTouches", .wholeNumber, default: "1", range: 1...10)
    let maximumTouches = KeySpec(
      "maximumTouches", .wholeNumber, default: "unlimited", range: 1...10)
    switch self {
    case .tap:
      return [
        KeySpec("taps", .wholeNumber, default: "1", range: 1...10), touches,
        KeySpec("allowableMovement", .number, default: "45 pt"),
        KeySpec("multiTapInterval", .seconds, default: "0.35 s"),
        KeySpec("maximumTapDuration", .seconds, default: "0.75 s"),
      ]
    case .longPress:
      return [
        KeySpec("minimumPressDuration", .seconds, default: "0.5 s"),
        KeySpec("allowableMovement", .number, default: "10 pt"), touches,
      ]
    case .pan:
      return [minimumTouches, maximumTouches, KeySpec("hysteresis", .number, default: "10 pt")]
    case .swipe:
      return [
        KeySpec("direction", .other("a name or a list"), default: "right"), touches,
        KeySpec("minimumDistance", .number, default: "50 pt"),
        KeySpec("maximumAngle", .number, default: "30°", range: 0...90),
        KeySpec("maximumDuration", .seconds, default: "0.5 s"),
      ]
    case .pinch:
      return [KeySpec("hysteresis", .number, default: "8 pt")]
    case .rotation:
      return [KeySpec("hysteresis", .number, default: "5°", range: 0...90)]
    case .screenEdgePan:
      return [
        KeySpec("edges", .other("a name, a list, or all"), default: "left"),
        KeySpec("edgeWidth", .number, default: "13 pt"),
        KeySpec("hysteresis", .number, default: "15 pt"),
        KeySpec("minimumTouches", .wholeNumber, default: "1", range: 1...10),
        KeySpec("maximumTouches", .wholeNumber, default: "1", range: 1...10),
      ]
    }
  }
}

/// Every recognizer's keys, declared once.
enum GestureKeys {
  static let common = ObjectKeys(
    "a gesture recognizer", docs: "Gesture recognizers",
    [
      KeySpec("id", .name, default: "required", "unique among recognizers"),
      KeySpec("type", .choice(GestureType.choices), default: "required"),
      KeySpec("comment", .string),
      KeySpec("on", .object, "state → actions"),
      KeySpec("cancelsTouchesInView", .bool, default: "true"),
      KeySpec("delaysTouchesBegan", .bool, default: "false (true for screenEdgePan)"),
      KeySpec("delaysTouchesEnded", .bool, default: "true"),
      KeySpec("requireToFail", .array, "ids of recognizers this one waits for"),
      KeySpec("simultaneousWith", .array, "ids of recognizers that may recognize with it"),
    ])

  /// Each type's whole table, named as messages name it: "a 'tap' recognizer".
  static let byType: [GestureType: ObjectKeys] = Dictionary(
    uniqueKeysWithValues: GestureType.allCases.map {
      ($0, ObjectKeys("a '\($0.rawValue)' recognizer", docs: nil, common.keys + $0.ownKeys))
    })
}
