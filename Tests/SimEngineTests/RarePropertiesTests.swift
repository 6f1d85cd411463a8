import SimGeometry
import Testing

@testable import SimEngine

/// A hit area, a view controller and a `touchesShouldCancel` answer live out of line; a view
/// must still read, compare and copy as if they were fields.
@Suite("Rare view properties")
struct RarePropertiesTests {
  @Test("A copy keeps its own rare values when the original changes")
  func copiesAreIndependent() {
    var view = ViewProperties(name: "a")
    view.viewController = "Feed"
    var copy = view
    copy.viewController = "Detail"
    copy.hitArea = HitArea(insets: EdgeInsets(top: -10, left: -10, bottom: -10, right: -10))
    #expect(view.viewController == "Feed" && view.hitArea == nil)
    #expect(copy.viewController == "Detail" && copy.hitArea?.insets.top == -10)
  }

  @Test("Views with the same values are equal and hash alike, however they got them")
  func equalityIsByValue() {
    var set = ViewProperties(name: "a")
    set.touchesShouldCancel = false
    set.viewController = "Feed"
    set.viewController = nil
    var direct = ViewProperties(name: "a")
    direct.touchesShouldCancel = false
    #expect(set == direct && set.hashValue == direct.hashValue)
    direct.touchesShouldCancel = nil
    #expect(set != direct)
    set.touchesShouldCancel = nil
    #expect(set == direct && set == ViewProperties(name: "a"))
  }
}
