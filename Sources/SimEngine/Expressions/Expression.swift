/// A value an action computes when it runs: arithmetic over what the app can read at that
/// moment (a gesture's translation, a view's center, an animator's fraction), as an app's
/// gesture handler computes a view's new position from `translation(in:)`.
///
/// Expressions have no loops, no assignments and no recursion beyond their own (bounded)
/// nesting, so evaluating one always ends, after as many steps as it has nodes.
public indirect enum Expression: Hashable, Sendable {
  case number(Double)
  case value(ValueReference)
  case negate(Expression)
  case not(Expression)
  case arithmetic(ArithmeticOperator, Expression, Expression)
  case comparison(ComparisonOperator, Expression, Expression)
  case logical(LogicalOperator, Expression, Expression)
  case function(ExpressionFunction, [Expression])

  public enum ArithmeticOperator: String, Hashable, Sendable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
  }

  public enum ComparisonOperator: String, Hashable, Sendable {
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case equal = "=="
    case notEqual = "!="
  }

  public enum LogicalOperator: String, Hashable, Sendable {
    case and = "&&"
    case or = "||"
  }

  /// Whether the expression is a condition (true or false) rather than a number.
  public var isCondition: Bool {
    switch self {
    case .not, .comparison, .logical: true
    case .value(let reference): reference.isCondition
    case .number, .negate, .arithmetic, .function: false
    }
  }
}

/// The functions an expression can call.
public enum ExpressionFunction: String, Hashable, Sendable, CaseIterable {
  /// The smallest of two or more numbers.
  case min
  /// The largest of two or more numbers.
  case max
  /// `clamp(x, low, high)`: x kept within [low, high].
  case clamp
  case abs
  /// `rubberBand(offset, dimension[, constant])`: how far a view resisting a drag moves,
  /// UIKit-style: (1 − 1 / (|offset|·c / d + 1))·d with the offset's sign; c defaults to 0.55.
  case rubberBand
  /// `project(velocity[, rate])`: how far a flick at `velocity` (pt/s) carries on a
  /// decelerating surface, WWDC 2018 "Designing Fluid Interfaces":
  /// velocity / 1000 · rate / (1 − rate); rate defaults to 0.998 (`.normal`).
  case project
  /// The nearest whole number (halves away from zero), and the whole numbers below and above.
  case round, floor, ceil

  /// How many arguments it takes.
  var arity: ClosedRange<Int> {
    switch self {
    case .min, .max: 2...16
    case .clamp: 3...3
    case .abs, .round, .floor, .ceil: 1...1
    case .rubberBand: 2...3
    case .project: 1...2
    }
  }
}

/// A number the running app can read.
public enum ValueReference: Hashable, Sendable {
  /// A recognizer's value, by the recognizer's id.
  case gesture(String, GestureValue)
  /// A view's value, by the view's id: its model value or, with `presentation`, its value as
  /// drawn now (`layer.presentation()`).
  case view(String, ViewValue, presentation: Bool)
  /// A property animator's value, by its name.
  case animator(String, AnimatorValue)
  /// A number the app kept with a `let` action (`$start`), as an app keeps one in a property.
  case variable(String)
  /// A valued control's value, by the control's id (`slider.value`).
  case controlValue(String)
  /// A display link's `timestamp` or `targetTimestamp` (seconds), by its name.
  case displayLink(String, DisplayLinkValue)

  var isCondition: Bool {
    switch self {
    case .animator(_, .isRunning), .animator(_, .isReversed): true
    case .gesture, .view, .animator, .variable, .controlValue, .displayLink: false
    }
  }
}

/// What an expression reads of a recognizer (all in window coordinates unless `in` a view).
public enum GestureValue: Hashable, Sendable {
  /// A pan's `translation(in:)`.
  case translationX, translationY
  /// A pan's `velocity(in:)`, points per second.
  case velocityX, velocityY
  /// `location(in:)`: the centroid of its touches, in the named view's coordinates (the
  /// window's when nil).
  case locationX(in: String?)
  case locationY(in: String?)
  /// A pinch's scale, a rotation's angle (radians), and either one's velocity.
  case scale, rotation, velocity
  case numberOfTouches
}

/// What an expression reads of a view.
public enum ViewValue: String, Hashable, Sendable, CaseIterable {
  case centerX = "center.x"
  case centerY = "center.y"
  case minX = "frame.minX"
  case minY = "frame.minY"
  case midX = "frame.midX"
  case midY = "frame.midY"
  case maxX = "frame.maxX"
  case maxY = "frame.maxY"
  case width = "frame.width"
  case height = "frame.height"
  case boundsX = "bounds.x"
  case boundsY = "bounds.y"
  case boundsWidth = "bounds.width"
  case boundsHeight = "bounds.height"
  case contentOffsetX = "contentOffset.x"
  case contentOffsetY = "contentOffset.y"
  case alpha
  case transformA = "transform.a"
  case transformB = "transform.b"
  case transformC = "transform.c"
  case transformD = "transform.d"
  case transformTx = "transform.tx"
  case transformTy = "transform.ty"
  /// A scroll view's `zoomScale`: its zoomed view's `transform.a` (1 when it zooms nothing).
  case zoomScale
  /// A page scroll view's page: the index of `viewControllers.first` in its `pages`.
  case currentPage
  /// A scroll view's `refreshControl.isRefreshing`: 1 or 0.
  case refreshing
  /// A `UISwitch`'s knob as drawn: its layer's `position.x`, in the switch's coordinates
  /// (15.5 off, 35.5 on; `SwitchKnob`).
  case knobPosition
  /// A `UISwitch`'s knob as drawn: its layer's `bounds.width` (43, 50 pressed).
  case knobWidth
  /// A `UISwitch`'s knob as drawn: where its centre is from off (0) to on (1).
  case knobProgress
}

/// What an expression reads of a property animator.
public enum AnimatorValue: String, Hashable, Sendable, CaseIterable {
  case fractionComplete
  case isRunning
  case isReversed
  /// `UIViewAnimatingState`'s raw value: 0 inactive, 1 active, 2 stopped.
  case state
  /// `duration`: the animator's duration in seconds (a spring with its own settling time
  /// reports that, as `_setTimingParameters:` makes it the base duration).
  case duration
}
