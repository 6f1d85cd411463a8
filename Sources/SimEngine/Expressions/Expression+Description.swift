import SimGeometry

/// An expression written back as text, fully parenthesised where precedence needs it, for
/// traces and failure messages (`pan.translation.y + 400 > 600`).
extension Expression: CustomStringConvertible {
  public var description: String { text(precedence: 0) }

  private func text(precedence outer: Int) -> String {
    let (inner, body): (Int, String)
    switch self {
    case .number(let value): return value.compactDescription
    case .value(let reference): return reference.description
    case .negate(let e): (inner, body) = (5, "-" + e.text(precedence: 5))
    case .not(let e): (inner, body) = (5, "!" + e.text(precedence: 5))
    case .arithmetic(let op, let a, let b):
      let p = op == .add || op == .subtract ? 3 : 4
      (inner, body) = (p, "\(a.text(precedence: p)) \(op.rawValue) \(b.text(precedence: p + 1))")
    case .comparison(let op, let a, let b):
      (inner, body) = (2, "\(a.text(precedence: 3)) \(op.rawValue) \(b.text(precedence: 3))")
    case .logical(let op, let a, let b):
      let p = op == .or ? 0 : 1
      (inner, body) = (p, "\(a.text(precedence: p)) \(op.rawValue) \(b.text(precedence: p + 1))")
    case .function(let function, let arguments):
      return function.rawValue + "("
        + arguments.map { $0.text(precedence: 0) }.joined(separator: ", ")
        + ")"
    }
    return inner < outer ? "(" + body + ")" : body
  }
}

extension ValueReference: CustomStringConvertible {
  public var description: String {
    switch self {
    case .gesture(let name, let value): "\(Self.quoted(name)).\(value.path)"
    case .view(let name, let value, let presentation):
      "\(Self.quoted(name)).\(presentation ? "presentation." : "")\(value.rawValue)"
    case .animator(let name, let value): "\(Self.quoted(name)).\(value.rawValue)"
    case .variable(let name): "$" + name
    case .controlValue(let name): "\(Self.quoted(name)).value"
    case .displayLink(let name, let value): "\(Self.quoted(name)).\(value.rawValue)"
    }
  }

  /// A name as an expression writes it: plain when it is dotted words, else in backquotes.
  static func quoted(_ name: String) -> String {
    let plain = name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { word in
      guard let first = word.unicodeScalars.first, !("0"..."9").contains(first) else {
        return false
      }
      return word.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "_"
      }
    }
    return plain ? name : "`\(name)`"
  }
}

extension GestureValue {
  var path: String {
    switch self {
    case .translationX: "translation.x"
    case .translationY: "translation.y"
    case .velocityX: "velocity.x"
    case .velocityY: "velocity.y"
    case .locationX(let view):
      view.map { "location(\(ValueReference.quoted($0))).x" } ?? "location.x"
    case .locationY(let view):
      view.map { "location(\(ValueReference.quoted($0))).y" } ?? "location.y"
    case .scale: "scale"
    case .rotation: "rotation"
    case .velocity: "velocity"
    case .numberOfTouches: "numberOfTouches"
    }
  }
}
