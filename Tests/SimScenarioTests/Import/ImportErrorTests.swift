import Foundation
import SimScenario
import Testing

/// Malformed and truncated dumps: a clear error with the line (and column), never a crash.
@Suite("recursiveDescription: malformed and truncated dumps")
struct ImportErrorTests {
  /// The errors, as printed: "dump.txt:2:10: error: …".
  func errors(_ text: String) -> [String] {
    switch RecursiveDescription.parse(text, file: "dump.txt") {
    case .success: return []
    case .failure(let error): return error.errors.map(\.description)
    }
  }

  @Test("A dump cut off inside a description names the line where that description starts")
  func cutOffAtTheEnd() {
    let found = errors(
      """
      <UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
         | <UIButton: 0x3; frame = (0 0; 1
      """)
    #expect(
      found == [
        "dump.txt:2:6: error: the description of <UIButton: 0x3> is not closed by '>' (is the dump cut off?) (--partial reads the complete views before it)"
      ])
  }

  @Test("A line cut off before the next view's line is reported at its own line")
  func cutOffInTheMiddle() {
    let found = errors(
      """
      <UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
         | <UIButton: 0x3; frame = (0 0; 10 10); layer = <CALa
         | <UILabel: 0x5; frame = (0 0; 10 10); layer = <CALayer: 0x6>>
      """)
    #expect(found.count == 1)
    #expect(
      found.first?.hasPrefix("dump.txt:2:6: error: the description of <UIButton: 0x3>") == true)
  }

  @Test("A quoted text that never closes is reported where the quote starts")
  func unclosedQuote() {
    let found = errors(
      """
      <UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
         | <UILabel: 0x3; frame = (0 0; 10 10); text = 'no end
      """)
    #expect(
      found == [
        "dump.txt:2:50: error: the quoted value that starts here is never closed (--partial reads the complete views before it)"
      ])
  }

  @Test("A line nested two levels below the one before it is an error at that line")
  func depthJump() {
    let found = errors(
      """
      <UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
         |    |    | <UIView: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>
      """)
    #expect(
      found == [
        "dump.txt:2:16: error: this view has 3 '|' before it but the view above it at line 1 has 0: is a line missing?"
      ])
  }

  @Test("A frame that is not (x y; w h) is an error at the frame, and the other views still read")
  func badFrame() {
    let found = errors(
      """
      <UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
         | <UIView: 0x3; frame = (0 0; 10); layer = <CALayer: 0x4>>
         | <UIView: 0x5; frame = (0 0; 10 10); alpha = half; layer = <CALayer: 0x6>>
      """)
    #expect(
      found == [
        "dump.txt:2:20: error: frame: expected (x y; width height), got '(0 0; 10)'",
        "dump.txt:3:42: error: alpha: expected a number, got 'half'",
      ])
  }

  @Test("A view without a frame inside the tree is an error")
  func missingFrame() {
    let found = errors(
      """
      <UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
         | <UIView: 0x3; layer = <CALayer: 0x4>>
      """)
    #expect(
      found == ["dump.txt:2:6: error: the description of <UIView…> has no 'frame = (x y; w h)'"])
  }

  @Test("Text with no view descriptions is an error that says what a dump looks like")
  func noViews() {
    let found = errors("(lldb) po view\nerror: use of undeclared identifier 'view'\n")
    #expect(found.count == 1)
    #expect(found.first?.hasPrefix("dump.txt: error: no view descriptions found") == true)
  }

  @Test("A missing file is unreadable, not invalid")
  func missingFile() {
    guard case .failure(let error) = RecursiveDescription.load(path: "/nonexistent/dump.txt") else {
      Issue.record("expected a failure")
      return
    }
    #expect(error.kind == .unreadable)
    #expect(error.description == "/nonexistent/dump.txt: error: no such file")
  }

  @Test("Every prefix of a real dump parses or fails with a located error, never crashing")
  func everyPrefix() throws {
    // Every length for the short ones; every 7th for 04, whose quotes span lines.
    let files = [
      ("05-chisel-border-overlay.txt", 1), ("07-swipe-to-delete-cell.txt", 1),
      ("04-mail-compose-ios5-pspdf-xx.txt", 7),
    ]
    for (name, step) in files {
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: DumpFixtures.path(name))))
      for length in stride(from: 0, through: bytes.count, by: step) {
        switch RecursiveDescription.parse(Array(bytes[0..<length]), file: name) {
        case .success(let dump): #expect(!dump.views.isEmpty)
        case .failure(let error):
          let located = error.errors.allSatisfy {
            $0.location != nil || $0.message.hasPrefix("no view descriptions found")
          }
          #expect(located, "\(name) cut at \(length) bytes: \(error)")
        }
      }
    }
  }
}
