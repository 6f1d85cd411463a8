import SimEngine
import SimGeometry
import SimReference

/// The trees the benchmark hit-tests, each built the same way from its seed on every run.
enum Trees {
  static let screen = Size(width: 390, height: 844)

  /// A chain of `depth` views under the window: chain view k's first subview is chain view k+1
  /// (1 pt smaller, 0.0005 pt in from its top left), followed by 1 to 3 decoy leaves beside it,
  /// outside its bounds. A point inside the innermost view visits every view: each chain view,
  /// then its decoys, front to back, which turn it down.
  static func chain(depth: Int, seed: UInt64) -> ViewTree {
    var random = SplitMix64(seed: seed)
    var tree = ViewTree(screenSize: screen)
    var parent = tree.window
    var parentWidth = screen.width
    for level in 1...depth {
      let size = Size(
        width: max(1, screen.width - Double(level) * 0.001),
        height: max(1, screen.height - Double(level) * 0.001))
      let view = tree.addView(
        ViewProperties(name: "c\(level)", frame: Rect(origin: Point(0.0005, 0.0005), size: size)),
        to: parent)
      if level > 1 { addDecoys(to: parent, width: parentWidth, level: level - 1, &random, &tree) }
      parent = view
      parentWidth = size.width
    }
    addDecoys(to: parent, width: parentWidth, level: depth, &random, &tree)
    return tree
  }

  private static func addDecoys(
    to view: ViewID, width: Double, level: Int, _ random: inout SplitMix64, _ tree: inout ViewTree
  ) {
    for decoy in 0...random.below(3) {
      tree.addView(
        ViewProperties(
          name: "d\(level)-\(decoy)",
          frame: Rect(x: width + 4 + Double(decoy) * 12, y: 0, width: 10, height: 10)),
        to: view)
    }
  }

  /// `count` subviews of a full-screen root, tiling the screen as a grid of equal cells.
  static func grid(count: Int) -> ViewTree {
    var tree = ViewTree(screenSize: screen)
    let root = tree.addView(
      ViewProperties(name: "root", frame: Rect(origin: .zero, size: screen)), to: tree.window)
    let columns = Int((Double(count) * screen.width / screen.height).squareRoot().rounded(.up))
    let rows = (count + columns - 1) / columns
    let width = screen.width / Double(columns)
    let height = screen.height / Double(rows)
    for index in 0..<count {
      tree.addView(
        ViewProperties(
          name: "cell\(index)",
          frame: Rect(
            x: Double(index % columns) * width, y: Double(index / columns) * height, width: width,
            height: height)), to: root)
    }
    return tree
  }

  /// An app-like screen of about `views` views, 25 deep: UIKit's container views down to a view
  /// controller's view; a table (a scroll view scrolled 300 pt) of cells, each a random tree of
  /// stacks, labels, images, buttons, switches and small horizontal scroll views, every third
  /// with a hosting view nested to depth 25; a navigation bar and a tab bar in front. About 10%
  /// of the views are hidden, some have alpha 0, some have user interaction off, some controls
  /// are disabled.
  ///
  /// `shaped` adds what real screens have and the plain rectangles don't: 4% of the views
  /// turned a little (a chevron, a badge) and 2% scaled (mid-animation, as the model holds
  /// it), round hit areas on a third of the image views (avatars) and on a tenth of the
  /// buttons, and enlarged hit areas (negative insets) on another tenth of the buttons.
  static func appLike(views: Int, seed: UInt64, shaped: Bool = false) -> ViewTree {
    var builder = AppBuilder(random: SplitMix64(seed: seed), target: views, shaped: shaped)
    return builder.build()
  }
}

/// Builds ``Trees/appLike(views:seed:)``.
private struct AppBuilder {
  var random: SplitMix64
  let target: Int
  var tree = ViewTree(screenSize: Trees.screen)
  var serial = 0
  static let maximumDepth = 25
  static let stack = ViewClass.known(named: "UIStackView") ?? .uiView
  static let uiSwitch = ViewClass.known(named: "UISwitch") ?? .uiControl
  static let cell = ViewClass.known(named: "UITableViewCell") ?? .uiView
  static let table = ViewClass.known(named: "UITableView") ?? .uiScrollView

  let shaped: Bool

  init(random: SplitMix64, target: Int, shaped: Bool) {
    self.random = random
    self.target = target
    self.shaped = shaped
  }

  @discardableResult
  mutating func add(
    _ viewClass: ViewClass, _ frame: Rect, to parent: ViewID, varied: Bool = true,
    configure: (inout ViewProperties) -> Void = { _ in }
  ) -> ViewID {
    serial += 1
    var properties = ViewProperties(
      name: "\(viewClass.name)-\(serial)", class: viewClass, frame: frame)
    if varied {
      if random.chance(0.10) { properties.isHidden = true }
      if random.chance(0.02) { properties.alpha = 0 }
      if random.chance(0.03) { properties.isUserInteractionEnabled = false }
      if viewClass.isControl && random.chance(0.05) { properties.isEnabled = false }
    }
    if shaped && varied { shape(&properties) }
    configure(&properties)
    return tree.addView(properties, to: parent)
  }

