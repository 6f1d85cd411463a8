import SimEngine
import SimGeometry
import Testing

@testable import SimScenario

/// The `pages` key is read as documented, and bad values are refused at their place
/// (docs/scenario-format.md, "Page view controllers").
@Suite("Page keys")
struct PageKeysTests {
  static func scenario(_ pages: String) -> String {
    #"""
    {"root": {"id": "root", "children": [
      {"id": "s", "class": "UIScrollView", "frame": [0, 0, 100, 100], "pages": \#(pages),
       "children": [{"id": "a"}, {"id": "b"}]}]}}
    """#
  }

  @Test("A scroll view's pages naming its subviews are accepted")
  func accepted() {
    let found = diagnostics(Self.scenario(#"["a", "b"]"#))
    #expect(found.isEmpty, "\(found)")
  }

  @Test("pages must be a non-empty array")
  func emptyRefused() {
    let found = diagnostics(Self.scenario("[]")).joined()
    #expect(found.contains("expected a non-empty array of the ids of 's''s subviews"), "\(found)")
  }

  @Test("a page named twice, or the scroll view itself, is refused at its place")
  func duplicatesRefused() {
    let twice = diagnostics(Self.scenario(#"["a", "a"]"#)).joined()
    #expect(twice.contains("'a' is already a page of 's'"), "\(twice)")
    let itself = diagnostics(Self.scenario(#"["s"]"#)).joined()
    #expect(itself.contains("a page must be a subview of 's'"), "\(itself)")
  }

  @Test("a page naming no view is refused with the ids it could mean")
  func mustExist() {
    let found = diagnostics(Self.scenario(#"["a", "bb"]"#)).joined()
    #expect(found.contains("bb"), "\(found)")
  }

  @Test("pages on a view that is not a scroll view is refused")
  func onlyScrollViews() {
    let found = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "v", "pages": ["w"], "children": [{"id": "w"}]}]}}"#
    ).joined()
    #expect(found.contains("'pages' applies to scroll views"), "\(found)")
  }

  static func setting(_ call: String) -> String {
    #"""
    {"root": {"id": "root", "children": [
      {"id": "s", "class": "UIScrollView", "frame": [0, 0, 100, 100], "pages": ["a", "b"],
       "children": [{"id": "a"}, {"id": "b"}]}]},
     "launch": [{"setViewControllers": \#(call)}]}
    """#
  }

  @Test("setViewControllers with 'pages' reads the page scroll view, the page and a completion")
  func setViewControllersRead() {
    let text = Self.setting(#"{"pages": "s", "page": "b", "completion": [{"log": "done"}]}"#)
    guard case .success(let read) = decode(text) else {
      Issue.record("\(diagnostics(text))")
      return
    }
    #expect(
      read.launch == [
        .setPageViewControllers(
          view: "s", page: "b", direction: .forward, animated: false, completion: [.log("done")])
      ])
  }

  @Test("setViewControllers on pages reads direction and animated")
  func setViewControllersAnimatedRead() {
    let text = Self.setting(
      #"{"pages": "s", "page": "b", "direction": "reverse", "animated": true}"#)
    guard case .success(let read) = decode(text) else {
      Issue.record("\(diagnostics(text))")
      return
    }
    #expect(
      read.launch == [
        .setPageViewControllers(
          view: "s", page: "b", direction: .reverse, animated: true, completion: [])
      ])
  }

  @Test("setViewControllers on pages refuses a missing page, an unknown direction and key")
  func setViewControllersRefusals() {
    let direction = diagnostics(Self.setting(#"{"pages": "s", "page": "b", "direction": "up"}"#))
      .joined()
    #expect(direction.contains("unknown navigation direction"), "\(direction)")
    #expect(direction.contains("forward"), "\(direction)")
    let missing = diagnostics(Self.setting(#"{"pages": "s"}"#)).joined()
    #expect(missing.contains("missing 'page'"), "\(missing)")
    let unknown = diagnostics(Self.setting(#"{"pages": "s", "page": "b", "curve": "linear"}"#))
      .joined()
    #expect(unknown.contains("curve"), "\(unknown)")
    let notPages = diagnostics(Self.setting(#"{"pages": "a", "page": "b"}"#)).joined()
    #expect(notPages.contains("applies to a scroll view with pages"), "\(notPages)")
  }

  @Test("pageOrientation reads vertical, and is refused without pages or with another value")
  func pageOrientationRead() {
    let text = #"""
      {"root": {"id": "root", "children": [
        {"id": "s", "class": "UIScrollView", "frame": [0, 0, 100, 100], "pages": ["a"],
         "pageOrientation": "vertical", "children": [{"id": "a"}]}]}}
      """#
    guard case .success(let read) = decode(text) else {
      Issue.record("\(diagnostics(text))")
      return
    }
    let scroll = read.root.entries.first { $0.properties.name == "s" }?.scroll
    #expect(scroll?.pageOrientation == .vertical)
    let alone = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "s", "class": "UIScrollView", "pageOrientation": "vertical"}]}}"#
    ).joined()
    #expect(alone.contains("pageOrientation needs 'pages'"), "\(alone)")
    let other = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "s", "class": "UIScrollView", "pages": ["a"], "pageOrientation": "diagonal", "children": [{"id": "a"}]}]}}"#
    ).joined()
    #expect(other.contains("diagonal"), "\(other)")
  }

  @Test("pageSpacing needs pages and a number from 0")
  func pageSpacingRefusals() {
    let alone = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "s", "class": "UIScrollView", "pageSpacing": 10}]}}"#
    ).joined()
    #expect(alone.contains("pageSpacing needs 'pages'"), "\(alone)")
    let negative = diagnostics(Self.scenario(#"["a", "b"], "pageSpacing": -5"#)).joined()
    #expect(negative.contains("pageSpacing"), "\(negative)")
  }
}
