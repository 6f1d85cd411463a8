import SimEngine

/// How a context menu's moments read in the trace and the report.
enum ContextMenuText {
  /// The moment's name in the trace: the delegate method's for the delegate moments.
  static func name(_ moment: ContextMenuMoment) -> String { moment.name }

  /// What goes with it: the touch, the reason, the action's title.
  static func detail(_ moment: ContextMenuMoment) -> String? {
    switch moment {
    case .pressStarted(let touch): "touch \(touch)"
    case .pressFailed(let reason), .willEnd(let reason), .panEnded(let reason): reason
    case .highlighted(let title): title ?? "none"
    case .selected(let title): title
    case .willDisplay, .willPerformPreviewAction, .panBegan: nil
    }
  }

  static func describe(_ moment: ContextMenuMoment) -> String {
    name(moment) + (detail(moment).map { " (\($0))" } ?? "")
  }
}
