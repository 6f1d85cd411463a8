import SimEngine
import SimGeometry

/// One thing wrong with one control, as `simreplay audit` reports it.
public struct AuditFinding: Hashable, Sendable {
  /// Worst first, for ties in the reachable share.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Part of its visible region (maybe all of it) goes to views in front of it.
    case covered
    /// No point of its visible region reaches it, and nothing in front is to blame: an
    /// ancestor is not interactive or animating, or it hangs outside its superview.
    case unreachable
    /// What reaches it (an enlarged hit area included) is under the minimum size.
    case small
  }

  /// A view that takes part of the control's visible region.
  public struct Culprit: Hashable, Sendable {
    public var view: String
    /// Its share of the control's visible region.
    public var share: Double
    /// It is a presentation's or transition's blocker (reported only with `--include-modal`).
    public var isModal: Bool
  }

  public var view: String
  public var viewClass: String
  public var kind: Kind
  /// The share of the visible region a finger reaches, 0…1.
  public var reachable: Double
  /// The views in front that take part of it, largest share first.
  public var by: [Culprit]
  /// When the finding holds: one moment for `--at`, from and to over a run; nil for a dump.
  public var from: Instant?
  public var to: Instant?
  /// The reachable box's size, for `small`.
  public var size: Size?
  /// Why, and what would fix it, for one representative point.
  public var reason: String
  /// The representative point, window coordinates.
  public var point: Point?
  /// The hit-test walk at ``point``.
  public var walk: [String]
  /// The control's place in preorder, for a stable order.
  public var order: Int
  /// The control's place in the HTML report and in frames: its engine view.
  public var control: ViewID
}

/// One audited control: what JUnit makes a test case of.
public struct AuditedControl: Hashable, Sendable {
  public var view: String
  public var viewClass: String
  /// The share of its visible region a finger reaches.
  public var reachable: Double
  public var visibleSamples: Int
  /// Its findings' kinds (after suppressions), in ``AuditFinding/Kind`` order.
  public var kinds: [AuditFinding.Kind]
}

/// Everything one audit found.
public struct AuditReport: Sendable {
  public var notes: [String]
  public var time: Instant?
  public var controls: [AuditedControl]
  /// Worst first: least reachable, then covered before unreachable before small, then back
  /// to front.
  public var findings: [AuditFinding]
  /// Findings left out because a suppression matched them.
  public var suppressed: Int
  /// Controls behind a modal blocker only (not findings without `--include-modal`).
  public var behindModal: [String]
}
