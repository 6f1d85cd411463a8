import SimEngine
import SimGeometry

/// Turning a dump into engine objects: templates for a scenario, a ``Simulation``, or a
/// ``DumpTree`` to ask points of.
///
/// **The window.** The engine always has its own window, named `window`. A dump's root, even a
/// `UIWindow`, becomes a view inside it (its class and address kept), rather than being merged
/// into it: the answer for a point that no subview takes is then the dump's own window,
/// `<UIWindow: 0x…>`, as UIKit would say, and a dump whose root is not a window (a controller's
/// view, a cell) answers `none` outside its root instead of "the engine's window".
extension RecursiveDescription {
  /// The screen for a simulation of the dump: a root window's size, or else the smallest
  /// rectangle from (0, 0) that holds every root's frame.
  public var screenSize: Size {
    let roots = self.roots
    if let first = roots.first, views[first].className == ViewClass.uiWindow.name {
      let size = views[first].properties.bounds.size
      return Size(width: max(size.width, 1), height: max(size.height, 1))
    }
    var size = Size(width: 1, height: 1)
    for root in roots {
      let frame = views[root].properties.frame
      size.width = max(size.width, frame.maxX)
      size.height = max(size.height, frame.maxY)
    }
    return size
  }

  /// Each root's subtree, back to front. A subtree is a contiguous run of the preorder list,
  /// so this is one pass with no recursion.
  public var templates: [ViewTemplate] {
    var result: [ViewTemplate] = []
    var entries: [ViewTemplate.Entry] = []
    var rootIndex = 0
    for (index, view) in views.enumerated() {
      if view.parent == nil {
        if !entries.isEmpty { result.append(ViewTemplate(entries: entries)) }
        entries = []
        rootIndex = index
      }
      entries.append(
        ViewTemplate.Entry(properties: view.properties, parent: view.parent.map { $0 - rootIndex }))
    }
    if !entries.isEmpty { result.append(ViewTemplate(entries: entries)) }
    return result
  }

  /// The name of the view that holds several roots in a scenario.
  public static let rootsName = "roots"

  /// A scenario's single `root`: the dump's root, or, when it has several, a pass-through
  /// view called ``rootsName`` the size of the screen holding them all (pass-through so that
  /// touches none of them takes still reach the window, as between UIKit's windows).
  public func scenarioRoot() -> ViewTemplate {
    let templates = self.templates
    if templates.count == 1 { return templates[0] }
    var entries = [ViewTemplate.Entry(properties: rootsHolder, parent: nil)]
    for template in templates {
      let offset = entries.count
      for entry in template.entries {
        var shifted = entry
        shifted.parent = entry.parent.map { $0 + offset } ?? 0
        entries.append(shifted)
      }
    }
    return ViewTemplate(entries: entries)
  }

  /// The view ``scenarioRoot()`` puts several roots in.
  public var rootsHolder: ViewProperties {
    var holder = ViewProperties(name: Self.rootsName, frame: Rect(origin: .zero, size: screenSize))
    holder.passesTouchesThrough = true
    return holder
  }

  /// A simulation whose window holds the dump's roots, back to front, on ``screenSize``.
  public func makeSimulation(parameters: UIKitParameters = UIKitParameters()) -> Simulation {
    var simulation = Simulation(screen: Screen(size: screenSize), parameters: parameters)
    for template in templates { _ = simulation.instantiate(template, in: simulation.window) }
    return simulation
  }

  /// The dump as a view tree to hit-test and explain.
  public func makeTree(minimumAlpha: Double = 0.01) -> DumpTree {
    DumpTree(self, minimumAlpha: minimumAlpha)
  }
}

/// A dump's views in a ``ViewTree``, for asking which view a point hits, and why.
///
/// Points are in the roots' superview's coordinates: for a window dump, window coordinates.
/// Roots are tried front (the last) to back, each with UIKit's rules; a point no root takes
/// hits nothing, as a point outside every window.
public struct DumpTree: Sendable {
  public let dump: RecursiveDescription
  public private(set) var tree: ViewTree
  /// The engine's view for each of `dump.views`, in the same order.
  public let viewIDs: [ViewID]
  /// The engine's views for the dump's roots, back to front.
  public let roots: [ViewID]
  private var tester = HitTester()

  init(_ dump: RecursiveDescription, minimumAlpha: Double) {
    self.dump = dump
    var tree = ViewTree(screenSize: dump.screenSize, minimumAlpha: minimumAlpha)
    var ids: [ViewID] = []
    ids.reserveCapacity(dump.views.count)
    for view in dump.views {
      let parent = view.parent.map { ids[$0] } ?? tree.window
      ids.append(tree.addView(view.properties, to: parent))
    }
    self.tree = tree
    self.viewIDs = ids
    self.roots = dump.roots.map { ids[$0] }
  }

  /// The index in `dump.views` of the engine view `id`; nil for the engine's window.
  public func index(of id: ViewID) -> Int? {
    let index = Int(id.rawValue) - 1
    return dump.views.indices.contains(index) && viewIDs[index] == id ? index : nil
  }

  /// The index in `dump.views` of the view a touch at `point` lands on, or nil.
  public mutating func hitTest(_ point: Point) -> Int? {
    for root in roots.reversed() {
      if let hit = tester.hitTest(point, in: tree, from: root) { return index(of: hit) }
    }
    return nil
  }

  /// The walk for `point`: each root's, front to back, up to the one that answers. Depths
  /// count from the root.
  public func explainHitTest(_ point: Point) -> [HitStep] {
    var steps: [HitStep] = []
    for root in roots.reversed() {
      let walk = tree.explainHitTest(point, from: root)
      steps += walk
      if walk.contains(where: { $0.verdict == .hit }) { break }
    }
    return steps
  }
}
