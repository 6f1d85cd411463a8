/// The engine's own reactions to animations ending and recognizers changing state, for the
/// presentations it runs. They are not actions: a scenario can't write them.
enum EngineHook: Hashable, Sendable {
  /// A presentation's present animation ended.
  case presentationArrived(String)
  /// A presentation's dismiss animation ended.
  case presentationGone(String)
  /// A sheet settled on a detent after a drag.
  case sheetSettled(String)
  /// The sheet's pan recognizer changed state.
  case sheetPan(String)
  /// The sheet's dimming view was tapped.
  case dimmingTap(String)
}

/// Work that waits for the end of the current event.
enum DeferredWork: Hashable, Sendable {
  case actions([Action])
  case gesture(EngineHook, RecognizerID, GestureState)
}

/// A presentation inside a simulation.
struct PresentationRuntime: Hashable, Sendable {
  let spec: Presentation
  var phase: PresentationPhase = .dismissed
  /// A sheet's selected detent.
  var detent: String?
  /// The views the engine made for it, once presented the first time.
  var container: ViewID?
  /// The dimming view, the blur backdrop or the popup's backdrop button.
  var backdrop: ViewID?
  /// The sheet, the custom presented view, or the popup's content.
  var presented: ViewID?
  /// A dragged sheet's top when the drag began.
  var dragStartTop: Double?

  var name: String { spec.name }
}
