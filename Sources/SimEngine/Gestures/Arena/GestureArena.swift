import SimGeometry

/// A simulation's gesture recognizers and UIKit's rules for deciding between them.
///
/// It owns the recognizers, their state machines and their indexes (by name, by view). Touch
/// events and timers come in; what must happen outside (journal entries, timers, what becomes
/// of the view's touches, gesture actions) goes out as ``ArenaEffect``s, in order, for the
/// simulation to carry out. It never touches the clock, the schedule or the touches itself:
/// it reads them through an ``ArenaContext``.
struct GestureArena: Sendable {
  /// The recognizers by ID. Storage of this folder's files (``GestureArena+Decisions``): the
  /// rest of the engine reads them through the arena's API (a test checks it).
  var recognizers: [RecognizerRuntime] = []
  /// Each recognizer by name. Storage of this folder's files (``GestureArena+Renaming``).
  var names: [String: RecognizerID] = [:]
  private var byView: [ViewID: [RecognizerID]] = [:]
  /// The recognizers every other one sharing a touch must wait for (the interactive pop).
  /// Storage of this folder's files.
  var requiredByOthers: [RecognizerID] = []
  /// By name, the recognizers (indexes, ascending) whose `requireToFail` lists it: who may be
  /// waiting on a recognizer that fails or recognizes, found without a scan of every one.
  /// Storage of this folder's files.
  var dependents: [String: [Int]] = [:]
  /// Each touch's search for its holders, resumed where it stopped.
  private var holderCursors = HolderCursors()
  /// Recognizers looked at for holders, and for those a winner prevents, over the run: what
  /// the linearity tests count.
  var holderSteps: Int { holderCursors.steps }
  /// Storage of this folder's files.
  var preventionChecks = 0

  /// Every recognizer, in the order they were added.
  var ids: [RecognizerID] { recognizers.map(\.id) }

  var snapshots: [GestureSnapshot] { recognizers.map(\.snapshot) }

  subscript(id: RecognizerID) -> RecognizerRuntime { recognizers[id.index] }

  func id(named name: String) -> RecognizerID? { names[name] }

  /// The recognizers attached to `view`, in the order added.
  func ids(on view: ViewID) -> [RecognizerID] { byView[view] ?? [] }

  /// Attaches a recognizer to `view`, after any it already has (`addGestureRecognizer(_:)`).
  /// - Precondition: no other recognizer has the same name.
  mutating func add(_ gesture: GestureRecognizer, to view: ViewID, screen: Size) -> RecognizerID {
    precondition(names[gesture.name] == nil, "duplicate recognizer name '\(gesture.name)'")
    let id = RecognizerID(rawValue: Int32(recognizers.count))
    recognizers.append(
      RecognizerRuntime(id: id, configuration: gesture, view: view, screen: screen))
    names[gesture.name] = id
    byView[view, default: []].append(id)
    if gesture.isRequiredToFailByOthers { requiredByOthers.append(id) }
    for name in gesture.requireToFail where dependents[name]?.last != Int(id.rawValue) {
      dependents[name, default: []].append(Int(id.rawValue))
    }
    return id
  }

  /// Changes a recognizer's kind (a scroll view's pan when its settings change); a recognizer
  /// following no touch starts afresh with it, one that is takes it at its next reset.
  mutating func setKind(_ kind: GestureKind, of id: RecognizerID, screen: Size) {
    recognizers[id.index].configuration.kind = kind
    if recognizers[id.index].touches.isEmpty && recognizers[id.index].state == .possible {
      recognizers[id.index].reset()
    }
  }

  /// The recognizers that see a touch bound to `view`: those on it and on each superview up to
  /// the window, the hit view's first, each view's in the order they were added; finished ones
  /// (waiting for their own touches to lift) don't take new touches, nor do those that refuse
  /// to receive one now or one that begins at `location` in a view they ignore.
  func recognizers(seeing view: ViewID?, at location: Point, in tree: ViewTree) -> [RecognizerID] {
    var result: [RecognizerID] = []
    var current = view
    while let id = current {
      for recognizer in byView[id] ?? [] {
        let index = recognizer.index
        guard !recognizers[index].state.isTerminal, recognizers[index].receiveRefusal == nil,
          !ignores(recognizers[index].configuration.ignoresTouchesIn, location, in: tree)
        else { continue }
        result.append(recognizer)
      }
      current = tree.superview(of: id)
    }
    return result
  }

  private func ignores(_ names: [String], _ location: Point, in tree: ViewTree) -> Bool {
    for name in names {
      guard let view = tree.view(named: name), tree.isInWindow(view), !tree[view].isHidden,
        let point = tree.convert(fromWindow: location, to: view)
      else { continue }
      if tree[view].bounds.contains(point) { return true }
    }
    return false
  }

  /// Changes the edge `id` may only begin moving away from (its delegate's
  /// `gestureRecognizerShouldBegin` answering by what it holds now: the swipe actions' pan).
  mutating func setBeginsOnlyMovingAwayFrom(_ edge: ScreenEdge?, of id: RecognizerID) {
    recognizers[id.index].configuration.beginsOnlyMovingAwayFrom = edge
  }

