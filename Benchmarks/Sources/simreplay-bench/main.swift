import SimEngine
import SimReference
import SimReport

// simreplay-bench: hit-test throughput of the engine against the plain walk and a UIKit-shaped
// reference (a class per view, an array of subviews, recursion), and replay throughput, on
// trees and points made from fixed seeds, every answer checked. Prints one Markdown table, then
// the same figures as JSON. Timings are noisy on a shared machine; read the ratios. See
// Benchmarks/README.md.
//
//   simreplay-bench [--only <case>]            the table and the JSON
//   simreplay-bench --profile <case> [<n> [reference]]   n hit tests, untimed, for callgrind
//   simreplay-bench --build-time <case>        a rebuild's cost per view against a plain visit
//   simreplay-bench --sampling-run <frames> [c]   the sampling row's frames, untimed
//   simreplay-bench --sheet-run <runs> [traced]   Scenarios/sheet.json replayed, untimed (traced:
//                                              its trace streamed against the golden)
//   simreplay-bench --loading-memory <views>   peak and kept bytes a view, loading a wide tree
//   simreplay-bench --loading-run <views>      one load of a wide tree, untimed, for callgrind
//   simreplay-bench --loading-time <views>     one load of a wide tree, timed (the loading row's
//                                              fresh processes)
//   simreplay-bench --peak-of <program> <args…>   runs it; prints its exit code and resident peak
//
// Cases: chain-10 … chain-100000, grid-1000 … grid-100000, app-2000, app-shaped-2000, replay; a
// family name (chain, grid, app) picks all of its cases; `scaling` only the scaling rows;
// `loading` only the loading rows (time, and memory from `--loading-memory 100000` run as a
// process of its own, which `replay` and the whole table include too); `run` only the rows of
// whole `simreplay run` processes (start-up, a trace's memory; `replay` includes them too),
// which need `simreplay` built beside this benchmark; `drawn` only the row of hit tests with
// views drawn by an animator (`replay` includes it too); `explore` only the row of streams
// explored a second on Scenarios/sheet.json, forked against reloaded; `lists` only the rows of a
// table of 10,000 rows scrolled against one of 40 and of a grid of 10,000 items against 40.

#if SIM_INTERNAL_CHECKS
  print("WARNING: built with SIM_INTERNAL_CHECKS; timings are not representative")
