/// The properties few views have, kept out of line by ``ViewProperties``: immutable, and
/// compared and hashed by value, so two views with equal values are equal whatever storage
/// they point to.
@usableFromInline
final class RareViewProperties: Hashable, Sendable {
  struct Values: Hashable, Sendable {
    var hitArea: HitArea?
    var viewController: String?
    var touchesShouldCancel: Bool?
    var controlValue: ControlValue?
  }

  let values: Values

  init(_ values: Values) { self.values = values }

  @usableFromInline
  static func == (lhs: RareViewProperties, rhs: RareViewProperties) -> Bool {
    lhs.values == rhs.values
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
