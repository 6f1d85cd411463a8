import Foundation
import SimEngine
import SimGeometry
import Testing

/// What UIKit posts when a scroll view dismisses the keyboard (iOS 18.2): values worked out here
/// from `UIScrollToDismissSupport`, `-[UIInputWindowController moveFromPlacement:toPlacement:…]`,
/// `-[UIInputViewSetPlacement notificationsForTransitionToPlacement:]` (an on-screen placement
/// to an off-screen one: 3, hide) and `UIInputViewSetNotificationInfo` (one info, its duration
/// and curve 7 in both the start and the end notifications). The stage is
/// `KeyboardInteractiveTests.stage`: docked top 844 − 336 = 508, hidden top 844.
@Suite("The keyboard's notifications when a scroll view dismisses it")
struct KeyboardDismissNotificationTests {
  static let height = KeyboardTests.height
  static let docked = Rect(x: 0, y: 844 - height, width: 390, height: height)
  static let hidden = Rect(x: 0, y: 844, width: 390, height: height)

  /// The start of a dismissal from the docked frame with the info's own 0.25 s.
  static let hideFromDocked = [
    KeyboardNotification(
      name: .willChangeFrame, begin: docked, end: hidden, duration: 0.25, curve: 7),
    KeyboardNotification(name: .willHide, begin: docked, end: hidden, duration: 0.25, curve: 7),
  ]

  static func notifications(_ sim: Simulation) -> [KeyboardNotification] {
    sim.journal.compactMap {
      if case .keyboard(.notification(let n)) = $0.kind { return n }
      return nil
    }
  }

  /// The journal's keyboard records after `time`, as names: the notification's, or
  /// "firstResponder" for a change of first responder.
  static func keyboardRecords(_ sim: Simulation, after time: Double) -> [String] {
    sim.journal.compactMap {
      guard $0.time > Instant(seconds: time) else { return nil }
      switch $0.kind {
      case .keyboard(.notification(let n)): return n.name.rawValue
      case .keyboard(.firstResponder): return "firstResponder"
      default: return nil
      }
    }
  }

  /// When `name` was first posted after `time`.
  static func time(of name: KeyboardNotification.Name, _ sim: Simulation, after time: Double)
    -> Instant?
  {
    sim.journal.first {
      guard $0.time > Instant(seconds: time), case .keyboard(.notification(let n)) = $0.kind
      else { return false }
      return n.name == name
    }?.time
  }

