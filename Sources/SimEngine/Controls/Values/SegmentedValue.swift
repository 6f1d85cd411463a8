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

  /// The gap between segments, where the divider is drawn: `+_dividerWidthForTraitCollection:size:`
  /// for the default style provider (`UISegmentedControlDefaultStyleProvider
  /// -dividerWidthForControlSize:` returns 1) when no divider image is set.
  static let dividerWidth = 1.0

  /// `-layoutSubviews` for segments of automatic width (no `setWidth:forSegmentAt:`, not
  /// `apportionsSegmentWidthsByContent`): each is `w = (width − divider × (n − 1)) / n` wide,
  /// rounded with a carry (`floor(w + carry)`, the last `ceil`, the carry then `w − width`);
  /// a segment spans from `x` to `floor(x + width)`, and the next starts one divider further.
  public func segmentFrames(in bounds: Rect) -> [Rect] {
    let count = numberOfSegments
    let divider = Self.dividerWidth
    let width = (bounds.width - divider * Double(count - 1)) / Double(count)
    var frames: [Rect] = []
    frames.reserveCapacity(count)
    var x = bounds.minX
    var carry = 0.0
    for segment in 0..<count {
      let rounded =
        segment < count - 1 ? (width + carry).rounded(.down) : (width + carry).rounded(.up)
      carry = width - rounded
      let right = (x + rounded).rounded(.down)
      frames.append(Rect(x: x, y: bounds.minY, width: right - x, height: bounds.height))
      x = right + divider
    }
    return frames
  }

  /// `_closestSegmentIndexAtPoint:`: the first segment whose frame holds the point, else the
  /// nearest one (the first of equals; distances compared in `float`).
  func closestSegment(to point: Point, in bounds: Rect) -> Int {
    var best = -1
    var bestDistance: Float = 1_000_000
    for (index, frame) in segmentFrames(in: bounds).enumerated() {
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
