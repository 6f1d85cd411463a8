/// The frames a run has rendered and what recording them needs to remember: where the last
/// frame's journal entries ended, the layout last recorded for each view (to record only what
/// changed), and the last frame's view geometry (shared by still frames).
///
/// The simulation builds each frame from the rooms' snapshots and hands it here; what is kept
/// of it, and what a trace or a report is handed, is decided here.
struct FrameRecorder: Sendable {
  /// The frames rendered so far, or since the last ``takeFrames()`` when frames are not kept.
  private(set) var frames: [FrameRecord] = []
  /// How many frames have been rendered.
  private(set) var frameCount = 0
  /// Whether ``frames`` keeps every frame (off: a streaming caller takes them as they come).
  var keepsFrames = true
  /// Whether each frame records every view's window-space geometry.
  var recordsViewGeometry = false
  /// Whether each frame records the layout of the views that changed; turned on, the next frame
  /// records every view in the window.
  var recordsLayout = false {
    didSet { layoutNeedsAll = recordsLayout }
  }
  /// Where the last frame's journal entries ended.
  private var journalMark = 0
  /// The layout last recorded for each view (by index).
  private var lastLayout: [LayoutEntry?] = []
  private var layoutNeedsAll = false
  /// The last frame's view geometry and the tree generation it was computed at: a frame where
  /// nothing moved (no change to the tree, no animation running) shares it instead of
  /// computing and storing every view again, so a report's cost follows what changed.
  private var lastGeometry:
    (generation: UInt64, revision: Int, animated: Bool, views: [ViewGeometry])?

  init() {}

  /// The journal entries a frame rendered now covers: those since the last frame.
  func occurrences(journalCount: Int) -> Range<Int> { journalMark..<journalCount }

  /// Keeps `frame`, rendered when the journal had `journalCount` entries.
  mutating func append(_ frame: FrameRecord, journalCount: Int) {
    frames.append(frame)
    frameCount += 1
    journalMark = journalCount
  }

  /// The frames rendered since the last call when frames are not kept (they are then
  /// forgotten); every frame when they are.
  mutating func takeFrames() -> [FrameRecord] {
    defer { discardFrames() }
    return frames
  }

  /// Forgets the frames rendered so far when frames are not kept, keeping their storage.
  mutating func discardFrames() {
    guard !keepsFrames else { return }
    frames.removeAll(keepingCapacity: true)
  }

  /// Gives `frame` the last frame's view geometry, shared, when the tree (at `generation`)
  /// hasn't changed and nothing animates now or did then; returns false when it must be
  /// computed anew (``recordGeometry(_:into:generation:)``).
  mutating func reuseGeometry(into frame: inout FrameRecord, generation: UInt64) -> Bool {
    // Reused only between two still frames: the last one drew animating views where they
    // were, not where they rest.
    guard let last = lastGeometry, last.generation == generation, !last.animated,
      frame.presentations.isEmpty
    else { return false }
    frame.views = last.views
    frame.geometryRevision = last.revision
    return true
  }

  /// Gives `frame` view geometry computed anew, with a new revision.
  mutating func recordGeometry(
    _ views: [ViewGeometry], into frame: inout FrameRecord, generation: UInt64
  ) {
    let revision = (lastGeometry?.revision ?? -1) + 1
    frame.views = views
    frame.geometryRevision = revision
    lastGeometry = (generation, revision, !frame.presentations.isEmpty, views)
  }

  /// The layout entries of the views in `changed` that now differ from what was last recorded;
  /// on the first frame after layout recording was turned on, every view in the window. The
  /// work is proportional to the views changed (a whole-tree walk only when many changed).
  mutating func layoutChanges(_ changed: [ViewID], in tree: ViewTree) -> [LayoutEntry] {
    var candidates = changed
    if layoutNeedsAll {
      layoutNeedsAll = false
      candidates = (0..<tree.count).map { ViewID(rawValue: Int32($0)) }
    }
    guard !candidates.isEmpty else { return [] }
    if lastLayout.count < tree.count {
      lastLayout.append(contentsOf: repeatElement(nil, count: tree.count - lastLayout.count))
    }
    // Membership in the window: one walk for many views, the parent chain for a few.
    var membership: [Bool]?
    if candidates.count > 32 {
      var inWindow = [Bool](repeating: false, count: tree.count)
      for view in tree.windowPreorder().views { inWindow[view.index] = true }
      membership = inWindow
    }
    var result: [LayoutEntry] = []
    for view in candidates where view != tree.window {
      let inWindow = membership?[view.index] ?? tree.isInWindow(view)
      let entry: LayoutEntry
      if inWindow {
        let p = tree[view]
        entry = LayoutEntry(
          view: view, inWindow: true, frame: p.frame, boundsOrigin: p.bounds.origin, alpha: p.alpha,
          isHidden: p.isHidden, isUserInteractionEnabled: p.isUserInteractionEnabled)
      } else {
        // A view never recorded and still outside the window has nothing to say.
        guard lastLayout[view.index]?.inWindow == true else { continue }
        entry = LayoutEntry(
          view: view, inWindow: false, frame: .zero, boundsOrigin: .zero, alpha: 0,
          isHidden: false, isUserInteractionEnabled: false)
      }
      guard lastLayout[view.index] != entry else { continue }
      lastLayout[view.index] = entry
      result.append(entry)
    }
    return result
  }
}
