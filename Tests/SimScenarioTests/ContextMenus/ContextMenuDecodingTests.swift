import SimEngine
import SimGeometry
import Testing

@testable import SimScenario

@Suite("Context menus in scenario files")
struct ContextMenuDecodingTests {
  @Test("A view's contextMenu is read into its template entry, with its actions in order")
  func read() throws {
    let decoded = try scenario(
      #"{"root": {"id": "root", "children": [{"id": "photo", "frame": [0, 0, 100, 100], "contextMenu": {"actions": [{"title": "Copy", "actions": [{"log": "copied"}]}, {"title": "Delete"}], "previewSize": [80, 60], "willDisplay": [{"log": "shown"}]}}]}}"#
    )
    let menu = try #require(decoded.root.entries[1].contextMenu)
    #expect(menu.items.map(\.title) == ["Copy", "Delete"])
    #expect(menu.items[0].actions == [.log("copied")])
    #expect(menu.items[1].actions == [])
    #expect(menu.previewSize == Size(width: 80, height: 60))
    #expect(menu.willDisplay == [.log("shown")])
  }

  @Test("Expectations may name the open menu's views and recognizers")
  func partsAreDeclared() throws {
    _ = try scenario(
      #"{"root": {"id": "root", "children": [{"id": "photo", "contextMenu": {"actions": [{"title": "Copy"}]}}]}, "expect": [{"t": 1, "point": [1, 1], "hits": "photo.contextMenu.background"}, {"t": 1, "point": [1, 1], "notHits": "photo.contextMenu.action.Copy"}, {"gesture": "photo.contextMenu.backgroundTap", "state": "recognized", "count": 0}]}"#
    )
  }

  @Test("Two actions with one title, an empty menu and a misspelt key are errors")
  func badMenus() {
    let text = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "a", "contextMenu": {"actions": [{"title": "Copy"}, {"title": "Copy"}]}}, {"id": "b", "contextMenu": {"actions": []}}, {"id": "c", "contextMenu": {"actions": [{"title": "X"}], "willDisplayy": []}}, {"id": "d", "contextMenu": {"actions": [{"title": "X"}], "previewSize": [0, 10]}}]}}"#
    ).joined(separator: "\n")
    #expect(text.contains("another action of this menu is titled 'Copy'"), "\(text)")
    #expect(text.contains("a context menu needs at least one action"), "\(text)")
    #expect(text.contains("did you mean 'willDisplay'?"), "\(text)")
    #expect(text.contains("a preview size is two numbers above 0, at most 1e6"), "\(text)")
  }

  @Test("A view whose id clashes with a menu's part is an error")
  func clashingNames() {
    let text = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "photo", "contextMenu": {"actions": [{"title": "Copy"}]}}, {"id": "photo.contextMenu.menu"}]}}"#
    ).joined(separator: "\n")
    #expect(text.contains("photo.contextMenu.menu"), "\(text)")
  }
}
