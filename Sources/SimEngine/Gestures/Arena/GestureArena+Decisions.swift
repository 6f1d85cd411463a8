/// Deciding between recognizers: UIKit's rules for who may recognize, who must wait, and who
/// is forced to fail.
///
/// A recognizer's state machine proposes (`begin`, `recognize`, `fail`…); these rules dispose:
/// - a recognizer that requires others to fail waits while any of them is still deciding, and
///   fails if one of them recognizes;
/// - a button (or switch, stepper, segmented or page control) refuses a single-finger single
///   tap recognizer on another view, so its own action wins;
/// - a recognizer that recognizes forces every undecided recognizer sharing one of its touches
///   to fail, unless the two may recognize simultaneously or it can't prevent that one (a tap
///   can't prevent a tap needing more taps);
/// - a recognizer that cancels touches in its view takes its touches from their views.
extension GestureArena {
  mutating func apply(
    _ decision: MachineDecision, to id: RecognizerID, context: ArenaContext,
    effects: inout [ArenaEffect]
  ) {
    let state = recognizers[id.index].state
    switch decision {
    case .none:
      return
    case .fail(let reason):
      decide(.fail(id, reason), context: context, effects: &effects)
    case .begin, .recognize:
      guard state == .possible, recognizers[id.index].pending == nil else { return }
      decide(
        .tryToRecognize(id, decision, afterWaiting: false), context: context, effects: &effects)
    case .change:
      if state == .began || state == .changed { transition(id, to: .changed, effects: &effects) }
    case .end, .cancel:
      if state == .began || state == .changed {
        transition(id, to: decision == .end ? .ended : .cancelled, effects: &effects)
      } else if recognizers[id.index].pending != nil {
        decide(
          .fail(id, "its touches lifted while it waited for other recognizers to fail"),
          context: context, effects: &effects)
      }
    }
  }

  /// What deciding has still to do. UIKit's rules call one another (a failure lets a waiting
  /// recognizer recognize, which makes those that required it fail, which lets others
  /// recognize…), as deep as a chain of `requireToFail` is long; the steps wait on an explicit
  /// stack, run in the order the nested calls would run them, so any chain works.
  private enum Step {
    /// The recognizer fails (if still possible).
    case fail(RecognizerID, String)
    /// The recognizer recognizes unless it must wait, or fail, for those it requires to fail.
    case tryToRecognize(RecognizerID, MachineDecision, afterWaiting: Bool)
    /// After `failed` failed: the recognizers waiting on it, from `next` in its dependents
    /// (``firstDependent(of:from:_:)``), try again.
    case releaseWaiters(failed: RecognizerID, next: Int)
    /// After `failed` failed, last: its touches' held events go on.
    case releaseTouches(failed: RecognizerID)
    /// After `winner` recognized: those that required it to fail fail, from `next` in its
    /// dependents.
    case failRequirers(winner: RecognizerRuntime, next: Int)
    /// Then those it prevents, from position `next` of `candidates`: the recognizers (indexes,
    /// ascending) that see one of its touches, the only ones that can share a touch with it.
    case failPrevented(winner: RecognizerRuntime, candidates: [Int], next: Int)
  }