#endif

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--profile", arguments.count >= 2 {
  guard let benchmark = HitBench.cases(only: arguments[1]).first else {
    fatalError("no case '\(arguments[1])'")
  }
  let count = arguments.count > 2 ? Int(arguments[2]) ?? 1_000 : 1_000
  let reference = arguments.count > 3 && arguments[3] == "reference"
  let checksum =
    reference
    ? HitBench.profileReference(benchmark, count: count) : HitBench.profile(benchmark, count: count)
  print("\(benchmark.name): \(count) hit tests, checksum \(checksum.hex)")
} else if arguments.first == "--scaling-run", arguments.count >= 3, let count = Int(arguments[2]) {
  // One untimed run of a scaling case, for callgrind: `--scaling-run taps 10000`.
  let checksum =
    arguments[1] == "taps" ? ScalingBench.tapRun(count) : ScalingBench.animatingRun(count)
  print("\(arguments[1]) \(count): checksum \(checksum)")
} else if arguments.first == "--sheet-run", arguments.count >= 2, let runs = Int(arguments[1]) {
  let traced = arguments.count > 2 && arguments[2] == "traced"
  print("sheet \(runs) runs: checksum \(ReplayBench.sheetProfile(runs: runs, traced: traced))")
} else if arguments.first == "--sampling-run", arguments.count >= 2, let frames = Int(arguments[1])
{
  // `frames` frames of the sampling row, untimed, for callgrind; `c` samples with the C loop.
  let c = arguments.count > 2 && arguments[2] == "c"
  print("sampling \(frames) frames: checksum \(AnimationBench.samplingRun(frames: frames, c: c))")
} else if arguments.first == "--loading-memory", arguments.count >= 2,
  let count = Int(arguments[1]), count > 0
{
  LoadingBench.memory(count: count)
} else if arguments.first == "--loading-time", arguments.count >= 2, let count = Int(arguments[1]),
  count > 0
{
  LoadingBench.timedLoad(count: count)
} else if arguments.first == "--peak-of", arguments.count >= 2 {
  Spawn.printPeak(arguments[1], Array(arguments.dropFirst(2)))
} else if arguments.first == "--loading-run", arguments.count >= 2, let count = Int(arguments[1]) {
  let bytes = LoadingBench.wideTree(count)
  print("loading \(count) views: checksum \(LoadingBench.load(bytes))")
} else if arguments.first == "--build-time", arguments.count >= 2 {
  // What a rebuild of the flat storage costs against a plain walk's visit: the ratio behind
  // HitTester.rebuildCostPerView.
  for benchmark in HitBench.cases(only: arguments[1]) {
    let tree = benchmark.tree
    let build = measure(runs: 5) {
      var tester = HitTester()
      tester.prepare(tree)
      return UInt64(tree.count)
    }
    var plain = HitTester(mode: .plain)
    var visits = 0
    let points = hitPoints(count: 1_000, width: 390, height: 844, seed: HitBench.seed)
    let walk = measure(runs: 3) {
      visits = 0
      for point in points { _ = plain.hitTest(point, in: tree, visited: &visits) }
      return UInt64(visits)
    }
    let perView = build.nanoseconds / Double(tree.count)
    let perVisit = walk.nanoseconds / Double(visits)
    print(
      "\(benchmark.name): a rebuild costs \(significant(perView)) ns per view, a plain visit \(significant(perVisit)) ns"
    )
  }
} else {
  let only = arguments.first == "--only" && arguments.count >= 2 ? arguments[1] : nil
  var cells: [[String]] = []
  var hitJSON: [JSONValue] = []
  var replayJSON: [JSONValue] = []
  var met = true
  for benchmark in HitBench.cases(only: only) {
    let row = HitBench.run(benchmark)
    cells.append(Report.cells(row))
    hitJSON.append(Report.json(row))
    met = met && row.targetsMet
  }
  if only == "loading" || only == "replay" || only == nil {
    if only == "loading" {
      let row = LoadingBench.scaling()
      cells.append(Report.cells(row))
      replayJSON.append(Report.json(row))
      met = met && row.met
    }
    let memory = LoadingBench.memoryRow()
    cells.append(memory.cells)
    replayJSON.append(memory.json)
    met = met && memory.met
  }
  if only == "scaling" {
    for row in ScalingBench.rows() {
      cells.append(Report.cells(row))
      replayJSON.append(Report.json(row))
      met = met && row.met
    }
  }
  if only == nil || only == "replay" || only == "run" {
    for row in WholeRunBench.rows() {
      cells.append(row.cells)
      replayJSON.append(row.json)
      met = met && row.met
    }
  }
  if only == nil || only == "replay" {
    for row in ReplayBench.sheet() + ReplayBench.animation() {
      cells.append(Report.cells(row))
      replayJSON.append(Report.json(row))
      met = met && row.met
    }
    for row in ScalingBench.rows() + [LoadingBench.scaling()] {
      cells.append(Report.cells(row))
      replayJSON.append(Report.json(row))
      met = met && row.met
    }
    let sampling = AnimationBench.sampling()
    cells.append(
      Report.samplingCells(engineNs: sampling.engineNs, referenceNs: sampling.referenceNs))
    let samplingMet = sampling.engineNs <= 1.5 * sampling.cNs
    cells.append(Report.cSamplingCells(engineNs: sampling.engineNs, cNs: sampling.cNs))
    met = met && samplingMet
  }
  if only == nil || only == "explore" {
    let explore = ExploreBench.row()
    cells.append(explore.cells)
    replayJSON.append(explore.json)
    met = met && explore.met
  }
  if only == nil || only == "replay" || only == "drawn" {
    let drawn = DrawnHitBench.row()
    cells.append(drawn.cells)
    replayJSON.append(drawn.json)
    met = met && drawn.met
  }
  if only == nil || only == "lists" {
    for row in [ListBench.row(), ListBench.row(flow: ListBench.grid)] {
      cells.append(Report.cells(row))
      replayJSON.append(Report.json(row))
      met = met && row.met
    }
  }
  if only == nil || only == "audit" {
    for row in AuditBench.rows() {
      cells.append(row.cells)
      replayJSON.append(row.json)
      met = met && row.met
    }
  }
  print(Report.table(cells))
  print(
    JSONValue.object([
      ("hitTesting", .array(hitJSON)), ("replay", .array(replayJSON)), ("targetsMet", .bool(met)),
    ]).rendered)
  print(met ? "every target met, every check passed" : "SOME TARGETS NOT MET (every check passed)")
}
