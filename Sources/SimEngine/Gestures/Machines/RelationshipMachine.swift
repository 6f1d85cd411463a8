/// A `_UIRelationshipGestureRecognizer`: a recognizer that recognizes nothing of its own and
/// exists so that other recognizers can be made to wait for it. Its owner decides it
/// (`-_succeed`, `-_fail`, through ``GestureArena/settle(_:succeeded:reason:context:effects:)``);
/// on its own it only fails when its touches end or are cancelled (`-touchesEnded:withEvent:`
/// fails unless `succeedsOnTouchesEnded`, NO by default; `-touchesCancelled:withEvent:` fails,
/// `failsOnTouchesCancelled` being YES from `-initWithTarget:action:`).
struct RelationshipMachine: Hashable, Sendable {
  mutating func handle(_ input: MachineInput, state: GestureState) -> MachineOutput {
    switch input {
    case .ended:
      MachineOutput(.fail("its touch lifted (touchesEnded: _fail)"))
    case .cancelled:
      MachineOutput(.fail("its touch was cancelled (touchesCancelled: _fail)"))
    case .began, .moved, .timer:
      MachineOutput()
    }
  }
}
