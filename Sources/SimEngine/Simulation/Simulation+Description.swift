/// A simulation described in one line. Without it, `String(describing:)` (what a failed
/// `#expect(sim.count(log: "x") == 1)` prints for `sim`) spelled out every view, frame and
/// journal entry: hundreds of kilobytes for a short run. (No custom mirror: the coordinator's
/// stored properties are read by reflection, CoordinatorStateTests.)
extension Simulation: CustomStringConvertible, CustomDebugStringConvertible {
  public var description: String {
    "Simulation at t=\(now): \(tree.count) views, \(touches.count) touches, \(frameCount) frames, "
      + "\(journal.count) journal entries" + (isSettled ? "" : ", not settled")
  }

  public var debugDescription: String { description }
}
