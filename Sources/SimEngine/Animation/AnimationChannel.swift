import SimGeometry

/// A number of a view that animates on its own, as UIKit animates `position.x`,
/// `bounds.size.width` and the others separately and additively.
enum AnimationChannel: Int, Hashable, Sendable, CaseIterable {
  case centerX
  case centerY
  case boundsX
  case boundsY
  case width
  case height
  case alpha

  /// The channels as Core Animation keys them: `position`, `bounds.origin`, `bounds.size`,
  /// `opacity`. A key animates all its channels together.
  static let groups: [[AnimationChannel]] = [
    [.centerX, .centerY], [.boundsX, .boundsY], [.width, .height], [.alpha],
  ]

  func value(in view: ViewProperties) -> Double {
    switch self {
    case .centerX: view.center.x
    case .centerY: view.center.y
    case .boundsX: view.bounds.origin.x
    case .boundsY: view.bounds.origin.y
    case .width: view.bounds.size.width
    case .height: view.bounds.size.height
    case .alpha: view.alpha
    }
  }

  func set(_ value: Double, in view: inout ViewProperties) {
    switch self {
    case .centerX: view.center.x = value
    case .centerY: view.center.y = value
    case .boundsX: view.bounds.origin.x = value
    case .boundsY: view.bounds.origin.y = value
    case .width: view.bounds.size.width = value
    case .height: view.bounds.size.height = value
    case .alpha: view.alpha = value
    }
  }
}

/// One running animation of one channel: the presentation value is the model value plus
/// `delta × (1 − progress)`, so several tracks of a channel add up, and each fades to zero
/// as it completes (UIKit's additive animations since iOS 8).
struct ScalarTrack: Hashable, Sendable {
  var animation: Int
  var delta: Double
  var view: ViewID
  /// Its animation's running slot, where a frame's progress pass leaves its progress.
  var slot: Int32
  var channel: AnimationChannel
  /// The next of its view's tracks in the ``TrackStore``'s pool, or -1.
  var next: Int32 = -1
}

/// A running transform animation. Transforms do not add up here: a newer one replaces an older
/// one and starts from the on-screen transform.
struct TransformTrack: Hashable, Sendable {
  var animation: Int
  var slot: Int
  var view: ViewID
  var from: AffineTransform
  var to: AffineTransform
}