  /// Runs `first` and every step it leads to.
  private mutating func decide(
    _ first: Step, context: ArenaContext, effects: inout [ArenaEffect]
  ) {
    var stack = [first]
    while let step = stack.popLast() {
      switch step {
      case .fail(let id, let reason):
        guard recognizers[id.index].state == .possible else { continue }
        recognizers[id.index].pending = nil
        recognizers[id.index].state = .failed
        effects.append(.cancelTimers(id))
        effects.append(.record(change(of: id, note: reason)))
        // A relationship recognizer holds back none of its touches' events, so its failure
        // releases none; its owner may decide it while another recognizer's win is still being
        // carried out (a pan that stops a context menu's press), when releasing would hand the
        // view events that win is about to drop.
        if case .relationship = recognizers[id.index].configuration.kind {
          stack.append(.releaseWaiters(failed: id, next: 0))
          continue
        }
        stack.append(.releaseTouches(failed: id))
        stack.append(.releaseWaiters(failed: id, next: 0))
      case .releaseWaiters(let failed, let next):
        guard
          let (other, position) = firstDependent(
            of: recognizers[failed.index], from: next,
            {
              recognizers[$0].pending != nil && requires(recognizers[$0], recognizers[failed.index])
            }), let pending = recognizers[other].pending
        else { continue }
        stack.append(.releaseWaiters(failed: failed, next: position + 1))
        recognizers[other].pending = nil
        stack.append(.tryToRecognize(recognizers[other].id, pending, afterWaiting: true))
      case .releaseTouches(let failed):
        for touch in recognizers[failed.index].touches {
          effects.append(
            .releaseHeldEvents(
              touch: touch,
              holders: holders(ofTouch: touch, among: context.touches[touch - 1].recognizers)))
        }
      case .tryToRecognize(let id, let decision, let afterWaiting):
        if let next = tryToRecognize(
          id, decision, afterWaiting: afterWaiting, context: context, effects: &effects)
        {
          stack += next
        }
      case .failRequirers(let winner, let next):
        guard
          let (other, position) = firstDependent(
            of: winner, from: next,
            {
              recognizers[$0].state == .possible && requires(recognizers[$0], winner)
            })
        else { continue }
        stack.append(.failRequirers(winner: winner, next: position + 1))
        stack.append(
          .fail(
            recognizers[other].id,
            "it requires '\(winner.name)' to fail, and '\(winner.name)' recognized"))
      case .failPrevented(let winner, let candidates, let next):
        guard
          let position = candidates.indices[next...].first(where: {
            let index = candidates[$0]
            preventionChecks += 1
            // The cheap test first: after a cascade most recognizers have left `possible`.
            guard recognizers[index].state == .possible, recognizers[index].id != winner.id,
              recognizers[index].touches.contains(where: winner.touches.contains)
            else { return false }
            let loser = recognizers[index]
            return !winner.recognizesSimultaneously(with: loser) && winner.canPrevent(loser)
          })
        else { continue }
        let other = candidates[position]
        stack.append(.failPrevented(winner: winner, candidates: candidates, next: position + 1))
        stack.append(
          .fail(recognizers[other].id, "'\(winner.name)' recognized first and prevents it"))
      }
    }
  }

  /// The recognizer waits for those it requires to fail, fails because one recognized, or
  /// recognizes: began (continuous) or recognized (discrete). Returns the steps that follow,
  /// in stack order (the last runs first).
  private mutating func tryToRecognize(
    _ id: RecognizerID, _ decision: MachineDecision, afterWaiting: Bool,
    context: ArenaContext, effects: inout [ArenaEffect]
  ) -> [Step]? {
    var waitingFor: [String] = []
    for name in requirements(of: id, context: context) {
      guard let other = self.id(named: name) else { continue }
      let dependency = recognizers[other.index]
      switch dependency.state {
      case .failed:
        continue
      case .possible:
        if !dependency.touches.isEmpty || dependency.machine.isWaitingForNextTap {
          waitingFor.append(name)
        }
      case .began, .changed, .ended, .cancelled:
        return [.fail(id, "it requires '\(name)' to fail, and '\(name)' recognized")]
      }
    }
    guard waitingFor.isEmpty else {
      recognizers[id.index].pending = decision
      effects.append(.record(.gestureWaiting(id, on: waitingFor)))
      return nil
    }
    recognizers[id.index].pending = nil
    if let refusal = controlRefusal(of: id, context: context)
      ?? valuedControlRefusal(of: id, context: context) ?? contentRefusal(of: id, context: context)
      ?? directionRefusal(of: id) ?? exclusionRefusal(of: id, context: context)
    {
      return [.fail(id, refusal)]
    }
    if afterWaiting { recognizers[id.index].machine.restartTranslation() }
    transition(id, to: decision == .begin ? .began : .ended, effects: &effects)
    let winner = recognizers[id.index]
    // The winner's touches first (their held events are its to cancel), then the recognizers
    // that required it to fail, then those it prevents.
    for touch in winner.touches {
      if winner.configuration.cancelsTouchesInView {
        effects.append(.cancelViewDelivery(touch: touch, by: id))
      } else {
        effects.append(
          .releaseHeldEvents(
            touch: touch,
            holders: holders(ofTouch: touch, among: context.touches[touch - 1].recognizers)))
      }
    }
    return [
      .failPrevented(winner: winner, candidates: sharers(of: winner, context: context), next: 0),
      .failRequirers(winner: winner, next: 0),
    ]
  }

