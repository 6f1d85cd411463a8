/// A navigation controller's stack: its screens by position in `spec.screens`, root first, and
/// where each screen stands on it.
///
/// Pushing, popping and asking whether a screen is on the stack cost the same however deep it
/// is, and replacing it costs the new list's length: the stack of names it replaces was copied
/// at each push (once for the push, once for each journal entry and the transition's before and
/// after), so many pushes in one action list cost their count squared, in time and memory
/// (issue 36: 849 MB). A change hands back what undoes it, which a cancelled transition runs.
struct ScreenStack: Hashable, Sendable {
  /// Root first.
  private(set) var screens: [Int]
  /// Per screen, its position on the stack when `screens` has it there; anything else is stale
  /// (a screen popped or replaced keeps its old position, which a check finds out of date), so
  /// a change writes only the screens it puts on.
  private var positions: [Int]

  init(_ screens: [Int], screenCount: Int) {
    self.screens = screens
    self.positions = Array(repeating: -1, count: screenCount)
    for (position, screen) in screens.enumerated() { positions[screen] = position }
  }

  var count: Int { screens.count }
  var top: Int? { screens.last }

  /// The screen's position on the stack, or nil when it is not on it.
  func position(of screen: Int) -> Int? {
    let position = positions[screen]
    return position >= 0 && position < screens.count && screens[position] == screen
      ? position : nil
  }

  func contains(_ screen: Int) -> Bool { position(of: screen) != nil }

  /// A change of the stack: a push, a pop, or a new list (popToRoot, setViewControllers).
  enum Edit: Hashable, Sendable {
    case push(Int)
    case pop
    case replace([Int])
  }

  /// What puts the stack back as it was before an edit.
  enum Undo: Hashable, Sendable {
    case pop
    case push(Int)
    /// The list before, and the positions the edit wrote over (screen, old position).
    case restore([Int], overwritten: [Int], positions: [Int])
  }

  /// The top after `edit`, without making it.
  func top(after edit: Edit) -> Int? {
    switch edit {
    case .push(let screen): screen
    case .pop: screens.count > 1 ? screens[screens.count - 2] : nil
    case .replace(let list): list.last
    }
  }

  /// Makes `edit`, returning what undoes it. A pushed screen or a new list must not repeat a
  /// screen (the controller refuses that first, as UIKit raises).
  @discardableResult
  mutating func apply(_ edit: Edit) -> Undo {
    switch edit {
    case .push(let screen):
      positions[screen] = screens.count
      screens.append(screen)
      return .pop
    case .pop:
      return .push(screens.removeLast())
    case .replace(let list):
      let before = screens
      let old = list.map { positions[$0] }
      screens = list
      for (position, screen) in list.enumerated() { positions[screen] = position }
      return .restore(before, overwritten: list, positions: old)
    }
  }

  mutating func undo(_ undo: Undo) {
    switch undo {
    case .pop:
      screens.removeLast()
    case .push(let screen):
      positions[screen] = screens.count
      screens.append(screen)
    case .restore(let before, let overwritten, let old):
      screens = before
      for (screen, position) in zip(overwritten, old) { positions[screen] = position }
    }
  }
}
