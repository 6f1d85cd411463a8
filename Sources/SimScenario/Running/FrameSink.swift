import SimEngine

/// Where a streaming run hands each frame as soon as it is rendered, so neither the frames nor
/// anything made from them (a trace, a comparison with a golden) has to be held for the whole
/// run. The simulation comes along because a frame refers into it: its occurrences are a range
/// of ``Simulation/journal``, its views and recognizers are IDs.
public protocol FrameSink {
  mutating func take(_ frame: FrameRecord, of simulation: Simulation)
  /// Whether the frames should record layout (``FrameRecord/layout``), as traces do.
  var wantsLayout: Bool { get }
}

extension FrameSink {
  public var wantsLayout: Bool { true }
}

/// The sink of a run that keeps its frames in the simulation instead.
struct KeptFrames: FrameSink {
  func take(_ frame: FrameRecord, of simulation: Simulation) {}
}

/// The sink of a run nobody reads the frames of (a run without a trace or a golden): each is
/// dropped as soon as it is rendered, so memory does not grow with the frames.
public struct DroppedFrames: FrameSink {
  public init() {}
  public var wantsLayout: Bool { false }
  public func take(_ frame: FrameRecord, of simulation: Simulation) {}
}
