import SimEngine

/// The keys of a view's `contextMenu` and of each of its actions, declared once (messages,
/// suggestions and the docs test come from here).
enum ContextMenuKeys {
  static let menu = ObjectKeys(
    "a context menu", docs: "Context menus",
    [
      KeySpec("actions", .array, default: "required", "the menu's actions, top to bottom"),
      KeySpec(
        "previewSize", .other("[w, h]"), default: "the view's own size",
        "the preview's size, centred on the view"),
      KeySpec("willDisplay", .array, "actions run at willDisplayMenuFor"),
      KeySpec(
        "willPerformPreviewAction", .array,
        "actions run at willPerformPreviewActionForMenuWith (the preview was tapped)"),
      KeySpec("willEnd", .array, "actions run at willEndFor (the menu dismisses)"),
      KeySpec("comment", .string, "a note for the reader"),
    ])

  static let action = ObjectKeys(
    "a context menu action", docs: "Context menu actions",
    [
      KeySpec("title", .name, default: "required", "unique in the menu"),
      KeySpec("actions", .array, default: "[]", "what the action's handler does"),
    ])
}
