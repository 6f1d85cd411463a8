/// A scroll view's delayed content touches (`delaysContentTouches`, UIKit's private
/// `UIScrollViewDelayedTouchesBeganGestureRecognizer`): a recognizer that never recognizes and
/// delays touches began, so the content gets a touch's `began` only once it fails: when the
/// delay runs out with the finger still down, or when the finger lifts first (then `began` and
/// `ended` arrive together, which is why a quick tap on a button in a scroll view still works).
/// If the scroll view's pan begins first it prevents this one and takes the touch, and the held
/// `began` is dropped: the content never hears of a touch that scrolled.
struct ContentDelayMachine: Hashable, Sendable {
  let delay: Interval

  mutating func handle(_ input: MachineInput, state: GestureState) -> MachineOutput {
    switch input {
    case .began(_, let time):
      guard state == .possible else { return MachineOutput() }
      var output = MachineOutput()
      output.schedule = [.init(kind: .contentTouchDelay, deadline: time + delay)]
      return output
    case .timer(.contentTouchDelay, _):
      return MachineOutput(
        .fail("the \(delay) delay ran out with the finger down: the content gets the touch"))
    case .ended:
      var output = MachineOutput(.fail("the finger lifted within the \(delay) delay"))
      output.cancel = [.contentTouchDelay]
      return output
    case .cancelled:
      return MachineOutput(.fail("its touch was cancelled"))
    case .moved, .timer:
      return MachineOutput()
    }
  }
}
