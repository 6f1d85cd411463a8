import SimGeometry

/// One number of a `set` or `animate` action that is computed when the action runs
/// (`"center": [160, "400 + pan.translation.y"]`): which number, and how.
public struct ComputedProperty: Hashable, Sendable {
  public var slot: PropertySlot
  public var expression: Expression

  public init(_ slot: PropertySlot, _ expression: Expression) {
    self.slot = slot
    self.expression = expression
  }
}

/// A number inside a ``ViewChange``: a component of its frame, bounds, center, content offset
/// or transform, or its alpha.
public enum PropertySlot: String, Hashable, Sendable, CaseIterable {
  case frameX = "frame.x"
  case frameY = "frame.y"
  case frameWidth = "frame.width"
  case frameHeight = "frame.height"
  case boundsX = "bounds.x"
  case boundsY = "bounds.y"
  case boundsWidth = "bounds.width"
  case boundsHeight = "bounds.height"
  case centerX = "center.x"
  case centerY = "center.y"
  case contentOffsetX = "contentOffset.x"
  case contentOffsetY = "contentOffset.y"
  case alpha
  case transformA = "transform.a"
  case transformB = "transform.b"
  case transformC = "transform.c"
  case transformD = "transform.d"
  case transformTx = "transform.tx"
  case transformTy = "transform.ty"

  /// The slots of a property written as an array, in the array's order.
  public static func slots(of property: String) -> [PropertySlot] {
    allCases.filter { $0.rawValue == property || $0.rawValue.hasPrefix(property + ".") }
  }

  /// Writes `value` into `change`, whose property the decoder has already given (the literal
  /// numbers around the computed one); says what is wrong when the value can't be used.
  func write(_ value: Double, into change: inout ViewChange) -> String? {
    switch self {
    case .frameWidth, .frameHeight, .boundsWidth, .boundsHeight:
      guard value >= 0 else {
        return "\(rawValue) can't be negative, got \(value.compactDescription)"
      }
    default: break
    }
    switch self {
    case .frameX: change.frame?.origin.x = value
    case .frameY: change.frame?.origin.y = value
    case .frameWidth: change.frame?.size.width = value
    case .frameHeight: change.frame?.size.height = value
    case .boundsX: change.boundsOrigin?.x = value
    case .boundsY: change.boundsOrigin?.y = value
    case .boundsWidth: change.boundsSize?.width = value
    case .boundsHeight: change.boundsSize?.height = value
    case .centerX: change.center?.x = value
    case .centerY: change.center?.y = value
    case .contentOffsetX: change.contentOffset?.x = value
    case .contentOffsetY: change.contentOffset?.y = value
    // UIKit keeps any alpha and draws it clamped to [0, 1]; a computed fade that overshoots is
    // common, so the engine stores it clamped (docs/semantics.md).
    case .alpha: change.alpha = Swift.min(Swift.max(value, 0), 1)
    case .transformA: change.transform?.a = value
    case .transformB: change.transform?.b = value
    case .transformC: change.transform?.c = value
    case .transformD: change.transform?.d = value
    case .transformTx: change.transform?.tx = value
    case .transformTy: change.transform?.ty = value
    }
    return nil
  }
}
