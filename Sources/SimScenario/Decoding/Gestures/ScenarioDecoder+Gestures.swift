import SimEngine
import SimGeometry

/// `gestures`: recognizers attached to a view.
extension ScenarioDecoder {
  mutating func decodeGestures(_ node: Node, path: String, screen: Screen, addNesting: Int)
    -> [GestureRecognizer]
  {
    guard reader.document.kind(node) == .array else {
      reader.error(
        node, path, "expected an array of gesture recognizers, got \(reader.describe(node))")
      return []
    }
    var result: [GestureRecognizer] = []
    for (index, element) in reader.document.elements(node).enumerated() {
      let elementPath = KeyPath.index(path, index)
      guard
        var fields = reader.object(element, elementPath, expected: "a gesture recognizer object")
      else { continue }
      if let gesture = decodeGesture(
        &fields, path: elementPath, screen: screen, addNesting: addNesting)
      {
        result.append(gesture)
      }
    }
    return result
  }

  private mutating func decodeGesture(
    _ fields: inout Fields, path: String, screen: Screen, addNesting: Int
  ) -> GestureRecognizer? {
    let idNode = reader.require("id", in: &fields, what: "the recognizer's unique name")
    let typeNode = reader.require(
      "type", in: &fields, what: Suggestions.list(GestureType.choices.names))
    if let comment = fields.take("comment") { _ = reader.string(comment, fields.path("comment")) }
    guard let idNode, let typeNode,
      let name = reader.name(idNode, fields.path("id"), what: "a recognizer id"),
      let type = reader.choice(
        typeNode, fields.path("type"), GestureType.choices, as: GestureType.self)
    else { return nil }
    let kind = decodeKind(type, &fields)
    var gesture = GestureRecognizer(name: name, kind: kind)
    if let n = fields.take("cancelsTouchesInView"),
      let v = reader.bool(n, fields.path("cancelsTouchesInView"))
    {
      gesture.cancelsTouchesInView = v
    }
    if let n = fields.take("delaysTouchesBegan"),
      let v = reader.bool(n, fields.path("delaysTouchesBegan"))
    {
      gesture.delaysTouchesBegan = v
    }
    if let n = fields.take("delaysTouchesEnded"),
      let v = reader.bool(n, fields.path("delaysTouchesEnded"))
    {
      gesture.delaysTouchesEnded = v
    }
    gesture.requireToFail = gestureNames(&fields, key: "requireToFail", owner: name)
    gesture.simultaneousWith = gestureNames(&fields, key: "simultaneousWith", owner: name)
    if let n = fields.take("on") {
      gesture.actions = decodeGestureActions(
        n, path: fields.path("on"), kind: kind, screen: screen, addNesting: addNesting)
    }
    reader.finish(fields, type.keys)
    declareGesture(name, at: idNode, kind: kind, path: fields.path("id"))
    return gesture
  }

  /// The type's settings, from its own keys (`GestureType.ownKeys`).
  private mutating func decodeKind(_ type: GestureType, _ fields: inout Fields) -> GestureKind {
    switch type {
    case .tap:
      var s = TapSettings()
      s.taps = count(&fields, type, "taps") ?? s.taps
      s.touches = count(&fields, type, "touches") ?? s.touches
      s.allowableMovement = distance(&fields, "allowableMovement") ?? s.allowableMovement
      s.multiTapInterval = seconds(&fields, "multiTapInterval") ?? s.multiTapInterval
      s.maximumTapDuration = seconds(&fields, "maximumTapDuration") ?? s.maximumTapDuration
      return .tap(s)
    case .longPress:
      var s = LongPressSettings()
      s.minimumPressDuration = seconds(&fields, "minimumPressDuration") ?? s.minimumPressDuration
      s.allowableMovement = distance(&fields, "allowableMovement") ?? s.allowableMovement
      s.touches = count(&fields, type, "touches") ?? s.touches
      return .longPress(s)
    case .pan, .screenEdgePan:
      var s = type == .pan ? PanSettings() : PanSettings.screenEdge
      s.minimumTouches = count(&fields, type, "minimumTouches") ?? s.minimumTouches
      s.maximumTouches = count(&fields, type, "maximumTouches") ?? s.maximumTouches
      s.hysteresis = distance(&fields, "hysteresis") ?? s.hysteresis
      if s.maximumTouches < s.minimumTouches {
        reader.error(
          fields.node, fields.path("maximumTouches"),
          "maximumTouches (\(s.maximumTouches)) is below minimumTouches (\(s.minimumTouches))")
      }
      guard type == .screenEdgePan else { return .pan(s) }
      var edges = ScreenEdgeSettings()
      if let n = fields.take("edges") {
        let names = ScreenEdge.allCases.map(\.rawValue)
        edges.edges = enumList(n, fields.path("edges"), allowed: names, all: true).compactMap(
          ScreenEdge.init)
      }
      edges.edgeWidth = distance(&fields, "edgeWidth") ?? edges.edgeWidth
      return .screenEdgePan(s, edges)
    case .swipe:
      var s = SwipeSettings()
      if let n = fields.take("direction") {
        let names = Direction.allCases.map(\.rawValue)
        s.directions = enumList(n, fields.path("direction"), allowed: names, all: false).compactMap(
          Direction.init)
      }
      s.touches = count(&fields, type, "touches") ?? s.touches
      s.minimumDistance = distance(&fields, "minimumDistance") ?? s.minimumDistance
      if let n = fields.take("maximumAngle") {
        s.maximumAngle =
          reader.number(
            n, fields.path("maximumAngle"), in: type.keys.range("maximumAngle"),
            what: "maximumAngle")
          ?? s.maximumAngle
      }
      s.maximumDuration = seconds(&fields, "maximumDuration") ?? s.maximumDuration
      return .swipe(s)
    case .rotation:
      var s = RotationSettings()
      if let n = fields.take("hysteresis") {
        s.hysteresis =
          reader.number(
            n, fields.path("hysteresis"), in: type.keys.range("hysteresis"),
            what: "hysteresis (degrees)")
          ?? s.hysteresis
      }
      return .rotation(s)
    case .pinch:
      var s = PinchSettings()
      s.hysteresis = distance(&fields, "hysteresis") ?? s.hysteresis
      return .pinch(s)
    }
  }

