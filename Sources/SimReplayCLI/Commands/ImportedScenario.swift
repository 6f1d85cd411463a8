import SimEngine
import SimGeometry
import SimReport
import SimScenario

/// Writes a dump as a scenario file: readable (one view a line, subviews indented under their
/// superview), and the same bytes for the same dump.
///
/// Each view says only what differs from its class's defaults, so `class` and `base` (the
/// UIKit class a private or app class behaves as) come first and the rest is what the dump
/// printed: `frame` (the untransformed one, since a scenario applies `transform` after it),
/// `contentOffset`, `transform`, `hidden`, `alpha`, `userInteractionEnabled` (written when it
/// differs from the class default, e.g. a label the dump shows as interactive) and
/// `clipsToBounds`. The text is built line by line without recursion, so any depth prints.
enum ImportedScenario {
  static func render(_ dump: RecursiveDescription, name: String) -> String {
    let size = dump.screenSize
    // The views in preorder, behind a holder when there are several roots (as scenarioRoot()).
    var entries = dump.views.map { (properties: $0.properties, base: $0.base, parent: $0.parent) }
    if dump.roots.count > 1 {
      let holder = dump.rootsHolder
      entries =
        [(holder, nil, nil)] + entries.map { ($0.properties, $0.base, ($0.parent ?? -1) + 1) }
    }
    var lines = [
      "{",
      "  \"name\": \(JSONValue.string(name).rendered),",
      "  \"comment\": \(JSONValue.string(comment(dump)).rendered),",
      "  \"screen\": {\"width\": \(number(size.width)), \"height\": \(number(size.height))},",
    ]
    // Whether each entry has subviews, and whether it is its superview's last one.
    var hasChildren = [Bool](repeating: false, count: entries.count)
    var isLast = [Bool](repeating: true, count: entries.count)
    var lastChild: [Int: Int] = [:]
    for (index, entry) in entries.enumerated() {
      guard let parent = entry.parent else { continue }
      hasChildren[parent] = true
      if let previous = lastChild[parent] { isLast[previous] = false }
      lastChild[parent] = index
    }
    var depth = [Int](repeating: 0, count: entries.count)
    for (index, entry) in entries.enumerated() {
      let level = entry.parent.map { depth[$0] + 1 } ?? 0
      depth[index] = level
      let indent = String(repeating: "  ", count: level + 1)
      let members = self.members(of: entry.properties, base: entry.base).joined(separator: ", ")
      let head = level == 0 ? "  \"root\": " : indent
      guard !hasChildren[index] else {
        lines.append(head + "{" + members + ", \"children\": [")
        continue
      }
      lines.append(head + "{" + members + "}")
      // Close every superview this view was the last descendant of.
      var current = index
      while let parent = entries[current].parent, isLast[current] {
        lines.append(String(repeating: "  ", count: depth[parent] + 1) + "]}")
        current = parent
      }
      if entries[current].parent != nil { lines[lines.count - 1] += "," }
    }
    lines[lines.count - 1] += ","
    lines += ["  \"touches\": [],", "  \"expect\": []", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  private static func comment(_ dump: RecursiveDescription) -> String {
    "imported from \(dump.file) by 'simreplay import': \(dump.views.count) views, "
      + "\(dump.maximumDepth + 1) levels; ids are ClassName:address"
  }

  private static func members(of view: ViewProperties, base: String?) -> [String] {
    var members = [member("id", .string(view.name))]
    let viewClass = view.viewClass
    if viewClass.name != ViewClass.uiView.name {
      members.append(member("class", .string(viewClass.name)))
    }
    if let base { members.append(member("base", .string(base))) }
    let size = view.bounds.size
    let origin = Point(
      x: view.center.x - view.anchorPoint.x * size.width,
      y: view.center.y - view.anchorPoint.y * size.height)
    members.append("\"frame\": " + numbers([origin.x, origin.y, size.width, size.height]))
    if view.bounds.origin != .zero {
      // A scroll view's bounds origin is its contentOffset; any other view printing one (a
      // class known by name that isn't a scroll view) keeps it as its bounds origin, which is
      // what the hit test reads.
      let key = viewClass.isScrollView ? "contentOffset" : "bounds"
      members.append("\"\(key)\": " + numbers([view.bounds.minX, view.bounds.minY]))
    }
    if !view.transform.isIdentity {
      let t = view.transform
      members.append("\"transform\": " + numbers([t.a, t.b, t.c, t.d, t.tx, t.ty]))
    }
    if view.isHidden { members.append(member("hidden", true)) }
    if view.alpha != 1 { members.append("\"alpha\": " + number(view.alpha)) }
    if view.isUserInteractionEnabled != viewClass.userInteractionEnabledByDefault {
      members.append(member("userInteractionEnabled", .bool(view.isUserInteractionEnabled)))
    }
    if view.clipsToBounds { members.append(member("clipsToBounds", true)) }
    if view.passesTouchesThrough { members.append(member("passThrough", true)) }
    return members
  }

  private static func member(_ key: String, _ value: JSONValue) -> String {
    JSONValue.string(key).rendered + ": " + value.rendered
  }

  private static func number(_ value: Double) -> String { JSONValue.number(value).rendered }

  private static func numbers(_ values: [Double]) -> String {
    "[" + values.map(number).joined(separator: ", ") + "]"
  }
}
