import SimGeometry

/// A window and its view hierarchy, stored flat.
///
/// Reads like UIKit (`tree[id].frame`, `addSubview`, `removeFromSuperview`, `hitTest`) over
/// private struct-of-arrays storage: one ``HitNode`` per view for the hit-test walk, the
/// transform's inverse linear part beside it, and the full ``ViewProperties`` in a cold array.
/// Views link to parent, first and last child and both siblings, so the walk runs over the
/// children last to first without recursion and without a per-view array of subviews.
///
/// Every mutation bumps ``generation`` so callers can cache derived data (``HitTester`` keeps
/// a preorder copy of the hit-test fields and a spatial index, rebuilt when it changes).
public struct ViewTree: Sendable {
  @usableFromInline var nodes: [HitNode] = []
  @usableFromInline var linear: [LinearPart] = []
  @usableFromInline var properties: [ViewProperties] = []
  private var names = ViewNameIndex()
  /// Views an animation currently keeps from being hit (kept apart from their properties, which
  /// it does not change).
  private var blockedByAnimation: [Bool] = []
  /// Views whose alpha is below this are skipped by hit testing. UIKit's documentation says
  /// "less than 0.01", so 0.01 itself is hittable.
  public private(set) var minimumAlpha: Double
  /// Incremented by every mutation.
  public internal(set) var generation: UInt64 = 0
  /// Whether ``changed`` collects the views whose properties or place changed (only while a
  /// trace records layout, so nothing grows when nobody reads it).
  var tracksChanges = false
  /// The views changed since the last ``takeChanged()``, in the order of their changes, with
  /// repeats.
  private(set) var changed: [ViewID] = []
  /// Which tree this is: copies share it until one of them changes, which then takes a new one
  /// (copy-on-write), so a cache keyed by identity and generation never mistakes one copy for
  /// another.
  private(set) var identity = TreeIdentity()
  /// The window: the root of the hierarchy, named `window`, sized to the screen.
  public let window: ViewID

  /// The name the window always has.
  public static let windowName = "window"

  public init(screenSize: Size, minimumAlpha: Double = 0.01) {
    self.minimumAlpha = minimumAlpha
    self.window = ViewID(rawValue: 0)
    let windowView = ViewProperties(
      name: Self.windowName, class: .uiWindow,
      frame: Rect(origin: .zero, size: screenSize))
    _ = createView(windowView)
  }

  /// The number of views, attached or not, including the window.
  public var count: Int { nodes.count }

  /// Every view ever created, in creation order.
  public var allViews: [ViewID] { (0..<nodes.count).map { ViewID(rawValue: Int32($0)) } }

  public subscript(view: ViewID) -> ViewProperties {
    get { properties[view.index] }
    set {
      if properties[view.index].name != newValue.name {
        let renamed = names.rename(view, to: newValue.name, in: properties)
        precondition(renamed, "duplicate view name '\(newValue.name)'")
      }
      properties[view.index] = newValue
      refresh(view)
    }
  }

  /// Sets a control's value in place. Nothing that hit testing or drawing reads changes, so
  /// the tree's generation stays and the hit tester keeps its flat copy through a drag.
  mutating func setControlValue(_ value: ControlValue, of view: ViewID) {
    properties[view.index].controlValue = value
  }

  /// What `view` draws at its model values, read in place.
  func drawnValues(of view: ViewID) -> DrawnValues { DrawnValues(properties[view.index]) }

  /// The view called `name`, attached or not.
  public func view(named name: String) -> ViewID? {
    names.view(named: name, in: properties)
  }

  public func name(of view: ViewID) -> String { properties[view.index].name }

  public func superview(of view: ViewID) -> ViewID? { id(nodes[view.index].parent) }

  /// The subviews back to front, as `UIView.subviews`.
  public func subviews(of view: ViewID) -> [ViewID] {
    var result: [ViewID] = []
    var child = nodes[view.index].firstChild
    while child >= 0 {
      result.append(ViewID(rawValue: child))
      child = nodes[Int(child)].nextSibling
    }
    return result
  }

