import SimGeometry

/// Expressions read the app's state as it is when their action runs: recognizers' values,
/// views' model and presentation values, property animators.
extension Simulation {
  /// The value of `expression` now, or the reason it has none.
  public func evaluate(_ expression: Expression) throws(ExpressionFailure) -> Double {
    let value = try expression.evaluate { (reference) throws(ExpressionFailure) -> Double in
      try read(reference)
    }
    guard abs(value) <= Self.largestComputedValue else {
      throw ExpressionFailure(
        "\(expression) is \(value.compactDescription), beyond the ±\(Self.largestComputedValue.compactDescription) limit of a computed value"
      )
    }
    return value
  }

  /// Computed values are bounded so that no expression can put a view where the geometry's
  /// arithmetic loses all precision.
  public static let largestComputedValue = 1e9

  /// A value the app can read now.
  public func read(_ reference: ValueReference) throws(ExpressionFailure) -> Double {
    switch reference {
    case .gesture(let name, let value):
      guard let id = arena.id(named: name) else {
        throw ExpressionFailure("no gesture recognizer named '\(name)'")
      }
      return try read(value, of: id, name: name)
    case .view(let name, let value, let presentation):
      guard let view = tree.view(named: name) else {
        throw ExpressionFailure("no view named '\(name)' exists at t=\(now)")
      }
      if value == .zoomScale {
        guard let scale = zoomScale(of: view, presentation: presentation) else {
          throw ExpressionFailure(
            "'\(name)' is a \(tree[view].viewClass.name); zoomScale is a scroll view's")
        }
        return scale
      }
      if value == .currentPage {
        guard let page = pager.currentPage(of: view) else {
          throw ExpressionFailure("'\(name)' shows no pages; currentPage is a page scroll view's")
        }
        return Double(page)
      }
      if value == .refreshing {
        guard let state = refresher.state(of: view) else {
          throw ExpressionFailure(
            "'\(name)' has no refreshControl; refreshing is a refresh control's")
        }
        return state.isRefreshing ? 1 : 0
      }
      if let knob = try knobValue(value, of: view, name: name) { return knob }
      let properties = presentation ? self.presentation(of: view) : tree[view]
      return value.read(in: properties)
    case .animator(let name, let value):
      return try readAnimator(name, value)
    case .controlValue(let name):
      guard let view = tree.view(named: name) else {
        throw ExpressionFailure("no view named '\(name)' exists at t=\(now)")
      }
      guard let value = tree[view].controlValue else {
        throw ExpressionFailure(
          "'\(name)' is a \(tree[view].viewClass.name), which has no value (a UISlider has)")
      }
      return value.number
    case .displayLink(let name, let value):
      guard let times = timers.linkTimes(named: name) else {
        throw ExpressionFailure("no display link named '\(name)' has been added by t=\(now)")
      }
      return value == .timestamp ? times.timestamp.seconds : times.target.seconds
    case .variable(let name):
      guard let value = app.value(named: name) else {
        throw ExpressionFailure("no 'let' action has kept a value named $\(name) by t=\(now)")
      }
      return value
    }
  }

  private func read(_ value: GestureValue, of id: RecognizerID, name: String)
    throws(ExpressionFailure) -> Double
  {
    let snapshot = arena[id].snapshot
    let kind = arena[id].configuration.kind.typeName
    func missing(_ what: String) -> ExpressionFailure {
      ExpressionFailure("'\(name)' is a \(kind) recognizer; it has no \(what)")
    }
    switch value {
    case .translationX, .translationY:
      guard let translation = snapshot.translation else { throw missing("translation") }
      return value == .translationX ? translation.x : translation.y
    case .velocityX, .velocityY:
      guard let velocity = snapshot.velocity else { throw missing("velocity in points") }
      return value == .velocityX ? velocity.x : velocity.y
    case .velocity:
      guard let velocity = snapshot.scaleVelocity ?? snapshot.rotationVelocity else {
        throw missing("scalar velocity (pinch and rotation have one; a pan's is velocity.x/y)")
      }
      return velocity
    case .scale:
      guard let scale = snapshot.scale else { throw missing("scale") }
      return scale
    case .rotation:
      guard let rotation = snapshot.rotation else { throw missing("rotation") }
      return rotation
    case .numberOfTouches:
      return Double(arena[id].touches.count)
    case .locationX(let view), .locationY(let view):
      let touches = arena[id].touches
      guard !touches.isEmpty else {
        throw ExpressionFailure("'\(name)' follows no touch, so it has no location")
      }
      var sum = Point.zero
      for number in touches {
        sum.x += router.touches[number - 1].location.x
        sum.y += router.touches[number - 1].location.y
      }
      var point =
        arena[id].machine.fixedLocation
        ?? Point(x: sum.x / Double(touches.count), y: sum.y / Double(touches.count))
      if let view {
        guard let id = tree.view(named: view) else {
          throw ExpressionFailure("no view named '\(view)' exists at t=\(now)")
        }
        guard let converted = tree.convert(fromWindow: point, to: id) else {
          throw ExpressionFailure(
            "'\(view)' can't convert points (its transform is not invertible)")
        }
        point = converted
      }
      if case .locationX = value { return point.x }
      return point.y
    }
  }

  /// `change` with its computed numbers filled in.
  func resolve(_ change: ViewChange) throws(ExpressionFailure) -> ViewChange {
    guard !change.computed.isEmpty else { return change }
    var result = change
    result.computed = []
    for property in change.computed {
      let value = try evaluate(property.expression)
      if let problem = property.slot.write(value, into: &result) {
        throw ExpressionFailure("\(property.slot.rawValue) = \(property.expression): \(problem)")
      }
    }
    return result
  }
}

extension ViewValue {
  func read(in view: ViewProperties) -> Double {
    switch self {
    case .centerX: view.center.x
    case .centerY: view.center.y
    case .minX: view.frame.minX
    case .minY: view.frame.minY
    case .midX: view.frame.midX
    case .midY: view.frame.midY
    case .maxX: view.frame.maxX
    case .maxY: view.frame.maxY
    case .width: view.frame.width
    case .height: view.frame.height
    case .boundsX: view.bounds.minX
    case .boundsY: view.bounds.minY
    case .boundsWidth: view.bounds.width
    case .boundsHeight: view.bounds.height
    case .contentOffsetX: view.contentOffset.x
    case .contentOffsetY: view.contentOffset.y
    case .alpha: view.alpha
    case .transformA: view.transform.a
    case .transformB: view.transform.b
    case .transformC: view.transform.c
    case .transformD: view.transform.d
    case .transformTx: view.transform.tx
    case .transformTy: view.transform.ty
    // Read through `Simulation.zoomScale(of:)`, which finds the zoomed view; a view's own
    // properties hold no zoom, which UIKit reports as 1 (`-_zoomScaleFromPresentationLayer:`).
    case .zoomScale: 1
    // Read through `PageController.currentPage(of:)` before this; a view's own properties
    // hold no page, and the first page is 0.
    case .currentPage: 0
    // Read through `RefreshControls.state(of:)` before this.
    case .refreshing: 0
    // Read through `Simulation.knobValue(_:of:name:)` before this.
    case .knobPosition, .knobWidth, .knobProgress: 0
    }
  }
}
