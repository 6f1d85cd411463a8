import Foundation
import SimReference
import SimReport

/// `simreplay run` itself, as a CI job runs it: a process per run, files on disk, golden
/// traces compared. Start-up against `/bin/true`, and a large animating replay's memory with
/// its trace written against without.
enum WholeRunBench {
  /// A row of the table; `met` is false when it could not be measured.
  struct Row {
    var name: String
    var engine: String
    var compared: String
    var ratio: Double?
    var target: String
    var met: Bool
    var checked: String

    var cells: [String] {
      [
        name, engine, compared, ratio.map(Report.times) ?? "—",
        "\(target): \(met ? "met" : "NOT MET")", checked,
      ]
    }

    var json: JSONValue {
      .object([
        ("case", .string(name)), ("ratio", ratio.map(Report.rounded) ?? .null),
        ("targetsMet", .bool(met)),
      ])
    }
  }

  static func rows() -> [Row] {
    guard let simreplay = Spawn.simreplay else {
      let missing = "not measured: no simreplay beside this benchmark (swift build -c release)"
      return [
        Row(
          name: "start-up", engine: missing, compared: "—", ratio: nil, target: "≤3×",
          met: false, checked: "—"),
        Row(
          name: "trace memory", engine: missing, compared: "—", ratio: nil, target: "≤2×",
          met: false, checked: "—"),
      ]
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("simreplay-bench-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch { fatalError("can't make \(folder.path): \(error)") }
    defer { try? FileManager.default.removeItem(at: folder) }
    return [startup(simreplay, in: folder), traceMemory(simreplay, in: folder)]
  }

  /// `simreplay run` on a one-view scenario with its golden trace, against `/bin/true`: both
  /// spawned the same way, alternating, five rounds of 40 each, the best round's mean of each.
  static func startup(_ simreplay: String, in folder: URL) -> Row {
    let scenario = folder.appendingPathComponent("one-view.json").path
    write(
      #"{"name":"one view","screen":{"width":390,"height":844,"fps":60},"root":{"id":"root"},"touches":[],"expect":[]}"#,
      to: scenario)
    let recorded = Spawn.run(simreplay, ["run", scenario, "--record", "all"])
    check(recorded.status == 0, "recording the one-view golden exited \(recorded.status)")
    var best = (ours: Double.infinity, theirs: Double.infinity)
    for _ in 0..<5 {
      var ours = 0.0
      for _ in 0..<40 {
        let outcome = Spawn.run(simreplay, ["run", scenario, "--record", "never"])
        check(outcome.status == 0, "simreplay run one-view.json exited \(outcome.status)")
        ours += outcome.nanoseconds
      }
      var theirs = 0.0
      for _ in 0..<40 {
        let outcome = Spawn.run("/bin/true", [])
        check(outcome.status == 0, "/bin/true exited \(outcome.status)")
        theirs += outcome.nanoseconds
      }
      best = (min(best.ours, ours / 40), min(best.theirs, theirs / 40))
    }
    let ratio = best.ours / best.theirs
    return Row(
      name: "start-up: simreplay run on a one-view scenario, a process each",
      engine: "\(Report.ns(best.ours)) a run", compared: "/bin/true \(Report.ns(best.theirs))",
      ratio: ratio, target: "≤3×", met: ratio <= 3,
      checked: "every run exited 0, its golden trace compared")
  }

  /// `simreplay run` on 10,000 views each animating its frame (a spring) and its alpha (a
  /// curve) for 1 s at 120 fps, with `--trace` against without; both compare the golden trace
  /// as they go. Each resident peak is weighed from a fresh process.
  static func traceMemory(_ simreplay: String, in folder: URL) -> Row {
    let views = 10_000
    let scenario = folder.appendingPathComponent("animating.json").path
    let trace = folder.appendingPathComponent("animating.jsonl").path
    write(animatingScenario(views: views), to: scenario)
    let recorded = Spawn.run(simreplay, ["run", scenario, "--record", "all"])
    check(recorded.status == 0, "recording the animating golden exited \(recorded.status)")
    let without = Spawn.peak(simreplay, ["run", scenario, "--record", "never"])
    let with = Spawn.peak(simreplay, ["run", scenario, "--record", "never", "--trace", trace])
    check(without.status == 0 && with.status == 0, "exits \(without.status) and \(with.status)")
    let traceBytes = (try? FileManager.default.attributesOfItem(atPath: trace)[.size] as? Int) ?? 0
    check(traceBytes > views * 100, "the trace has \(traceBytes) bytes")
    // What a process that does nothing weighs the same way: the weighing process's own size,
    // below which no peak can be told (see Spawn.Outcome.peakBytes).
    let floor = Spawn.peak("/bin/true", []).bytes
    check(without.bytes > 2 * floor, "the peak \(without.bytes) is near the floor \(floor)")
    let ratio = Double(with.bytes) / Double(without.bytes)
    return Row(
      name:
        "resident peak of simreplay run, \(grouped(views)) views animating at 120 fps, writing its trace",
      engine: "\(megabytes(with.bytes)) (a \(megabytes(traceBytes)) trace written)",
      compared: "the same run without --trace \(megabytes(without.bytes))", ratio: ratio,
      target: "≤2×", met: ratio <= 2,
      checked:
        "both exited 0: the golden trace compared, ten views' alpha at the end; /bin/true weighs \(megabytes(floor)) this way"
    )
  }

  /// A button whose tap animates every view's frame with a spring and its alpha with a curve;
  /// the run ends at 1.2 s, after every animation (tap up at 0.1 s, 1 s long).
  static func animatingScenario(views: Int) -> String {
    var children: [String] = []
    var actions: [String] = []
    var expectations: [String] = []
    for index in 0..<views {
      let x = index % 25 * 15
      let y = index / 25 % 40 * 20
      children.append(#"{"id":"v\#(index)","frame":[\#(x),\#(y),14,19]}"#)
      actions.append(
        #"{"animate":{"view":"v\#(index)","to":{"frame":[\#(x + 10),\#(y + 20),14,19]},"duration":1,"spring":{"damping":0.7,"velocity":0}}}"#
      )
      actions.append(
        #"{"animate":{"view":"v\#(index)","to":{"alpha":0.3},"duration":1,"curve":"easeInOut"}}"#)
      if index % 1_000 == 999 {
        expectations.append(#"{"t":1.2,"view":"v\#(index)","alpha":0.3}"#)
      }
    }
    children.append(
      #"{"id":"go","class":"UIButton","frame":[0,800,390,44],"on":{"touchUpInside":[\#(actions.joined(separator: ","))]}}"#
    )
    return
      #"{"name":"animating","screen":{"width":390,"height":844,"fps":120},"duration":1.2,"root":{"id":"root","children":[\#(children.joined(separator: ","))]},"touches":[{"tap":[195,822],"t":0.05,"duration":0.05}],"expect":[\#(expectations.joined(separator: ","))]}"#
  }

  private static func write(_ text: String, to path: String) {
    do { try text.write(toFile: path, atomically: false, encoding: .utf8) } catch {
      fatalError("can't write \(path): \(error)")
    }
  }

  private static func megabytes(_ bytes: Int) -> String {
    "\(significant(Double(bytes) / 1_000_000)) MB"
  }
}
