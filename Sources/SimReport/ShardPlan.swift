/// Splitting a suite of scenarios into shards for several CI machines: every scenario in exactly
/// one shard, the same split on every machine.
///
/// Without timings, scenarios go round-robin in path order. With the times of an earlier run
/// (its JUnit report), the longest go first, each to the shard with the least time so far
/// (ties to the lower shard), which keeps the slowest shard close to the mean; a scenario the
/// report doesn't know counts as the average of those it does.
public enum ShardPlan {
  /// The paths of shard `index` (0-based) of `count`, in path order.
  public static func paths(
    _ files: [String], shard index: Int, of count: Int, times: [String: Double]? = nil
  ) -> [String] {
    precondition(count >= 1 && index >= 0 && index < count)
    let sorted = files.sorted()
    guard let times, !times.isEmpty else {
      return sorted.enumerated().filter { $0.offset % count == index }.map(\.element)
    }
    let known = sorted.compactMap { times[$0] }
    let average = known.isEmpty ? 1 : known.reduce(0, +) / Double(known.count)
    let weighted = sorted.map { (path: $0, time: max(0, times[$0] ?? average)) }
      .sorted { $0.time != $1.time ? $0.time > $1.time : $0.path < $1.path }
    var loads = [Double](repeating: 0, count: count)
    var mine: [String] = []
    for item in weighted {
      var lightest = 0
      for shard in 1..<count where loads[shard] < loads[lightest] { lightest = shard }
      loads[lightest] += item.time
      if lightest == index { mine.append(item.path) }
    }
    return mine.sorted()
  }
}

/// The `time` of each `<testcase>` of a JUnit report, by its `file` attribute (simreplay's
/// reports name the scenario file there).
public enum JUnitTimings {
  /// What is wrong, and where: the UTF-8 offset in the text of the part at fault (0 when it
  /// is the whole report), so the command can give a line and column.
  public struct Problem: Error, Sendable {
    public let message: String
    public let offset: Int
  }

  public static func parse(_ text: String) throws(Problem) -> [String: Double] {
    var result: [String: Double] = [:]
    var rest = Substring(text)
    var sawTestcase = false
    func offset(_ index: Substring.Index) -> Int {
      text.utf8.distance(from: text.startIndex, to: index)
    }
    while let start = rest.firstRange(of: "<testcase") {
      sawTestcase = true
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: ">") else {
        throw Problem(
          message: "this <testcase> element is not closed", offset: offset(start.lowerBound))
      }
      let tag = rest[..<end]
      rest = rest[end...]
      guard let file = attribute("file", in: tag) else { continue }
      guard let time = attribute("time", in: tag) else { continue }
      guard let seconds = Double(time.value), seconds.isFinite, seconds >= 0 else {
        throw Problem(
          message: "the time of '\(file.value)' is '\(time.value)', not a number of seconds",
          offset: offset(time.start))
      }
      result[file.value] = seconds
    }
    guard sawTestcase else { throw Problem(message: "it has no <testcase> elements", offset: 0) }
    return result
  }

  /// The value of `name="…"` in a tag, with XML's five entities unescaped, and where it starts.
  static func attribute(_ name: String, in tag: Substring) -> (
    value: String, start: Substring.Index
  )? {
    guard let range = tag.firstRange(of: " \(name)=\"") else { return nil }
    let value = tag[range.upperBound...]
    guard let close = value.firstIndex(of: "\"") else { return nil }
    return (String(value[..<close]).replacingEntities(), range.upperBound)
  }
}

extension String {
  fileprivate func replacingEntities() -> String {
    var result = ""
    var rest = Substring(self)
    let entities = ["&lt;": "<", "&gt;": ">", "&quot;": "\"", "&apos;": "'", "&amp;": "&"]
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      rest = rest[amp...]
      if let semicolon = rest.firstIndex(of: ";"), let plain = entities[String(rest[...semicolon])]
      {
        result += plain
        rest = rest[rest.index(after: semicolon)...]
      } else {
        result += "&"
        rest = rest.dropFirst()
      }
    }
    return result + rest
  }
}
