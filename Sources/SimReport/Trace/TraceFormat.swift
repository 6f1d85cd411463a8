import SimScenario

/// The version of the golden trace format. A golden starts with a header line naming it,
/// `{"simreplay-trace":2}`; a golden without one is version 1, the format before headers,
/// whose frame lines are those of version 2. A newer simreplay compares an older golden on
/// what its version recorded: the keys later versions added to a frame are left out of the
/// comparison. A golden of a version newer than ``current`` is not compared.
public enum TraceFormat {
  /// The version new goldens are recorded with.
  public static let current = 2

  /// The keys each version added to a frame, as dot paths without array indices
  /// (`touches.radius` for every touch's `radius`). Version 2 added only the header line.
  public static let addedKeys: [Int: [String]] = [2: []]

  /// The key of the header line's one member.
  static let headerKey = "simreplay-trace"

  /// The header line a golden of `version` starts with, newline included.
  public static func header(_ version: Int = current) -> String {
    "{\"\(headerKey)\":\(version)}\n"
  }

  /// The keys added after `version` up to `latest`: those a golden of `version` never recorded.
  public static func keys(
    newerThan version: Int, upTo latest: Int = current, added: [Int: [String]] = addedKeys
  ) -> Set<String> {
    var keys: Set<String> = []
    guard version < latest else { return keys }
    for later in (version + 1)...latest { keys.formUnion(added[later] ?? []) }
    return keys
  }

  /// What the first line of a golden is.
  enum FirstLine {
    /// A frame: the golden is version 1.
    case frame
    case header(version: Int)
    /// A header that can't be read, and why.
    case unreadable(String)
  }

  /// What the first line of a golden says.
  static func read(firstLine line: [UInt8]) -> FirstLine {
    let prefix = Array("{\"\(headerKey)\"".utf8)
    guard line.count >= prefix.count, line[0..<prefix.count].elementsEqual(prefix) else {
      return .frame
    }
    let text = String(decoding: line, as: UTF8.self)
    guard let document = try? JSONParser.parse(line),
      document.kind(document.root) == .object,
      let member = document.members(document.root).first,
      document.members(document.root).count == 1,
      let number = document.number(member.value), number >= 1, number <= 1_000_000,
      number == number.rounded()
    else {
      return .unreadable(
        "its first line, \(text.prefix(60)), is not a trace format header such as \(header().dropLast())"
      )
    }
    return .header(version: Int(number))
  }
}
