import SimGeometry

/// Where a finger lands on each control: for every control, the samples of a 0.25 pt grid in
/// its visible region that hit it, and who takes the rest.
///
/// The answer is defined as a count of samples: those at `((i + 0.5) / 4, (j + 0.5) / 4)` in
/// window coordinates (``SampleGrid``) inside the control's visible region (its bounds, clipped
/// by the screen and by every clipping ancestor, where they are drawn) whose hit test returns
/// the control or a view inside it. It is computed with the engine's own ``HitTester``, but not
/// a hit test per sample: the edges of every axis-aligned view that can take part near the
/// control cut the grid into runs within which every `point(inside:)` test, and so the answer,
/// is the same; one hit test a run, weighted by its samples, gives the same count as testing
/// each sample. Where a transformed or custom-shaped view is, every sample is tested. Tests
/// compare the counts with a hit test per sample on random trees
/// (`ReachAuditEquivalenceTests`).
public struct ReachAudit: Sendable {
  /// One view that took part of a control's visible region.
  public struct Share: Hashable, Sendable {
    /// The view the hit test returned, or the control it counts for (the nearest control that
    /// holds it, see ``ReachAudit/audit(_:controls:)``); nil where no view takes the point.
    public var view: ViewID?
    /// The samples it took.
    public var samples: Int
    /// One of them, in window coordinates (the middle of the largest run of them): where to
    /// look at the walk.
    public var point: Point
  }

  /// A control's reach.
  public struct Reach: Hashable, Sendable {
    public var control: ViewID
    /// The samples in its visible region.
    public var visibleSamples: Int
    /// Those whose hit test lands on it (or inside it).
    public var reachableSamples: Int
    /// Who took the others, most samples first (ties: front-most first, then no view).
    public var shares: [Share]
    /// The box around every sample that lands on it, visible or not (an enlarged hit area
    /// reaches past the bounds), in window coordinates, each sample counted as its quarter-point
    /// cell; nil when none does.
    public var reachableBox: Rect?
    /// One sample that lands on it.
    public var reachablePoint: Point?

    /// The visible share a finger can reach, 0 when nothing of it is visible.
    public var fraction: Double {
      visibleSamples == 0 ? 0 : Double(reachableSamples) / Double(visibleSamples)
    }
  }

  /// The hit tester, kept from one audit to the next (storage of this folder's files).
  var tester = HitTester()
  /// Hit tests run by the last audit, for the benchmark.
  public internal(set) var hitTests = 0

  public init() {}

  /// The reach of each of `controls` in `tree`, in the order given.
  ///
  /// A hit on a view inside a control counts for it (a label in a button). A share names the
  /// nearest of `controls` that holds the view hit (the button, not its label), or the view.
  public mutating func audit(_ tree: ViewTree, controls: [ViewID]) -> [Reach] {
    tester.prepare(tree)
    hitTests = 0
    let layout = ReachLayout(tree)
    var owner = Array(repeating: Int32(-1), count: tree.count)
    var isControl = Array(repeating: false, count: tree.count)
    for control in controls { isControl[control.index] = true }
    for view in layout.preorder {
      let parent = tree.nodes[view.index].parent
      owner[view.index] =
        isControl[view.index] ? view.rawValue : (parent >= 0 ? owner[Int(parent)] : -1)
    }
    var scratch = Scratch()
    return controls.map { control in
      reach(of: control, tree, layout, owner, &scratch)
    }
  }

  /// The samples one view took from a control, the first of them, and the view's preorder place.
  struct Tally {
    var samples: Int
    var point: Point
    var order: Int32
    /// The most samples one run of them held.
    var largest: Int
  }

  /// Where a curved view is: sample ranges to test one sample at a time, but for the hole.
  struct Dense {
    var x: Range<Int>
    var y: Range<Int>
    var hole: (x: Range<Int>, y: Range<Int>)?

    /// Whether the cell `xs × ys` (wholly inside or outside each range) is sampled one by one.
    func samples(_ xs: Range<Int>, _ ys: Range<Int>) -> Bool {
      guard
        x.lowerBound <= xs.lowerBound && xs.upperBound <= x.upperBound
          && y.lowerBound <= ys.lowerBound && ys.upperBound <= y.upperBound
      else { return false }
      guard let hole else { return true }
      return
        !(hole.x.lowerBound <= xs.lowerBound && xs.upperBound <= hole.x.upperBound
        && hole.y.lowerBound <= ys.lowerBound && ys.upperBound <= hole.y.upperBound)
    }
  }

  /// Buffers reused from one control to the next.
  struct Scratch {
    var columns: [Int] = []
    var rows: [Int] = []
    var dense: [Dense] = []
    var tally: [Int32: Tally] = [:]
  }
}
