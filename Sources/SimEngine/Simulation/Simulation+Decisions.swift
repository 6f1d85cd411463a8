import SimGeometry

/// The app's computed actions: `if` on what it reads, and `animate` with computed values and a
/// velocity in points per second.
extension Simulation {
  mutating func decide(_ decision: Decision) {
    let held: Bool
    do { held = try evaluate(decision.condition) != 0 } catch {
      record(.actionFailed("if \(decision.condition) at t=\(now): \(error.message)"))
      return
    }
    record(
      .decision(
        DecisionRecord(
          condition: decision.condition.description, result: held,
          values: values(seenBy: decision.condition))))
    perform(held ? decision.then : decision.otherwise)
  }

  /// What a condition read, then each side of its comparisons that is more than a number or a
  /// value read (a projection, a sum): the figures that explain the outcome.
  private func values(seenBy condition: Expression) -> [NamedValue] {
    var result: [NamedValue] = []
    func add(_ expression: Expression) {
      let name = expression.description
      guard !result.contains(where: { $0.name == name }),
        let value = try? evaluate(expression)
      else { return }
      result.append(NamedValue(name: name, value: value))
    }
    for reference in condition.references { add(.value(reference)) }
    var pending = [condition]
    while let next = pending.popLast() {
      switch next {
      case .comparison(_, let a, let b):
        for side in [a, b] {
          switch side {
          case .number, .value: break
          default: add(side)
          }
        }
      case .logical(_, let a, let b): pending += [b, a]
      case .not(let e): pending.append(e)
      default: break
      }
    }
    return result
  }

  /// `animation` with its computed values and its spring velocity filled in; nil (the run
  /// failing) when one can't be computed.
  mutating func resolve(_ animation: ViewAnimation, view: ViewID) -> ViewAnimation? {
    var result = animation
    do { result.to = try resolve(animation.to) } catch {
      record(.actionFailed("animate '\(animation.view)' at t=\(now): \(error.message)"))
      return nil
    }
    guard let velocity = animation.springVelocity, let parameters = animation.springParameters
    else { return result }
    let from = animation.beginsFromCurrentState ? presentation(of: view) : tree[view]
    var target = tree[view]
    result.to.apply(to: &target)
    let distance = velocity.value.read(in: target) - velocity.value.read(in: from)
    guard
      let relative = relative(
        velocity, distance: distance, context: "animate '\(animation.view)'")
    else { return nil }
    let (timing, duration) = parameters.withInitialVelocity(relative).timing(
      over: animation.duration.seconds)
    result.timing = timing
    result.duration = Interval(seconds: duration)
    return result
  }
}
