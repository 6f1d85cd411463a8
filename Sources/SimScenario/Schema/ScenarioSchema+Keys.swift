extension ScenarioSchema {
  /// An object of a table's keys: each key's schema from its ``KeySpec`` (or its link), no
  /// other key allowed (the reader refuses unknown keys), the "required" ones required. A
  /// valued control's keys (``ControlValueKeys``) are required only within their own class
  /// (a segmented control's `numberOfSegments`), which a class given through `base` decides,
  /// so the schema leaves them optional on every view and the reader says which is missing.
  static func object(_ table: ObjectKeys, links: [String: SchemaJSON] = [:]) -> SchemaJSON {
    let properties = table.keys.map { spec -> (String, SchemaJSON) in
      (spec.name, annotated(links[spec.name] ?? value(spec.type, range: spec.range), spec))
    }
    var members: [(String, SchemaJSON)] = [
      ("type", .string("object")), ("properties", .object(properties)),
      ("additionalProperties", .bool(false)),
    ]
    let required = table.keys.filter {
      $0.defaultText == "required" && !ControlValueKeys.keys.contains($0)
    }.map {
      SchemaJSON.string($0.name)
    }
    if !required.isEmpty { members.append(("required", .array(required))) }
    return .object(members)
  }

  /// A key's schema with its documentation line and default as the editor shows them.
  static func annotated(_ schema: SchemaJSON, _ spec: KeySpec) -> SchemaJSON {
    guard case .object(var members) = schema else { return schema }
    var text = spec.doc
    if let index = members.firstIndex(where: { $0.0 == "description" }),
      case .string(let form) = members[index].1
    {
      members.remove(at: index)
      text = form + (text.isEmpty ? "" : ": \(text)")
    }
    if spec.defaultText != "none" && spec.defaultText != "required" {
      text += (text.isEmpty ? "" : "; ") + "default: \(spec.defaultText)"
    }
    if !text.isEmpty { members.append(("description", .string(text))) }
    return .object(members)
  }

  /// What a value of a type may be, as the reader checks it.
  static func value(_ type: KeySpec.ValueType, range: ClosedRange<Double>?) -> SchemaJSON {
    func numbers(_ count: Int) -> SchemaJSON {
      .object([
        ("type", .string("array")), ("items", .object([("type", .string("number"))])),
        ("minItems", .number(Double(count))), ("maxItems", .number(Double(count))),
      ])
    }
    func bounded(_ kind: String, minimum: Double? = nil) -> SchemaJSON {
      var members: [(String, SchemaJSON)] = [("type", .string(kind))]
      if let lower = range?.lowerBound ?? minimum, lower.isFinite {
        members.append(("minimum", .number(lower)))
      }
      if let upper = range?.upperBound, upper.isFinite {
        members.append(("maximum", .number(upper)))
      }
      return .object(members)
    }
    switch type {
    case .bool: return .object([("type", .string("boolean"))])
    case .number: return bounded("number")
    case .wholeNumber: return bounded("integer")
    case .seconds: return bounded("number", minimum: 0)
    case .string, .name: return .object([("type", .string("string"))])
    case .point: return numbers(2)
    case .rect, .insets: return numbers(4)
    case .transform: return .object([])
    case .object: return .object([("type", .string("object"))])
    case .array: return .object([("type", .string("array"))])
    case .choice(let set):
      guard set.otherwise == nil else { return .object([]) }
      return .object([("enum", .array(set.names.map { .string($0) }))])
    case .other(let text): return .object([("description", .string(text))])
    }
  }
}

extension SchemaJSON {
  /// An object's members (empty for any other value).
  var members: [(String, SchemaJSON)] {
    if case .object(let members) = self { return members }
    return []
  }
}
