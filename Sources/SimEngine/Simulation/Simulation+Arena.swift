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
extension Simulation {
  mutating func apply(_ decision: MachineDecision, to id: RecognizerID) {
    let state = recognizers[id.index].state
    switch decision {
    case .none:
      return
    case .fail(let reason):
      fail(id, reason)
    case .begin, .recognize:
      guard state == .possible, recognizers[id.index].pending == nil else { return }
      tryToRecognize(id, decision, afterWaiting: false)
    case .change:
      if state == .began || state == .changed { transition(id, to: .changed) }
    case .end, .cancel:
      if state == .began || state == .changed {
        transition(id, to: decision == .end ? .ended : .cancelled)
      } else if recognizers[id.index].pending != nil {
        fail(id, "its touches lifted while it waited for other recognizers to fail")
      }
    }
  }

  private mutating func tryToRecognize(
    _ id: RecognizerID, _ decision: MachineDecision, afterWaiting: Bool
  ) {
    var waitingFor: [String] = []
    for name in recognizers[id.index].configuration.requireToFail {
      guard let other = recognizerNames[name] else { continue }
      let dependency = recognizers[other.index]
      switch dependency.state {
      case .failed:
        continue
      case .possible:
        if !dependency.touches.isEmpty || dependency.machine.isWaitingForNextTap {
          waitingFor.append(name)
        }
      case .began, .changed, .ended, .cancelled:
        fail(id, "it requires '\(name)' to fail, and '\(name)' recognized")
        return
      }
    }
    guard waitingFor.isEmpty else {
      recognizers[id.index].pending = decision
      record(.gestureWaiting(id, on: waitingFor))
      return
    }
    perform(id, decision, afterWaiting: afterWaiting)
  }

  /// The recognizer leaves `possible`: began (continuous) or recognized (discrete).
  private mutating func perform(
    _ id: RecognizerID, _ decision: MachineDecision, afterWaiting: Bool
  ) {
    recognizers[id.index].pending = nil
    if let refusal = controlRefusal(of: id) {
      fail(id, refusal)
      return
    }
    if afterWaiting { recognizers[id.index].machine.restartTranslation() }
    transition(id, to: decision == .begin ? .began : .ended)
    let winner = recognizers[id.index]
    // The winner's touches first (their held events are its to cancel), then the recognizers
    // that required it to fail, then those it prevents.
    for touch in winner.touches {
      if winner.configuration.cancelsTouchesInView {
        cancelViewDelivery(ofTouch: touch, by: id)
      } else {
        releaseHeldEvents(ofTouch: touch)
      }
    }
    for other in recognizers.indices where recognizers[other].state == .possible {
      if recognizers[other].configuration.requireToFail.contains(winner.name) {
        fail(
          recognizers[other].id,
          "it requires '\(winner.name)' to fail, and '\(winner.name)' recognized")
      }
    }
    for other in recognizers.indices where recognizers[other].id != id {
      let loser = recognizers[other]
      guard loser.state == .possible, !Set(loser.touches).isDisjoint(with: winner.touches),
        !winner.recognizesSimultaneously(with: loser), winner.canPrevent(loser)
      else { continue }
      fail(loser.id, "'\(winner.name)' recognized first and prevents it")
    }
  }

  /// UIButton's `gestureRecognizerShouldBegin:` refuses a 1-tap, 1-touch tap recognizer
  /// attached to another view (when the recognizer cancels touches in its view).
  private func controlRefusal(of id: RecognizerID) -> String? {
    let recognizer = recognizers[id.index]
    guard case .tap(let settings) = recognizer.configuration.kind, settings.taps == 1,
      settings.touches == 1, recognizer.configuration.cancelsTouchesInView
    else { return nil }
    for number in recognizer.touches {
      guard let view = touches[number - 1].view, view != recognizer.view else { continue }
      let viewClass = tree[view].viewClass
      if viewClass.winsSingleTaps {
        return
          "'\(tree.name(of: view))' is a \(viewClass.name), whose own single tap wins over tap recognizers on other views"
      }
    }
    return nil
  }

  mutating func fail(_ id: RecognizerID, _ reason: String) {
    guard recognizers[id.index].state == .possible else { return }
    recognizers[id.index].pending = nil
    recognizers[id.index].state = .failed
    cancelTimers(of: id)
    recordChange(id, note: reason)
    let name = recognizers[id.index].name
    for other in recognizers.indices {
      guard let pending = recognizers[other].pending,
        recognizers[other].configuration.requireToFail.contains(name)
      else { continue }
      recognizers[other].pending = nil
      tryToRecognize(recognizers[other].id, pending, afterWaiting: true)
    }
    for touch in recognizers[id.index].touches { releaseHeldEvents(ofTouch: touch) }
  }

  mutating func transition(_ id: RecognizerID, to state: GestureState) {
    recognizers[id.index].state = state
    recordChange(id, note: nil)
    let actions = recognizers[id.index].configuration.actions(for: state)
    if !actions.isEmpty { deferred.append(.actions(actions)) }
    if let hook = recognizers[id.index].configuration.hook {
      deferred.append(.gesture(hook, id, state))
    }
  }

  private mutating func recordChange(_ id: RecognizerID, note: String?) {
    let recognizer = recognizers[id.index]
    record(
      .gesture(
        GestureChange(
          recognizer: id, state: recognizer.state, note: note, values: recognizer.snapshot)))
  }

  /// After each event or timer: run the gesture actions it triggered, then put back to
  /// `possible` every recognizer that has finished and whose touches have all lifted.
  mutating func finishEvent() {
    while !deferred.isEmpty {
      switch deferred.removeFirst() {
      case .actions(let actions): perform(actions)
      case .gesture(let hook, let recognizer, let state):
        handle(hook, recognizer: recognizer, state: state)
      }
    }
    for index in recognizers.indices {
      let recognizer = recognizers[index]
      let touchesDown = recognizer.touches.contains { touches[$0 - 1].phase.isActive }
      guard !touchesDown else { continue }
      if recognizer.state.isTerminal {
        recognizers[index].reset()
        recordChange(recognizer.id, note: GestureChange.reset)
      } else if recognizer.state == .possible && recognizer.pending == nil
        && !recognizer.machine.isWaitingForNextTap
      {
        recognizers[index].reset()
      }
    }
  }
}