  /// Tells the scroll view pan `id` that the touch about to come down catches its scroll view
  /// decelerating, so it begins at the touch-down (``PanMachine/catchNextTouch()``).
  mutating func catchNextTouch(of id: RecognizerID) {
    recognizers[id.index].machine.catchNextTouch()
  }

  /// Stops (or, with nil, lets) `id` receive new touches, for the reason given.
  mutating func setReceiveRefusal(_ reason: String?, of id: RecognizerID) {
    recognizers[id.index].receiveRefusal = reason
  }

  /// The first undecided recognizer in touch `number`'s list `ids` that delays each phase from
  /// the view, found from where the last search for that touch stopped (``HolderCursors``).
  mutating func holders(ofTouch number: Int, among ids: [RecognizerID]) -> TouchHolders {
    let recognizers = self.recognizers
    return holderCursors.holders(
      ofTouch: number, among: ids,
      delaysBegan: {
        recognizers[$0.index].state == .possible
          && recognizers[$0.index].configuration.delaysTouchesBegan
      },
      delaysEnded: {
        recognizers[$0.index].state == .possible
          && recognizers[$0.index].configuration.delaysTouchesEnded
      })
  }

  /// Shows one event to the recognizers that see its touches: each recognizer, in the order
  /// the event's touches list them, gets its share phase by phase; a recognizer that has
  /// finished no longer looks.
  mutating func show(_ event: ArenaEvent, context: ArenaContext, effects: inout [ArenaEffect]) {
    // Each recognizer's touches in the event, recognizers in first-seen order; a lookup
    // table keeps this linear in the lengths of the touches' recognizer lists.
    var order: [(id: RecognizerID, touches: [Int])] = []
    if event.touches.count == 1 {
      let number = event.touches[0]
      order = context.touches[number - 1].recognizers.map { ($0, [number]) }
    } else {
      var position: [RecognizerID: Int] = [:]
      for number in event.touches {
        for id in context.touches[number - 1].recognizers {
          if let index = position[id] {
            order[index].touches.append(number)
          } else {
            position[id] = order.count
            order.append((id, [number]))
          }
        }
      }
    }
    for (id, touches) in order {
      let inputs = event.inputs { touches.contains($0) }
      for input in inputs {
        let state = recognizers[id.index].state
        guard !state.isTerminal else { break }
        if case .began(let samples, _) = input {
          recognizers[id.index].touches.append(contentsOf: samples.map(\.touch))
          // A recognizer that began at this touch-down (a scroll view's pan catching its
          // scroll view decelerating) excludes the others that get the touch after it, as
          // UIKit's gesture environment fails them when it begins.
          if state == .possible,
            let refusal = touchDownExclusion(
              of: id, touches: samples.map(\.touch), context: context)
          {
            carryOut(MachineOutput(.fail(refusal)), of: id, context: context, effects: &effects)
            break
          }
        }
        let output = recognizers[id.index].machine.handle(input, state: state)
        carryOut(output, of: id, context: context, effects: &effects)
      }
    }
  }

  /// A relationship recognizer's owner decides it: `-_succeed` (it recognizes, so the long
  /// presses waiting for it fail) or `-_fail` (they go on). Nothing happens once it has
  /// decided.
  mutating func settle(
    _ id: RecognizerID, succeeded: Bool, reason: String, context: ArenaContext,
    effects: inout [ArenaEffect]
  ) {
    apply(succeeded ? .recognize : .fail(reason), to: id, context: context, effects: &effects)
  }

  /// A recognizer's timer fired.
  mutating func fire(
    _ timer: TimerKind, of id: RecognizerID, at time: Instant, context: ArenaContext,
    effects: inout [ArenaEffect]
  ) {
    let state = recognizers[id.index].state
    guard !state.isTerminal else { return }
    let output = recognizers[id.index].machine.handle(.timer(timer, time: time), state: state)
    carryOut(output, of: id, context: context, effects: &effects)
  }

  private mutating func carryOut(
    _ output: MachineOutput, of id: RecognizerID, context: ArenaContext,
    effects: inout [ArenaEffect]
  ) {
    for kind in output.cancel { effects.append(.cancelTimer(id, kind)) }
    for request in output.schedule {
      effects.append(.schedule(id, request.kind, at: request.deadline))
    }
    apply(output.decision, to: id, context: context, effects: &effects)
  }

  /// At the end of each event: every recognizer that has finished and whose touches have all
  /// lifted goes back to `possible` (journalled), and so does an undecided one left with no
  /// touch down (silently).
  mutating func resetIdle(touches: [Touch], effects: inout [ArenaEffect]) {
    for index in recognizers.indices {
      let recognizer = recognizers[index]
      guard !recognizer.touches.contains(where: { touches[$0 - 1].phase.isActive }) else {
        continue
      }
      if recognizer.state.isTerminal {
        recognizers[index].reset()
        holderCursors.recognizerReset()
        effects.append(.record(change(of: recognizer.id, note: GestureChange.reset)))
      } else if recognizer.state == .possible && recognizer.pending == nil
        && !recognizer.machine.isWaitingForNextTap
      {
        recognizers[index].reset()
      }
    }
  }

  func change(of id: RecognizerID, note: String?) -> Occurrence.Kind {
    let recognizer = recognizers[id.index]
    return .gesture(
      GestureChange(
        recognizer: id, state: recognizer.state, note: note, values: recognizer.snapshot))
  }
}
