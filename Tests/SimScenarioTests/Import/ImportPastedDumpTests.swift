import SimScenario
import Testing

/// Dumps as people paste them: escaped onto one line, several pasted together, cut off.
@Suite("Pasted dumps: escaped, several, cut off")
struct ImportPastedDumpTests {
  private static let window =
    "<UIWindow: 0x16e82190; frame = (0 0; 320 568); layer = <UIWindowLayer: 0x16e63ce0>>"
  private static let view =
    "<UIView: 0x16e935f0; frame = (0 0; 320 568); layer = <CALayer: 0x16e93680>>"
  private static let button =
    "<UIButton: 0x16d901e0; frame = (8 191; 304 30); opaque = NO; layer = <CALayer: 0x16d90490>>"

  private func read(_ text: String, partial: Bool = false) throws -> RecursiveDescription {
    try RecursiveDescription.parse(Array(text.utf8), file: "dump.txt", partial: partial).get()
  }

  @Test("An Objective-C string from po, one line with literal \\n, reads as the whole tree")
  func objectiveCString() throws {
    let text =
      #"@""# + Self.window + #"\n   | "# + Self.view + #"\n   |    | "# + Self.button + #"\n""#
    let dump = try read(text)
    #expect(dump.views.map(\.className) == ["UIWindow", "UIView", "UIButton"])
    #expect(dump.views.map(\.depth) == [0, 1, 2])
    #expect(dump.warnings.map(\.message).contains { $0.contains("one escaped string") })
  }

  @Test("A Swift string's escaped quotes inside a label's text are undone")
  func swiftStringWithQuotes() throws {
    let label =
      #"<UILabel: 0x1; frame = (0 0; 10 10); text = \"Say \\\"hi\\\"\"; layer = <_UILabelLayer: 0x2>>"#
    let text = #"""# + Self.window + #"\n   | "# + label + #"""#
    let dump = try read(text)
    #expect(dump.views.map(\.className) == ["UIWindow", "UILabel"])
  }

  @Test("A dump printed as UIKit prints it is not unescaped, even when a label's text holds \\n")
  func realNewlinesWin() throws {
    let label =
      #"<UILabel: 0x1; frame = (0 0; 10 10); text = 'a\n   | <b'; layer = <_UILabelLayer: 0x2>>"#
    let dump = try read(Self.window + "\n   | " + label + "\n")
    #expect(dump.views.count == 2)
    #expect(!dump.warnings.map(\.message).contains { $0.contains("escaped") })
  }

  @Test("Two dumps pasted together are named root by root in a warning")
  func severalRoots() throws {
    let dump = try read(
      Self.window + "\n   | " + Self.view + "\n(lldb) po v\n" + Self.button + "\n")
    let warning = try #require(dump.warnings.first { $0.message.contains("root views") })
    #expect(
      warning.message.contains(
        "2 root views: <UIWindow: 0x16e82190> at line 1, <UIButton: 0x16d901e0> at line 4"))
    #expect(warning.location?.line == 4)
  }

  @Test("A dump cut off mid-description is refused at the place it stops, suggesting --partial")
  func cutOff() {
    let text =
      Self.window + "\n   | " + Self.view + "\n   |    | <UIButton: 0x16d901e0; frame = (8 191; 3"
    guard case .failure(let error) = RecursiveDescription.parse(Array(text.utf8), file: "dump.txt")
    else {
      Issue.record("a cut-off dump was accepted")
      return
    }
    #expect(
      error.diagnostics.map(\.description) == [
        "dump.txt:3:11: error: the description of <UIButton: 0x16d901e0> is not closed by '>' (is the dump cut off?) (--partial reads the complete views before it)"
      ])
  }

  @Test("With partial, a cut-off dump reads its complete views and warns where it stops")
  func partial() throws {
    let text =
      Self.window + "\n   | " + Self.view + "\n   |    | <UIButton: 0x16d901e0; frame = (8 191; 3"
    let dump = try read(text, partial: true)
    #expect(dump.views.map(\.className) == ["UIWindow", "UIView"])
    #expect(
      dump.warnings.map(\.description).contains {
        $0.hasPrefix("dump.txt:3:11: warning:")
          && $0.contains("read the 2 complete views before it")
      })
  }
}
