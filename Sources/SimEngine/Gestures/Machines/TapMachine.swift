import SimGeometry

/// `UITapGestureRecognizer`, after the decompiled `UITapRecognizer`: recognized at the lift of
/// the last required tap; fails when the centroid moves more than the allowable movement from
/// where the tap began, when a later tap begins too far from the first or too late, when a tap
/// is held too long, or when the touch count is wrong.
///
/// The movement is the centroid of every touch of the tap (those lifted included, where they
/// were last), checked when a touch moves and never at a lift (`-[UITapRecognizer
/// touchesMoved:withEvent:]` compares the centroid of its captured touches with its start
/// point; `touchesEnded:` checks only the count and the duration): two fingers far apart lift
/// one after the other without the centroid jumping to the finger left down.
struct TapMachine: Hashable, Sendable {
  let settings: TapSettings
  private var down = TouchSet()
  /// Every touch of the current tap where it was last, lifted ones included: the movement
  /// check's centroid.
  private var captured = TouchSet()
  private var tapsDone = 0
  /// The most touches down at once during the current tap.
  private var mostDown = 0
  /// Where the first tap of the sequence began (the centroid of its touches): UIKit measures
  /// every tap's movement, and every later tap's touch-down, from here.
  private var start: Point?

  init(settings: TapSettings) {
    self.settings = settings
  }

  /// Whether it is between taps of a multi-tap, waiting for the next one.
  var isWaitingForNextTap: Bool { tapsDone > 0 && down.isEmpty }

  mutating func handle(_ input: MachineInput, state: GestureState) -> MachineOutput {
    switch input {
    case .began(let samples, let time):
      var output = MachineOutput()
      if down.isEmpty {
        output.cancel = [.multiTap]
        output.schedule = [.init(kind: .tapDuration, deadline: time + settings.maximumTapDuration)]
        mostDown = 0
        captured = TouchSet()
      }
      for sample in samples {
        down.add(sample.touch, at: sample.location)
        captured.add(sample.touch, at: sample.location)
      }
      mostDown = max(mostDown, down.count)
      guard down.count <= settings.touches else {
        return fail("\(down.count) touches are down, and it takes \(settings.touches)")
      }
      if tapsDone == 0 {
        if mostDown == down.count { start = down.centroid }
      } else if let start, down.centroid.distance(to: start) > settings.allowableMovement {
        let distance = down.centroid.distance(to: start)
        return fail(
          "tap \(tapsDone + 1) began \(points(distance)) from the first, more than the \(points(settings.allowableMovement)) allowed"
        )
      }
      return output
    case .moved(let samples, _):
      down.update(samples)
      captured.update(samples)
      return checkMovement()
    case .ended(let samples, let time):
      // A lifted touch stays in the centroid where it lifted; the lift itself is not checked.
      captured.update(samples)
      for sample in samples { down.remove(sample.touch) }
      guard down.isEmpty else { return MachineOutput() }
      guard mostDown == settings.touches else {
        return fail(
          "\(mostDown) touch\(mostDown == 1 ? "" : "es") tapped, and it takes \(settings.touches)")
      }
      tapsDone += 1
      var output = MachineOutput(tapsDone == settings.taps ? .recognize : .none)
      output.cancel = [.tapDuration]
      if tapsDone < settings.taps {
        output.schedule = [.init(kind: .multiTap, deadline: time + settings.multiTapInterval)]
      }
      return output
    case .cancelled:
      return fail("its touch was cancelled")
    case .timer(.tapDuration, _):
      return fail("the touch stayed down \(settings.maximumTapDuration) s, longer than a tap")
    case .timer(.multiTap, _):
      return fail(
        "tap \(tapsDone + 1) of \(settings.taps) did not begin within \(settings.multiTapInterval) s"
      )
    case .timer(.longPress, _), .timer(.contentTouchDelay, _):
      return MachineOutput()
    }
  }

  private func checkMovement() -> MachineOutput {
    guard let start, !down.isEmpty else { return MachineOutput() }
    let distance = captured.centroid.distance(to: start)
    guard distance > settings.allowableMovement else { return MachineOutput() }
    return fail(
      "the touch moved \(points(distance)), more than the \(points(settings.allowableMovement)) allowed"
    )
  }

  private func fail(_ reason: String) -> MachineOutput {
    var output = MachineOutput(.fail(reason))
    output.cancel = [.tapDuration, .multiTap]
    return output
  }
}
