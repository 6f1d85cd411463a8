/// A position in JSON source text, precise enough for an editor to jump to.
///
/// Lines and columns are 1-based because that is what editors and compilers print. Columns count
/// Unicode scalars rather than bytes, so an error after `"héllo", ` points where the user sees the
/// problem. The byte offset is kept as well: it is cheap, totally ordered within one input, and
/// lets tools slice the original bytes.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// 1-based line number (shifted by the parser's `firstLine`).
  public var line: Int
  /// 1-based column, counted in Unicode scalars from the start of the line.
  public var column: Int
  /// 0-based byte offset into the parsed input (a skipped BOM still counts).
  public var offset: Int

  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// `line:column`, ready to be prefixed with a file name (`scenario.json:3:14`).
  public var description: String { "\(line):\(column)" }

  /// Ordered by offset; line and column only break ties so that `<` stays consistent with `==`
  /// for locations that come from different inputs.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.offset, lhs.line, lhs.column) < (rhs.offset, rhs.line, rhs.column)
  }
}
