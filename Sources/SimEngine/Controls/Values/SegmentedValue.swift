import SimGeometry

/// A `UISegmentedControl`'s selection (`selectedSegmentIndex`, −1 for none, UIKit's
/// `noSegment`) among its segments.
public struct SegmentedValue: Hashable, Sendable {
  public let numberOfSegments: Int
  public private(set) var selectedSegmentIndex: Int

  /// `numberOfSegments` is at least 1; an index outside `0..<numberOfSegments` is none (−1),
  /// as `_setSelectedSegmentIndex:notify:animate:` ignores an index past the last segment.
  public init(numberOfSegments: Int, selectedSegmentIndex: Int = -1) {
    self.numberOfSegments = max(numberOfSegments, 1)
    self.selectedSegmentIndex =
      (0..<self.numberOfSegments).contains(selectedSegmentIndex) ? selectedSegmentIndex : -1
  }

  /// `_setSelectedSegmentIndex:notify:YES animate:`: selects `index` (in range); returns
  /// whether it sends `valueChanged`, which it does only when the selection changes (unless
  /// the private `_alwaysEmitValueChanged`, not modelled).
  mutating func select(_ index: Int) -> Bool {
    guard (0..<numberOfSegments).contains(index), index != selectedSegmentIndex else {
      return false
    }
    selectedSegmentIndex = index
    return true
  }

  /// The segments' frames in the control's bounds: equal widths side by side, full height.
  /// UIKit lays them out by its style provider (divider widths, content-apportioned widths);
  /// equal widths without dividers is the engine's choice (docs/semantics.md).
  func segmentFrame(_ index: Int, in bounds: Rect) -> Rect {
    let width = bounds.width / Double(numberOfSegments)
    return Rect(
      x: bounds.minX + Double(index) * width, y: bounds.minY, width: width, height: bounds.height)
  }

  /// `_closestSegmentIndexAtPoint:`: the first segment whose frame holds the point, else the
  /// nearest one (the first of equals; distances compared in `float`).
  func closestSegment(to point: Point, in bounds: Rect) -> Int {
    var best = -1
    var bestDistance: Float = 1_000_000
    for index in 0..<numberOfSegments {
      let frame = segmentFrame(index, in: bounds)
      if frame.contains(point) { return index }
      let dx = max(frame.minX - point.x, 0, point.x - frame.maxX)
      let dy = max(frame.minY - point.y, 0, point.y - frame.maxY)
      let distance = Float((dx * dx + dy * dy).squareRoot())
      if bestDistance > distance {
        bestDistance = distance
        best = index
      }
    }
    return best
  }
}

/// A segmented control's touch (`UISegmentedControl -touchesBegan/Moved/Ended:`): the segment
/// highlighted under it, and whether it began on the selected segment, which then slides with
/// the finger wherever it goes (`animateSlidingSelectionByDefault`).
struct SegmentTracking: Hashable, Sendable {
  var highlighted: Int
  let sliding: Bool
}

/// What a valued control remembers of the touch it tracks.
enum ValueTracking: Hashable, Sendable {
  /// A slider's thumb, held at an offset.
  case slider(SliderGrip)
  /// A segmented control's highlighted segment.
  case segments(SegmentTracking)
  /// A stepper's highlighted side and repeat count.
  case stepper(StepperPress)
}
