import SimGeometry

/// Whether the simulation has come to rest: nothing left that moves or fires without a new
/// touch. What `settle` waits for, and what it lists when it gives up.
extension Simulation {
  /// What is still pending now, one line each, in a stable order: running animations (and
  /// whether they repeat forever or are driven by an animator), property animators that are
  /// active, scroll views still moving, and scheduled timers and delays. Empty when settled.
  public var pendingWork: [String] {
    var lines: [String] = []
    for number in animator.runningNumbers {
      let record = animator.records[number - 1]
      var line = "animation \(number) of '\(tree.name(of: record.view))'"
      if record.repeatsForever || record.end == .never {
        line += " (repeats forever)"
      } else if record.driver == nil {
        line += " (until t=\(record.end))"
      }
      lines.append(line)
    }
    for index in animator.activeAnimators {
      let animator = animator.propertyAnimator(index)
      let what =
        animator.isRunning
        ? "running" : "paused at fractionComplete \(animator.progress(at: now).compactDescription)"
      lines.append("property animator '\(animator.settings.name)' \(what)")
    }
    for (view, phase) in scroller.active {
      lines.append("scroll view '\(tree.name(of: view))' \(phase)")
    }
    for event in scheduler.pending {
      switch event.kind {
      case .recognizer(let id, let timer):
        lines.append(
          "a \(timer.rawValue) timer of '\(arena[id].name)' (fires at t=\(event.deadline))")
      case .animatorStart(let index):
        lines.append(
          "property animator '\(animator.propertyAnimator(index).settings.name)' waiting to start at t=\(event.deadline)"
        )
      case .controlRepeat(let number):
        lines.append(
          "a stepper's repeat timer held by touch \(number) (fires at t=\(event.deadline))")
      case .animationEnd, .animatorRunEnd, .appTimer:
        continue  // already listed as a running animation or animator, or below
      }
    }
    return lines + timers.pendingLines
  }

  /// Whether nothing is pending: no animation, active animator, moving scroll view, timer or
  /// delay.
  public var isSettled: Bool {
    !animator.isAnimating && !animator.hasLiveAnimators && scroller.active.isEmpty
      && scheduler.isEmpty && !timers.hasWaiting && !timers.hasLinks
  }
}
