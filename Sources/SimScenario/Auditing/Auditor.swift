import SimEngine
import SimGeometry

/// Turns each control's reach (``ReachAudit``) into findings: who covers it and why, what
/// keeps it out of reach, whether it is too small, minus what the team suppressed.
public enum Auditor {
  public struct Options: Sendable {
    /// Apple's minimum tap target, 44 × 44 pt (Human Interface Guidelines, "Buttons").
    public var minimumSize: Double = 44
    /// Report controls covered by a presentation's or transition's blocker too.
    public var includeModal = false
    public var suppressions = AuditSuppressions()

    public init(
      minimumSize: Double = 44, includeModal: Bool = false,
      suppressions: AuditSuppressions = AuditSuppressions()
    ) {
      self.minimumSize = minimumSize
      self.includeModal = includeModal
      self.suppressions = suppressions
    }
  }

  public static func audit(_ subject: AuditSubject, options: Options = Options()) -> AuditReport {
    var audit = ReachAudit()
    let reaches = audit.audit(subject.tree, controls: subject.controls)
    return report(subject, reaches, options: options)
  }

  static func report(_ subject: AuditSubject, _ reaches: [ReachAudit.Reach], options: Options)
    -> AuditReport
  {
    let tree = subject.tree
    var report = AuditReport(
      notes: subject.notes, time: subject.time, controls: [], findings: [], suppressed: 0,
      behindModal: [])
    for (order, reach) in reaches.enumerated() {
      let control = reach.control
      let label = subject.label(of: control)
      let className = tree[control].viewClass.name
      var found: [AuditFinding] = []
      func add(_ kind: AuditFinding.Kind, _ build: () -> AuditFinding) {
        if options.suppressions.suppresses(kind, label: label, className: className) {
          report.suppressed += 1
        } else {
          found.append(build())
        }
      }
      guard reach.visibleSamples > 0 else { continue }
      let base = AuditFinding(
        view: label, viewClass: className, kind: .covered, reachable: reach.fraction, by: [],
        from: subject.time, to: subject.time, size: nil, reason: "", point: nil, walk: [],
        order: order, control: control)
      // The views in front: not the control's own ancestors (a point outside its superview
      // falls to them), not "no view".
      var culprits: [(share: ReachAudit.Share, modal: Bool)] = []
      for share in reach.shares {
        guard let view = share.view, !tree.isDescendant(control, of: view) else { continue }
        culprits.append((share, isModal(view, for: control, subject)))
      }
      let counted = culprits.filter { options.includeModal || !$0.modal }
      if !counted.isEmpty {
        let first = counted[0].share
        add(.covered) {
          var finding = base
          finding.kind = .covered
          finding.by = counted.map {
            AuditFinding.Culprit(
              view: subject.label(of: $0.share.view),
              share: Double($0.share.samples) / Double(reach.visibleSamples), isModal: $0.modal)
          }
          finding.point = first.point
          finding.reason = reason(control, at: first.point, subject)
          finding.walk = HitExplainer.explain(first.point, in: tree)
          return finding
        }
      } else if !culprits.isEmpty && reach.reachableSamples == 0 {
        report.behindModal.append(label)
      } else if reach.reachableSamples == 0 {
        let point = reach.shares.first?.point ?? center(of: control, tree)
        add(.unreachable) {
          var finding = base
          finding.kind = .unreachable
          finding.point = point
          finding.reason = reason(control, at: point, subject)
          finding.walk = HitExplainer.explain(point, in: tree)
          return finding
        }
      }
      if let box = reach.reachableBox,
        box.width < options.minimumSize || box.height < options.minimumSize
      {
        add(.small) {
          var finding = base
          finding.kind = .small
          finding.size = box.size
          finding.point = reach.reachablePoint
          let minimum = options.minimumSize.compactDescription
          finding.reason =
            "a finger reaches \(box.width.compactDescription) × \(box.height.compactDescription) pt of it, under the \(minimum) × \(minimum) pt minimum (Apple's Human Interface Guidelines); enlarge its frame or its hit area (point(inside:with:))"
          return finding
        }
      }
      report.controls.append(
        AuditedControl(
          view: label, viewClass: className, reachable: reach.fraction,
          visibleSamples: reach.visibleSamples, kinds: found.map(\.kind)))
      report.findings += found
    }
    let rank: [AuditFinding.Kind: Int] = [.covered: 0, .unreachable: 1, .small: 2]
    report.findings.sort {
      if $0.reachable != $1.reachable { return $0.reachable < $1.reachable }
      if $0.kind != $1.kind { return rank[$0.kind]! < rank[$1.kind]! }
      return $0.order < $1.order
    }
    return report
  }

  /// Whether `view` is inside a modal blocker that doesn't hold `control`.
  static func isModal(_ view: ViewID, for control: ViewID, _ subject: AuditSubject) -> Bool {
    subject.modalRoots.contains {
      (view == $0 || subject.tree.isDescendant(view, of: $0))
        && !(control == $0 || subject.tree.isDescendant(control, of: $0))
    }
  }

  /// Why the hit test at `point` doesn't reach `control`, in the explain walk's words.
  static func reason(_ control: ViewID, at point: Point, _ subject: AuditSubject) -> String {
    let tree = subject.tree
    let steps = tree.explainHitTest(point)
    let winner = steps.first { $0.verdict == .hit }?.view
    let local = tree.convert(fromWindow: point, to: control) ?? point
    let candidate = UnderThePoint.Candidate(view: control, local: local, order: 0)
    return UnderThePoint.reason(
      for: candidate, winner: winner, visited: Set(steps.map(\.view)), in: tree)
  }

  static func center(of view: ViewID, _ tree: ViewTree) -> Point {
    let bounds = tree[view].bounds
    return tree.convert(toWindow: Point(x: bounds.midX, y: bounds.midY), from: view)
  }
}