  /// Whether `view` is the window or a descendant of it.
  public func isInWindow(_ view: ViewID) -> Bool {
    var current = view.rawValue
    while current >= 0 {
      if current == window.rawValue { return true }
      current = nodes[Int(current)].parent
    }
    return false
  }

  /// Whether `ancestor` is `view` or one of its superviews.
  public func isDescendant(_ view: ViewID, of ancestor: ViewID) -> Bool {
    var current = view.rawValue
    while current >= 0 {
      if current == ancestor.rawValue { return true }
      current = nodes[Int(current)].parent
    }
    return false
  }

  /// The number of superviews above `view` (the window's depth is 0).
  public func depth(of view: ViewID) -> Int {
    var depth = 0
    var current = nodes[view.index].parent
    while current >= 0 {
      depth += 1
      current = nodes[Int(current)].parent
    }
    return depth
  }

  /// Creates a view that is in no superview yet, as `UIView(frame:)`.
  /// - Precondition: no other view has the same name.
  /// Makes room for `more` views about to be created (a template's entries), so that a large
  /// tree is stored without the slack and copies of growing by doubling and its name index is
  /// not rehashed as it grows. Repeated small calls still grow geometrically.
  public mutating func reserveCapacity(forAdditional more: Int) {
    let needed = nodes.count + more
    guard needed > nodes.capacity else { return }
    let capacity = max(needed, nodes.capacity * 2)
    nodes.reserveCapacity(capacity)
    linear.reserveCapacity(capacity)
    properties.reserveCapacity(capacity)
    blockedByAnimation.reserveCapacity(capacity)
    names.reserve(capacity)
  }

  public mutating func createView(_ view: consuming ViewProperties) -> ViewID {
    precondition(nodes.count < Int(Int32.max), "too many views")
    let id = ViewID(rawValue: Int32(nodes.count))
    // One lookup both checks and inserts the name.
    let added = names.add(view.name, after: properties)
    precondition(added, "duplicate view name '\(view.name)'")
    nodes.append(.detached)
    linear.append(.identity)
    properties.append(view)
    blockedByAnimation.append(false)
    refresh(id)
    return id
  }

  /// Creates a view and adds it as the front-most subview of `parent`.
  @discardableResult
  public mutating func addView(_ view: ViewProperties, to parent: ViewID) -> ViewID {
    let id = createView(view)
    addSubview(id, to: parent)
    return id
  }

  private mutating func refresh(_ view: ViewID) {
    // Read in place: passing `properties[i]` copied the whole value for every refresh.
    linear[view.index] = properties.withUnsafeBufferPointer {
      nodes[view.index].update(from: $0[view.index], minimumAlpha: minimumAlpha)
    }
    if blockedByAnimation[view.index] { nodes[view.index].ineligibility.insert(.animating) }
    noteChange(of: view)
    didChange()
  }

  mutating func noteChange(of view: ViewID) {
    if tracksChanges { changed.append(view) }
  }

  /// The views changed since the last call, each once, by ID.
  mutating func takeChanged() -> [ViewID] {
    var result = changed
    changed.removeAll(keepingCapacity: true)
    result.sort()
    var unique: [ViewID] = []
    unique.reserveCapacity(result.count)
    for view in result where unique.last != view { unique.append(view) }
    return unique
  }

  /// Records a mutation: a new ``generation``, and a new identity if a copy shares this one.
  mutating func didChange() {
    generation &+= 1
    if !isKnownUniquelyReferenced(&identity) { identity = TreeIdentity() }
  }

  /// Makes the hit-test walk skip `view` (and its subtree) while an animation runs on it.
  public mutating func setBlockedByAnimation(_ view: ViewID, _ blocked: Bool) {
    blockedByAnimation[view.index] = blocked
    refresh(view)
  }

  /// Why the hit-test walk skips `view` without testing the point: its properties' reasons,
  /// and a running animation.
  public func ineligibility(of view: ViewID) -> Ineligibility {
    nodes[view.index].ineligibility
  }

  @inline(__always)
  func id(_ raw: Int32) -> ViewID? { raw < 0 ? nil : ViewID(rawValue: raw) }
}

/// A tree's identity for caches: compared by reference, never read.
final class TreeIdentity: Sendable {}
