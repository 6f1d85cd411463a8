import SimEngine
import SimGeometry

/// View properties, shared by view declarations and `set` actions.
extension ScenarioDecoder {
  /// Whose properties are being read: a view being declared (its class is known) or a view a
  /// `set` action names (checked once every view is declared).
  enum PropertyTarget {
    case declared(ViewClass, String)
    case named(String, Node)
  }

  /// Reads every property key present in `fields` into a change.
  mutating func decodeChange(
    _ fields: inout Fields, path: @autoclosure () -> String, target: PropertyTarget
  ) -> ViewChange {
    var change = ViewChange()
    decodeChange(&fields, path: path(), target: target, into: &change)
    return change
  }

  /// The same into a change the caller holds: a declared view's is built in place (returning
  /// it copied the whole change for every view).
  mutating func decodeChange(
    _ fields: inout Fields, path: @autoclosure () -> String, target: PropertyTarget,
    into change: inout ViewChange
  ) {
    // Actions may compute numbers when they run; a declared view's are fixed.
    var computed: [ComputedProperty]? = nil
    if case .named = target { computed = [] }
    if let n = fields.take("anchorPoint") {
      change.anchorPoint = reader.point(n, path() + ".anchorPoint")
    }
    if let n = fields.take("frame") {
      if let v = numbers(
        n, path() + ".frame", names: ["x", "y", "width", "height"],
        slots: PropertySlot.slots(of: "frame"), computed: &computed)
      {
        if v[2] < 0 || v[3] < 0 {
          reader.error(n, path() + ".frame", "width and height can't be negative")
        } else {
          change.frame = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
      }
    }
    if let n = fields.take("bounds") { decodeBounds(n, path: path() + ".bounds", into: &change) }
    if let n = fields.take("center") {
      change.center = numbers(
        n, path() + ".center", names: ["x", "y"], slots: PropertySlot.slots(of: "center"),
        computed: &computed
      ).map { Point(x: $0[0], y: $0[1]) }
    }
    if let n = fields.take("contentOffset") {
      change.contentOffset = numbers(
        n, path() + ".contentOffset", names: ["x", "y"],
        slots: PropertySlot.slots(of: "contentOffset"), computed: &computed
      ).map { Point(x: $0[0], y: $0[1]) }
      require(
        .scrollView, for: target, key: "contentOffset", at: n, path: path() + ".contentOffset")
      if fields.has("bounds") {
        reader.error(
          n, path() + ".contentOffset",
          "give either 'bounds' or 'contentOffset': a scroll view's contentOffset is its bounds origin"
        )
      }
    }
    if let n = fields.take("transform") {
      if computed != nil, reader.document.kind(n) == .array {
        change.transform = numbers(
          n, path() + ".transform", names: ["a", "b", "c", "d", "tx", "ty"],
          slots: PropertySlot.slots(of: "transform"), computed: &computed
        ).map {
          AffineTransform(a: $0[0], b: $0[1], c: $0[2], d: $0[3], tx: $0[4], ty: $0[5])
        }
      } else {
        change.transform = reader.transform(n, path() + ".transform")
      }
    }
    for scalar in ViewKeys.scalars {
      guard let n = fields.take(scalar.spec.name) else { continue }
      let at = path() + "." + scalar.spec.name
      if computed != nil, reader.document.kind(n) == .string {
        if let e = expression(n, at) {
          change[keyPath: scalar.property] = 0
          computed?.append(ComputedProperty(scalar.slot, e))
        }
      } else if let range = scalar.spec.range {
        change[keyPath: scalar.property] = reader.number(n, at, in: range, what: scalar.spec.name)
      }
    }
    // Most views set none of the flags: one check of their key lengths skips them all.
    if fields.mayHaveAny(ofLengths: ViewKeys.flagLengths) {
      for flag in ViewKeys.flags {
        guard let n = fields.take(flag.spec.name) else { continue }
        change[keyPath: flag.property] = reader.bool(n, path() + "." + flag.spec.name)
        if let kind = flag.requirement {
          require(
            kind, for: target, key: flag.spec.name, at: n, path: path() + "." + flag.spec.name)
        }
      }
    }
    if let n = fields.take("hitArea") {
      if case .named = target, reader.document.kind(n) == .null {
        change.hitArea = .some(nil)
      } else if let area = decodeHitArea(n, path: path() + ".hitArea") {
        change.hitArea = .some(area)
      }
    }
    change.computed = computed ?? []
  }

  /// `[x, y]` sets the bounds origin; `[x, y, width, height]` the size too.
  private mutating func decodeBounds(_ node: Node, path: String, into change: inout ViewChange) {
    if reader.document.kind(node) == .array, reader.document.elements(node).count == 4 {
      guard let rect = reader.rect(node, path) else { return }
      change.boundsOrigin = rect.origin
      change.boundsSize = rect.size
    } else if let origin = reader.numbers(node, path, names: ["x", "y"]) {
      change.boundsOrigin = Point(x: origin[0], y: origin[1])
    }
  }

  private mutating func decodeHitArea(_ node: Node, path: String) -> HitArea? {
    guard var fields = reader.object(node, path, expected: "a hit area object") else { return nil }
    var area = HitArea()
    if let n = fields.take("insets"), let insets = reader.insets(n, path + ".insets") {
      area.insets = insets
    }
    if let n = fields.take("shape"),
      let shape = reader.choice(
        n, path + ".shape", ScenarioKeys.hitArea["shape"].choices!, as: HitArea.Shape.self)
    {
      area.shape = shape
    }
    if let n = fields.take("exclude") {
      if reader.document.kind(n) == .array {
        for (index, element) in reader.document.elements(n).enumerated() {
          if let rect = reader.rect(element, KeyPath.index(path + ".exclude", index)) {
            area.exclude.append(rect)
          }
        }
      } else {
        reader.error(
          n, path + ".exclude",
          "expected an array of rectangles [x, y, width, height], got \(reader.describe(n))")
      }
    }
    reader.finish(fields, ScenarioKeys.hitArea)
    return area
  }

  /// Checks now (a declared view) or later (a named one) that a key fits the view's class.
  private mutating func require(
    _ kind: ViewClass.Kind, for target: PropertyTarget, key: String, at node: Node, path: String
  ) {
    let what = kind == .control ? "controls (UIControl subclasses)" : "scroll views"
    switch target {
    case .declared(let viewClass, let name):
      guard !ViewClassRules.satisfies(viewClass, kind) else { return }
      reader.error(
        node, path,
        "'\(key)' applies to \(what), and '\(name)' is a \(viewClass.name)\(ViewClassRules.baseHint(kind))"
      )
    case .named(let name, let nameNode):
      viewNames.refer(
        ViewReference(
          name: name, node: nameNode, path: path, requirement: kind,
          requirementReason: "'\(key)' applies to \(what)"))
    }
  }
}
