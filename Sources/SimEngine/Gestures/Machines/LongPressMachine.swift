import SimGeometry

/// `UILongPressGestureRecognizer`, after the decompilation: begins when its timer fires with
/// the right number of touches down whose centroid stayed within the allowable movement; after
/// that, every event changes it (movement is no longer checked) and lifting any of its fingers
/// ends it.
struct LongPressMachine: Hashable, Sendable {
  let settings: LongPressSettings
  private var down = TouchSet()
  private var start: Point?

  init(settings: LongPressSettings) {
    self.settings = settings
  }

  mutating func handle(_ input: MachineInput, state: GestureState) -> MachineOutput {
    let began = state.hasRecognized
    switch input {
    case .began(let samples, let time):
      guard !began else { return MachineOutput() }  // extra fingers after began are ignored
      for sample in samples { down.add(sample.touch, at: sample.location) }
      guard down.count <= settings.touches else {
        return fail("\(down.count) touches are down, and it takes \(settings.touches)")
      }
      start = down.centroid
      var output = MachineOutput()
      if down.count == settings.touches {
        output.schedule = [.init(kind: .longPress, deadline: time + settings.minimumPressDuration)]
      }
      return output
    case .moved(let samples, _):
      guard down.containsAny(of: samples) else { return MachineOutput() }
      down.update(samples)
      if began { return MachineOutput(.change) }
      guard let start, down.count == settings.touches else { return MachineOutput() }
      let distance = down.centroid.distance(to: start)
      guard distance > settings.allowableMovement else { return MachineOutput() }
      return fail(
        "the touch moved \(points(distance)) before the \(settings.minimumPressDuration) s press, more than the \(points(settings.allowableMovement)) allowed"
      )
    case .ended(let samples, _):
      guard down.containsAny(of: samples) else { return MachineOutput() }
      for sample in samples { down.remove(sample.touch) }
      if began { return MachineOutput(.end) }  // lifting any tracked finger ends it
      return fail("the touch lifted before the \(settings.minimumPressDuration) s minimum press")
    case .cancelled:
      return began ? MachineOutput(.cancel) : fail("its touch was cancelled")
    case .timer(.longPress, _):
      guard !began, down.count == settings.touches else { return MachineOutput() }
      return MachineOutput(.begin)
    case .timer(.tapDuration, _), .timer(.multiTap, _),
      .timer(.contentTouchDelay, _):
      return MachineOutput()
    }
  }

  private func fail(_ reason: String) -> MachineOutput {
    var output = MachineOutput(.fail(reason))
    output.cancel = [.longPress]
    return output
  }
}
