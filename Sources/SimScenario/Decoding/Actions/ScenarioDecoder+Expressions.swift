import SimEngine
import SimGeometry

/// Expressions in scenario files: strings where a number is computed when the action runs
/// (`"center": [160, "400 + pan.translation.y"]`), and conditions (`"if": "…"`), with their
/// errors placed at the character they concern and every name they read checked.
extension ScenarioDecoder {
  /// A number or an expression string; a condition when `condition` is true.
  mutating func expression(_ node: Node, _ path: String, condition: Bool = false) -> Expression? {
    if !condition, reader.document.kind(node) == .number {
      return reader.number(node, path).map { .number($0) }
    }
    guard reader.document.kind(node) == .string, let text = reader.string(node, path) else {
      reader.error(
        node, path,
        "expected \(condition ? "a condition such as \"pan.velocity.y > 500\"" : "a number or an expression string"), got \(reader.describe(node))"
      )
      return nil
    }
    let parsed: Expression
    do { parsed = try ExpressionParser.parse(text) } catch {
      var location = reader.document.location(node)
      location.column += 1 + error.offset
      location.offset += 1 + error.offset
      reader.diagnostics.append(
        Diagnostic(
          file: reader.file, location: location, keyPath: path,
          message: "in the expression \"\(text)\": \(error.message)"))
      return nil
    }
    if condition != parsed.isCondition {
      reader.error(
        node, path,
        condition
          ? "\"\(text)\" is a number, not a condition; compare it, as in \"\(text) > 0\""
          : "\"\(text)\" is a condition, not a number")
      return nil
    }
    for reference in parsed.references { refer(to: reference, at: node, path: path) }
    return parsed
  }

  private mutating func refer(to reference: ValueReference, at node: Node, path: String) {
    switch reference {
    case .gesture(let name, let value):
      gestureNames.refer(name, at: node, path: path)
      if case .locationX(let view?) = value {
        viewNames.refer(ViewReference(name: view, node: node, path: path, allowsWindow: true))
      }
      if case .locationY(let view?) = value {
        viewNames.refer(ViewReference(name: view, node: node, path: path, allowsWindow: true))
      }
    case .view(let name, let value, _):
      let scroll = value == .contentOffsetX || value == .contentOffsetY
      let knob = value == .knobPosition || value == .knobWidth || value == .knobProgress
      viewNames.refer(
        ViewReference(
          name: name, node: node, path: path,
          requirement: scroll ? .scrollView : knob ? .control : nil,
          requirementReason: knob
            ? "\(value.rawValue) is a UISwitch's" : "contentOffset is a scroll view's",
          allowsWindow: !scroll && !knob))
    case .animator(let name, _):
      animatorNames.refer(name, at: node, path: path)
    case .variable(let name):
      keptNames.refer(name, at: node, path: path)
    case .displayLink(let name, _):
      timerNames.refer(name, at: node, path: path)
    case .controlValue(let name):
      viewNames.refer(
        ViewReference(
          name: name, node: node, path: path, requirement: .control,
          requirementReason: "value is a valued control's (a UISlider's)", allowsWindow: false))
    }
  }

  /// An array of `names.count` numbers in which, when `computed` is given, strings are
  /// expressions: their slots read 0 here and are recorded in `computed`.
  mutating func numbers(
    _ node: Node, _ path: @autoclosure () -> String, names: [String],
    slots: @autoclosure () -> [PropertySlot], computed: inout [ComputedProperty]?
  ) -> SmallNumbers? {
    guard computed != nil, reader.document.kind(node) == .array,
      reader.document.elements(node).contains(where: { reader.document.kind($0) == .string })
    else { return reader.numbers(node, path(), names: names) }
    // (A declared view's numbers are fixed: `computed` is nil and nothing is listed.)
    let elements = reader.document.elements(node)
    guard elements.count == names.count else {
      reader.error(
        node, path(),
        "expected \(names.count) values [\(names.joined(separator: ", "))], got \(elements.count)")
      return nil
    }
    var values = SmallNumbers()
    var ok = true
    let slots = slots()
    for (index, element) in elements.enumerated() {
      let elementPath = KeyPath.index(path(), index)
      guard let e = expression(element, elementPath) else {
        ok = false
        continue
      }
      if case .number(let value) = e {
        values.append(value)
      } else {
        values.append(0)
        computed?.append(ComputedProperty(slots[index], e))
      }
    }
    return ok ? values : nil
  }

  /// `{"let": {"start": "drawer.fractionComplete"}}`: one name, one expression.
  mutating func decodeLet(_ node: Node, path: String) -> Action? {
    guard let fields = reader.object(node, path, expected: "{\"name\": expression}") else {
      return nil
    }
    guard fields.members.count == 1, let member = fields.members.first else {
      reader.error(node, path, "a 'let' keeps one value: {\"name\": \"expression\"}")
      return nil
    }
    let validName =
      member.key.unicodeScalars.first.map { !("0"..."9").contains($0) } == true
      && member.key.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "_"
      }
    guard validName else {
      reader.error(
        node, path, "'\(member.key)' can't be a kept value's name: use letters, digits and _")
      return nil
    }
    keptNames.create(member.key)
    return expression(member.value, path + "." + member.key).map { .keep(member.key, $0) }
  }

  /// `{"if": "<condition>", "then": [...], "else": [...]}`.
  mutating func decodeIf(
    _ condition: Node, _ fields: inout Fields, path: String, screen: Screen, addNesting: Int
  ) -> Action? {
    let parsed = expression(condition, path + ".if", condition: true)
    var then: [Action] = []
    var otherwise: [Action] = []
    if let n = fields.take("then") {
      then = decodeActions(n, path: path + ".then", screen: screen, addNesting: addNesting)
    } else {
      reader.error(fields.node, path, "an 'if' action needs 'then' (the actions when it holds)")
    }
    if let n = fields.take("else") {
      otherwise = decodeActions(n, path: path + ".else", screen: screen, addNesting: addNesting)
    }
    guard let parsed else { return nil }
    return .choose(Decision(condition: parsed, then: then, otherwise: otherwise))
  }
}
