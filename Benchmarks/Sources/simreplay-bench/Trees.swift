import SimEngine
import SimGeometry

/// The trees the benchmark hit-tests, built from a fixed seed.
enum Trees {
  static let screen = Size(width: 390, height: 844)

  /// A chain: each view 1 pt inside its superview on the top and left, so every hit inside the
  /// innermost view walks the whole chain.
  static func chain(depth: Int) -> ViewTree {
    var tree = ViewTree(screenSize: screen)
    var parent = tree.window
    for level in 0..<depth {
      let size = Size(
        width: max(1, 390 - Double(level) * 0.001), height: max(1, 844 - Double(level) * 0.001))
      parent = tree.addView(
        ViewProperties(name: "v\(level)", frame: Rect(origin: Point(0.0005, 0.0005), size: size)),
        to: parent)
    }
    return tree
  }

  /// An app-like screen: a root with sections, each a stack of rows with a label, an icon and a
  /// button; about `views` views in all, some hidden or non-interactive, as real screens are.
  static func appLike(views: Int, seed: UInt64) -> ViewTree {
    var random = SplitMix64(seed: seed)
    var tree = ViewTree(screenSize: screen)
    let root = tree.addView(
      ViewProperties(name: "root", frame: Rect(origin: .zero, size: screen)), to: tree.window)
    var count = 2
    var section = 0
    while count < views {
      let sectionView = tree.addView(
        ViewProperties(
          name: "section\(section)",
          frame: Rect(x: 0, y: Double(section % 8) * 100, width: 390, height: 100)),
        to: root)
      count += 1
      for row in 0..<10 where count < views {
        var rowProperties = ViewProperties(
          name: "row\(section)-\(row)",
          frame: Rect(x: 0, y: Double(row) * 10, width: 390, height: 10))
        rowProperties.isHidden = random.unit(1) < 0.05
        let rowView = tree.addView(rowProperties, to: sectionView)
        tree.addView(
          ViewProperties(
            name: "label\(section)-\(row)", class: .uiLabel,
            frame: Rect(x: 10, y: 0, width: 200, height: 10)), to: rowView)
        tree.addView(
          ViewProperties(
            name: "icon\(section)-\(row)", class: .uiImageView,
            frame: Rect(x: 220, y: 0, width: 10, height: 10)), to: rowView)
        tree.addView(
          ViewProperties(
            name: "button\(section)-\(row)", class: .uiButton,
            frame: Rect(x: 300, y: 0, width: 80, height: 10)), to: rowView)
        count += 4
      }
      section += 1
    }
    return tree
  }

  /// A fan: `width` siblings side by side under the root.
  static func wide(width: Int) -> ViewTree {
    var tree = ViewTree(screenSize: screen)
    let root = tree.addView(
      ViewProperties(name: "root", frame: Rect(origin: .zero, size: screen)), to: tree.window)
    let columns = 100.0
    for index in 0..<width {
      let x = Double(index % 100) * 390 / columns
      let y = Double(index / 100) * 844 / (Double(width) / columns)
      tree.addView(
        ViewProperties(
          name: "cell\(index)",
          frame: Rect(x: x, y: y, width: 3.9, height: 844 / (Double(width) / columns))), to: root)
    }
    return tree
  }
}