  /// The recognizers that see one of `winner`'s touches, by index, ascending: a recognizer
  /// follows a touch only if the touch's list names it, so these are all that can share one
  /// (a scan of every recognizer for each winner cost recognizers × recognitions).
  private func sharers(of winner: RecognizerRuntime, context: ArenaContext) -> [Int] {
    var result: [Int] = []
    for touch in winner.touches {
      result.append(contentsOf: context.touches[touch - 1].recognizers.map(\.index))
    }
    result.sort()
    var unique: [Int] = []
    unique.reserveCapacity(result.count)
    for index in result where unique.last != index { unique.append(index) }
    return unique
  }

  /// The first recognizer from position `next` on among those that may require `other` to fail
  /// for which `matches` holds, and its position: among the recognizers naming it in
  /// `requireToFail`, or among all when every recognizer sharing a touch must wait for it.
  /// Either way in index order, as a scan of every recognizer would find them.
  private func firstDependent(
    of other: RecognizerRuntime, from next: Int, _ matches: (Int) -> Bool
  ) -> (index: Int, position: Int)? {
    if other.configuration.isRequiredToFailByOthers
      || other.configuration.isRequiredToFailByLongPresses
    {
      return recognizers.indices[next...].first(where: matches).map { ($0, $0) }
    }
    guard let list = dependents[other.name], next < list.count else { return nil }
    return list.indices[next...].first { matches(list[$0]) }.map { (list[$0], $0) }
  }

  /// The recognizers `id` must wait for: those it requires to fail, those every recognizer
  /// sharing a touch with them must wait for, and, for a long press, the relationship
  /// recognizers on its touches that every long press must wait for (found in the touches'
  /// own lists, so the cost does not grow with the menus elsewhere).
  private func requirements(of id: RecognizerID, context: ArenaContext) -> [String] {
    var names = recognizers[id.index].configuration.requireToFail
    let touches = recognizers[id.index].touches
    for other in requiredByOthers where other != id {
      let name = recognizers[other.index].name
      if !names.contains(name) && recognizers[other.index].touches.contains(where: touches.contains)
      {
        names.append(name)
      }
    }
    guard case .longPress = recognizers[id.index].configuration.kind else { return names }
    for touch in touches {
      for other in context.touches[touch - 1].recognizers where other != id {
        let name = recognizers[other.index].name
        if recognizers[other.index].configuration.isRequiredToFailByLongPresses
          && !names.contains(name)
        {
          names.append(name)
        }
      }
    }
    return names
  }

  /// Whether `waiter` must wait for `other` to fail.
  /// `-[UIGestureRecognizer _isExcludedByExcludable:]`: while a recognizer is active (began or
  /// changed, one of its fingers still down, so in the same touches event) on the view of a
  /// recognizer or one above or below it, that recognizer may not begin or recognize, unless
  /// one requires the other to fail, the two recognize simultaneously, or the active one can't
  /// prevent it. Those sharing a touch with a winner already failed when it won; this stops one
  /// that picked up a later finger (a swipe pan on a finger that lands while the table's pan,
  /// begun by another finger, still scrolls). The active ones looked at are those on the views
  /// its own touches pass through (every recognizer such a touch lists is on its hit view or
  /// above it): an active recognizer on a view below `id`'s but off those paths is not seen.
  private func exclusionRefusal(of id: RecognizerID, context: ArenaContext) -> String? {
    let recognizer = recognizers[id.index]
    for touch in recognizer.touches {
      for other in context.touches[touch - 1].recognizers where other != id {
        let active = recognizers[other.index]
        guard active.state == .began || active.state == .changed,
          active.touches.contains(where: {
            let phase = context.touches[$0 - 1].phase
            return phase != .ended && phase != .cancelled
          }),
          !requires(recognizer, active), !requires(active, recognizer),
          !active.recognizesSimultaneously(with: recognizer), active.canPrevent(recognizer)
        else { continue }
        return "'\(active.name)' is active in the same touches and excludes it"
      }
    }
    return nil
  }

