import SimGeometry

/// What the sheet-and-scroll hand-off reads of a drag: the pan's values, the scroll view's
/// content, and the sheet holding it. Gathered by the simulation from the rooms that own them.
struct SheetScrollFacts: Sendable {
  /// The presented sheet holding the scroll view, if any: its name, whether it rests at its
  /// largest detent, and whether dragging its content up grows it.
  var sheet: (name: String, atLargest: Bool, expands: Bool)?
  /// The sheet's drag under way, if any: where its top was when the drag began and where its
  /// largest detent puts its top.
  var sheetDrag: (startTop: Double, largestTop: Double)?
  /// The top of the content's offset range, the offset now, and the offset when the content's
  /// own drag began (nil when the content is not being dragged).
  var contentTop: Double
  var contentOffsetY: Double
  var contentDragStartY: Double?
  /// The pan's translation and velocity.
  var translation: Point
  var velocity: Point
}

/// What the hand-off decided, for the simulation to carry out in order.
enum SheetScrollStep: Hashable, Sendable {
  /// The sheet moves with the pan, its translation counted from `translationBase`.
  case moveSheet(String, GestureState, translationBase: Double)
  /// The content scrolls with the pan's `translation`.
  case moveContent(GestureState, translation: Point, velocity: Point)
  /// The content's drag ends without a moment and its offset stays at its top.
  case pinContent(atTop: Double)
  /// The sheet's drag ends at its largest detent.
  case settleSheetAtLargest(String)
}
