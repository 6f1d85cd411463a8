/// One key an object kind accepts, declared once with what the docs say of it: the reader takes
/// its name, type and range from here, lists it in "unknown key" errors and suggestions, and a
/// test finds it in docs/scenario-format.md's tables (and every key there in a table), so the
/// reader, its messages and the docs can't drift apart, as swift-argument-parser's options
/// can't.
struct KeySpec: Sendable, Equatable {
  /// What a key's value is, as the docs' type column names it.
  enum ValueType: Sendable, Equatable {
    case bool, number, wholeNumber, seconds, string, name, point, rect, insets, transform
    case object, array
    /// One of a fixed set of words: anything else is refused with the list and a suggestion.
    case choice(ChoiceSet)
    /// Read by code of its own (several forms, or a nested object); the text says what.
    case other(String)
  }

  let name: String
  let type: ValueType
  /// As the docs' default column says it: "false", "required", "none".
  let defaultText: String
  /// The values a number may take, checked by `DocumentReader.number(_:_:spec:)`.
  let range: ClosedRange<Double>?
  /// The docs' meaning column, in short.
  let doc: String

  init(
    _ name: String, _ type: ValueType, default defaultText: String = "none",
    range: ClosedRange<Double>? = nil, _ doc: String = ""
  ) {
    self.name = name
    self.type = type
    self.defaultText = defaultText
    self.range = range
    self.doc = doc
  }

  /// The words of a `choice` key (empty for any other type).
  var choices: ChoiceSet? {
    if case .choice(let set) = type { return set }
    return nil
  }
}

/// The words an enum-valued key (or array element, or member name) accepts, and what one of
/// them is called in messages: `unknown curve 'bounce'; expected 'easeInOut', … or 'linear'`.
struct ChoiceSet: Sendable, Equatable {
  /// "curve", "record mode": the noun after "unknown".
  let what: String
  let names: [String]
  /// The last item of the list, for a value that may also take another form: "[x1, y1, x2,
  /// y2]", "a number per millisecond".
  let otherwise: String?

  init(_ what: String, _ names: [String], otherwise: String? = nil) {
    self.what = what
    self.names = names
    self.otherwise = otherwise
  }

  /// The names of an enum's cases, in declaration order.
  init<Choice: CaseIterable & RawRepresentable>(
    _ what: String, _ type: Choice.Type, otherwise: String? = nil
  ) where Choice.RawValue == String {
    self.init(what, type.allCases.map(\.rawValue), otherwise: otherwise)
  }

  /// "unknown curve 'bounce'; expected 'easeInOut', 'easeIn', 'easeOut', 'linear' or [x1, …]".
  func unknown(_ text: String) -> String {
    guard let otherwise else {
      return "unknown \(what) '\(text)'; expected \(Suggestions.list(names))"
    }
    let quoted = names.map { "'\($0)'" }.joined(separator: ", ")
    return "unknown \(what) '\(text)'; expected \(quoted) or \(otherwise)"
  }
}
