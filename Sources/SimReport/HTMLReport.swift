import SimEngine
import SimGeometry
import SimScenario

/// `simreplay report`: one self-contained HTML page (inline CSS, SVG and script; no network,
/// no external fonts) with a filmstrip of a run's frames.
///
/// Each frame shows every view's rectangle at its presentation values (a transformed view as
/// its transformed bounds), the touches down with their paths so far, the view each is bound
/// to and what a hit test at the finger returns now, highlighted controls, gesture states,
/// presentation phases and the frame's events; a slider, the arrow keys and a timeline of
/// every event move through time, and failed expectations jump to their frame. The page reads
/// `#frame=N` at load and keeps it up to date. The same run gives the same bytes.
///
/// When the script has drawn the page it sets `data-status="ready"` on `<body>`; script errors
/// are collected in its `data-errors`, so a headless browser's DOM dump shows whether it ran.
public enum HTMLReport {
  /// The page for `run`. Drawing needs every view's geometry per frame: a run made without
  /// `recordingViewGeometry` is replayed once more with it (which changes nothing else).
  public static func render(_ run: ScenarioRun, golden: GoldenComparison? = nil) -> String {
    let drawn =
      run.simulation.recordsViewGeometry
      ? run : ScenarioRunner.run(run.scenario, recordingViewGeometry: true)
    let data = HTMLReportData.build(drawn, golden: golden)
    return page(drawn, data: data, golden: golden)
  }

  private static func page(_ run: ScenarioRun, data: JSONValue, golden: GoldenComparison?)
    -> String
  {
    let frames = run.simulation.frameCount
    let screen = run.simulation.screen.size
    let failed = run.failedResults.count + run.actionFailures.count
    let verdict = run.passed ? "PASS" : "FAIL"
    let title = "\(verdict) \(run.scenario.name)"
    var stats = [
      count(frames, "frame"), count(run.simulation.touches.count, "touch"),
      count(run.results.count, "expectation"),
      failed == 0 ? "all met" : "\(failed) failed",
    ]
    if let golden {
      stats.append(
        golden.differingFrames == 0
          ? "matches its golden"
          : "\(count(golden.differingFrames, "frame")) differ from its golden")
    }
    let margin = 8.0
    let viewBox = [-margin, -margin, screen.width + 2 * margin, screen.height + 2 * margin]
      .map(\.compactDescription).joined(separator: " ")
    var html = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="simreplay">
      <title>\(escape(title))</title>
      <style>
      \(style)</style>
      <script>\(errorCollector)</script>
      </head>
      <body data-status="loading" data-frames="\(frames)">
      <header class="top">
        <span class="badge \(run.passed ? "pass" : "fail")">\(verdict)</span>
        <div class="heading">
          <h1>\(escape(run.scenario.name))</h1>
          <p class="file">\(escape(run.scenario.file))</p>
        </div>
        <p class="stats" id="stats">\(stats.map(escape).joined(separator: " · "))</p>
      </header>
      <section class="scrubber" aria-label="Time">
        <div class="controls">
          <button type="button" id="prev" title="Previous frame (←)">‹</button>
          <button type="button" id="play" title="Play or pause (space)">Play</button>
          <button type="button" id="next" title="Next frame (→)">›</button>
          <input type="range" id="slider" min="0" max="\(max(frames - 1, 0))" step="1" value="0"
            aria-label="Frame">
          <output id="clock" for="slider">frame 0 of \(frames)</output>
        </div>
        <p id="address-note" class="note" hidden></p>
        <div id="timeline" class="timeline"></div>
      </section>
      <section class="failures" aria-label="Failed expectations">
        <h2>Failed expectations</h2>
        <ol id="failures"></ol>
      </section>

      <main class="layout">
        <section class="stage-wrap" aria-label="The window">
          <svg id="stage" viewBox="\(viewBox)" role="img"
            aria-label="Views and touches at the current frame"></svg>
        </section>
        <aside class="panels">
      \(panels)\(legendCard)  </aside>
      </main>
      <section class="plots" aria-label="Values over time">
        <h2>Values over time</h2>
        <p class="muted">Drawn (presentation) values solid, model values dashed; expectations
          checked at a time are marks on the axis, red when they failed; the line is the
          current frame.</p>
        <div id="plots"></div>
      </section>
      """
    html += "<script type=\"application/json\" id=\"simreplay-data\">"
    html += scriptSafe(data.rendered)
    html += "</script>\n<script>\n\(script)</script>\n</body>\n</html>\n"
    return html
  }

  /// "1 frame", "216 frames", "7 touches".
  private static func count(_ value: Int, _ noun: String) -> String {
    if value == 1 { return "1 \(noun)" }
    return "\(value) \(noun.hasSuffix("ch") ? noun + "es" : noun + "s")"
  }

  /// Text for HTML content and attribute values.
  static func escape(_ text: String) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&#39;"
      default: output.append(character)
      }
    }
    return output
  }

  /// JSON that can sit inside `<script>`: every `<` (only ever inside a string) becomes
  /// `\u003c`, so no `</script>` or `<!--` can end or confuse the element.
  static func scriptSafe(_ json: String) -> String {
    var output = ""
    output.reserveCapacity(json.utf8.count)
    for scalar in json.unicodeScalars {
      if scalar == "<" { output += "\\u003c" } else { output.unicodeScalars.append(scalar) }
    }
    return output
  }
}
