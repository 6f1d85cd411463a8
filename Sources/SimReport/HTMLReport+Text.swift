import SimEngine
import SimGeometry

/// One-line descriptions of journal entries and gesture values for the HTML report's timeline.
enum HTMLReportText {
  /// The timeline lane an entry goes in (`touch`, `control`, `log`, `gesture`, `animation`,
  /// `presentation`, `view`, `failure`) and a sentence describing it.
  static func describe(
    _ kind: Occurrence.Kind, _ simulation: Simulation, _ names: GestureNames,
    _ traceNames: TraceNames
  ) -> (kind: String, text: String) {
    let tree = simulation.tree
    func view(_ id: ViewID?) -> String { id.map { "'\(tree.name(of: $0))'" } ?? "no view" }
    switch kind {
    case .touch(let number, _, let phase, let location, let bound, let delivery):
      var text = "touch \(number) \(phase.rawValue) at \(point(location)) on \(view(bound))"
      if delivery != .delivered {
        text += " (\(TraceEncoder.deliveryCode(delivery, traceNames)))"
      }
      return ("touch", text)
    case .control(let event, let id, let touch, let value, _):
      let carried = value.map { " value \($0.compactDescription)" } ?? ""
      return ("control", "\(view(id)) sent \(event.rawValue)\(carried) (touch \(touch))")
    case .log(let name):
      return ("log", "log \(name)")
    case .set(let id, let change):
      return ("view", "set \(view(id)) \(OccurrenceEncoder.encode(change).rendered)")
    case .removed(let id):
      return ("view", "removed \(view(id))")
    case .added(let id, let parent):
      return ("view", "added \(view(id)) to \(view(parent))")
    case .touchWithheld(let number, let id, let reason):
      let code = TraceEncoder.reasonCode(reason, traceNames)
      return ("touch", "touch \(number) withheld from \(view(id)): \(code)")
    case .actionFailed(let message):
      return ("failure", "action failed: \(message)")
    case .gesture(let change):
      let name = names.name(change.recognizer)
      var text = "\(name) \(names.state(change.state, of: change.recognizer))"
      if let note = change.note { text += " (\(note))" }
      let values = change.isReset ? "" : Self.values(change.values)
      if !values.isEmpty { text += ": " + values }
      return ("gesture", text)
    case .gestureWaiting(let recognizer, let others):
      return (
        "gesture",
        "\(names.name(recognizer)) waits for \(others.joined(separator: ", ")) to fail"
      )
    case .released(let number, let phase, let location, let id):
      return (
        "touch", "touch \(number) \(phase.rawValue) at \(point(location)) released to \(view(id))"
      )
    case .touchesCancelled(let number, let id, let recognizer):
      return (
        "touch", "\(view(id)) lost touch \(number) to \(names.name(recognizer)) (touchesCancelled)"
      )
    case .animationStarted(let number, let id, let start, let end):
      if end == .never {
        return (
          "animation", "animation \(number) of \(view(id)) runs from \(start) s, repeating forever"
        )
      }
      return ("animation", "animation \(number) of \(view(id)) runs \(start)–\(end) s")
    case .animationFinished(let number, let id, let finished):
      let how = finished ? "finished" : "stopped unfinished"
      return ("animation", "animation \(number) of \(view(id)) \(how)")
    case .presentation(let name, let phase, let detent):
      return ("presentation", "\(name) \(phase.rawValue)" + (detent.map { " (\($0))" } ?? ""))
    case .presentationIgnored(let name, let reason):
      return ("presentation", "\(name): ignored, \(reason)")
    case .sheetReleased(let name, let top, let velocity, let projected, let target):
      return (
        "presentation",
        "\(name) released at top \(number(top)), \(number(velocity)) pt/s, projected to "
          + "\(number(projected)): \(target ?? "dismiss")"
      )
    case .navigation(let record):
      return ("presentation", record.summary)
    case .step(let label):
      return ("touch", "step \(label)")
    case .timer(let occurrence):
      return ("log", TimerEncoding.text(occurrence))
    case .contextMenu(let id, let moment):
      return ("presentation", "context menu of \(view(id)): \(ContextMenuText.describe(moment))")
    case .keyboard(let record):
      switch record {
      case .notification(let n):
        let frame = { (r: Rect) in
          "[\(number(r.origin.x)), \(number(r.origin.y)), \(number(r.size.width)), \(number(r.size.height))]"
        }
        return (
          "view",
          "keyboard \(n.name.rawValue): \(frame(n.begin)) → \(frame(n.end)), duration "
            + "\(number(n.duration)), curve \(n.curve)"
        )
      case .firstResponder(let name):
        return ("view", "first responder: \(name ?? "none")")
      case .refused(let name):
        return ("view", "\(name) cannot become first responder")
      case .interactive(.began(let scrollView)):
        return ("view", "keyboard follows the drag of \(scrollView)")
      case .interactive(.released(let progress, let velocity, let dismisses, let duration)):
        return (
          "view",
          "keyboard released at \(number(progress)) of the way, velocity \(number(velocity)) pt/s: "
            + (dismisses ? "dismissed" : "restored over \(number(duration)) s")
        )
      }
    case .statusBarTapped(let scrollViews):
      let names = scrollViews.map { view($0) }.joined(separator: ", ")
      return (
        "view",
        "status bar tapped: "
          + (scrollViews.count == 1
            ? "\(names) scrolls to top"
            : "\(scrollViews.count) scroll views allow scrolling to top (\(names)), so none does")
      )
    case .decision(let decision):
      let values = decision.values.map { "\($0.name) = \(number($0.value))" }
      return (
        "log",
        "if \(decision.condition): \(decision.result ? "true" : "false")"
          + (values.isEmpty ? "" : " (\(values.joined(separator: ", ")))")
      )
    case .kept(let name, let value):
      return ("log", "let $\(name) = \(number(value))")
    case .animator(let change):
      var text =
        "animator \(change.animator) \(change.event.rawValue): \(change.state.rawValue)"
        + (change.isRunning ? ", running" : "") + (change.isReversed ? ", reversed" : "")
        + ", fractionComplete \(number(change.fractionComplete))"
      if let detail = change.detail { text += " (\(detail))" }
      return ("animation", text)
    case .animatorAnimation(let number, let id, let animator):
      return ("animation", "animation \(number) of \(view(id)) driven by animator \(animator)")
    case .refresh(let id, let event):
      return ("view", "\(view(id))'s refresh control \(event.rawValue)")
    case .scroll(let id, let moment):
      var text = "\(view(id)) \(moment.name)"
      switch moment {
      case .willEndDragging(let velocity, let target):
        text += " at \(point(velocity)) pt/ms, heading for \(point(target))"
      case .didEndDragging(let decelerate):
        text += decelerate ? " (decelerates)" : " (stops)"
      case .stoppedByTouch(let touch):
        text += " by touch \(touch)"
      case .didHighlightRow(let cell, let row, let section),
        .didUnhighlightRow(let cell, let row, let section),
        .didSelectRow(let cell, let row, let section):
        text += (section == 0 ? " \(row)" : " \(row) in section \(section)") + " (\(view(cell)))"
      case .didDeselectRow(let row, let section):
        text += section == 0 ? " \(row)" : " \(row) in section \(section)"
      case .didEndZooming(let scale):
        text += " at scale \(number(scale))"
      case .willTransitionTo(let page):
        text += " page \(page)"
      case .didFinishAnimating(let completed, let previous):
        text += " from page \(previous)" + (completed ? " (completed)" : " (not completed)")
      case .setViewControllersCompleted(let page, let finished):
        text += " page \(page)" + (finished ? " (finished)" : " (not finished)")
      case .swipe(let record):
        let row = record.indexPath
        text += " row \(row.row)" + (row.section == 0 ? "" : " in section \(row.section)")
        text += ", \(record.edge.rawValue) actions"
        if let action = record.action, let title = record.title {
          text += ", action \(action) '\(title)'"
        }
      case .willBeginDragging, .willBeginDecelerating, .didEndDecelerating,
        .didEndScrollingAnimation, .shouldScrollToTop, .didScrollToTop, .willBeginZooming,
        .didZoom:
        break
      }
      return ("view", text)
    }
  }

  /// "translation (0, -11), velocity (0, -1260)", "scale 1.5, velocity 0.2", or "".
  static func values(_ gesture: GestureSnapshot) -> String {
    var parts: [String] = []
    if let t = gesture.translation { parts.append("translation \(point(t))") }
    if let v = gesture.velocity { parts.append("velocity \(point(v))") }
    if let s = gesture.scale { parts.append("scale \(number(s))") }
    if let v = gesture.scaleVelocity { parts.append("scale velocity \(number(v))") }
    if let r = gesture.rotation { parts.append("rotation \(number(r)) rad") }
    if let v = gesture.rotationVelocity { parts.append("rotation velocity \(number(v)) rad/s") }
    return parts.joined(separator: ", ")
  }

  /// A number to two decimals at most: "12.35", "-11", "0".
  static func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return (rounded == 0 ? 0 : rounded).compactDescription
  }

  static func point(_ point: Point) -> String { "(\(number(point.x)), \(number(point.y)))" }
}