  /// A whole number in the range `type`'s table declares for `key`.
  private mutating func count(_ fields: inout Fields, _ type: GestureType, _ key: String) -> Int? {
    fields.take(key).flatMap {
      reader.integer($0, fields.path(key), in: type.keys.wholeRange(key), what: key)
    }
  }

  private mutating func distance(_ fields: inout Fields, _ key: String) -> Double? {
    fields.take(key).flatMap { reader.nonNegative($0, fields.path(key), what: key) }
  }

  private mutating func seconds(_ fields: inout Fields, _ key: String) -> Interval? {
    fields.take(key).flatMap { reader.interval($0, fields.path(key), what: key) }
  }

  /// A name or a list of names from `allowed` (or "all", when allowed).
  private mutating func enumList(_ node: Node, _ path: String, allowed: [String], all: Bool)
    -> [String]
  {
    let elements = reader.document.kind(node) == .array ? reader.document.elements(node) : [node]
    var names: [String] = []
    for element in elements {
      guard let name = reader.string(element, path) else { continue }
      if all && name == "all" {
        names += allowed
      } else if allowed.contains(name) {
        names.append(name)
      } else {
        let choices = ChoiceSet("value", allowed + (all ? ["all"] : []))
        reader.unknownChoice(name, choices, at: element, path)
      }
    }
    if names.isEmpty && reader.document.kind(node) == .array {
      reader.error(
        node, path, "the list is empty; give at least one of \(Suggestions.list(allowed))")
    }
    return names
  }

  private mutating func gestureNames(_ fields: inout Fields, key: String, owner: String) -> [String]
  {
    guard let node = fields.take(key) else { return [] }
    let path = fields.path(key)
    guard reader.document.kind(node) == .array else {
      reader.error(node, path, "expected an array of recognizer ids, got \(reader.describe(node))")
      return []
    }
    var names: [String] = []
    for (index, element) in reader.document.elements(node).enumerated() {
      guard let name = reader.name(element, KeyPath.index(path, index), what: "a recognizer id")
      else { continue }
      if name == owner {
        reader.error(
          element, KeyPath.index(path, index), "a recognizer can't name itself in '\(key)'")
        continue
      }
      gestureNames.refer(name, at: element, path: KeyPath.index(path, index))
      names.append(name)
    }
    return names
  }

  private mutating func decodeGestureActions(
    _ node: Node, path: String, kind: GestureKind, screen: Screen, addNesting: Int
  ) -> [(state: GestureState, actions: [Action])] {
    guard var fields = reader.object(node, path, expected: "an object of gesture states") else {
      return []
    }
    let allowed = kind.isDiscrete ? ["recognized"] : ["began", "changed", "ended", "cancelled"]
    var result: [(state: GestureState, actions: [Action])] = []
    for member in reader.eachMember(of: &fields) {
      guard allowed.contains(member.key) else {
        let hint =
          kind.isDiscrete
          ? "a \(kind.typeName) recognizer is discrete and announces only 'recognized'"
          : "a \(kind.typeName) recognizer is continuous and announces 'began', 'changed', 'ended' and 'cancelled'"
        reader.diagnostics.append(
          Diagnostic(
            file: reader.file, location: reader.document.location(ofKey: member), keyPath: path,
            message: "unknown gesture state '\(member.key)'; \(hint)",
            notes: reader.suggestion(member.key, in: allowed, at: member.value)))
        continue
      }
      let state: GestureState =
        member.key == "recognized" ? .ended : GestureState(rawValue: member.key)!
      let actions = decodeActions(
        member.value, path: path + "." + member.key, screen: screen, addNesting: addNesting)
      result.append((state, actions))
    }
    return result
  }

  mutating func declareGesture(
    _ name: String, at node: Node, kind: GestureKind, path: String
  ) {
    gestureNames.declare(name, at: node, kind: kind, path: path, reader: &reader)
  }
}
