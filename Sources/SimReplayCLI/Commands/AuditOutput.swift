import SimEngine
import SimGeometry
import SimReport
import SimScenario

/// `simreplay audit`'s three outputs: text for people, JSON for tools, JUnit for CI.
enum AuditOutput {
  static func text(_ report: AuditReport, file: String) -> String {
    var text = "audit \(file)"
    if let time = report.time { text += " at t=\(time)" }
    let count = report.findings.count
    text +=
      ": \(report.controls.count) \(report.controls.count == 1 ? "control" : "controls"), \(count) \(count == 1 ? "finding" : "findings")"
    if report.suppressed > 0 { text += " (\(report.suppressed) suppressed)" }
    text += "\n"
    for note in report.notes { text += "note: \(note)\n" }
    if !report.behindModal.isEmpty {
      text +=
        "behind a modal blocker (not findings; --include-modal reports them): \(report.behindModal.joined(separator: ", "))\n"
    }
    for finding in report.findings {
      text +=
        "\n\(finding.kind.rawValue): \(finding.view) (\(finding.viewClass)), \(percent(finding.reachable)) reachable"
      if !finding.by.isEmpty {
        text +=
          ", covered by "
          + finding.by.map {
            "\($0.view) (\(percent($0.share))\($0.isModal ? ", modal" : ""))"
          }.joined(separator: ", ")
      }
      text += "\n  why: \(finding.reason)\n"
      if let point = finding.point, !finding.walk.isEmpty {
        text += "  the walk at \(point.compactDescription):\n"
        for line in finding.walk { text += "  \(line)\n" }
      }
    }
    return text
  }

  static func percent(_ share: Double) -> String {
    let value = (share * 1000).rounded() / 10
    return value.compactDescription + "%"
  }

  /// `{"findings": [{"view", "kind", "reachable", "by", "from", "to", …}], …}`, keys in this
  /// order, findings worst first.
  static func json(_ report: AuditReport) -> String {
    func time(_ value: Instant?) -> JSONValue {
      value.map { .literal($0.description) } ?? .null
    }
    let findings: [JSONValue] = report.findings.map { finding in
      var members: [(String, JSONValue)] = [
        ("view", .string(finding.view)),
        ("kind", .string(finding.kind.rawValue)),
        ("reachable", .number(finding.reachable)),
        ("by", .array(finding.by.map { .string($0.view) })),
        ("from", time(finding.from)),
        ("to", time(finding.to)),
        ("class", .string(finding.viewClass)),
        (
          "shares",
          .array(
            finding.by.map {
              .object([
                ("view", .string($0.view)), ("share", .number($0.share)),
                ("modal", .bool($0.isModal)),
              ])
            })
        ),
      ]
      if let size = finding.size {
        members.append(("size", .array([.number(size.width), .number(size.height)])))
      }
      if let point = finding.point {
        members.append(("point", .array([.number(point.x), .number(point.y)])))
      }
      members.append(("reason", .string(finding.reason)))
      return .object(members)
    }
    let value = JSONValue.object([
      ("findings", .array(findings)),
      ("controls", .integer(report.controls.count)),
      ("suppressed", .integer(report.suppressed)),
      ("behindModal", .array(report.behindModal.map { .string($0) })),
      ("notes", .array(report.notes.map { .string($0) })),
    ])
    return value.rendered + "\n"
  }

  /// One test case per control, failing with its findings.
  static func junit(_ report: AuditReport, file: String) -> String {
    var byView: [String: [AuditFinding]] = [:]
    for finding in report.findings { byView[finding.view, default: []].append(finding) }
    let cases = report.controls.map { control in
      var testCase = JUnitReport.Case(
        file: file, name: "\(control.view) (\(control.viewClass))",
        failures: (byView[control.view] ?? []).map {
          (message: "\($0.kind.rawValue), \(percent($0.reachable)) reachable", details: $0.reason)
        })
      testCase.className = "audit"
      return testCase
    }
    return JUnitReport.render(cases, suite: "simreplay audit")
  }
}
