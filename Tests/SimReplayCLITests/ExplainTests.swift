import Foundation
import SimReplayCLI
import Testing

@Suite("simreplay explain")
struct ExplainTests {
  static let overlay = Repository.path("Scenarios/overlay-swallows-close-button.json")

  @Test("The seed 000 overlay bug explains itself in one command, naming overlay over close")
  func overlayOverClose() {
    let result = simreplay("explain", Self.overlay, "--touch", "1")
    #expect(result.code == .success)
    #expect(result.out.contains("overlay at (260, 160): hit  ◀ hit"))
    #expect(result.out.contains("hit: 'overlay'"))
    #expect(
      result.out.contains(
        "'close' (UIButton) at (20, 20): 'overlay' is in front of it and took the point"))
  }

  @Test("A probe at a time and point explains a child hanging outside its parent")
  func hangingChild() {
    let result = simreplay(
      "explain", Repository.path("Scenarios/child-hanging-outside-its-parent.json"), "--t", "0.05",
      "--point", "150,150")
    #expect(result.code == .success)
    #expect(result.out.contains("A2 at (25, -210): outside its bounds [0, 0, 140, 140]"))
  }

  @Test("A skipped superview is named as the reason a view under the point was not hit")
  func hiddenParent() {
    let result = simreplay(
      "explain", Repository.path("Scenarios/hidden-alpha-interaction-on-a-parent.json"), "--touch",
      "1")
    #expect(result.code == .success)
    #expect(result.out.contains("skipped, hidden"))
    #expect(result.out.contains("its superview"))
  }

  @Test("A touch's explanation lists its recognizers and what each decided")
  func recognizers() {
    let result = simreplay(
      "explain", Repository.path("Scenarios/gestures/blur-tap-vs-button-on-the-blur.json"),
      "--touch", "1")
    #expect(result.out.contains("recognizers that saw touch 1"))
    #expect(
      result.out.contains("'backgroundTap' on 'blurView': t=0.18 failed ('confirm' is a UIButton"))
  }

  @Test("run prints the explanation under a failed hit expectation")
  func runExplainsFailedHits() {
    let result = simreplay("run", Repository.fixtures + "/wrong-expectation.json")
    #expect(result.out.contains("      hit: 'overlay'"))
    #expect(result.out.contains("'close' (UIButton) at (20, 20): 'overlay' is in front of it"))
  }

  @Test(
    "explain needs a touch, or a time and a point",
    arguments: [["--touch"], ["--t", "1"], ["--touch", "0"], ["--point", "1,2"], []])
  func usage(_ extra: [String]) {
    let result = simreplay(["explain", Self.overlay] + extra, environment: Environment())
    #expect(result.code == .usage)
  }

  @Test("explain of a touch the scenario doesn't make is refused")
  func missingTouch() {
    let result = simreplay("explain", Self.overlay, "--touch", "9")
    #expect(result.code == .usage)
    #expect(result.err.contains("there is no touch 9"))
  }

  @Test("explain at a time past the limits a run has is refused before replaying")
  func probePastTheLimit() {
    let result = simreplay("explain", Self.overlay, "--t", "3601", "--point", "1,1")
    #expect(result.code == .usage)
    #expect(
      result.err.contains(
        "Error: '--t': t=3601 s is past the 3600 s a scenario may last (ScenarioLimits.seconds)"))
  }
}
