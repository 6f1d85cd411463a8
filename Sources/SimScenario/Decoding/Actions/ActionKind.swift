/// The kinds of action, each named by the one key that says which it is (`{"log": "saved"}`).
///
/// An enum, switched over without `default:`, so an action kind added here and forgotten in
/// the decoder is a compile error, not an action silently read as another kind.
enum ActionKind: String, CaseIterable, Sendable {
  case log, set, remove, add, animate, present, dismiss, setContentOffset, scrollRectToVisible
  case scrollToRow
  case `if`, animator, `let`, push, pop, popToRoot, setViewControllers, transition
  case setZoomScale, zoomTo
  case timer, displayLink, invalidate
  case setOn
  case becomeFirstResponder, resignFirstResponder, endEditing
  case endRefreshing, beginRefreshing

  /// Every kind's key, in the order messages list them.
  static let keys = allCases.map(\.rawValue)
}
