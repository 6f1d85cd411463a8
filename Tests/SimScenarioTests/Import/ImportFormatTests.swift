import Foundation
import SimEngine
import SimGeometry
import SimScenario
import Testing

/// The format as people paste it: noise around the dump, indentation styles, quoted text,
/// several roots. Small dumps written here, each for one behaviour.
@Suite("recursiveDescription: the format as pasted")
struct ImportFormatTests {
  func parse(_ text: String) throws -> RecursiveDescription {
    try RecursiveDescription.parse(text, file: "dump.txt").get()
  }

  @Test("A dump wrapped in LLDB noise (prompts, $2 =, a po of a controller, CRLF) reads the same")
  func lldbNoise() throws {
    let plain = try String(
      contentsOfFile: DumpFixtures.path("03-owasp-cycript-uncrackable.txt"), encoding: .utf8)
    let body = plain.replacingOccurrences(of: "`", with: "")
    let noisy =
      "(lldb) po self\n<MyViewController: 0x7fb1c2d0a3f0>\n\n"
      + "(lldb) po [[UIApp keyWindow] recursiveDescription]\n$2 = 0x00007fb1c2e0a000 "
      + body.replacingOccurrences(of: "\n", with: "\r\n")
      + "\r\n\n(lldb) c\nProcess 4242 resuming\n(lldb) "
    let clean = try parse(body)
    let dump = try parse(noisy)
    #expect(dump.views.map(\.id) == clean.views.map(\.id))
    #expect(dump.views.map(\.parent) == clean.views.map(\.parent))
    #expect(dump.views.map(\.properties) == clean.views.map(\.properties))
    #expect(dump.hit(150, 200) == "<UIButton: 0x16d901e0>")
    // The controller printed by `po self` has no frame: text around the dump, with a warning.
    #expect(dump.warnings.count == 1)
    #expect(dump.warnings.first?.location?.line == 2)
  }

  @Test("Three, two or no spaces between the bars give the same nesting")
  func barSpacing() throws {
    let lines = [
      "<UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>",
      "#<UIView: 0x3; frame = (0 0; 50 50); layer = <CALayer: 0x4>>",
      "##<UIButton: 0x5; frame = (10 10; 20 20); layer = <CALayer: 0x6>>",
      "#<UIView: 0x7; frame = (50 50; 50 50); layer = <CALayer: 0x8>>",
    ]
    var parents: [[Int?]] = []
    for bar in ["   | ", "  | ", "|", "| "] {
      let text = lines.map { line in
        let depth = line.prefix { $0 == "#" }.count
        return String(repeating: bar, count: depth) + line.dropFirst(depth)
      }.joined(separator: "\n")
      let dump = try parse(text)
      parents.append(dump.views.map(\.parent))
      #expect(dump.hit(15, 15) == "<UIButton: 0x5>")
    }
    #expect(parents.allSatisfy { $0 == [nil, 0, 1, 0] })
  }

  @Test("Quoted text holding '<', '>' and ';' is skipped over")
  func quotedText() throws {
    let dump = try parse(
      """
      <UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
         | <UILabel: 0x3; frame = (0 0; 100 20); text = 'a <b> c; hidden = YES; d>'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x4>>
         | <UIButton: 0x5; frame = (0 20; 100 20); layer = <CALayer: 0x6>>
      """)
    #expect(dump.views.count == 3)
    #expect(!dump.views[1].properties.isHidden)
    #expect(!dump.views[1].properties.isUserInteractionEnabled)
    #expect(dump.views[2].parent == 0)
  }

  @Test("Several roots are back to front: the later one is in front")
  func severalRoots() throws {
    let dump = try parse(
      """
      <UIWindow: 0x1; frame = (0 0; 100 100); layer = <UIWindowLayer: 0x2>>
         | <UIButton: 0x3; frame = (0 0; 50 50); layer = <CALayer: 0x4>>
      <UIWindow: 0x5; frame = (0 0; 100 40); layer = <UIWindowLayer: 0x6>>
      """)
    #expect(dump.roots == [0, 2])
    #expect(dump.hit(10, 10) == "<UIWindow: 0x5>")  // the second window, in front
    #expect(dump.hit(10, 45) == "<UIButton: 0x3>")  // below the second window (height 40)
    #expect(dump.hit(60, 60) == "<UIWindow: 0x1>")
    #expect(dump.hit(200, 10) == "none")
    let root = dump.scenarioRoot()
    #expect(root.rootName == RecursiveDescription.rootsName)
    #expect(root.entries[0].properties.passesTouchesThrough)
    #expect(root.entries.map(\.parent) == [nil, 0, 1, 0])
  }

