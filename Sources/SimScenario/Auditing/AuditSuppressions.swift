/// Findings a team has accepted, kept in a file under version control.
///
/// One rule a line: a view (a scenario's id, a dump's `<Class: 0x…>` description, or a class
/// name, which matches every view of that class), then the kinds it suppresses (`covered`,
/// `unreachable`, `small`; none: every kind). `#` starts a comment; blank lines are skipped.
///
///     # the legacy close button is 40 pt, tracked in JIRA-123
///     close small
///     <UIButton: 0x16d901e0> covered
///     UITableViewCellDeleteConfirmationButton
public struct AuditSuppressions: Hashable, Sendable {
  public struct Rule: Hashable, Sendable {
    public var view: String
    /// Empty: every kind.
    public var kinds: [AuditFinding.Kind]
    public var line: Int
  }

  public var rules: [Rule] = []

  public init(rules: [Rule] = []) { self.rules = rules }

  /// Reads a suppressions file; on failure the problems, `file:line:column: error: …` each.
  public static func parse(_ text: String, file: String) -> Result<Self, SuppressionError> {
    var rules: [Rule] = []
    var problems: [String] = []
    for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let number = offset + 1
      var line = Substring(raw)
      if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
      let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
      guard !trimmed.isEmpty else { continue }
      let view: String
      var rest: Substring
      if trimmed.hasPrefix("<"), let close = trimmed.firstIndex(of: ">") {
        view = String(trimmed[...close])
        rest = trimmed[trimmed.index(after: close)...]
      } else {
        let end = trimmed.firstIndex { $0 == " " || $0 == "\t" } ?? trimmed.endIndex
        view = String(trimmed[..<end])
        rest = trimmed[end...]
      }
      var kinds: [AuditFinding.Kind] = []
      let column0 = raw.count - rest.count
      var column = column0
      for word in rest.split(
        omittingEmptySubsequences: false, whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
      {
        defer { column += word.count + 1 }
        guard !word.isEmpty else { continue }
        guard let kind = AuditFinding.Kind(rawValue: String(word)) else {
          let names = AuditFinding.Kind.allCases.map(\.rawValue)
          var message =
            "\(file):\(number):\(column + 1): error: unknown kind '\(word)', expected covered, unreachable or small"
          if let match = names.first(where: { $0.hasPrefix(String(word.prefix(3))) }) {
            message += "; did you mean '\(match)'?"
          }
          problems.append(message)
          continue
        }
        if !kinds.contains(kind) { kinds.append(kind) }
      }
      rules.append(Rule(view: view, kinds: kinds, line: number))
    }
    guard problems.isEmpty else { return .failure(SuppressionError(messages: problems)) }
    return .success(AuditSuppressions(rules: rules))
  }

  /// Whether a finding of `kind` for a view called `label` of class `className` is suppressed.
  public func suppresses(_ kind: AuditFinding.Kind, label: String, className: String) -> Bool {
    rules.contains { rule in
      (rule.view == label || rule.view == className)
        && (rule.kinds.isEmpty || rule.kinds.contains(kind))
    }
  }
}

/// A suppressions file that can't be read as one.
public struct SuppressionError: Error, Sendable {
  public var messages: [String]
}
