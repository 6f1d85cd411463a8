import Foundation
import SimReplayCLI
import Testing

/// Dumps as people paste them, with values UIKit prints but a scenario refuses: each imports
/// to a scenario that runs and hit-tests as `hit` reads the dump, with a warning saying how.
@Suite("Import round trips")
struct ImportRoundTripTests {
  /// A window with one view described by `fields` (and a probe point's expected answer).
  static func dump(_ fields: String) -> String {
    """
    <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
       | <UIView: 0x3; frame = (100 100; 100 100); \(fields); layer = <CALayer: 0x4>>
    """
  }

  /// Imports `dump`, adds a probe of `point` expecting `hit` in the scenario, and runs it;
  /// also asks `hit` the same point. Returns the import's warnings.
  func roundTrip(_ dump: String, point: (Double, Double), hits: String?) throws -> String {
    let file = try temporaryFile(dump, name: "dump.txt")
    let scenario = (file as NSString).deletingLastPathComponent + "/imported.json"
    let imported = simreplay("import", file, "-o", scenario)
    #expect(imported.code == .success, "\(imported.err)")
    let expected = hits.map { "\"\($0)\"" } ?? "null"
    var text = try String(contentsOfFile: scenario, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "\"expect\": []",
      with: "\"expect\": [{\"t\": 0, \"point\": [\(point.0), \(point.1)], \"hits\": \(expected)}]")
    try text.write(toFile: scenario, atomically: true, encoding: .utf8)
    let run = simreplay("run", scenario, "--record", "all")
    #expect(run.code == .success, "\(run.out)\(run.err)")
    let probe = simreplay("hit", "--tree", file, "--point", "\(point.0),\(point.1)")
    #expect(
      probe.out.hasPrefix(
        hits.map { "<\($0.replacingOccurrences(of: ":", with: ": "))>" } ?? "none"))
    return imported.err
  }

  @Test("An alpha above 1 imports as 1 and the view still takes the touch")
  func alphaAboveOne() throws {
    let warnings = try roundTrip(Self.dump("alpha = 1.5"), point: (150, 150), hits: "UIView:0x3")
    #expect(warnings.contains("alpha 1.5 is outside 0…1; read as 1"))
  }

  @Test("A negative alpha imports as 0 and the touch goes through to the window")
  func negativeAlpha() throws {
    let warnings = try roundTrip(
      Self.dump("alpha = -0.5"), point: (150, 150), hits: "UIWindow:0x1")
    #expect(warnings.contains("read as 0"))
  }

  @Test("alpha = nan takes touches, as UIKit's alpha < 0.01 test is false for NaN")
  func nanAlpha() throws {
    let warnings = try roundTrip(Self.dump("alpha = nan"), point: (150, 150), hits: "UIView:0x3")
    #expect(warnings.contains("alpha = nan"))
  }

  @Test("A negative width is standardized: the view covers the rect to the left of its origin")
  func negativeWidth() throws {
    let dump = """
      <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
         | <UIView: 0x3; frame = (200 100; -50 100); layer = <CALayer: 0x4>>
      """
    let warnings = try roundTrip(dump, point: (170, 150), hits: "UIView:0x3")
    #expect(warnings.contains("covers [150, 100, 50, 100]"))
    _ = try roundTrip(dump, point: (220, 150), hits: "UIWindow:0x1")
  }

  @Test("contentOffset on a plain view imports as its bounds origin, which the hit test reads")
  func contentOffsetOnAPlainView() throws {
    // The child sits at (0, 0) in a parent whose bounds origin is (50, 0): it is drawn at
    // window x 50 to 90, outside its parent, so (120, 120) finds the parent and (60, 120),
    // outside the parent, is never tested against the child.
    let dump = """
      <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
         | <UIView: 0x3; frame = (100 100; 200 100); contentOffset: {50, 0}; layer = <CALayer: 0x4>>
         |    | <UIView: 0x5; frame = (0 0; 40 40); layer = <CALayer: 0x6>>
      """
    _ = try roundTrip(dump, point: (120, 120), hits: "UIView:0x3")
    _ = try roundTrip(dump, point: (60, 120), hits: "UIWindow:0x1")
  }
}