  @Test("What the dump prints wins over class defaults: a label without the NO flag is interactive")
  func printedFlagsWin() throws {
    let dump = try parse(
      """
      <UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
         | <UILabel: 0x3; frame = (0 0; 100 50); text = 'tap me'; layer = <_UILabelLayer: 0x4>>
         | <UIButton: 0x5; frame = (0 50; 100 50); userInteractionEnabled = NO; layer = <CALayer: 0x6>>
      """)
    #expect(dump.hit(10, 10) == "<UILabel: 0x3>")
    #expect(dump.hit(10, 60) == "<UIView: 0x1>")
  }

  @Test("alpha, hidden, clipsToBounds, transform and contentOffset are read as printed")
  func printedProperties() throws {
    let dump = try parse(
      """
      <UIScrollView: 0x1; frame = (10 20; 100 200); clipsToBounds = YES; alpha = 0.005; hidden = YES; transform = [2, 0, 0, 2, 5, -5]; layer = <CALayer: 0x2>; contentOffset: {0, 70.000100000000003}; contentSize: {100, 900}>
      """)
    let view = dump.views[0].properties
    #expect(view.clipsToBounds && view.isHidden)
    #expect(view.alpha == 0.005)
    #expect(view.transform == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: -5))
    // The box (10 20; 100 200) is twice the bounds, its centre (60, 120) moved by (5, -5).
    #expect(view.bounds == Rect(x: 0, y: 70.000100000000003, width: 50, height: 100))
    #expect(view.center == Point(55, 125))
    #expect(view.frame == Rect(x: 10, y: 20, width: 100, height: 200))
  }

  @Test(
    "A 45° rotation's bounding box can't tell width from height: taken as square, with a warning")
  func fortyFiveDegrees() throws {
    let s = 0.70710678118654757
    let dump = try parse(
      "<UIView: 0x1; frame = (0 0; 141.421 141.421); transform = [\(s), \(s), -\(s), \(s), 0, 0]; layer = <CALayer: 0x2>>"
    )
    #expect(abs(dump.views[0].properties.bounds.width - 100) < 1e-3)
    #expect(abs(dump.views[0].properties.bounds.height - 100) < 1e-3)
    #expect(dump.warnings.map(\.severity) == [.warning])
  }

  @Test("A pasted subtree starting mid-tree takes its first line's depth as 0")
  func subtreePaste() throws {
    let dump = try parse(
      """
         |    | <UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
         |    |    | <UIButton: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>
      """)
    #expect(dump.views.map(\.depth) == [0, 1])
    #expect(dump.hit(5, 5) == "<UIButton: 0x3>")
  }

  @Test("A repeated address still gives unique ids")
  func repeatedAddress() throws {
    let dump = try parse(
      """
      <UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
         | <UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>
      <UIView; frame = (0 0; 10 10)>
      """)
    #expect(dump.views.map(\.id) == ["UIView:0x1", "UIView:0x1~2", "UIView:line3"])
    #expect(dump.views[2].label == "<UIView>")
  }

  @Test("A 2,000-level dump reads and answers without recursion")
  func deepDump() throws {
    let depth = 2000
    var text = ""
    for level in 0..<depth {
      text += String(repeating: "|", count: level)
      text +=
        "<UIView: 0x\(String(level + 1, radix: 16)); frame = (0 0; 10 10); layer = <CALayer: 0x1>>\n"
    }
    let dump = try parse(text)
    #expect(dump.maximumDepth == depth - 1)
    #expect(dump.hit(5, 5) == "<UIView: 0x\(String(depth, radix: 16))>")
  }
}
