/// Moving the virtual clock and rendering frames.
extension Simulation {
  /// Moves the clock to `instant`, rendering every frame due at or before it.
  /// - Precondition: `instant` is not earlier than ``now``. A gesture leaves the clock at its
  ///   lift, which a fling or a helper with many steps may put past a time guessed in advance:
  ///   move on from where it left the clock with ``advance(by:)`` or the steps' ``wait(_:limit:)``.
  public mutating func advance(to instant: Instant) {
    precondition(
      instant >= now,
      "the clock cannot go backwards (from \(now) to \(instant)); the last touch event or step left it at t=\(now): use advance(by:) to move on from there"
    )
    runScheduled(until: instant, inclusive: true)
    now = instant
  }

  /// Moves the clock to `instant` but stops short of it: the timers and frames due before it run,
  /// those at it don't yet. This is where a touch event at `instant` finds the simulation.
  public mutating func advance(before instant: Instant) {
    precondition(instant >= now, "the clock cannot go backwards (from \(now) to \(instant))")
    runScheduled(until: instant, inclusive: false)
    now = instant
  }

  /// The index of the next frame to render.
  public var nextFrameIndex: Int { recorder.frameCount }

  /// The frames rendered since the last call, in order, when ``keepsFrames`` is off (they are
  /// no longer kept); every frame, kept, when it is on.
  public mutating func takeFrames() -> [FrameRecord] { recorder.takeFrames() }

  /// Forgets the frames rendered so far when ``keepsFrames`` is off, keeping their storage for
  /// the next ones: a streaming runner reads ``frames``, hands them on, then calls this, and
  /// a long run allocates no frame storage after its busiest moment.
  public mutating func discardFrames() { recorder.discardFrames() }

  mutating func renderFrame() {
    contextMenuFrame()
    advanceScrolling()
    releaseWaitingTimers()
    runDisplayLinks()
    layoutLists()
    var snapshots: [TouchSnapshot] = []
    snapshots.reserveCapacity(router.forNextFrame.count)
    var highlighted: [ViewID] = []
    for number in router.forNextFrame {
      let touch = router.touches[number - 1]
      snapshots.append(
        TouchSnapshot(
          number: touch.number, finger: touch.finger, phase: touch.phase,
          location: touch.location, view: touch.view,
          hitNow: hitTestAsDrawn(touch.location),
          delivery: touch.delivery))
      if let view = touch.view, router.isHighlighting(number) { highlighted.append(view) }
    }
    highlighted.append(contentsOf: highlightedCells)
    animator.sortAnimatingViews()
    var frame =
      FrameRecord(
        index: recorder.frameCount, time: now, touches: snapshots,
        occurrences: recorder.occurrences(journalCount: journal.count),
        highlighted: highlighted.sorted(),
        gestures: arena.snapshots, presentations: presentedViews(),
        presented: presenter.snapshots, scrolls: scrollSnapshots())
    if recorder.recordsViewGeometry
      && !recorder.reuseGeometry(into: &frame, generation: tree.generation)
    {
      recorder.recordGeometry(viewGeometry(), into: &frame, generation: tree.generation)
    }
    if recorder.recordsLayout {
      frame.layout = recorder.layoutChanges(tree.takeChanged(), in: tree)
    }
    recorder.append(frame, journalCount: journal.count)
    router.frameRendered()
  }

  /// The scroll views being dragged or moving, with their offsets.
  private func scrollSnapshots() -> [ScrollSnapshot] {
    guard !scroller.isEmpty else { return [] }
    return scroller.active.map {
      ScrollSnapshot(view: $0.view, contentOffset: tree[$0.view].bounds.origin, phase: $0.phase)
    }
  }

  /// Every animating view's presentation values, for the frame record.
  private func presentedViews() -> [PresentedView] {
    let views = animatingViews
    guard !views.isEmpty else { return [] }
    var result: [PresentedView] = []
    result.reserveCapacity(views.count)
    animator.sample(views, in: tree, at: now) { position, drawn in
      result.append(
        PresentedView(
          view: views[position], frame: drawn.frame, alpha: drawn.alpha,
          transform: drawn.transform))
    }
    return result
  }
}
