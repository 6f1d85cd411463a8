import SimEngine
import SimGeometry

/// Makes one explored stream's gestures, each when the previous one has begun, from what the
/// simulation shows then: taps aim at the views' drawn centres (or anywhere), and start times
/// lean toward the moments that matter, just before, at and after the end of an animation the
/// app or UIKit is running (a transition, a sheet's spring, a deceleration's bounce), or soon
/// after the previous gesture (a double tap, a tap during a fling's deceleration).
struct StreamGenerator {
  var random: SplitMix64
  let settings: ExploreSettings
  let screen: Screen
  let earliest: Instant
  let fingerBase: Int
  /// How many gestures this stream makes, and how many it has made.
  let count: Int
  var made = 0
  /// The journal read so far, for the animation ends it announces.
  var scanned: Int?
  /// Upcoming moments (animation ends), in the order they were announced.
  var moments: [Instant] = []
  /// When the previous gesture began: gestures begin in order.
  var last: Instant?

  init(seed: UInt64, settings: ExploreSettings, screen: Screen, earliest: Instant, fingerBase: Int)
  {
    random = SplitMix64(seed: seed)
    self.settings = settings
    self.screen = screen
    self.earliest = earliest
    self.fingerBase = fingerBase
    count = 1 + random.below(max(1, settings.maximumGestures))
  }

  /// The next gesture, given the simulation as it is when the previous one began; nil when the
  /// stream is complete.
  mutating func next(after simulation: Simulation) -> ExploreGesture? {
    guard made < count else { return nil }
    collectMoments(simulation)
    let time = startTime(after: max(simulation.now, last ?? earliest, earliest))
    last = time
    let shape = makeShape(simulation)
    let gesture = ExploreGesture(time: time, shape: shape, finger: fingerBase + made * 3)
    made += 1
    return gesture
  }

  private mutating func collectMoments(_ simulation: Simulation) {
    let journal = simulation.journal
    var index = scanned ?? journal.count
    if scanned == nil, journal.count > 0 {
      // Animations running at the fork: their ends are moments too.
      index = max(0, journal.count - 64)
    }
    while index < journal.count {
      if case .animationStarted(_, _, _, let end) = journal[index].kind, end != .never {
        moments.append(end)
      }
      index += 1
    }
    scanned = index
    moments.removeAll { $0 < simulation.now }
    if moments.count > 32 { moments.removeFirst(moments.count - 32) }
  }

  /// When the gesture begins: at an upcoming moment give or take two frames (four times in
  /// ten when there is one), else after a gap: under 50 ms (fingers nearly together), under
  /// 350 ms (a double tap, a tap during a deceleration) or under a second.
  private mutating func startTime(after now: Instant) -> Instant {
    let frame = 1 / Double(screen.fps)
    var seconds: Double
    if !moments.isEmpty, random.chance(0.4) {
      let moment = moments[random.below(moments.count)]
      seconds = moment.seconds + Double(random.below(5) - 2) * frame
    } else {
      let band = random.below(3)
      let gap =
        band == 0
        ? random.between(0, 0.05) : band == 1 ? random.between(0.05, 0.35) : random.between(0.35, 1)
      seconds = now.seconds + gap
    }
    let milliseconds = max((seconds * 1000).rounded(), (now.seconds * 1000).rounded(.up))
    return Instant(nanoseconds: Int64(milliseconds) * 1_000_000)
  }

  private mutating func makeShape(_ simulation: Simulation) -> ExploreGesture.Shape {
    let size = screen.size
    let roll = random.below(100)
    switch roll {
    case 0..<28:
      return .tap(point(simulation), taps: 1, fingers: 1, duration: milliseconds(40, 120))
    case 28..<40:
      return .tap(point(simulation), taps: 2, fingers: 1, duration: milliseconds(40, 100))
    case 40..<46:
      return .tap(
        point(simulation), taps: 1, fingers: 2 + random.below(2), duration: milliseconds(40, 120))
    case 46..<54:
      return .longPress(point(simulation), duration: milliseconds(550, 900))
    case 54..<70:
      let from = point(simulation)
      return .drag(
        from: from, to: anywhere(), duration: milliseconds(100, 600),
        fingers: random.chance(0.15) ? 2 : 1)
    case 70..<82:
      let from = point(simulation)
      var to = anywhere()
      let velocity = Double(500 + random.below(40) * 100)
      // The fling helper needs more than two frames at its speed.
      let needed = 2 * velocity / Double(screen.fps) + 10
      if from.distance(to: to) <= needed {
        to = Point(x: from.x, y: from.y + (from.y < size.height / 2 ? 1 : -1) * (needed + 40))
      }
      return .fling(from: from, to: to, velocity: velocity)
    case 82..<93:
      let edge = ScreenEdge.allCases[random.below(4)]
      let across = edge == .left || edge == .right ? size.height : size.width
      return .edgeSwipe(
        edge, position: whole(random.between(0.1, 0.9) * across),
        distance: whole(
          random.between(
            40,
            0.8
              * (edge == .left || edge == .right
                ? size.width : size.height))), velocity: Double(300 + random.below(25) * 100))
    default:
      let from = whole(random.between(40, 200))
      return .pinch(
        center: point(simulation), from: from, to: whole(from * random.between(0.4, 2.5)),
        duration: milliseconds(200, 600))
    }
  }

  /// A view's drawn centre seven times in ten (controls twice as likely), else anywhere on the
  /// screen.
  private mutating func point(_ simulation: Simulation) -> Point {
    guard random.chance(0.7) else { return anywhere() }
    let size = screen.size
    var candidates: [Point] = []
    for geometry in simulation.viewGeometry() where geometry.depth > 0 && !geometry.isHidden {
      let box = RunWatch.box(geometry)
      let centre = Point(x: whole(box.midX), y: whole(box.midY))
      guard centre.x >= 0, centre.y >= 0, centre.x < size.width, centre.y < size.height else {
        continue
      }
      candidates.append(centre)
      if geometry.isControl { candidates.append(centre) }
    }
    guard !candidates.isEmpty else { return anywhere() }
    return candidates[random.below(candidates.count)]
  }

  private mutating func anywhere() -> Point {
    Point(
      x: whole(random.between(0, screen.size.width)),
      y: whole(random.between(0, screen.size.height)))
  }

  private mutating func milliseconds(_ low: Int, _ high: Int) -> Interval {
    Interval(nanoseconds: Int64(low + random.below(high - low + 1)) * 1_000_000)
  }

  private func whole(_ value: Double) -> Double { value.rounded() }
}
