import SimEngine
import SimGeometry

extension AuditSubject {
  /// The classes whose views block what is behind them on purpose in a dump: UIKit's
  /// presentation dimming view, and the transition views presented and navigated-to
  /// controllers' views sit in.
  public static let dumpModalClasses: Set<String> = [
    "UIDimmingView", "UITransitionView", "UINavigationTransitionView",
  ]

  /// What a dump can't show, said with every dump audit.
  public static let dumpCaveat =
    "a recursiveDescription dump shows no custom hitTest(_:with:) or point(inside:with:): views that pass touches through or reshape their hit area are audited as plain views; mark known pass-through views with --pass-through"

  /// A dump's views as `hit` reads them. Views whose class, `<Class: 0x…>` description or id is
  /// in `passThrough` pass touches through (their `hitTest` returns nil for themselves). With
  /// the dump's `source` text, views that print `gestureRecognizers` (other than scroll views,
  /// whose recognizers scroll) are controls too.
  public static func dump(
    _ dump: RecursiveDescription, source: [UInt8]? = nil, passThrough: [String] = []
  ) -> (subject: AuditSubject, unmatched: [String]) {
    var dump = dump
    var matched = Set<String>()
    for index in dump.views.indices {
      let view = dump.views[index]
      for name in passThrough where name == view.className || name == view.label || name == view.id
      {
        dump.views[index].properties.passesTouchesThrough = true
        matched.insert(name)
      }
    }
    let recognizerLines = Self.recognizerLines(source)
    let dumpTree = dump.makeTree()
    let tree = dumpTree.tree
    var labels = Array(repeating: "no view", count: tree.count)
    var withRecognizers = Array(repeating: false, count: tree.count)
    var modalRoots: [ViewID] = []
    for (index, id) in dumpTree.viewIDs.enumerated() {
      let view = dump.views[index]
      labels[id.slot] = view.label
      withRecognizers[id.slot] =
        recognizerLines.contains(view.location.line)
        && !view.properties.viewClass.isScrollView
      if dumpModalClasses.contains(view.className) { modalRoots.append(id) }
    }
    let controls = shownViews(tree) { view in
      let properties = tree[view]
      return !dumpModalClasses.contains(properties.viewClass.name)
        && (isControlByClass(properties) || withRecognizers[view.slot])
    }
    let subject = AuditSubject(
      tree: tree, controls: controls, labels: labels, modalRoots: modalRoots, time: nil,
      notes: [dumpCaveat])
    return (subject, passThrough.filter { !matched.contains($0) })
  }

  /// The line numbers (from 1) of the source's lines that print `gestureRecognizers = `.
  private static func recognizerLines(_ source: [UInt8]?) -> Set<Int> {
    guard let source else { return [] }
    var lines = Set<Int>()
    for (number, line) in source.split(
      separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false
    )
    .enumerated()
    where String(decoding: line, as: UTF8.self).contains("gestureRecognizers = ") {
      lines.insert(number + 1)
    }
    return lines
  }
}
