import SimEngine
import SimReport
import SimScenario

extension ExploreCommand {
  /// What `explore` prints: the streams tried, the distinct failures, and for each the check,
  /// the place, the stream it came from, how far it shrank and the scenario written. Nothing
  /// in it depends on the wall clock or the number of cores.
  struct Summary {
    var file: String
    var seed: UInt64
    var streams: Range<Int>
    var failing: Int
    var findings: [Finding]
    var written: [String]
    var fromStart: Bool
    var shard: Shard?

    var text: String {
      var lines: [String] = []
      let shardText = shard.map { ", shard \($0.index)/\($0.count)" } ?? ""
      lines.append(
        "explore \(file): seed \(seed), \(streams.count) streams (\(streams.lowerBound)..<\(streams.upperBound)\(shardText)) from \(fromStart ? "the start" : "the end of its touches")"
      )
      if findings.isEmpty {
        lines.append("nothing failed")
      } else {
        lines.append(
          "\(failing) failing streams, \(findings.count) distinct failure\(findings.count == 1 ? "" : "s"):"
        )
        for (index, finding) in findings.enumerated() {
          let violation = finding.violation
          lines.append(
            "  \(index + 1). \(violation.check) (\(violation.place)): \(violation.detail)")
          lines.append(
            "     stream \(finding.stream) (seed \(seed)): \(finding.original.gestures.count) gestures, shrunk to \(finding.shrunk.gestures.count) in \(finding.replays) replays"
          )
          if index < written.count { lines.append("     wrote \(written[index])") }
        }
      }
      return lines.joined(separator: "\n") + "\n"
    }

    var json: String {
      let failures: [JSONValue] = findings.enumerated().map { index, finding in
        .object([
          ("check", .string(finding.violation.check)),
          ("place", .string(finding.violation.place)),
          ("detail", .string(finding.violation.detail)),
          ("t", .literal("\(finding.violation.time - .zero)")),
          ("stream", .integer(finding.stream)),
          ("gestures", .integer(finding.original.gestures.count)),
          ("shrunkGestures", .integer(finding.shrunk.gestures.count)),
          ("replays", .integer(finding.replays)),
          ("file", index < written.count ? .string(written[index]) : .null),
        ])
      }
      var members: [(String, JSONValue)] = [
        ("scenario", .string(file)), ("seed", .literal(String(seed))),
        ("from", .string(fromStart ? "start" : "end")),
        ("firstStream", .integer(streams.lowerBound)), ("runs", .integer(streams.count)),
      ]
      if let shard { members.append(("shard", .string("\(shard.index)/\(shard.count)"))) }
      members += [
        ("failingStreams", .integer(failing)), ("distinctFailures", .integer(findings.count)),
        ("failures", .array(failures)),
      ]
      return JSONValue.object(members).rendered + "\n"
    }
  }
}
