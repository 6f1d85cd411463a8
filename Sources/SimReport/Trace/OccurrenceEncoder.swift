import SimEngine
import SimGeometry

/// One journal entry as a trace event: `{"t": …, "type": …, …}`, written into a
/// ``JSONWriter``.
enum OccurrenceEncoder {
  static func write(_ occurrence: Occurrence, _ names: TraceNames, into w: inout JSONWriter) {
    w.raw("{\"t\":")
    w.time(occurrence.time)
    switch occurrence.kind {
    case .touch(let number, let finger, let phase, let location, let view, let delivery):
      w.raw(",\"type\":\"touch\",\"touch\":")
      w.integer(number)
      w.raw(",\"finger\":")
      w.integer(finger)
      place(phase, location, view, names, into: &w)
      w.raw(",\"delivery\":")
      TraceEncoder.delivery(delivery, names, into: &w)
    case .control(let event, let view, let touch, let value, _):
      w.raw(",\"type\":\"control\",\"view\":")
      names.view(view, into: &w)
      w.raw(",\"event\":")
      w.string(event.rawValue)
      w.raw(",\"touch\":")
      w.integer(touch)
      if let value {
        w.raw(",\"value\":")
        w.number(value)
      }
    case .log(let name):
      w.raw(",\"type\":\"log\",\"name\":")
      w.string(name)
    case .set(let view, let change):
      w.raw(",\"type\":\"set\",\"view\":")
      names.view(view, into: &w)
      w.raw(",\"changes\":")
      write(change, into: &w)
    case .removed(let view):
      w.raw(",\"type\":\"remove\",\"view\":")
      names.view(view, into: &w)
    case .added(let view, let parent):
      w.raw(",\"type\":\"add\",\"view\":")
      names.view(view, into: &w)
      w.raw(",\"parent\":")
      names.view(parent, into: &w)
    case .touchWithheld(let number, let view, let reason):
      w.raw(",\"type\":\"withheld\",\"touch\":")
      w.integer(number)
      w.raw(",\"view\":")
      names.view(view, into: &w)
      w.raw(",\"reason\":\"")
      TraceEncoder.reasonCode(reason, names, into: &w)
      w.byte(UInt8(ascii: "\""))
    case .actionFailed(let message):
      w.raw(",\"type\":\"actionFailed\",\"message\":")
      w.string(message)
    case .gesture(let change):
      w.raw(",\"type\":\"gesture\",\"gesture\":")
      names.recognizer(change.recognizer, into: &w)
      w.raw(",\"state\":")
      names.state(change.state, of: change.recognizer, into: &w)
      if let note = change.note {
        w.raw(",\"reason\":")
        w.string(note)
      }
      if !change.isReset { TraceEncoder.values(of: change.values, into: &w) }
    case .gestureWaiting(let recognizer, let others):
      w.raw(",\"type\":\"gestureWaiting\",\"gesture\":")
      names.recognizer(recognizer, into: &w)
      w.raw(",\"waitingFor\":[")
      for (index, other) in others.enumerated() {
        if index > 0 { w.byte(UInt8(ascii: ",")) }
        w.string(other)
      }
      w.byte(UInt8(ascii: "]"))
    case .released(let number, let phase, let location, let view):
      w.raw(",\"type\":\"released\",\"touch\":")
      w.integer(number)
      place(phase, location, view, names, into: &w)
    case .animationStarted(let number, let view, let start, let end):
      w.raw(",\"type\":\"animationStarted\",\"animation\":")
      w.integer(number)
      w.raw(",\"view\":")
      names.view(view, into: &w)
      w.raw(",\"start\":")
      w.time(start)
      w.raw(",\"end\":")
      if end == .never { w.raw("null") } else { w.time(end) }
    case .animationFinished(let number, let view, let finished):
      w.raw(",\"type\":\"animationFinished\",\"animation\":")
      w.integer(number)
      w.raw(",\"view\":")
      names.view(view, into: &w)
      w.raw(",\"finished\":")
      w.bool(finished)
    case .presentation(let name, let phase, let detent):
      w.raw(",\"type\":\"presentation\",\"presentation\":")
      w.string(name)
      w.raw(",\"phase\":")
      w.string(phase.rawValue)
      w.raw(",\"detent\":")
      w.optionalString(detent)
    case .presentationIgnored(let name, let reason):
      w.raw(",\"type\":\"presentationIgnored\",\"presentation\":")
      w.string(name)
      w.raw(",\"reason\":")
      w.string(reason)
    case .sheetReleased(let name, let top, let velocity, let projected, let target):
      w.raw(",\"type\":\"sheetReleased\",\"presentation\":")
      w.string(name)
      w.raw(",\"top\":")
      w.number(top)
      w.raw(",\"velocity\":")
      w.number(velocity)
      w.raw(",\"projected\":")
      w.number(projected)
      w.raw(",\"target\":")
      w.string(target ?? "dismiss")
    case .navigation(let record):
      writeNavigation(record, into: &w)
    case .step(let label):
      w.raw(",\"type\":\"step\",\"step\":")
      w.string(label)
    case .timer(let occurrence):
      TimerEncoding.write(occurrence, into: &w)
    case .contextMenu(let view, let moment):
      w.raw(",\"type\":\"contextMenu\",\"view\":")
      names.view(view, into: &w)
      w.raw(",\"moment\":")
      w.string(ContextMenuText.name(moment))
      if let detail = ContextMenuText.detail(moment) {
        w.raw(",\"detail\":")
        w.string(detail)
      }
    case .keyboard(let record):
      writeKeyboard(record, into: &w)
    case .statusBarTapped(let scrollViews):
      w.raw(",\"type\":\"statusBarTap\",\"scrollViews\":[")
      for (index, view) in scrollViews.enumerated() {
        if index > 0 { w.byte(UInt8(ascii: ",")) }
        names.view(view, into: &w)
      }
      w.byte(UInt8(ascii: "]"))
    case .refresh(let view, let event):
      w.raw(",\"type\":\"refresh\",\"view\":")
      names.view(view, into: &w)
      w.raw(",\"event\":")
      w.string(event.rawValue)
    case .scroll(let view, let moment):
      w.raw(",\"type\":\"scroll\",\"view\":")
      names.view(view, into: &w)
      w.raw(",\"moment\":")
      w.string(moment.name)
      switch moment {
      case .willEndDragging(let velocity, let target):
        w.raw(",\"velocity\":")
        w.numbers(velocity.x, velocity.y)
        w.raw(",\"target\":")
        w.numbers(target.x, target.y)
      case .didEndDragging(let decelerate):
        w.raw(",\"decelerate\":")
        w.bool(decelerate)
      case .stoppedByTouch(let touch):
        w.raw(",\"touch\":")
        w.integer(touch)
      case .didHighlightRow(let cell, let row, let section),
        .didUnhighlightRow(let cell, let row, let section),
        .didSelectRow(let cell, let row, let section):
        w.raw(",\"cell\":")
        names.view(cell, into: &w)
        w.raw(",\"indexPath\":")
        w.numbers(Double(section), Double(row))
      case .didDeselectRow(let row, let section):
        w.raw(",\"indexPath\":")
        w.numbers(Double(section), Double(row))
      case .didEndZooming(let scale):
        w.raw(",\"scale\":")
        w.number(scale)
      case .willTransitionTo(let page):
        w.raw(",\"page\":")
        w.integer(page)
      case .didFinishAnimating(let completed, let previous):
        w.raw(",\"completed\":")
        w.bool(completed)
        w.raw(",\"previous\":")
        w.integer(previous)
      case .setViewControllersCompleted(let page, let finished):
        w.raw(",\"page\":")
        w.integer(page)
        w.raw(",\"finished\":")
        w.bool(finished)
      case .swipe(let record):
        w.raw(",\"indexPath\":")
        w.numbers(Double(record.indexPath.section), Double(record.indexPath.row))
        w.raw(",\"edge\":")
        w.string(record.edge.rawValue)
        if let action = record.action {
          w.raw(",\"action\":")
          w.integer(action)
        }
        if let title = record.title {
          w.raw(",\"title\":")
          w.string(title)
        }
      case .willBeginDragging, .willBeginDecelerating, .didEndDecelerating,
        .didEndScrollingAnimation, .shouldScrollToTop, .didScrollToTop, .willBeginZooming,
        .didZoom:
        break
      }
    case .decision(let decision):
      w.raw(",\"type\":\"decision\",\"condition\":")
      w.string(decision.condition)
      w.raw(",\"result\":")
      w.bool(decision.result)
      w.raw(",\"values\":{")
      for (index, value) in decision.values.enumerated() {
        if index > 0 { w.byte(UInt8(ascii: ",")) }
        w.string(value.name)
        w.byte(UInt8(ascii: ":"))
        w.number(value.value)
      }
      w.byte(UInt8(ascii: "}"))
    case .kept(let name, let value):
      w.raw(",\"type\":\"let\",\"name\":")
      w.string(name)
      w.raw(",\"value\":")
      w.number(value)
    case .animator(let change):
      w.raw(",\"type\":\"animator\",\"animator\":")
      w.string(change.animator)
      w.raw(",\"event\":")
      w.string(change.event.rawValue)
      w.raw(",\"state\":")
      w.string(change.state.rawValue)
      w.raw(",\"running\":")
      w.bool(change.isRunning)
      w.raw(",\"reversed\":")
      w.bool(change.isReversed)
      w.raw(",\"fractionComplete\":")
      w.number(change.fractionComplete)
      if let detail = change.detail {
        w.raw(",\"detail\":")
        w.string(detail)
      }
    case .animatorAnimation(let number, let view, let animator):
      w.raw(",\"type\":\"animatorAnimation\",\"animation\":")
      w.integer(number)
      w.raw(",\"view\":")
      names.view(view, into: &w)
      w.raw(",\"animator\":")
      w.string(animator)
    case .touchesCancelled(let number, let view, let recognizer):
      w.raw(",\"type\":\"touchesCancelled\",\"touch\":")
      w.integer(number)
      w.raw(",\"view\":")
      names.view(view, into: &w)
      w.raw(",\"by\":")
      names.recognizer(recognizer, into: &w)
    }
    w.byte(UInt8(ascii: "}"))
  }

