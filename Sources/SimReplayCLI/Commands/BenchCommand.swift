import SimEngine
import SimGeometry
import SimReference
import SimReport
import SimScenario

/// `simreplay bench FILE [--points N] [--seed S] [--json] [--reference]`: how fast the engine
/// hit-tests the scenario's own tree (as it stands at time zero), at N seeded random points on
/// the screen, and with `--reference`, how fast a naive recursive UIKit-shaped class tree does
/// on the same points in the same process.
///
/// The checksum (FNV-1a over the answers, in point order) depends only on the tree, the points
/// and the seed, so it is the same on every run; the engine's and the reference's must agree.
/// The only command that reads the wall clock.
struct BenchCommand {
  struct Options: Equatable {
    var file: String
    var points = 10_000
    var seed: UInt64 = 1
    var json = false
    var reference = false

    static let flags = ["--points", "--seed", "--json", "--reference", "--help"]
    static let maximumPoints = 100_000_000

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
      var files: [String] = []
      var options = Options(file: "")
      var reader = ArgumentReader(arguments, command: "bench")
      while let argument = try reader.next() {
        switch argument {
        case "--json": options.json = true
        case "--reference": options.reference = true
        case "--points":
          let text = try reader.value(for: "--points", "<n>")
          guard let count = Int(text), count >= 1, count <= maximumPoints else {
            throw UsageError(
              message: "'--points' takes a number of points from 1 to 100,000,000, got '\(text)'",
              command: "bench")
          }
          options.points = count
        case "--seed":
          let text = try reader.value(for: "--seed", "<s>")
          guard let seed = UInt64(text) else {
            throw UsageError(
              message: "'--seed' takes a whole number from 0 to \(UInt64.max), got '\(text)'",
              command: "bench")
          }
          options.seed = seed
        case _ where argument.hasPrefix("-") && argument.count > 1:
          throw reader.unknownOption(argument, flags: flags)
        default:
          files.append(argument)
        }
      }
      guard let file = files.first else {
        throw UsageError(message: "missing expected argument '<file>'", command: "bench")
      }
      guard files.count == 1 else {
        throw UsageError(
          message: "bench profiles one scenario, but \(files.count) were given", command: "bench")
      }
      options.file = file
      return options
    }
  }

  static let usage =
    "simreplay bench <file> [--points <n>] [--seed <s>] [--json] [--reference]"

  static let help = """
    OVERVIEW: Profile hit testing on a scenario's own view tree.

    Hit-tests the scenario's tree, as it stands at time zero, at N random points spread over
    the screen (the same points for the same seed), and prints hits per second, nanoseconds
    per hit test, views visited per hit test, nanoseconds per visited view, and a checksum of
    the answers. A view counts as visited when its hit test ran, or when the window's grid
    looked at it (its box holds the point); most points the grid answers in one or two looks.
    Each timing is the best of several rounds. With --reference, the same points
    also go through a naive recursive UIKit-shaped class tree in the same process, whose
    figures and the ratio follow; it skips trees over \(grouped(ReferenceTree.maximumDepth))
    views deep, where its recursion would overflow the stack, and says so.

    USAGE: \(usage)

    ARGUMENTS:
      <file>                  The scenario file.

    OPTIONS:
      --points <n>            How many points (default: 10,000).
      --seed <s>              The seed of the points (default: 1).
      --json                  Print the figures as JSON: hitsPerSecond, nsPerHit,
                              visitedPerHit, nsPerVisitedNode, checksum, and reference with
                              the same keys (or {"skipped": reason}).
      --reference             Also time the UIKit-shaped reference.
      -h, --help              Show help information.

    EXIT CODES:
      0   profiled
      1   the engine and the reference gave different answers
      64  the command line is wrong
      65  the scenario or a touch file is invalid
      66  the scenario is missing or unreadable

    """

  /// One walk's figures.
  struct Figures {
    var nanosecondsPerHit: Double
    var visitedPerHit: Double
    var checksum: HitChecksum

    var hitsPerSecond: Double { 1e9 / nanosecondsPerHit }
    var nanosecondsPerVisit: Double { nanosecondsPerHit / visitedPerHit }
  }

  let options: Options
  let console: Console

  static func run(_ arguments: [String], console: Console) throws(UsageError) -> ExitCode {
    return BenchCommand(options: try Options.parse(arguments), console: console).execute()
  }

  func execute() -> ExitCode {
    let scenario: Scenario
    switch ScenarioLoader.load(path: options.file) {
    case .failure(let error):
      console.err(TextReport.render(diagnostics: error.diagnostics))
      return error.kind == .unreadable ? .noInput : .invalidScenario
    case .success(let loaded):
      scenario = loaded
    }
    console.err(TextReport.render(diagnostics: scenario.warnings))
    var simulation = Simulation(screen: scenario.screen, parameters: scenario.parameters)
    scenario.populate(&simulation)
    let tree = simulation.tree
    let points = hitPoints(
      count: options.points, width: scenario.screen.size.width,
      height: scenario.screen.size.height, seed: options.seed)

    let engine = Self.profileEngine(tree, points)
    var reference: Result<Figures, ReferenceTree.Refusal>?
    if options.reference {
      reference = ReferenceTree.mirror(tree).map { mirrored in
        ReferenceTree.onLargeStack { Self.profileReference(mirrored, points) }
      }
      if case .success(let figures) = reference, figures.checksum != engine.checksum {
        let (point, ours, theirs) = Self.firstDifference(tree, points)
        console.err(
          "\(options.file): error: the engine and the reference disagree at \(point.compactDescription): the engine hits \(ours), the reference \(theirs)\n"
        )
        return .expectationFailed
      }
    }
    if options.json {
      var members = Self.json(engine)
      switch reference {
      case .success(let figures): members.append(("reference", .object(Self.json(figures))))
      case .failure(let refusal):
        members.append(("reference", .object([("skipped", .string(refusal.reason))])))
      case nil: break
      }
      console.out(JSONValue.object(members).rendered + "\n")
      return .success
    }
    var text =
      "bench \(options.file): \(grouped(points.count)) points (seed \(options.seed)), \(grouped(tree.count)) views\n"
    text += "engine:    " + Self.describe(engine) + "\n"
    switch reference {
    case .success(let figures):
      text += "reference: " + Self.describe(figures) + "\n"
      text +=
        "ratio:     \(significant(figures.nanosecondsPerHit / engine.nanosecondsPerHit))× faster than the reference per hit test\n"
    case .failure(let refusal):
      text += "reference: skipped: \(refusal.reason)\n"
    case nil: break
    }
    console.out(text)
    return .success
  }

  /// The engine's figures: one untimed pass counting visits (and building the flat storage),
  /// then the best of the timed rounds.
  static func profileEngine(_ tree: ViewTree, _ points: [Point]) -> Figures {
    var tester = HitTester()
    tester.prepare(tree)
    var visited = 0
    var checksum = HitChecksum()
    for point in points {
      checksum.add(tester.hitTest(point, in: tree, visited: &visited)?.rawValue ?? -1)
    }
    let best = bestRound {
      var sum = HitChecksum()
      for point in points { sum.add(tester.hitTest(point, in: tree)?.rawValue ?? -1) }
      return sum
    }
    return Figures(
      nanosecondsPerHit: best / Double(points.count),
      visitedPerHit: Double(visited) / Double(points.count), checksum: checksum)
  }

  static func profileReference(_ reference: ReferenceTree, _ points: [Point]) -> Figures {
    var visits = 0
    var checksum = HitChecksum()
    for point in points { checksum.add(reference.window.hitTest(point, visits: &visits)?.id ?? -1) }
    let best = bestRound {
      var sum = HitChecksum()
      for point in points { sum.add(reference.hitTest(point)) }
      return sum
    }
    return Figures(
      nanosecondsPerHit: best / Double(points.count),
      visitedPerHit: Double(visits) / Double(points.count), checksum: checksum)
  }

  /// The fastest of at least three rounds of `body`, and more while they add up to under a
  /// quarter of a second (at most 20): the machine's noise only ever adds time.
  static func bestRound(_ body: () -> HitChecksum) -> Double {
    let clock = ContinuousClock()
    var best = Double.infinity
    var total = 0.0
    var rounds = 0
    while rounds < 3 || (total < 0.25e9 && rounds < 20) {
      let start = clock.now
      let checksum = body()
      let elapsed = clock.now - start
      withExtendedLifetime(checksum) {}
      let nanoseconds =
        Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
      best = min(best, nanoseconds)
      total += nanoseconds
      rounds += 1
    }
    return best
  }

  /// The first point where the engine and the reference disagree, with both answers by name.
  static func firstDifference(_ tree: ViewTree, _ points: [Point]) -> (Point, String, String) {
    guard case .success(let reference) = ReferenceTree.mirror(tree) else {
      return (points[0], "?", "?")
    }
    return ReferenceTree.onLargeStack {
      var tester = HitTester()
      func name(_ raw: Int32) -> String {
        raw < 0 ? "nothing" : "'\(tree.name(of: ViewID(rawValue: raw)))'"
      }
      for point in points {
        let ours = tester.hitTest(point, in: tree)?.rawValue ?? -1
        let theirs = reference.hitTest(point)
        if ours != theirs { return (point, name(ours), name(theirs)) }
      }
      return (points[0], "?", "?")
    }
  }

  static func describe(_ figures: Figures) -> String {
    "\(grouped(Int(figures.hitsPerSecond.rounded()))) hits/s, \(significant(figures.nanosecondsPerHit)) ns/hit, "
      + "\(significant(figures.visitedPerHit)) views visited/hit, \(significant(figures.nanosecondsPerVisit)) ns/visited view, "
      + "checksum \(figures.checksum.hex)"
  }

  static func json(_ figures: Figures) -> [(String, JSONValue)] {
    func number(_ value: Double) -> JSONValue { .number((value * 1000).rounded() / 1000) }
    return [
      ("hitsPerSecond", number(figures.hitsPerSecond)),
      ("nsPerHit", number(figures.nanosecondsPerHit)),
      ("visitedPerHit", number(figures.visitedPerHit)),
      ("nsPerVisitedNode", number(figures.nanosecondsPerVisit)),
      ("checksum", .string(figures.checksum.hex)),
    ]
  }
}
