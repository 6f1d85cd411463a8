import SimEngine
import SimGeometry
import Testing

extension Simulation {
  /// Attaches a recognizer of `kind` called `name` to the view called `view`.
  @discardableResult
  mutating func gesture(
    _ name: String, _ kind: GestureKind, on view: String,
    _ configure: (inout GestureRecognizer) -> Void = { _ in }
  ) -> RecognizerID {
    var recognizer = GestureRecognizer(name: name, kind: kind)
    configure(&recognizer)
    return addGesture(recognizer, to: id(view))
  }

  /// The recognizer's state changes, resets left out, as "began", "changed"…, with discrete
  /// recognizers' ended as "recognized".
  func changes(of name: String) -> [String] {
    guard let id = recognizer(named: name) else { return ["no recognizer '\(name)'"] }
    return journal.compactMap {
      guard case .gesture(let change) = $0.kind, change.recognizer == id, !change.isReset else {
        return nil
      }
      return stateName(change.state, of: id)
    }
  }

  /// Why the recognizer last failed.
  func failureReason(of name: String) -> String? {
    guard let id = recognizer(named: name) else { return nil }
    return journal.reversed().lazy.compactMap {
      if case .gesture(let change) = $0.kind, change.recognizer == id, change.state == .failed {
        return change.note
      }
      return nil
    }.first
  }

  /// The time of the recognizer's first change into `state`, in seconds.
  func time(of name: String, entering state: GestureState) -> Double? {
    guard let id = recognizer(named: name) else { return nil }
    return journal.first {
      if case .gesture(let change) = $0.kind, change.recognizer == id, change.state == state,
        !change.isReset
      {
        return true
      }
      return false
    }.map { $0.time.seconds }
  }

  /// The recognizer's values when it last entered `state`.
  func values(of name: String, entering state: GestureState) -> GestureSnapshot? {
    guard let id = recognizer(named: name) else { return nil }
    return journal.reversed().lazy.compactMap {
      if case .gesture(let change) = $0.kind, change.recognizer == id, change.state == state,
        !change.isReset
      {
        return change.values
      }
      return nil
    }.first
  }

  func state(of name: String) -> GestureState? {
    recognizer(named: name).map { gesture($0).state }
  }
}

func tap(taps: Int = 1, touches: Int = 1) -> GestureKind {
  var settings = TapSettings()
  settings.taps = taps
  settings.touches = touches
  return .tap(settings)
}

let pan = GestureKind.pan(PanSettings())
let longPress = GestureKind.longPress(LongPressSettings())

/// A simulation with a full-screen `root` and, inside it, the given views.
func simulation(_ views: [(ViewProperties, parent: String?)] = []) -> Simulation {
  var sim = Simulation([(view("root", .uiView, rect(0, 0, 390, 844)), nil)])
  for (properties, parent) in views {
    sim.addView(properties, to: sim.id(parent ?? "root"))
  }
  return sim
}
