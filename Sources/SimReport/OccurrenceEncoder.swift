import SimEngine
import SimGeometry

/// One journal entry as a trace event: `{"t": …, "type": …, …}`.
enum OccurrenceEncoder {
  static func encode(_ occurrence: Occurrence, _ tree: ViewTree, _ names: GestureNames) -> JSONValue
  {
    var members: [(String, JSONValue)] = [("t", .literal(occurrence.time.description))]
    switch occurrence.kind {
    case .touch(let number, let finger, let phase, let location, let view, let delivery):
      members += [
        ("type", "touch"), ("touch", .integer(number)), ("finger", .integer(finger)),
        ("phase", .string(phase.rawValue)), ("x", .number(location.x)), ("y", .number(location.y)),
        ("view", .optional(view.map(tree.name(of:)))),
        ("delivery", TraceEncoder.delivery(delivery, tree, names)),
      ]
    case .control(let event, let view, let touch):
      members += [
        ("type", "control"), ("view", .string(tree.name(of: view))),
        ("event", .string(event.rawValue)), ("touch", .integer(touch)),
      ]
    case .log(let name):
      members += [("type", "log"), ("name", .string(name))]
    case .set(let view, let change):
      members += [
        ("type", "set"), ("view", .string(tree.name(of: view))), ("changes", encode(change)),
      ]
    case .removed(let view):
      members += [("type", "remove"), ("view", .string(tree.name(of: view)))]
    case .added(let view, let parent):
      members += [
        ("type", "add"), ("view", .string(tree.name(of: view))),
        ("parent", .string(tree.name(of: parent))),
      ]
    case .touchWithheld(let number, let view, let reason):
      members += [
        ("type", "withheld"), ("touch", .integer(number)), ("view", .string(tree.name(of: view))),
        ("reason", .string(TraceEncoder.reasonCode(reason, tree, names))),
      ]
    case .actionFailed(let message):
      members += [("type", "actionFailed"), ("message", .string(message))]
    case .gesture(let change):
      members += [
        ("type", "gesture"), ("gesture", .string(names.name(change.recognizer))),
        ("state", .string(names.state(change.state, of: change.recognizer))),
      ]
      if let note = change.note { members.append(("reason", .string(note))) }
      if !change.isReset, case .object(let values) = TraceEncoder.encode(change.values, names) {
        members += values.dropFirst(2)  // the gesture and state are already there
      }
    case .gestureWaiting(let recognizer, let others):
      members += [
        ("type", "gestureWaiting"), ("gesture", .string(names.name(recognizer))),
        ("waitingFor", .array(others.map { .string($0) })),
      ]
    case .released(let number, let phase, let location, let view):
      members += [
        ("type", "released"), ("touch", .integer(number)), ("phase", .string(phase.rawValue)),
        ("x", .number(location.x)), ("y", .number(location.y)),
        ("view", .string(tree.name(of: view))),
      ]
    case .animationStarted(let number, let view, let start, let end):
      members += [
        ("type", "animationStarted"), ("animation", .integer(number)),
        ("view", .string(tree.name(of: view))), ("start", .literal(start.description)),
        ("end", .literal(end.description)),
      ]
    case .animationFinished(let number, let view, let finished):
      members += [
        ("type", "animationFinished"), ("animation", .integer(number)),
        ("view", .string(tree.name(of: view))), ("finished", .bool(finished)),
      ]
    case .presentation(let name, let phase, let detent):
      members += [
        ("type", "presentation"), ("presentation", .string(name)),
        ("phase", .string(phase.rawValue)),
        ("detent", .optional(detent)),
      ]
    case .presentationIgnored(let name, let reason):
      members += [
        ("type", "presentationIgnored"), ("presentation", .string(name)),
        ("reason", .string(reason)),
      ]
    case .sheetReleased(let name, let top, let velocity, let projected, let target):
      members += [
        ("type", "sheetReleased"), ("presentation", .string(name)), ("top", .number(top)),
        ("velocity", .number(velocity)), ("projected", .number(projected)),
        ("target", .string(target ?? "dismiss")),
      ]
    case .touchesCancelled(let number, let view, let recognizer):
      members += [
        ("type", "touchesCancelled"), ("touch", .integer(number)),
        ("view", .string(tree.name(of: view))), ("by", .string(names.name(recognizer))),
      ]
    }
    return .object(members)
  }

  /// A `set` action's changes, with the scenario format's keys, in ``ViewChange``'s order.
  static func encode(_ change: ViewChange) -> JSONValue {
    var members: [(String, JSONValue)] = []
    func numbers(_ values: [Double]) -> JSONValue { .array(values.map { .number($0) }) }
    if let p = change.anchorPoint { members.append(("anchorPoint", numbers([p.x, p.y]))) }
    if let r = change.frame {
      members.append(("frame", numbers([r.minX, r.minY, r.width, r.height])))
    }
    if let o = change.boundsOrigin {
      let size = change.boundsSize.map { [$0.width, $0.height] } ?? []
      members.append(("bounds", numbers([o.x, o.y] + size)))
    }
    if let p = change.center { members.append(("center", numbers([p.x, p.y]))) }
    if let p = change.contentOffset { members.append(("contentOffset", numbers([p.x, p.y]))) }
    if let t = change.transform {
      members.append(("transform", numbers([t.a, t.b, t.c, t.d, t.tx, t.ty])))
    }
    let flags: [(String, Bool?)] = [
      ("hidden", change.isHidden), ("userInteractionEnabled", change.isUserInteractionEnabled),
      ("enabled", change.isEnabled), ("clipsToBounds", change.clipsToBounds),
      ("multipleTouchEnabled", change.isMultipleTouchEnabled),
      ("exclusiveTouch", change.isExclusiveTouch), ("passThrough", change.passesTouchesThrough),
    ]
    if let alpha = change.alpha { members.append(("alpha", .number(alpha))) }
    for (key, value) in flags { if let value { members.append((key, .bool(value))) } }
    if let area = change.hitArea { members.append(("hitArea", area.map(encode) ?? .null)) }
    return .object(members)
  }

  static func encode(_ area: HitArea) -> JSONValue {
    let insets = area.insets
    return .object([
      (
        "insets",
        .array([insets.top, insets.left, insets.bottom, insets.right].map { .number($0) })
      ),
      ("shape", .string(area.shape.rawValue)),
      (
        "exclude",
        .array(
          area.exclude.map { r in .array([r.minX, r.minY, r.width, r.height].map { .number($0) }) })
      ),
    ])
  }
}