  /// The event as a value for reports built from ``JSONValue``s (its bytes, already JSON).
  static func encode(_ occurrence: Occurrence, _ names: TraceNames) -> JSONValue {
    var writer = JSONWriter()
    write(occurrence, names, into: &writer)
    return .literal(writer.text)
  }

  /// `,"phase":…,"x":…,"y":…,"view":…`: where a touch is, as every touch record writes it.
  static func place(
    _ phase: TouchPhase, _ location: Point, _ view: ViewID?, _ names: TraceNames,
    into w: inout JSONWriter
  ) {
    w.raw(",\"phase\":")
    phaseName(phase, into: &w)
    w.raw(",\"x\":")
    w.number(location.x)
    w.raw(",\"y\":")
    w.number(location.y)
    w.raw(",\"view\":")
    names.view(view, into: &w)
  }

  static func phaseName(_ phase: TouchPhase, into w: inout JSONWriter) {
    w.byte(UInt8(ascii: "\""))
    w.raw(phase.rawValue.utf8)
    w.byte(UInt8(ascii: "\""))
  }

  /// A `set` action's changes, with the scenario format's keys, in ``ViewChange``'s order.
  static func write(_ change: ViewChange, into w: inout JSONWriter) {
    var first = true
    func key(_ name: StaticString) {
      w.raw(first ? "{\"" : ",\"")
      first = false
      w.raw(name)
      w.raw("\":")
    }
    if let p = change.anchorPoint {
      key("anchorPoint")
      w.numbers(p.x, p.y)
    }
    if let r = change.frame {
      key("frame")
      w.rect(r)
    }
    if let o = change.boundsOrigin {
      key("bounds")
      if let size = change.boundsSize {
        w.numbers(o.x, o.y, size.width, size.height)
      } else {
        w.numbers(o.x, o.y)
      }
    }
    if let p = change.center {
      key("center")
      w.numbers(p.x, p.y)
    }
    if let p = change.contentOffset {
      key("contentOffset")
      w.numbers(p.x, p.y)
    }
    if let t = change.transform {
      key("transform")
      w.transform(t)
    }
    if let alpha = change.alpha {
      key("alpha")
      w.number(alpha)
    }
    let flags: [(StaticString, Bool?)] = [
      ("hidden", change.isHidden), ("userInteractionEnabled", change.isUserInteractionEnabled),
      ("enabled", change.isEnabled), ("clipsToBounds", change.clipsToBounds),
      ("multipleTouchEnabled", change.isMultipleTouchEnabled),
      ("exclusiveTouch", change.isExclusiveTouch), ("passThrough", change.passesTouchesThrough),
    ]
    for (name, value) in flags {
      if let value {
        key(name)
        w.bool(value)
      }
    }
    if let area = change.hitArea {
      key("hitArea")
      if let area { write(area, into: &w) } else { w.raw("null") }
    }
    if first { w.byte(UInt8(ascii: "{")) }
    w.byte(UInt8(ascii: "}"))
  }

  /// The changes as a value for reports built from ``JSONValue``s.
  static func encode(_ change: ViewChange) -> JSONValue {
    var writer = JSONWriter()
    write(change, into: &writer)
    return .literal(writer.text)
  }

  static func write(_ area: HitArea, into w: inout JSONWriter) {
    let insets = area.insets
    w.raw("{\"insets\":")
    w.numbers(insets.top, insets.left, insets.bottom, insets.right)
    w.raw(",\"shape\":")
    w.string(area.shape.rawValue)
    w.raw(",\"exclude\":[")
    for (index, rect) in area.exclude.enumerated() {
      if index > 0 { w.byte(UInt8(ascii: ",")) }
      w.rect(rect)
    }
    w.raw("]}")
  }
}
