import Testing

@testable import SimScenario

/// A view without children gives its path back once read; every path still in use must
/// render as before, and a message about any view must name that view.
@Suite("Key paths of views")
struct PathArenaTests {
  @Test("a discarded newest path makes room for the next child, which renders as itself")
  func discardedPathIsReused() {
    let arena = PathArena()
    let root = arena.root("root")
    let first = arena.child(of: root, index: 0)
    arena.discard(first)
    let second = arena.child(of: root, index: 1)
    #expect(arena.count == 2)
    #expect(arena.render(second) == "root.children[1]")
  }

  @Test("a path that is not the newest, or a root, is kept")
  func olderPathsAndRootsStay() {
    let arena = PathArena()
    let root = arena.root("root")
    let parent = arena.child(of: root, index: 3)
    let child = arena.child(of: parent, index: 0)
    arena.discard(parent)
    arena.discard(root)
    #expect(arena.count == 3)
    #expect(arena.render(child) == "root.children[3].children[0]")
    let newestRoot = arena.root("expect[0].view")
    arena.discard(newestRoot)
    #expect(arena.count == 4)
    #expect(arena.render(newestRoot) == "expect[0].view")
  }

  @Test("a wide tree keeps paths only for its views with children")
  func wideTreeKeepsFewPaths() throws {
    var text = #"{"root": {"id": "root", "children": ["#
    text += (0..<500).map { #"{"id": "v\#($0)"}"# }.joined(separator: ", ")
    text += #", {"id": "box", "children": [{"id": "inner"}]}]}}"#
    let document = try JSONParser.parse(text)
    var decoder = ScenarioDecoder(
      document: document, file: "wide.json", scenarioDirectory: ".", limits: .standard,
      loadTouchFile: { _ in .success([]) })
    _ = decoder.decode(defaultName: "wide")
    #expect(decoder.paths.count <= 3)
  }

  @Test("an error in a wide tree's later views names the view's own index")
  func errorsAfterDiscardsNameTheirView() {
    var text = #"{"root": {"id": "root", "children": ["#
    text += (0..<40).map { #"{"id": "v\#($0)"}"# }.joined(separator: ", ")
    text += #", {"id": "box", "children": [{"id": "a"}, {"id": "b", "alpha": 7}]}"#
    text += #", {"id": "last", "hidden": 1}]}}"#
    let rendered = diagnostics(text)
    #expect(rendered.count == 2, "\(rendered)")
    #expect(
      rendered.contains { $0.contains("error: root.children[40].children[1].alpha:") },
      "\(rendered)")
    #expect(
      rendered.contains { $0.contains("error: root.children[41].hidden:") }, "\(rendered)")
  }
}
