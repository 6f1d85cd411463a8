import SimReplay
import Testing

/// A scenario built in Swift is the value the reader builds from the file that says the same:
/// one model, two ways to write it.
@Suite("Swift builders and the JSON reader")
struct SameValuesAsTheReaderTests {
  static func load(_ relative: String) throws -> Scenario {
    try ScenarioLoader.load(path: DescriptionTests.root + "/" + relative).get()
  }

  @Test("The overlay's views built in Swift equal the file's")
  func theOverlaysViews() throws {
    let file = try Self.load("Scenarios/overlay-swallows-close-button.json")
    let swift = try ThreeScenariosTests.overlayScenario(tapAt: 0.1)
    #expect(swift.root == file.root)
    #expect(swift.screen == file.screen)
    #expect(swift.touches == file.touches)
  }

  @Test("The list in a sheet built in Swift equals the file's views, sheet and screen")
  func theSheetsValues() throws {
    let file = try Self.load("Scenarios/scrolling/sheet-with-a-scrolling-list.json")
    let swift = try ThreeScenariosTests.sheetScenario()
    #expect(swift.root == file.root)
    #expect(swift.presentations == file.presentations)
    #expect(swift.screen == file.screen)
  }

  @Test("A recognizer with actions equals the file's")
  func aRecognizer() throws {
    let file = try ScenarioLoader.decode(
      Array(
        #"""
        {"root": {"id": "root", "children": [{"id": "card", "frame": [0, 0, 100, 100],
          "gestures": [{"id": "pan", "type": "pan", "requireToFail": ["tap"],
            "on": {"began": [{"log": "began"}], "ended": [{"log": "ended"}]}},
            {"id": "tap", "type": "tap", "taps": 2, "on": {"recognized": [{"log": "double"}]}}]}]}}
        """#.utf8), file: "inline.json", defaultName: "inline"
    ).get()
    let root = UIView(name: "root", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let card = UIView(name: "card", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    card.addGestureRecognizer(
      .pan("pan", began: [.log("began")], ended: [.log("ended")]).requiring(toFail: "tap"))
    card.addGestureRecognizer(.tap("tap", taps: 2, perform: [.log("double")]))
    root.addSubview(card)
    #expect(root.template == file.root)
  }

  @Test("A context menu added in Swift equals the file's")
  func aContextMenu() throws {
    let file = try ScenarioLoader.decode(
      Array(
        #"""
        {"root": {"id": "root", "children": [{"id": "photo", "frame": [0, 0, 100, 100],
          "contextMenu": {"actions": [{"title": "Copy", "actions": [{"log": "copied"}]}],
            "previewSize": [80, 60], "willEnd": [{"log": "ended"}]}}]}}
        """#.utf8), file: "inline.json", defaultName: "inline"
    ).get()
    let root = UIView(name: "root", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let photo = UIView(name: "photo", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var menu = ContextMenu(
      items: [.init(title: "Copy", actions: [.log("copied")])],
      previewSize: Size(width: 80, height: 60))
    menu.willEnd = [.log("ended")]
    photo.addInteraction(menu)
    root.addSubview(photo)
    #expect(root.template == file.root)
    #expect(root.template.entries[1].contextMenu == menu)
  }
}