  @Test("The did notifications carry the info's duration 0.25 and curve 7, as the will ones")
  func didCarriesTheInfo() {
    // `postValidatedEndNotifications:` posts `[info userInfo]`, the same info as the start's,
    // whose duration is the animation style's (0.25) and whose curve is options >> 16 = 7.
    let sim = KeyboardInteractiveTests.stage()
    #expect(
      Self.notifications(sim) == [
        KeyboardNotification(
          name: .willChangeFrame, begin: Self.hidden, end: Self.docked, duration: 0.25, curve: 7),
        KeyboardNotification(
          name: .willShow, begin: Self.hidden, end: Self.docked, duration: 0.25, curve: 7),
        KeyboardNotification(
          name: .didChangeFrame, begin: Self.hidden, end: Self.docked, duration: 0.25, curve: 7),
        KeyboardNotification(
          name: .didShow, begin: Self.hidden, end: Self.docked, duration: 0.25, curve: 7),
      ])
  }

  @Test("An interactive dismissal resigns the first responder, then posts didChangeFrame, didHide")
  func resignsBeforeTheEndNotifications() throws {
    var sim = KeyboardInteractiveTests.stage()
    let ys: [Double] = [320, 400, 480, 540, 600, 660, 720]
    try KeyboardInteractiveTests.drag(&sim, through: ys)
    try KeyboardInteractiveTests.lift(&sim, after: ys.count, at: 720)
    let lift = 1 + Double(ys.count + 1) / 60
    sim.advance(to: Instant(seconds: lift + 0.6))
    // The move's completion runs `didFinishTranslationFromPlacement:to:` (which resigns) before
    // the block that posts the end notifications.
    #expect(
      Self.keyboardRecords(sim, after: 1) == [
        "willChangeFrame", "willHide", "firstResponder", "didChangeFrame", "didHide",
      ])
    let at = Rect(x: 0, y: 720, width: 390, height: Self.height)
    let duration = (720.0 - 508) / 336 * 0.25
    #expect(
      Array(Self.notifications(sim).suffix(2)) == [
        KeyboardNotification(
          name: .didChangeFrame, begin: at, end: Self.hidden, duration: duration, curve: 7),
        KeyboardNotification(
          name: .didHide, begin: at, end: Self.hidden, duration: duration, curve: 7),
      ])
  }

  @Test("A downward lift above the keyboard's docked top (progress 0) notifies the info's 0.25 s")
  func zeroProgressKeepsTheInfoDuration() throws {
    var sim = KeyboardInteractiveTests.stage()
    // 540 reaches the keyboard; 480 pulls it back to docked (offset max(480 − 508, 0) = 0);
    // the finger then moves down again and lifts at 500, above 508: p = 0, velocity > 0.
    let ys: [Double] = [320, 400, 480, 540, 600, 480, 490, 500]
    try KeyboardInteractiveTests.drag(&sim, through: ys)
    try KeyboardInteractiveTests.lift(&sim, after: ys.count, at: 500)
    // `completeKeyboardDismiss:withDuration:0` takes the info's duration and pushes no style.
    #expect(
      Array(Self.notifications(sim).suffix(2)) == Self.hideFromDocked)
    let released = sim.journal.compactMap { entry -> Double? in
      if case .keyboard(.interactive(.released(_, _, _, let duration))) = entry.kind {
        return duration
      }
      return nil
    }
    #expect(released == [0], "the lift itself gives p × 0.25 = 0")
  }

  @Test("onDrag: the pan's first update hides the docked keyboard; it resigns once it is down")
  func onDragHidesFromTheFirstUpdate() throws {
    var sim = KeyboardInteractiveTests.stage(.onDrag)
    // The pan begins on the move past its 10 pt hysteresis: 300 → 315 at t = 1 + 1/60.
    try KeyboardInteractiveTests.drag(&sim, through: [315, 330, 360])
    let begun = Instant(seconds: 1 + KeyboardInteractiveTests.frame)
    #expect(Self.time(of: .willHide, sim, after: 0.6) == begun)
    #expect(
      Array(Self.notifications(sim).suffix(2)) == Self.hideFromDocked)
    #expect(sim.keyboardState.firstResponder == "field", "still first responder while it moves")
    // The curve-7 spring runs 0.5 s whatever the info says; then the resign, then the ends.
    sim.advance(to: Instant(seconds: 1 + KeyboardInteractiveTests.frame + 0.51))
    #expect(
      Self.keyboardRecords(sim, after: 0.6) == [
        "willChangeFrame", "willHide", "firstResponder", "didChangeFrame", "didHide",
      ])
    #expect(sim.keyboardState.firstResponder == nil)
  }

  @Test("onDrag: a drag begun while the keyboard still rises hides it at the first update after")
  func onDragWaitsForTheDock() throws {
    var sim = KeyboardInteractiveTests.stage(.onDrag)
    // Hide at 0.6 and show again at 0.71: the show's spring ends at 0.71 + 0.5 = 1.21.
    sim.perform([.keyboard(.endEditing)])
    sim.advance(to: Instant(seconds: 0.71))
    sim.perform([.keyboard(.becomeFirstResponder("field"))])
    // Moves one frame apart from t = 1: the updates up to 1 + 12/60 = 1.2 find the keyboard
    // changing placement (`isChangingPlacement`) and do nothing; 1 + 13/60 finds it docked.
    let ys = (1...16).map { 300 + 10 * Double($0) }
    try KeyboardInteractiveTests.drag(&sim, through: ys)
    #expect(
      Self.time(of: .willHide, sim, after: 0.71)
        == Instant(seconds: 1 + 13 * KeyboardInteractiveTests.frame))
    #expect(Self.notifications(sim).last?.begin == Self.docked)
  }
}
