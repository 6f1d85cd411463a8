import Foundation

/// A JSON value as the validator reads it: JSONDecoder tells true from 1, which
/// JSONSerialization's NSNumber does not.
indirect enum JSONInstance: Decodable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONInstance])
  case object([String: JSONInstance])

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONInstance].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONInstance].self))
    }
  }

  static func parse(_ text: String) throws -> JSONInstance {
    try JSONDecoder().decode(JSONInstance.self, from: Data(text.utf8))
  }
}

/// A JSON Schema validator for the keywords `simreplay schema` emits, and only those: `$ref`
/// (to `#/$defs/…`), `type`, `properties`, `additionalProperties`, `required`, `enum`, `const`,
/// `minimum`, `maximum`, `items`, `minItems`, `maxItems`, `anyOf`; annotations (`description`,
/// `title`, `$schema`, `$defs`) are skipped. Any other keyword is reported, so the schema can't
/// grow one this validator would silently ignore.
struct SchemaValidator {
  let root: JSONInstance

  static let annotations: Set<String> = ["description", "title", "$schema", "$defs"]

  /// The problems of `instance` against the root schema, each with its JSON path.
  func errors(_ instance: JSONInstance) -> [String] {
    var found: [String] = []
    check(instance, root, "$", &found)
    return found
  }

  func check(_ value: JSONInstance, _ schema: JSONInstance, _ path: String, _ found: inout [String])
  {
    guard case .object(let keywords) = schema else {
      if case .bool(false) = schema { found.append("\(path): no value is allowed here") }
      return
    }
    for (keyword, argument) in keywords.sorted(by: { $0.key < $1.key }) {
      switch keyword {
      case "$ref":
        guard case .string(let reference) = argument, reference.hasPrefix("#/$defs/"),
          case .object(let top) = root, case .object(let definitions)? = top["$defs"],
          let target = definitions[String(reference.dropFirst(8))]
        else {
          found.append("\(path): unresolved $ref \(argument)")
          continue
        }
        check(value, target, path, &found)
      case "type":
        guard case .string(let name) = argument, Self.isType(value, name) else {
          found.append("\(path): not of type \(argument)")
          continue
        }
      case "properties":
        guard case .object(let members) = value, case .object(let properties) = argument else {
          continue
        }
        for (key, member) in members {
          if let property = properties[key] { check(member, property, path + "." + key, &found) }
        }
      case "additionalProperties":
        guard case .object(let members) = value else { continue }
        var known: [String: JSONInstance] = [:]
        if case .object(let properties)? = keywords["properties"] { known = properties }
        for (key, member) in members where known[key] == nil {
          if case .bool(false) = argument {
            found.append("\(path): unknown key '\(key)'")
          } else {
            check(member, argument, path + "." + key, &found)
          }
        }
      case "required":
        guard case .object(let members) = value, case .array(let names) = argument else {
          continue
        }
        for case .string(let name) in names where members[name] == nil {
          found.append("\(path): '\(name)' is required")
        }
      case "enum":
        guard case .array(let allowed) = argument,
          allowed.contains(where: { Self.equal($0, value) })
        else {
          found.append("\(path): not one of \(argument)")
          continue
        }
      case "const":
        if !Self.equal(argument, value) { found.append("\(path): not \(argument)") }
      case "minimum", "maximum":
        guard case .number(let number) = value, case .number(let bound) = argument else { continue }
        if keyword == "minimum" ? number < bound : number > bound {
          found.append("\(path): \(number) is past the \(keyword) \(bound)")
        }
      case "items":
        guard case .array(let items) = value else { continue }
        for (index, item) in items.enumerated() {
          check(item, argument, "\(path)[\(index)]", &found)
        }
      case "minItems", "maxItems":
        guard case .array(let items) = value, case .number(let bound) = argument else { continue }
        if keyword == "minItems" ? Double(items.count) < bound : Double(items.count) > bound {
          found.append("\(path): \(items.count) items, \(keyword) \(bound)")
        }
      case "anyOf":
        guard case .array(let branches) = argument else { continue }
        let matches = branches.contains { branch in
          var branchErrors: [String] = []
          check(value, branch, path, &branchErrors)
          return branchErrors.isEmpty
        }
        if !matches { found.append("\(path): matches none of anyOf's \(branches.count) schemas") }
      case _ where Self.annotations.contains(keyword):
        continue
      default:
        found.append("\(path): the validator does not know the keyword '\(keyword)'")
      }
    }
  }

  static func isType(_ value: JSONInstance, _ name: String) -> Bool {
    switch (name, value) {
    case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool),
      ("null", .null), ("number", .number):
      true
    case ("integer", .number(let number)): number == number.rounded(.towardZero)
    default: false
    }
  }

  static func equal(_ a: JSONInstance, _ b: JSONInstance) -> Bool {
    switch (a, b) {
    case (.null, .null): true
    case (.bool(let x), .bool(let y)): x == y
    case (.number(let x), .number(let y)): x == y
    case (.string(let x), .string(let y)): x == y
    default: false
    }
  }
}
