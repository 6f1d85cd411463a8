/// App-driven values in Swift: `change.compute(.centerY, "500 + max(pan.translation.y, 0)")`,
/// the expression a file writes in place of a number (docs/scenario-format.md, "App-driven
/// motion"), parsed by the same ``ExpressionParser``.
extension ViewChange {
  /// Fills `slot` with `expression`'s value when the action runs. The property the slot is part
  /// of is set too (its other parts 0 unless already set), as a file's
  /// `"center": [195, "500 + …"]` sets the whole center.
  public mutating func compute(_ slot: PropertySlot, _ expression: String) throws(ExpressionError) {
    let parsed = try ExpressionParser.parse(expression)
    switch slot {
    case .frameX, .frameY, .frameWidth, .frameHeight: frame = frame ?? .zero
    case .boundsX, .boundsY: boundsOrigin = boundsOrigin ?? .zero
    case .boundsWidth, .boundsHeight: boundsSize = boundsSize ?? Size(width: 0, height: 0)
    case .centerX, .centerY: center = center ?? .zero
    case .contentOffsetX, .contentOffsetY: contentOffset = contentOffset ?? .zero
    case .alpha: alpha = alpha ?? 0
    case .transformA, .transformB, .transformC, .transformD, .transformTx, .transformTy:
      transform = transform ?? .identity
    }
    computed.append(ComputedProperty(slot, parsed))
  }
}
