/// A problem found in a scenario or touch file, reported in the compiler's format:
///
///     sheet.json:14:17: error: touches[3].phase: unknown touch phase 'begn'; expected one of 'began', 'moved', 'stationary', 'ended', 'cancelled'
///     sheet.json:14:17: note: did you mean 'began'?
public struct Diagnostic: Hashable, Sendable, Comparable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable {
    case error
    case warning
  }

  /// A related place, printed after the diagnostic.
  public struct Note: Hashable, Sendable {
    public var file: String
    public var location: SourceLocation?
    public var message: String

    public init(file: String, location: SourceLocation?, message: String) {
      self.file = file
      self.location = location
      self.message = message
    }
  }

  public var severity: Severity
  /// The file as the user named it.
  public var file: String
  public var location: SourceLocation?
  /// Where in the document, as `root.children[0].frame`; empty for the document itself.
  public var keyPath: String
  public var message: String
  public var notes: [Note]

  public init(
    _ severity: Severity = .error, file: String, location: SourceLocation?, keyPath: String,
    message: String, notes: [Note] = []
  ) {
    self.severity = severity
    self.file = file
    self.location = location
    self.keyPath = keyPath
    self.message = message
    self.notes = notes
  }

  /// Orders by file, then position, so diagnostics print in reading order.
  public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    if lhs.file != rhs.file { return lhs.file < rhs.file }
    // Lines and columns, not byte offsets: a JSON Lines file is parsed one line at a time.
    let left = lhs.location.map { ($0.line, $0.column) } ?? (0, 0)
    let right = rhs.location.map { ($0.line, $0.column) } ?? (0, 0)
    if left != right { return left < right }
    return lhs.message < rhs.message
  }

  public var description: String {
    var text = "\(Self.place(file, location)): \(severity.rawValue): "
    text += keyPath.isEmpty ? message : "\(keyPath): \(message)"
    for note in notes {
      text += "\n\(Self.place(note.file, note.location)): note: \(note.message)"
    }
    return text
  }

  static func place(_ file: String, _ location: SourceLocation?) -> String {
    guard let location else { return file }
    return "\(file):\(location.line):\(location.column)"
  }
}

/// Thrown when a scenario can't be run; holds every problem found, in reading order.
public struct ScenarioError: Error, Sendable, CustomStringConvertible {
  public enum Kind: Sendable {
    /// The file is missing or unreadable (exit 66).
    case unreadable
    /// The file is not a valid scenario (exit 65).
    case invalid
  }

  public var kind: Kind
  public var diagnostics: [Diagnostic]

  public init(kind: Kind, diagnostics: [Diagnostic]) {
    self.kind = kind
    self.diagnostics = diagnostics.sorted()
  }

  public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
