import SimGeometry
import Testing

@testable import SimEngine

/// A template entry keeps most values out of line; what a scenario said about a view must
/// still come back exactly, and equal entries must compare equal.
@Suite("View template entries")
struct ViewTemplateEntryTests {
  /// Every property away from its default, and a scroll view's lists.
  private static func unusual() -> (ViewProperties, ControlHandlers, [GestureRecognizer]) {
    var properties = ViewProperties(
      name: "card", class: .uiScrollView, frame: Rect(x: 10, y: 20, width: 30, height: 40))
    properties.alpha = 0.25
    properties.transform = AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: -0.0)
    properties.anchorPoint = Point(x: 0, y: 1)
    properties.contentOffset = Point(x: 0, y: 120)
    properties.isHidden = true
    properties.isUserInteractionEnabled = false
    properties.isEnabled = false
    properties.clipsToBounds = true
    properties.isMultipleTouchEnabled = true
    properties.isExclusiveTouch = true
    properties.passesTouchesThrough = true
    properties.viewController = "Feed"
    var handlers = ControlHandlers()
    handlers.on(.touchUpInside, perform: [.log("tapped")])
    let gestures = [GestureRecognizer(name: "card.tap", kind: .tap(TapSettings()))]
    return (properties, handlers, gestures)
  }

  @Test("Every property, handler, recognizer and scroll setting comes back as it was given")
  func keepsEveryValue() {
    let (properties, handlers, gestures) = Self.unusual()
    var scroll = ScrollSettings()
    scroll.contentSize = Size(width: 30, height: 900)
    let entry = ViewTemplate.Entry(
      properties: properties, parent: 3, handlers: handlers, gestures: gestures, scroll: scroll)
    #expect(entry.properties == properties)
    #expect(entry.properties.transform.ty.sign == .minus)
    #expect(entry.parent == 3)
    #expect(entry.handlers == handlers && entry.gestures == gestures && entry.scroll == scroll)
  }

  @Test("A plain view's entry comes back with UIKit's defaults and no parent")
  func keepsDefaults() {
    let plain = ViewProperties(name: "v", frame: Rect(x: 1, y: 2, width: 3, height: 4))
    let entry = ViewTemplate.Entry(properties: plain, parent: nil)
    #expect(entry.properties == plain && entry.parent == nil)
    #expect(entry.handlers.isEmpty && entry.gestures.isEmpty && entry.scroll == nil)
  }

  @Test("Entries with equal values are equal however they were written")
  func equalityIsByValue() {
    let (properties, handlers, _) = Self.unusual()
    var written = ViewTemplate.Entry(properties: ViewProperties(name: "card"), parent: 0)
    written.properties = properties
    written.handlers = handlers
    let direct = ViewTemplate.Entry(properties: properties, parent: 0, handlers: handlers)
    #expect(written == direct && written.hashValue == direct.hashValue)
    written.handlers = ControlHandlers()
    written.properties = ViewProperties(name: "card")
    #expect(written == ViewTemplate.Entry(properties: ViewProperties(name: "card"), parent: 0))
    #expect(written != direct)
  }
}