  /// A recognizer that already began at the touch-down of `touches` (a scroll view's pan
  /// catching its decelerating scroll view, `-_beginScroll`) excludes one that gets those
  /// touches after it, unless they recognize together or one requires the other to fail:
  /// UIKit's gesture environment fails the others the touch delivers to when one begins.
  func touchDownExclusion(of id: RecognizerID, touches: [Int], context: ArenaContext) -> String? {
    let recognizer = recognizers[id.index]
    for touch in touches {
      for other in context.touches[touch - 1].recognizers where other != id {
        let active = recognizers[other.index]
        guard active.state == .began || active.state == .changed, active.touches.contains(touch),
          !requires(recognizer, active), !requires(active, recognizer),
          !active.recognizesSimultaneously(with: recognizer), active.canPrevent(recognizer)
        else { continue }
        return "'\(active.name)' began at this touch-down and excludes it"
      }
    }
    return nil
  }

  private func requires(_ waiter: RecognizerRuntime, _ other: RecognizerRuntime) -> Bool {
    if waiter.configuration.requireToFail.contains(other.name) { return true }
    guard waiter.id != other.id, other.touches.contains(where: waiter.touches.contains) else {
      return false
    }
    if other.configuration.isRequiredToFailByOthers { return true }
    guard other.configuration.isRequiredToFailByLongPresses else { return false }
    if case .longPress = waiter.configuration.kind { return true }
    return false
  }

  /// A delegate that lets the recognizer begin only moving away from an edge.
  private func directionRefusal(of id: RecognizerID) -> String? {
    let recognizer = recognizers[id.index]
    guard let edge = recognizer.configuration.beginsOnlyMovingAwayFrom,
      let translation = recognizer.machine.translation(state: .began)
    else { return nil }
    let inward: Double
    switch edge {
    case .left: inward = translation.x
    case .right: inward = -translation.x
    case .top: inward = translation.y
    case .bottom: inward = -translation.y
    }
    guard inward < 0 else { return nil }
    return
      "its delegate's gestureRecognizerShouldBegin is false: it moved toward the \(edge.rawValue) edge (translation \(translation.compactDescription))"
  }

  /// UIButton's `gestureRecognizerShouldBegin:` refuses a 1-tap, 1-touch tap recognizer
  /// attached to another view (when the recognizer cancels touches in its view).
  private func controlRefusal(of id: RecognizerID, context: ArenaContext) -> String? {
    let recognizer = recognizers[id.index]
    guard case .tap(let settings) = recognizer.configuration.kind, settings.taps == 1,
      settings.touches == 1, recognizer.configuration.cancelsTouchesInView
    else { return nil }
    for number in recognizer.touches {
      guard let view = context.touches[number - 1].view, view != recognizer.view else { continue }
      let viewClass = context.tree[view].viewClass
      if viewClass.winsSingleTaps {
        return
          "'\(context.tree.name(of: view))' is a \(viewClass.name), whose own single tap wins over tap recognizers on other views"
      }
    }
    return nil
  }

  /// A scroll view's pan does not take a touch its content is already tracking when it may not
  /// cancel it: never with `canCancelContentTouches` false, and not from a UIControl by default
  /// (`touchesShouldCancel(in:)`). The content keeps the touch; the scroll view doesn't scroll.
  private func contentRefusal(of id: RecognizerID, context: ArenaContext) -> String? {
    let recognizer = recognizers[id.index]
    guard case .pan(let settings) = recognizer.configuration.kind,
      let rule = settings.contentCancellation
    else { return nil }
    for number in recognizer.touches {
      let touch = context.touches[number - 1]
      guard touch.viewHasBegan, !touch.viewHasEnded, touch.isDelivered,
        let view = touch.view, view != recognizer.view
      else { continue }
      let name = context.tree.name(of: view)
      switch rule {
      case .always:
        continue
      case .never:
        return
          "its content '\(name)' is tracking touch \(number), and canCancelContentTouches is false"
      case .exceptControls:
        let viewClass = context.tree[view].viewClass
        switch context.tree[view].touchesShouldCancel {
        case true?: continue
        case false?:
          return
            "'\(name)' is tracking touch \(number), and touchesShouldCancel(in:) is false for it"
        case nil:
          guard viewClass.isControl else { continue }
          return
            "'\(name)' is a \(viewClass.name) tracking touch \(number), and touchesShouldCancel(in:) is false for a UIControl"
        }
      }
    }
    return nil
  }

  private mutating func transition(
    _ id: RecognizerID, to state: GestureState, effects: inout [ArenaEffect]
  ) {
    recognizers[id.index].state = state
    effects.append(.record(change(of: id, note: nil)))
    let actions = recognizers[id.index].configuration.actions(for: state)
    if !actions.isEmpty { effects.append(.runLater(actions)) }
  }
}
