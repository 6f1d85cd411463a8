import SimEngine

/// Every key a view accepts, declared once. The reader's unknown-key errors and suggestions,
/// the keys a `set` action takes and the docs test all come from here.
///
/// Adding a true-or-false view property is one ``ViewFlag`` in `flags` (its key, type, default,
/// documentation line and where a ``ViewChange`` keeps it) plus its behaviour in the engine:
/// views and `set` actions read it, it is listed and suggested in messages, and the docs test
/// fails until docs/scenario-format.md's view table has its row. The keys read on every view
/// (`id`, `frame`, `class`, `children`) keep their own code, which the loading benchmark
/// measures; the table only names them.
enum ViewKeys {
  /// The true-or-false properties, read by one loop in `decodeChange`.
  static let flags: [ViewFlag] = [
    ViewFlag(KeySpec("hidden", .bool, default: "false"), \.isHidden),
    ViewFlag(
      KeySpec(
        "userInteractionEnabled", .bool, default: "true; false for UILabel and UIImageView"),
      \.isUserInteractionEnabled),
    ViewFlag(
      KeySpec("enabled", .bool, default: "true", "controls only"), \.isEnabled,
      requires: .control),
    ViewFlag(
      KeySpec("clipsToBounds", .bool, default: "false", "drawing only"), \.clipsToBounds),
    ViewFlag(KeySpec("multipleTouchEnabled", .bool, default: "false"), \.isMultipleTouchEnabled),
    ViewFlag(KeySpec("exclusiveTouch", .bool, default: "false"), \.isExclusiveTouch),
    ViewFlag(
      KeySpec(
        "passThrough", .bool, default: "false",
        "hitTest returns nil where it would return this view"),
      \.passesTouchesThrough),
  ]
  /// The flags' key lengths, to skip them all at once on a view that has none.
  static let flagLengths = Fields.lengths(of: flags.map(\.spec.name))

  /// The number properties, read by one loop in `decodeChange`: a number in the key's range, or
  /// in a `set` action an expression computed when it runs.
  static let scalars: [ViewScalar] = [
    ViewScalar(KeySpec("alpha", .number, default: "1", range: 0...1), \.alpha, slot: .alpha)
  ]

  /// The properties a `set` action can change too.
  static let properties: [KeySpec] =
    [
      KeySpec("frame", .rect, default: "[0, 0, 0, 0]; the screen for root"),
      KeySpec("bounds", .other("[x, y] or [x, y, w, h]"), default: "[0, 0] and the frame's size"),
      KeySpec("center", .point, default: "from frame"),
      KeySpec("contentOffset", .point, default: "[0, 0]", "scroll views only"),
      KeySpec("transform", .transform, default: "identity"),
      KeySpec("anchorPoint", .point, default: "[0.5, 0.5]"),
      KeySpec("hitArea", .object, default: "the bounds", "a custom point(inside:)"),
    ] + scalars.map(\.spec) + flags.map(\.spec)

  static let propertyNames = properties.map(\.name)

  /// A view in the tree, in a presentation or added by an action.
  static let view = ObjectKeys(
    "a view", docs: "Views",
    [
      KeySpec("id", .name, default: "required", "unique across the scenario"),
      KeySpec("class", .name, default: "UIView"),
      KeySpec("base", .name, default: "UIView", "a custom class's UIKit class"),
      KeySpec("comment", .string, "a note for the reader"),
    ] + properties
      + [
        KeySpec("viewController", .name, "the root view of the named controller"),
        KeySpec("touchesShouldCancel", .bool, default: "false for controls, true otherwise"),
        KeySpec("on", .object, "controls only: control event name → list of actions"),
        KeySpec("gestures", .array, "gesture recognizers attached to the view"),
        KeySpec("contextMenu", .object, "a UIContextMenuInteraction: actions, preview, delegate"),
        KeySpec("children", .array, "subviews, back to front"),
      ] + ScrollViewKeys.keys + ControlValueKeys.keys + ListKeys.keys
      + CollectionKeys.keys)

  /// A `set` action: the view to change and its new values.
  static let set = ObjectKeys(
    "a 'set' action", docs: nil, [KeySpec("view", .name, default: "required")] + properties)
}

/// A true-or-false view property: its key and where a ``ViewChange`` keeps its value.
struct ViewFlag: Sendable {
  let spec: KeySpec
  let property: WritableKeyPath<ViewChange, Bool?> & Sendable
  /// The kind of view it applies to (`enabled`: controls), checked when the view is declared
  /// or, for a `set` action, once every view is.
  let requirement: ViewClass.Kind?

  init(
    _ spec: KeySpec, _ property: WritableKeyPath<ViewChange, Bool?> & Sendable,
    requires requirement: ViewClass.Kind? = nil
  ) {
    self.spec = spec
    self.property = property
    self.requirement = requirement
  }
}

/// A number view property: its key (with its range) and where a ``ViewChange`` keeps its value,
/// and the slot an expression computing it fills. Adding one is an entry in
/// ``ViewKeys/scalars`` plus its behaviour in the engine.
struct ViewScalar: Sendable {
  let spec: KeySpec
  let property: WritableKeyPath<ViewChange, Double?> & Sendable
  let slot: PropertySlot

  init(
    _ spec: KeySpec, _ property: WritableKeyPath<ViewChange, Double?> & Sendable,
    slot: PropertySlot
  ) {
    precondition(spec.range != nil, "a number view property declares its range")
    self.spec = spec
    self.property = property
    self.slot = slot
  }
}
