import SimGeometry

/// A scroll view's pan feeding the keyboard's dismissal: UIKit hands each pan update to the
/// keyboard after setting the content offset (`-_updatePanGesture`), and the lift before
/// `scrollViewWillEndDragging` (`-_endPanNormal:`).
extension Simulation {
  /// A pan update (`began`, `changed`) of scroll view `view` whose mode is `.interactive` or
  /// `.onDrag` (UIKit calls `scrollView:didPanWithGesture:` for modes 1…4).
  mutating func keyboardFollowsPan(_ view: ViewID, began: Bool, pan: RecognizerID) {
    guard keyboard.isConfigured, let mode = scroller.settings(of: view)?.keyboardDismissMode,
      mode == .interactive || mode == .onDrag, let point = panLocation(pan)
    else { return }
    carryOut(
      keyboard.scrollViewPanned(
        tree.name(of: view), dismissesAtOnce: mode == .onDrag, began: began, at: point))
  }

  /// The lift (`ended`, `cancelled`) of that pan.
  mutating func keyboardPanFinished(_ view: ViewID, pan: RecognizerID) {
    guard keyboard.isConfigured, isInteractive(view) else { return }
    let velocity = arena[pan].snapshot.velocity?.y ?? 0
    carryOut(
      keyboard.scrollViewPanFinished(
        tree.name(of: view), at: panLocation(pan), velocityY: velocity))
  }

  private func isInteractive(_ view: ViewID) -> Bool {
    scroller.settings(of: view)?.keyboardDismissMode == .interactive
  }

  /// `locationOfTouch:0 inView:`: the pan's first touch, in window coordinates.
  private func panLocation(_ pan: RecognizerID) -> Point? {
    guard let number = arena[pan].touches.first else { return nil }
    return router.touches[number - 1].location
  }
}
