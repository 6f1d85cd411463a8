import SimGeometry

/// Where a collection view's items are, as `UICollectionViewFlowLayout` places items of one
/// size (iOS 18.2, `_UIFlowLayoutSection -computeLayout`, `_UIFlowLayoutRow -layoutRow`).
///
/// Rows fill the dimension across the scroll direction (the width less the content inset for
/// vertical scrolling, the height for horizontal); a section is its header, its inset's
/// leading edge, its rows `minimumLineSpacing` apart, its trailing inset edge and its footer,
/// and the next section follows. A row holds as many items as fit with at least
/// `minimumInteritemSpacing` between them, floor((available + spacing) / (item + spacing)),
/// and is justified (`UIFlowLayoutCommonRowHorizontalAlignmentKey` 3): its leftover space goes
/// evenly between its items, the first at the inset. The last row, when not full, is aligned
/// left (`UIFlowLayoutLastRowHorizontalAlignmentKey` 0), which for items of one size places
/// them in the full rows' columns. A row of one item, or a section of one, is centred. Origins
/// are rounded to the screen's pixels (`-_frameForItem:inSection:usingData:`, rounding on by
/// default). Built in O(sections); finding the items in a rectangle costs a binary search and
/// the items found.
struct FlowLayout: Sendable {
  let settings: FlowLayoutSettings
  let itemCounts: [Int]
  /// The length rows fill (`-_dimensionFromCollectionView`).
  let dimension: Double
  let scale: Double
  /// Items in a full row, the space between them and where the first begins, across a row.
  let perRow: Int
  let spacing: Double
  let firstOffset: Double
  /// Where each section begins along the scroll axis, then the content's length.
  private let sectionStarts: [Double]

  init(_ settings: FlowLayoutSettings, itemCounts: [Int], dimension: Double, scale: Double) {
    self.settings = settings
    self.itemCounts = itemCounts
    self.dimension = max(dimension, 0)
    self.scale = scale
    let vertical = settings.scrollDirection == .vertical
    let item = vertical ? settings.itemSize.width : settings.itemSize.height
    let inset = settings.sectionInset
    let (leading, trailing) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
    let available = self.dimension - leading - trailing
    let gap = settings.minimumInteritemSpacing
    let fit = ((available + gap) / (item + gap)).rounded(.down)
    let perRow = fit >= 2 ? Int(min(fit, 1_000_000)) : 1
    self.perRow = perRow
    if perRow > 1 {
      spacing = (self.dimension - Double(perRow) * item - leading - trailing) / Double(perRow - 1)
      firstOffset = leading
    } else {
      spacing = 0
      firstOffset = leading + (available < item ? 0 : (available - item) / 2)
    }
    var starts: [Double] = []
    starts.reserveCapacity(itemCounts.count + 1)
    var position = 0.0
    let across = vertical ? settings.itemSize.height : settings.itemSize.width
    let header = vertical ? settings.headerReferenceSize.height : settings.headerReferenceSize.width
    let footer = vertical ? settings.footerReferenceSize.height : settings.footerReferenceSize.width
    let (before, after) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
    for count in itemCounts {
      starts.append(position)
      let rows = Double((count + perRow - 1) / perRow)
      let rowsLength = rows > 0 ? rows * across + (rows - 1) * settings.minimumLineSpacing : 0
      position += header + before + rowsLength + after + footer
    }
    starts.append(position)
    sectionStarts = starts
  }

  private var vertical: Bool { settings.scrollDirection == .vertical }

  /// `collectionViewContentSize`: the dimension across, every section along.
  var contentSize: Size {
    let length = sectionStarts[sectionStarts.count - 1]
    return vertical
      ? Size(width: dimension, height: length) : Size(width: length, height: dimension)
  }

  func isValid(_ path: ListIndexPath) -> Bool {
    path.section >= 0 && path.section < itemCounts.count && path.row >= 0
      && path.row < itemCounts[path.section]
  }

  /// Where a section's first row begins along the scroll axis.
  private func rowsStart(_ section: Int) -> Double {
    let header =
      vertical ? settings.headerReferenceSize.height : settings.headerReferenceSize.width
    let before = vertical ? settings.sectionInset.top : settings.sectionInset.left
    return sectionStarts[section] + header + before
  }

  private var pitch: Double {
    (vertical ? settings.itemSize.height : settings.itemSize.width) + settings.minimumLineSpacing
  }

  /// The item's frame in the content (`layoutAttributesForItem(at:)`).
  func frame(_ path: ListIndexPath) -> Rect {
    let row = path.row / perRow
    let column = path.row % perRow
    let item = vertical ? settings.itemSize.width : settings.itemSize.height
    var offset = firstOffset + Double(column) * (item + spacing)
    // A section of one item: its one row is complete and justified, so centred.
    if itemCounts[path.section] == 1 && perRow > 1 {
      let inset = settings.sectionInset
      let (leading, trailing) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
      let available = dimension - leading - trailing
      offset = leading + (available < item ? 0 : (available - item) / 2)
    }
    let along = rowsStart(path.section) + Double(row) * pitch
    let size = settings.itemSize
    let x = rounded(vertical ? offset : along)
    let y = rounded(vertical ? along : offset)
    return Rect(x: x, y: y, width: size.width, height: size.height)
  }

  /// `round(v · scale) / scale` (`round(v)` at 1×).
  private func rounded(_ value: Double) -> Double {
    scale == 1 ? value.rounded() : (value * scale).rounded() / scale
  }

  /// The items whose frame meets `rect` with some area (`CGRectIntersectsRect`), in order.
  func items(in rect: Rect) -> [ListIndexPath] {
    let (low, high) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    guard high > low, rect.width > 0, rect.height > 0, !itemCounts.isEmpty else { return [] }
    var found: [ListIndexPath] = []
    var section = ListLayout.firstSpan(endingAfter: low, starts: sectionStarts)
    while section < itemCounts.count && sectionStarts[section] < high {
      let count = itemCounts[section]
      let start = rowsStart(section)
      // The division only starts the walk a row early; frames are then checked exactly.
      let guess = ((low - start) / pitch).rounded(.down) - 1
      var row = guess > 0 ? Int(min(guess, Double(count))) : 0
      while row * perRow < count && start + Double(row) * pitch < high {
        for index in (row * perRow)..<min(count, (row + 1) * perRow) {
          let path = ListIndexPath(section: section, row: index)
          let frame = self.frame(path)
          if frame.minX < rect.maxX && frame.maxX > rect.minX && frame.minY < rect.maxY
            && frame.maxY > rect.minY
          {
            found.append(path)
          }
        }
        row += 1
      }
      section += 1
    }
    return found
  }
}
