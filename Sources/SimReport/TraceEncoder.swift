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
    let names = GestureNames(simulation)
    let touches = frame.touches.map { touch -> JSONValue in
      .object([
        ("touch", .integer(touch.number)), ("finger", .integer(touch.finger)),
        ("phase", .string(touch.phase.rawValue)), ("x", .number(touch.location.x)),
        ("y", .number(touch.location.y)), ("view", .optional(touch.view.map(tree.name(of:)))),
        ("hit", .optional(touch.hitNow.map(tree.name(of:)))),
        ("delivery", delivery(touch.delivery, tree, names)),
      ])
    }
    let events = simulation.journal[frame.occurrences].map {
      OccurrenceEncoder.encode($0, tree, names)
    }
    var members: [(String, JSONValue)] = [
      ("frame", .integer(frame.index)), ("t", .literal(frame.time.description)),
      ("touches", .array(touches)), ("events", .array(events)),
      ("highlighted", .array(frame.highlighted.map { .string(tree.name(of: $0)) })),
    ]
    if !frame.presentations.isEmpty {
      let views = frame.presentations.map { presented -> JSONValue in
        let f = presented.frame
        let t = presented.transform
        return .object([
          ("view", .string(tree.name(of: presented.view))),
          ("frame", .array([f.minX, f.minY, f.width, f.height].map { .number($0) })),
          ("alpha", .number(presented.alpha)),
          ("transform", .array([t.a, t.b, t.c, t.d, t.tx, t.ty].map { .number($0) })),
        ])
      }
      members.append(("presentation", .array(views)))
    }
    if !frame.presented.isEmpty {
      let states = frame.presented.map { snapshot -> JSONValue in
        .object([
          ("presentation", .string(snapshot.name)), ("phase", .string(snapshot.phase.rawValue)),
          ("detent", .optional(snapshot.detent)),
        ])
      }
      members.append(("presentations", .array(states)))
    }
    if !frame.gestures.isEmpty {
      members.append(("gestures", .array(frame.gestures.map { encode($0, names) })))
    }
    return .object(members)
  }

  /// `{"gesture": "pan", "state": "changed", "translation": [x, y], "velocity": [vx, vy]}`.
  static func encode(_ gesture: GestureSnapshot, _ names: GestureNames) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("gesture", .string(names.name(gesture.recognizer))),
      ("state", .string(names.state(gesture.state, of: gesture.recognizer))),
    ]
    if let t = gesture.translation {
      members.append(("translation", .array([.number(t.x), .number(t.y)])))
    }
    if let v = gesture.velocity {
      members.append(("velocity", .array([.number(v.x), .number(v.y)])))
    }
    if let scale = gesture.scale { members.append(("scale", .number(scale))) }
    if let v = gesture.scaleVelocity { members.append(("scaleVelocity", .number(v))) }
    return .object(members)
  }

  /// "delivered", "noView", "unchanged", "held:<recognizer>", or why a touch is withheld.
  static func delivery(_ delivery: Delivery, _ tree: ViewTree, _ names: GestureNames) -> JSONValue {
    switch delivery {
    case .delivered: "delivered"
    case .noView: "noView"
    case .unchanged: "unchanged"
    case .held(let recognizer): .string("held:\(names.name(recognizer))")
    case .withheld(let reason): .string(reasonCode(reason, tree, names))
    }
  }

  static func reasonCode(_ reason: WithholdReason, _ tree: ViewTree, _ names: GestureNames)
    -> String
  {
    switch reason {
    case .multipleTouchDisabled: "multipleTouchDisabled"
    case .exclusiveTouch(let view): "exclusiveTouch:\(tree.name(of: view))"
    case .viewLeftWindow: "viewLeftWindow"
    case .cancelledByGesture(let recognizer): "cancelledByGesture:\(names.name(recognizer))"
    }
  }
}

/// Recognizer names and state names, as reports print them.
struct GestureNames {
  let simulation: Simulation

  init(_ simulation: Simulation) {
    self.simulation = simulation
  }

  func name(_ recognizer: RecognizerID) -> String { simulation.name(of: recognizer) }

  func state(_ state: GestureState, of recognizer: RecognizerID) -> String {
    simulation.stateName(state, of: recognizer)
  }
}
