import SimEngine
import SimGeometry

/// The `--trace` format: JSON Lines, one object per rendered frame, with keys in a fixed order
/// and exact times, so two runs of the same scenario give the same bytes.
///
///     {"frame":6,"t":0.1,"touches":[{"touch":1,"finger":1,"phase":"began","x":300,"y":360,
///      "view":"overlay","hit":"overlay","delivery":"delivered"}],"events":[…],"highlighted":[]}
public enum TraceEncoder {
  /// The whole trace of a simulation, one line per frame, each ending in a newline.
  public static func encode(_ simulation: Simulation) -> String {
    var output = ""
    for frame in simulation.frames {
      line(for: frame, in: simulation).render(into: &output)
      output += "\n"
    }
    return output
  }

  public static func line(for frame: FrameRecord, in simulation: Simulation) -> JSONValue {
    let tree = simulation.tree
    let touches = frame.touches.map { touch -> JSONValue in
      .object([
        ("touch", .integer(touch.number)), ("finger", .integer(touch.finger)),
        ("phase", .string(touch.phase.rawValue)), ("x", .number(touch.location.x)),
        ("y", .number(touch.location.y)), ("view", .optional(touch.view.map(tree.name(of:)))),
        ("hit", .optional(touch.hitNow.map(tree.name(of:)))),
        ("delivery", delivery(touch.delivery, tree)),
      ])
    }
    let events = simulation.journal[frame.occurrences].map { OccurrenceEncoder.encode($0, tree) }
    return .object([
      ("frame", .integer(frame.index)), ("t", .literal(frame.time.description)),
      ("touches", .array(touches)), ("events", .array(events)),
      ("highlighted", .array(frame.highlighted.map { .string(tree.name(of: $0)) })),
    ])
  }

  /// "delivered", "noView", "unchanged", or the reason a touch is withheld.
  static func delivery(_ delivery: Delivery, _ tree: ViewTree) -> JSONValue {
    switch delivery {
    case .delivered: "delivered"
    case .noView: "noView"
    case .unchanged: "unchanged"
    case .withheld(let reason): .string(reasonCode(reason, tree))
    }
  }

  static func reasonCode(_ reason: WithholdReason, _ tree: ViewTree) -> String {
    switch reason {
    case .multipleTouchDisabled: "multipleTouchDisabled"
    case .exclusiveTouch(let view): "exclusiveTouch:\(tree.name(of: view))"
    case .viewLeftWindow: "viewLeftWindow"
    }
  }
}
