/// The report's look: the system font stack, a neutral palette, one accent (blue) for what a
/// hit test returns now, orange for fingers and the views they are bound to.
extension HTMLReport {
  static let style = #"""
    :root {
      --font: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
      --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
      --bg: #f5f6f8; --surface: #ffffff; --ink: #1d2330; --muted: #667085; --line: #d9dde3;
      --view: #e8ebf0; --view-line: #8a94a6; --control: #d5dbe6; --control-line: #475467;
      --accent: #2f6fed; --accent-soft: rgba(47, 111, 237, 0.12); --finger: #e0561b;
      --pass: #137a4b; --fail: #c4320a;
      --touch: #e0561b; --log: #0e8a7e; --lane-control: #6e56cf; --gesture: #2f6fed;
      --presentation: #c11574; --animation: #7a8599; --lane-view: #a0a8b6;
    }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.45 var(--font); color: var(--ink); background: var(--bg); }
    h1 { font-size: 18px; margin: 0; font-weight: 600; }
    h2 { font-size: 11px; margin: 0 0 6px; letter-spacing: .06em; text-transform: uppercase;
      color: var(--muted); font-weight: 600; }
    .top { display: flex; gap: 14px; align-items: center; padding: 14px 20px;
      background: var(--surface); border-bottom: 1px solid var(--line); flex-wrap: wrap; }
    .heading { flex: 1 1 auto; min-width: 0; }
    .file, .stats { margin: 0; color: var(--muted); font-size: 12px; }
    .file { font-family: var(--mono); overflow-wrap: anywhere; }
    .badge { font-weight: 700; font-size: 12px; padding: 3px 9px; border-radius: 999px;
      color: #fff; letter-spacing: .04em; }
    .badge.pass { background: var(--pass); }
    .badge.fail { background: var(--fail); }
    .layout { display: grid; grid-template-columns: minmax(0, auto) minmax(300px, 1fr);
      gap: 16px; padding: 16px 20px; align-items: start; }
    @media (max-width: 900px) { .layout { grid-template-columns: 1fr; } }
    .stage-wrap { background: var(--surface); border: 1px solid var(--line); border-radius: 10px;
      padding: 10px; display: flex; justify-content: center; }
    #stage { height: min(74vh, 900px); width: auto; max-width: 100%; display: block; }
    .panels { display: grid; gap: 10px; min-width: 0; }
    .card { background: var(--surface); border: 1px solid var(--line); border-radius: 10px;
      padding: 10px 12px; min-width: 0; }
    .card[hidden] { display: none; }
    .now { margin: 0; font-size: 13px; }
    .now strong { font-size: 20px; font-variant-numeric: tabular-nums; margin-right: 6px; }
    table { border-collapse: collapse; width: 100%; font-size: 12px; }
    th { text-align: left; color: var(--muted); font-weight: 500; padding: 2px 6px 4px 0; }
    td { padding: 2px 6px 2px 0; border-top: 1px solid var(--line); vertical-align: top;
      font-variant-numeric: tabular-nums; }
    .empty { color: var(--muted); font-size: 12px; margin: 0; }
    .list { list-style: none; margin: 0; padding: 0; font-size: 12px; }
    .list li { padding: 2px 0; border-top: 1px solid var(--line); overflow-wrap: anywhere; }
    .list li:first-child { border-top: 0; }
    .name { font-family: var(--mono); font-size: 12px; }
    .muted { color: var(--muted); }
    .tag { display: inline-block; font-size: 10px; padding: 0 5px; margin-left: 4px;
      border-radius: 4px; background: var(--bg); color: var(--muted);
      border: 1px solid var(--line); }
    .tag.hit { color: #fff; background: var(--accent); border-color: var(--accent); }
    .tag.bound { color: var(--finger); border-color: var(--finger); background: #fff; }
    .events .t { color: var(--muted); font-variant-numeric: tabular-nums; margin-right: 6px; }
    .events li::before { content: ""; display: inline-block; width: 7px; height: 7px;
      border-radius: 2px; margin-right: 6px; background: var(--lane-view); }
    .tree { max-height: 260px; overflow: auto; }
    .tree li:hover { background: var(--bg); }
    .legend { display: grid; grid-template-columns: 26px 1fr; gap: 4px 8px; font-size: 12px;
      align-items: center; margin: 0; }
    .legend svg { width: 26px; height: 16px; }
    .scrubber { margin: 12px 20px 0; background: var(--surface); border: 1px solid var(--line);
      border-radius: 10px; padding: 10px 12px; }
    .note { margin: 8px 0 0; font-size: 12px; color: var(--fail); }
    .controls { display: flex; gap: 8px; align-items: center; }
    .controls input { flex: 1; accent-color: var(--accent); }
    .controls output { font-variant-numeric: tabular-nums; color: var(--muted); min-width: 150px;
      text-align: right; font-size: 12px; }
    button { font: inherit; font-size: 13px; border: 1px solid var(--line);
      background: var(--surface);
      color: var(--ink); border-radius: 6px; padding: 3px 10px; cursor: pointer; }
    button:hover { border-color: var(--view-line); }
    button:focus-visible, input:focus-visible { outline: 2px solid var(--accent);
      outline-offset: 1px; }
    .timeline { margin-top: 10px; display: grid; grid-template-columns: 92px 1fr; gap: 3px 8px;
      font-size: 11px; color: var(--muted); position: relative; }
    .track { position: relative; height: 14px; background: var(--bg); border-radius: 3px;
      cursor: pointer; }
    .tick { position: absolute; top: 2px; width: 3px; height: 10px; margin-left: -1px;
      border-radius: 1px; background: var(--lane-view); }
    .cursor { position: absolute; top: -2px; bottom: -2px; width: 2px; margin-left: -1px;
      background: var(--ink); pointer-events: none; }
    .k-touch { --k: var(--touch); } .k-log { --k: var(--log); }
    .k-control { --k: var(--lane-control); }
    .k-gesture { --k: var(--gesture); } .k-presentation { --k: var(--presentation); }
    .k-animation { --k: var(--animation); } .k-view { --k: var(--lane-view); }
    .k-failure { --k: var(--fail); } .k-golden { --k: var(--fail); }
    .golden { margin: 0; font-size: 12px; } .golden.differs { color: var(--fail); }
    .golden-outline { fill: none; stroke: var(--fail); stroke-width: 1.5; stroke-dasharray: 5 3; }
    .tick[class*="k-"], .events li[class*="k-"]::before { background: var(--k); }
    .failures { margin: 12px 20px 12px; background: var(--surface); border: 1px solid var(--line);
      border-radius: 10px; padding: 8px 12px; max-height: 26vh; overflow: auto; }
    .failures h2, .plots h2 { font-size: 13px; margin: 0 0 4px; }
    .plots { margin: 16px 20px 24px; background: var(--surface); border: 1px solid var(--line);
      border-radius: 10px; padding: 10px 12px; }
    .plots .muted { font-size: 12px; margin: 0 0 8px; }
    .plot { margin: 10px 0 0; }
    .plot h3 { font-size: 12px; margin: 0 0 2px; font-weight: 600; }
    .plot svg { width: 100%; height: 130px; display: block; background: var(--bg);
      border-radius: 4px; }
    .plot .line { fill: none; stroke-width: 1.5; vector-effect: non-scaling-stroke; }
    .plot .line.model { stroke-dasharray: 4 3; }
    .plot .axis { font-size: 10px; fill: var(--muted); }
    .plot .check { stroke-width: 2; vector-effect: non-scaling-stroke; }
    .plot .check.met { stroke: var(--pass, #1a7f37); }
    .plot .check.failed { stroke: var(--fail); }
    .plot .now { stroke: var(--ink); stroke-width: 1; vector-effect: non-scaling-stroke; }
    .plot .keys { font-size: 11px; color: var(--muted); display: flex; flex-wrap: wrap;
      gap: 2px 12px; }
    .plot .keys span::before { content: ""; display: inline-block; width: 14px; height: 2px;
      margin-right: 4px; vertical-align: middle; background: var(--swatch); }
    .failures ol { margin: 0; padding: 0; list-style: none; }
    .failures button { display: block; width: 100%; text-align: left; margin-top: 6px;
      border-left: 3px solid var(--fail); padding: 6px 10px; }
    .failures .what { display: block; }
    .failures .src { font-family: var(--mono); font-size: 11px; color: var(--muted); }
    svg text { font-family: var(--font); }
    .view { fill: var(--view); stroke: var(--view-line); stroke-width: 1; }
    .view.window { fill: var(--surface); stroke: var(--view-line); stroke-width: 1.5; }
    .view.control { fill: var(--control); stroke: var(--control-line); }
    .view.highlighted { fill: #c9d8fb; }
    .view.inert { stroke-dasharray: 1.5 2.5; }
    .view.transparent { fill: none; stroke-dasharray: 6 4; }
    .translucent { fill: url(#translucent-hatch); stroke: #7a3db8; stroke-width: 1.5; }
    .hatch-line { stroke: #7a3db8; stroke-width: 1.2; stroke-opacity: .55; }
    .legend .mark { font-size: 13px; fill: var(--text, #222); }
    .view.hidden { fill: none; stroke-dasharray: 6 4; opacity: .35; }
    .label { font-size: 10px; fill: var(--muted); pointer-events: none; }
    .label.control { fill: var(--ink); font-weight: 600; }
    .label.faded { opacity: .45; }
    .mark-hit { fill: var(--accent-soft); stroke: var(--accent); stroke-width: 2.5; }
    .indicator { fill: #555; fill-opacity: 0.7; stroke: none; }
    .mark-bound { fill: none; stroke: var(--finger); stroke-width: 2; stroke-dasharray: 5 3; }
    .screen { fill: none; stroke: var(--ink); stroke-width: 1.5; opacity: .55; }
    .focus { fill: none; stroke: var(--ink); stroke-width: 2; }
    .path { fill: none; stroke: var(--finger); stroke-width: 2; stroke-linecap: round;
      stroke-linejoin: round; opacity: .7; }
    .finger .halo { fill: rgba(224, 86, 27, .16); stroke: var(--finger); stroke-width: 1.5; }
    .finger .dot { fill: var(--finger); }
    .finger.up .halo { fill: none; stroke-dasharray: 3 3; }
    .finger text { font-size: 12px; font-weight: 700; fill: var(--finger); }
    """#
}