  /// The shapes of ``Trees/appLike(views:seed:shaped:)``.
  mutating func shape(_ properties: inout ViewProperties) {
    if random.chance(0.04) {
      properties.transform = AffineTransform(rotationAngle: random.unit(0.6) - 0.3)
    } else if random.chance(0.02) {
      properties.transform = AffineTransform(scaleX: 0.9 + random.unit(0.2), y: 0.95)
    }
    let round = HitArea(shape: .circle)
    if properties.viewClass == .uiImageView && random.chance(1.0 / 3) {
      properties.hitArea = round
    } else if properties.viewClass == .uiButton {
      let roll = random.below(10)
      if roll == 0 { properties.hitArea = round }
      if roll == 1 {
        properties.hitArea = HitArea(insets: EdgeInsets(top: -8, left: -8, bottom: -8, right: -8))
      }
    }
  }

  mutating func build() -> ViewTree {
    let screen = Trees.screen
    let full = Rect(origin: .zero, size: screen)
    var parent = tree.window
    // Depths 1 to 8: the containers UIKit puts between a window and a view controller's view.
    for _ in 1...8 { parent = add(.uiView, full, to: parent, varied: false) }
    let content = parent
    let barCount = 1 + 5 * 3 + 1 + 4
    let table = add(Self.table, full, to: content, varied: false) { table in
      table.bounds.origin = Point(0, 300)
    }
    var y = 0.0
    var cellNumber = 0
    while tree.count < target - barCount {
      let height = 60 + Double(random.below(4)) * 20
      let cell = add(Self.cell, Rect(x: 0, y: y, width: screen.width, height: height), to: table)
      y += height
      let contentView = add(
        .uiView, Rect(x: 0, y: 0, width: screen.width, height: height), to: cell, varied: false)
      fillCell(contentView, size: Size(width: screen.width, height: height), depth: 11)
      if cellNumber % 3 == 0 {
        // A hosting view's nest, down to a button at depth 25.
        var host = add(.uiView, Rect(x: 300, y: 4, width: 80, height: height - 8), to: contentView)
        for depth in 13..<Self.maximumDepth {
          let inset = Double(depth - 13)
          host = add(
            .uiView, Rect(x: 1, y: 1, width: 78 - inset * 2, height: height - 10 - inset),
            to: host, varied: false)
        }
        add(.uiButton, Rect(x: 2, y: 2, width: 40, height: 30), to: host)
      }
      cellNumber += 1
    }
    // The navigation bar: a back button, a title, two buttons; in front of the table.
    let navigationBar = add(
      .uiView, Rect(x: 0, y: 0, width: screen.width, height: 100), to: content, varied: false)
    add(.uiButton, Rect(x: 8, y: 54, width: 44, height: 44), to: navigationBar)
    add(.uiLabel, Rect(x: 120, y: 60, width: 150, height: 30), to: navigationBar)
    add(.uiButton, Rect(x: 290, y: 54, width: 44, height: 44), to: navigationBar)
    add(.uiButton, Rect(x: 338, y: 54, width: 44, height: 44), to: navigationBar)
    // The tab bar: five items, each a control with an image and a label.
    let tabBar = add(
      .uiView, Rect(x: 0, y: screen.height - 83, width: screen.width, height: 83), to: content,
      varied: false)
    for item in 0..<5 {
      let button = add(
        .uiControl, Rect(x: Double(item) * 78, y: 0, width: 78, height: 49), to: tabBar)
      add(.uiImageView, Rect(x: 25, y: 4, width: 28, height: 28), to: button)
      add(.uiLabel, Rect(x: 4, y: 34, width: 70, height: 12), to: button)
    }
    return tree
  }

  /// A cell's content: stacks split their space along alternating axes into 1 to 4 parts;
  /// leaves are labels, images, buttons and switches, deeper levels more often leaves.
  mutating func fillCell(_ contentView: ViewID, size: Size, depth: Int) {
    var pending: [(ViewID, Size, Int, Bool)] = [(contentView, size, depth, true)]
    var budget = 30 + random.below(20)
    while let (parent, size, depth, horizontal) = pending.popLast(), budget > 0 {
      let parts = 1 + random.below(4)
      let along = (horizontal ? size.width : size.height) / Double(parts)
      for part in 0..<parts where budget > 0 {
        budget -= 1
        let frame =
          horizontal
          ? Rect(
            x: Double(part) * along + 1, y: 1, width: max(1, along - 2),
            height: max(1, size.height - 2))
          : Rect(
            x: 1, y: Double(part) * along + 1, width: max(1, size.width - 2),
            height: max(1, along - 2))
        let leafChance = 0.3 + 0.05 * Double(depth - 11)
        if depth + 1 >= Self.maximumDepth || random.chance(leafChance) {
          let roll = random.below(20)
          let leafClass: ViewClass =
            roll < 8 ? .uiLabel : roll < 13 ? .uiImageView : roll < 18 ? .uiButton : Self.uiSwitch
          add(leafClass, frame, to: parent)
        } else if random.chance(0.08) {
          // A small carousel, scrolled 40 pt.
          let carousel = add(.uiScrollView, frame, to: parent) { view in
            view.bounds.origin = Point(40, 0)
          }
          pending.append(
            (carousel, Size(width: frame.width * 2, height: frame.height), depth + 1, true))
        } else {
          let stack = add(Self.stack, frame, to: parent)
          pending.append((stack, frame.size, depth + 1, !horizontal))
        }
      }
    }
  }
}
