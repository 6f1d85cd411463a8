import SimEngine
import SimGeometry
import Testing

extension Simulation {
  /// A scroll view called `name` with `frame` under the view called `parent`, scrolling
  /// `content`, its settings changed by `configure`, with its recognizers.
  @discardableResult
  mutating func scrollView(
    _ name: String, frame: Rect, content: Size, in parent: String = "root",
    class viewClass: ViewClass = .uiScrollView,
    _ configure: (inout ScrollSettings) -> Void = { _ in }
  ) -> ViewID {
    let view = addView(ViewProperties(name: name, class: viewClass, frame: frame), to: id(parent))
    var settings = ScrollSettings()
    settings.contentSize = content
    configure(&settings)
    addScrolling(settings, to: view)
    return view
  }

  /// A full-screen vertical list called `name`, 3,000 pt tall unless told.
  @discardableResult
  mutating func list(
    _ name: String = "list", height: Double = 3000,
    _ configure: (inout ScrollSettings) -> Void = { _ in }
  ) -> ViewID {
    scrollView(
      name, frame: Rect(x: 0, y: 0, width: 390, height: 844),
      content: Size(width: 390, height: height), configure)
  }

  /// Runs frame by frame along `expected` (a time and UIKit's horizontal offset there) and
  /// records an issue at the first frame whose offset differs.
  mutating func followX(_ view: ViewID, _ expected: [(Instant, Double)]) {
    follow(view, expected, axis: \.x)
  }

  /// The same along `axis` (vertical unless told).
  mutating func follow(
    _ view: ViewID, _ expected: [(Instant, Double)], axis: KeyPath<Point, Double> = \.y
  ) {
    for (time, offset) in expected {
      advance(to: time)
      let actual = tree[view].bounds.origin[keyPath: axis]
      guard abs(actual - offset) < 1e-9 else {
        Issue.record("at \(time.seconds) s the offset is \(actual), UIKit's \(offset)")
        return
      }
    }
  }
}
