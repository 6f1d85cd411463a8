import Testing

@testable import SimEngine

/// The navigation stack's positions: a screen is on the stack exactly when the list has it,
/// however it got there or left, and an undone change leaves the stack as it was.
@Suite("Screen stack")
struct ScreenStackTests {
  @Test("Pushing and popping keep each screen's place")
  func pushAndPop() {
    var stack = ScreenStack([0], screenCount: 4)
    stack.apply(.push(2))
    stack.apply(.push(3))
    #expect(stack.screens == [0, 2, 3] && stack.position(of: 3) == 2 && !stack.contains(1))
    stack.apply(.pop)
    #expect(stack.screens == [0, 2] && !stack.contains(3) && stack.top == 2)
    stack.apply(.push(1))
    // 3's old place (2) now holds 1: 3 is still off the stack.
    #expect(stack.position(of: 1) == 2 && !stack.contains(3))
  }

  @Test("A new list moves screens, and undoing it puts every screen back in its place")
  func replaceAndUndo() {
    var stack = ScreenStack([0, 1, 2], screenCount: 4)
    let undo = stack.apply(.replace([2, 0]))
    #expect(stack.screens == [2, 0] && stack.position(of: 2) == 0 && stack.position(of: 0) == 1)
    #expect(!stack.contains(1))
    stack.undo(undo)
    #expect(stack.screens == [0, 1, 2])
    #expect([0, 1, 2].map { stack.position(of: $0) } == [0, 1, 2] && !stack.contains(3))
  }

  @Test("Undoing a push or a pop restores the stack")
  func undoPushAndPop() {
    var stack = ScreenStack([0, 1], screenCount: 3)
    stack.undo(stack.apply(.push(2)))
    #expect(stack.screens == [0, 1] && !stack.contains(2))
    stack.undo(stack.apply(.pop))
    #expect(stack.screens == [0, 1] && stack.position(of: 1) == 1)
    #expect(stack.top(after: .pop) == 0 && stack.top(after: .replace([2])) == 2)
  }
}
