import SimEngine

/// The JSON Schema (draft 2020-12) of the scenario format that `simreplay schema` prints, for
/// editors' completion and checking. Generated from the reader's own key tables
/// (``ScenarioKeys``, ``ViewKeys``, ``GestureKeys``, ``PresentationKind``, the navigation and
/// touch-helper tables and their enums): a key added to a table is in the schema, with its type,
/// range, choices and documentation line, with no change here. What this file adds is only the
/// nesting the tables don't say (a view's `children` are views), in ``links``. Objects read by
/// code of their own (actions, expectations, a helper's fields) are described as objects
/// without their keys checked.
public enum ScenarioSchema {
  /// The whole schema.
  public static var document: SchemaJSON {
    var definitions: [(String, SchemaJSON)] = [
      ("screen", object(ScenarioKeys.screen)),
      ("uikit", object(ScenarioKeys.uikit)),
      ("hitArea", object(ScenarioKeys.hitArea)),
      ("view", object(ViewKeys.view, links: links.view)),
      ("gesture", .object([("anyOf", .array(GestureType.allCases.map(gesture)))])),
      ("presentation", .object([("anyOf", .array(PresentationKind.allCases.map(presentation)))])),
      ("navigation", object(ScenarioDecoder.navigationKeys, links: links.navigation)),
      ("touchEvent", object(ScenarioKeys.touchEvent)),
      ("touchHelper", touchHelper),
      ("waitStep", object(ScenarioKeys.waitStep, links: links.waitStep)),
      ("waitObject", object(ScenarioKeys.waitObject)),
      ("expectStep", object(ScenarioKeys.expectStep)),
      ("contextMenu", object(ContextMenuKeys.menu, links: links.contextMenu)),
      ("contextMenuAction", object(ContextMenuKeys.action)),
      ("keyboard", object(ScenarioDecoder.keyboardKeys)),
      ("refreshControl", object(ScenarioDecoder.refreshControlKeys)),
      ("swipeActionsConfiguration", object(ScenarioDecoder.swipeConfigurationKeys)),
      ("swipeAction", object(ScenarioDecoder.contextualActionKeys)),
      ("willEndDragging", object(ScenarioDecoder.willEndDraggingKeys)),
      ("collection", object(CollectionKeys.collection, links: ["cell": reference("view")])),
    ]
    definitions.sort { $0.0 < $1.0 }
    var members = object(ScenarioKeys.scenario, links: links.scenario).members
    members.insert(("$schema", .string("https://json-schema.org/draft/2020-12/schema")), at: 0)
    members.insert(("title", .string("simreplay scenario")), at: 1)
    members.append(("$defs", .object(definitions)))
    return .object(members)
  }

  static func reference(_ name: String) -> SchemaJSON {
    .object([("$ref", .string("#/$defs/\(name)"))])
  }

  static func listOf(_ item: SchemaJSON) -> SchemaJSON {
    .object([("type", .string("array")), ("items", item)])
  }

  static func byName(_ value: SchemaJSON) -> SchemaJSON {
    .object([("type", .string("object")), ("additionalProperties", value)])
  }

  /// Where a key's value is another table's object: the nesting, by table.
  static let links = (
    scenario: [
      "screen": reference("screen"), "uikit": reference("uikit"), "root": reference("view"),
      "presentations": byName(reference("presentation")),
      "navigation": byName(reference("navigation")),
      "keyboard": reference("keyboard"),
      "touches": SchemaJSON.object([
        (
          "anyOf",
          .array([
            .object([("type", .string("string"))]),
            listOf(
              .object([
                (
                  "anyOf",
                  .array(
                    ["touchEvent", "touchHelper", "waitStep", "expectStep"].map(reference)),
                )
              ])),
          ])
        )
      ]),
    ],
    view: [
      "children": listOf(reference("view")), "hitArea": reference("hitArea"),
      "gestures": listOf(reference("gesture")), "contextMenu": reference("contextMenu"),
      "refreshControl": reference("refreshControl"),
      "willEndDragging": reference("willEndDragging"), "collection": reference("collection"),
    ],
    navigation: ["screens": byName(.object([("type", .string("object"))]))],
    waitStep: [
      "wait": SchemaJSON.object([
        (
          "anyOf",
          .array([
            ScenarioSchema.value(.seconds, range: nil), .object([("const", .string("settled"))]),
            reference("waitObject"),
          ])
        )
      ])
    ],
    presentation: ["content": reference("view")],
    contextMenu: ["actions": listOf(reference("contextMenuAction"))]
  )

  /// One recognizer type: every recognizer's keys and its own, `type` fixed to its name.
  static func gesture(_ type: GestureType) -> SchemaJSON {
    object(type.keys, links: ["type": .object([("const", .string(type.rawValue))])])
  }

  /// One presentation style: its table, `style` fixed to its name.
  static func presentation(_ kind: PresentationKind) -> SchemaJSON {
    var presentationLinks = links.presentation
    presentationLinks["style"] = .object([("const", .string(kind.rawValue))])
    return object(kind.keys, links: presentationLinks)
  }

  /// A touch helper (`tap`, `drag`…, as ``TouchHelper`` names them), a replayed stream or a
  /// status bar tap (``TouchEntryMarker``): an object with one of those keys, whose fields are
  /// read by the helper reader; the step keys every helper takes (``ScenarioKeys/touchStep``)
  /// and those of steps on controls (``ScenarioKeys/controlStep``; `toValue` is a drag's) are
  /// checked from their tables.
  static var touchHelper: SchemaJSON {
    let markers = TouchHelper.allCases.map(\.rawValue) + TouchEntryMarker.allCases.map(\.rawValue)
    let steps = (ScenarioKeys.touchStep.keys + ScenarioKeys.controlStep.keys).map {
      ($0.name, annotated(value($0.type, range: $0.range), $0))
    }
    return .object([
      ("type", .string("object")),
      ("description", .string("one of: " + markers.joined(separator: ", "))),
      ("properties", .object(steps)),
      ("anyOf", .array(markers.map { .object([("required", .array([.string($0)]))]) })),
    ])
  }
}
