import SimEngine
import SimGeometry

/// libFuzzer target: any bytes as a view tree and points must give the same hit-test answers
/// from the indexed tester (the window's grid, the grids over wide views, the flat walk), the
/// flat walk without grids, and the plain walk over the tree's links; before and after a change
/// to the tree. A difference traps, with the point and the three answers.
///
/// Bytes are read ten at a time as one view (its superview among the views so far, frame,
/// class, visibility, alpha, interaction, pass-through, transform, hit area, bounds origin,
/// animation), up to 300 views; what is left gives points, and every view's corners and edges
/// (one ulp either side included) in window coordinates are tried too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHitTest(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var bytes = FuzzBytes(UnsafeBufferPointer(start: data, count: size))
  var tree = ViewTree(screenSize: Size(width: 390, height: 844))
  var views = [tree.window]
  while views.count <= 300, bytes.remaining >= 10 {
    let parent = views[Int(bytes.next()) % views.count]
    let (properties, animating) = FuzzBytes.view(
      "v\(views.count)", in: tree[parent].bounds, &bytes)
    let id = tree.addView(properties, to: parent)
    if animating { tree.setBlockedByAnimation(id, true) }
    views.append(id)
  }
  var points: [Point] = []
  while bytes.remaining >= 4 {
    let x = Double(UInt16(bytes.next()) << 8 | UInt16(bytes.next())) / 65_535 * 430 - 20
    let y = Double(UInt16(bytes.next()) << 8 | UInt16(bytes.next())) / 65_535 * 884 - 20
    points.append(Point(x: x, y: y))
  }
  var indexed = HitTester(mode: .indexed)
  compare(tree, points, &indexed)
  // A change the kept tester must notice: hide one view, move another.
  if views.count > 2 {
    var hidden = tree[views[1]]
    hidden.isHidden.toggle()
    tree[views[1]] = hidden
    var moved = tree[views[views.count - 1]]
    moved.center = Point(x: moved.center.x + 0.3, y: moved.center.y - 7.1)
    tree[views[views.count - 1]] = moved
    compare(tree, points, &indexed)
  }
  return 0
}

private func compare(_ tree: ViewTree, _ points: [Point], _ indexed: inout HitTester) {
  var flat = HitTester(mode: .flat)
  indexed.prepare(tree)
  flat.prepare(tree)
  var all = points
  for view in tree.allViews where tree.isInWindow(view) {
    let bounds = tree[view].bounds
    for local in [
      Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.maxY),
      Point(x: bounds.minX, y: bounds.midY), Point(x: bounds.midX, y: bounds.maxY),
    ] {
      let point = tree.convert(toWindow: local, from: view)
      all.append(point)
      all.append(Point(x: point.x.nextUp, y: point.y))
      all.append(Point(x: point.x.nextDown, y: point.y.nextDown))
    }
  }
  for point in all {
    let plain = tree.hitTest(point)
    let fromIndexed = indexed.hitTest(point, in: tree)
    let fromFlat = flat.hitTest(point, in: tree)
    if fromIndexed != plain || fromFlat != plain {
      let name = { (view: ViewID?) in view.map { tree.name(of: $0) } ?? "nil" }
      fatalError(
        "at (\(point.x), \(point.y)): indexed \(name(fromIndexed)), flat \(name(fromFlat)), plain \(name(plain))"
      )
    }
  }
}

/// The fuzzer's bytes, read front to back; zeros past the end.
struct FuzzBytes {
  let buffer: UnsafeBufferPointer<UInt8>
  var offset = 0

  init(_ buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }

  var remaining: Int { buffer.count - offset }

  mutating func next() -> UInt8 {
    guard offset < buffer.count else { return 0 }
    defer { offset += 1 }
    return buffer[offset]
  }

  /// A unit fraction from one byte, with steps binary floating point can't hold exactly.
  mutating func fraction() -> Double { Double(next()) / 255 * 1.1 - 0.05 }

  /// One view from nine bytes, somewhere around `bounds`.
  static func view(_ name: String, in bounds: Rect, _ bytes: inout FuzzBytes) -> (
    ViewProperties, Bool
  ) {
    let x = bounds.minX + bytes.fraction() * bounds.width
    let y = bounds.minY + bytes.fraction() * bounds.height
    let width = max(0, bytes.fraction()) * max(1, bounds.width)
    let height = max(0, bytes.fraction()) * max(1, bounds.height)
    let flags = bytes.next()
    let shape = bytes.next()
    let extra = bytes.next()
    var properties = ViewProperties(
      name: name, class: flags & 0x80 != 0 ? .uiButton : .uiView,
      frame: Rect(x: x, y: y, width: width, height: height))
    properties.isHidden = flags & 0x07 == 0
    switch flags >> 3 & 0x07 {
    case 0: properties.alpha = 0
    case 1: properties.alpha = 0.01
    case 2: properties.alpha = 0.0099
    default: break
    }
    properties.isUserInteractionEnabled = flags & 0x40 != 0 || flags & 0x20 == 0
    properties.isEnabled = flags & 0x18 != 0x18
    properties.passesTouchesThrough = shape & 0x80 != 0
    switch shape & 0x0F {
    case 0: properties.transform = AffineTransform(rotationAngle: Double(extra) / 40)
    case 1: properties.transform = AffineTransform(scaleX: 0.5 + Double(extra) / 100, y: 1.3)
    case 2: properties.transform = AffineTransform(translationX: Double(extra) / 7 - 18, y: 3.3)
    case 3: properties.transform = AffineTransform(scaleX: 0, y: 1)
    case 4: properties.transform = AffineTransform(scaleX: -1, y: 1)
    default: break
    }
    switch shape >> 4 & 0x07 {
    case 0:
      let inset = Double(extra) / 9 - 14
      properties.hitArea = HitArea(
        insets: EdgeInsets(top: inset, left: inset, bottom: inset, right: inset))
    case 1: properties.hitArea = HitArea(shape: .circle)
    case 2: properties.hitArea = HitArea(shape: .ellipse)
    case 3:
      properties.hitArea = HitArea(exclude: [Rect(x: 0, y: 0, width: width / 2, height: height)])
    default: break
    }
    if extra & 0x03 == 0 {
      properties.bounds.origin = Point(x: Double(extra) / 11 - 11, y: Double(extra) / 13)
    }
    if extra & 0x0C == 0 { properties.anchorPoint = Point(x: 0.25, y: 0.7) }
    return (properties, extra & 0xF0 == 0xF0)
  }
}
