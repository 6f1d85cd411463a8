import SimEngine
import SimScenario
import Testing

@Suite("Presentation lifecycle")
struct PresentationLifecycleTests {
  typealias F = PresentationFixture

  /// A scenario whose buttons run the given actions: `a` at (0, 0, 100, 50) on the root, and
  /// `b` at (0, 0, 100, 50) in the sheet's content (window (0, 433) at medium). It runs 3 s.
  static func buttons(root: String, sheet: String, touches: [String]) -> String {
    """
    {"screen": \(F.iPhone14), "duration": 3,
     "root": {"id": "root", "children": [
       {"id": "a", "class": "UIButton", "frame": [0, 0, 100, 50], "on": {"touchUpInside": \(root)}}]},
     "presentations": {"sheet": {"style": "sheet", "detents": ["medium"], "content": {"id": "content", "children": [
       {"id": "b", "class": "UIButton", "frame": [0, 0, 100, 50], "on": {"touchUpInside": \(sheet)}}]}}},
     "touches": [\(touches.joined(separator: ", "))]}
    """
  }

  @Test("Presenting a presentation that is presenting is ignored with a presentationIgnored event")
  func presentWhilePresenting() throws {
    let run = try F.run(
      Self.buttons(
        root: #"[{"present": "sheet"}, {"present": "sheet"}]"#, sheet: "[]",
        touches: [#"{"tap": [50, 25], "t": 0.1}"#]))
    #expect(F.ignored(run) == ["sheet: it is already presenting"])
    #expect(F.phases(run, of: "sheet") == ["presenting (medium)", "presented (medium)"])
    #expect(run.simulation.count(log: "sheet.didPresent") == 1)
  }

  @Test("Presenting a presented presentation is ignored")
  func presentWhilePresented() throws {
    let run = try F.run(
      Self.buttons(
        root: #"[{"present": "sheet"}]"#, sheet: #"[{"present": "sheet"}]"#,
        touches: [#"{"tap": [50, 25], "t": 0.1}"#, #"{"tap": [50, 458], "t": 1.0}"#]))
    #expect(F.ignored(run) == ["sheet: it is presented"])
    #expect(F.phases(run, of: "sheet") == ["presenting (medium)", "presented (medium)"])
  }

  @Test("Dismissing a dismissed presentation is ignored and logs no willDismiss")
  func dismissWhileDismissed() throws {
    let run = try F.run(
      Self.buttons(
        root: #"[{"dismiss": "sheet"}]"#, sheet: "[]", touches: [#"{"tap": [50, 25], "t": 0.1}"#]))
    #expect(F.ignored(run) == ["sheet: it is dismissed"])
    #expect(F.phases(run, of: "sheet") == [])
    #expect(run.simulation.count(log: "sheet.willDismiss") == 0)
    #expect(F.failures(run) == [])
  }

  @Test("Dismissing a dismissing presentation is ignored")
  func dismissWhileDismissing() throws {
    let run = try F.run(
      Self.buttons(
        root: #"[{"present": "sheet"}]"#, sheet: #"[{"dismiss": "sheet"}, {"dismiss": "sheet"}]"#,
        touches: [#"{"tap": [50, 25], "t": 0.1}"#, #"{"tap": [50, 458], "t": 1.0}"#]))
    #expect(F.ignored(run) == ["sheet: it is already dismissing"])
    #expect(run.simulation.count(log: "sheet.willDismiss") == 1)
    #expect(run.simulation.count(log: "sheet.didDismiss") == 1)
  }

  @Test("A presentation can be presented again once it is dismissed")
  func presentAgain() throws {
    let run = try F.run(
      Self.buttons(
        root: #"[{"present": "sheet"}]"#, sheet: #"[{"dismiss": "sheet"}]"#,
        touches: [
          #"{"tap": [50, 25], "t": 0.1}"#, #"{"tap": [50, 458], "t": 1.0}"#,
          #"{"tap": [50, 25], "t": 2.0}"#,
        ]))
    #expect(F.ignored(run) == [])
    #expect(run.simulation.count(log: "sheet.didPresent") == 2)
    #expect(F.phases(run, of: "sheet").last == "presented (medium)")
  }

  @Test("A popup's onHide runs after its views have left the window")
  func popupOnHideAfterRemoval() throws {
    let run = try F.run(
      """
      {"duration": 1, "root": {"id": "root", "children": [
         {"id": "show", "class": "UIButton", "frame": [0, 0, 100, 50], "on": {"touchUpInside": [{"present": "popup"}]}}]},
       "presentations": {"popup": {"style": "popup", "content": {"id": "card", "frame": [95, 342, 200, 160]},
         "hide": {"to": {"alpha": 0}, "duration": 0.2}, "onHide": [{"log": "hidden"}]}},
       "touches": [{"tap": [50, 25], "t": 0.1}, {"tap": [195, 700], "t": 0.5}],
       "expect": [{"touch": 2, "hits": "popup.backdrop"}, {"by": 0.78, "presentation": "popup", "state": "dismissed"}]}
      """)
    #expect(F.failures(run) == [])
    let journal = run.simulation.journal
    let backdrop = try #require(run.simulation.view(named: "popup.backdrop"))
    let removed = try #require(
      journal.firstIndex { $0.kind == .removed(view: backdrop) })
    let hidden = try #require(journal.firstIndex { $0.kind == .log("hidden") })
    #expect(removed < hidden)
    #expect(journal[hidden].time == Instant(nanoseconds: 780_000_000))
  }

  // MARK: Known engine issues (reported; each test fails once the engine is fixed, so that the
  // wrapper can be removed).

  @Test("A dimming view's drawn alpha stays within 0...1 while a flung sheet overshoots")
  func dimmingAlphaWithinRange() throws {
    // From medium (undimmed) a fling up: released at top 63 with -380 pt/s, toward large
    // (dimmed) with a spring velocity of 380 / 6 = 63.3 distances/s, which overshoots. The
    // engine fades the dimming view with the sheet's spring, so its alpha overshoots too.
    let run = try F.run(
      F.sheet(
        #""detents": ["medium", "large"], "largestUndimmedDetent": "medium""#,
        touches: [
          #"{"drag": {"from": [195, 500], "to": [195, 120], "t": 1.0, "duration": 1.0}}"#
        ]))
    let dimming = try #require(run.simulation.view(named: "sheet.dimming"))
    let alphas = run.simulation.frames.flatMap(\.presentations).filter { $0.view == dimming }
      .map(\.alpha)
    #expect(!alphas.isEmpty)
    #expect(alphas.allSatisfy { (0...1).contains($0) }, "max \(alphas.max() ?? 0)")
  }

  @Test("A popup presented again after an animated hide slides to its own frame again")
  func popupPresentedAgainAfterHide() throws {
    // Seed 003's DemoPopupView2: shown from y 332 to its frame (y 664), hidden to y 844. A new
    // show must end at 664; the engine keeps the hide's end as the content's own frame.
    let run = try F.run(
      """
      {"root": {"id": "root", "children": [
         {"id": "show", "class": "UIButton", "frame": [20, 100, 120, 44], "on": {"touchUpInside": [{"present": "demo2"}]}}]},
       "presentations": {"demo2": {"style": "popup", "content": {"id": "card", "frame": [95, 664, 200, 180]},
         "show": {"from": {"frame": [95, 332, 200, 180]}, "duration": 0.25},
         "hide": {"to": {"frame": [95, 844, 200, 180]}, "duration": 0.25}}},
       "touches": [{"tap": [80, 122], "t": 0.1}, {"tap": [195, 300], "t": 1.0}, {"tap": [80, 122], "t": 2.0}],
       "expect": [
         {"t": 0.9, "view": "card", "frame": [95, 664, 200, 180]},
         {"by": 1.33, "presentation": "demo2", "state": "dismissed"},
         {"by": 2.33, "presentation": "demo2", "state": "presented"},
         {"t": 3, "view": "card", "frame": [95, 664, 200, 180]}]}
      """)
    #expect(F.failures(run) == [])
  }
}
