/// The report's static markup beside the stage: the panels the script fills in, and the legend.
extension HTMLReport {
  /// Installed first, in `<head>`, so it sees errors in the main script too: each message goes
  /// into `<body data-errors>`, which a headless browser's DOM dump shows.
  static let errorCollector = #"""
    window.simreplayErrors = [];
    window.onerror = function (message, source, line, column) {
      window.simreplayErrors.push(String(message) + " (line " + line + ":" + column + ")");
      if (document.body) document.body.dataset.errors = window.simreplayErrors.join("\n");
      return false;
    };
    """#

  static let panels = #"""
        <section class="card" aria-live="polite">
          <h2>Frame</h2>
          <p class="now"><strong id="frame-number">0</strong><span id="frame-time"></span></p>
        </section>
        <section class="card">
          <h2>Touches</h2>
          <table id="touch-table">
            <thead><tr><th>#</th><th>phase</th><th>at</th><th>bound to</th><th>hit now</th>
              <th>delivery</th></tr></thead>
            <tbody id="touches"></tbody>
          </table>
          <p class="empty" id="no-touches">No finger down.</p>
        </section>
        <section class="card" id="gesture-card" hidden>
          <h2>Gestures</h2>
          <ul class="list" id="gestures"></ul>
        </section>
        <section class="card" id="presentation-card" hidden>
          <h2>Presentations</h2>
          <ul class="list" id="presentations"></ul>
        </section>
        <section class="card" id="golden-card" hidden>
          <h2>Golden trace</h2>
          <p class="golden" id="golden-status"></p>
        </section>
        <section class="card">
          <h2>Events in this frame</h2>
          <ol class="list events" id="events"></ol>
          <p class="empty" id="no-events">Nothing happened since the previous frame.</p>
        </section>
        <section class="card">
          <h2>Views, back to front</h2>
          <ul class="list tree" id="views"></ul>
        </section>
    """#

  /// The legend: a swatch drawn with the stage's own classes, and what it means.
  static let legend: [(swatch: String, meaning: String)] = [
    (#"<rect class="view" x="1" y="1" width="24" height="14"/>"#, "a view, where it is drawn"),
    (
      #"<rect class="view control" x="1" y="1" width="24" height="14"/>"#,
      "a control (tinted while highlighted)"
    ),
    (
      #"<rect class="mark-hit" x="2" y="2" width="22" height="12"/>"#,
      "what a hit test at a finger returns now"
    ),
    (
      #"<rect class="mark-bound" x="2" y="2" width="22" height="12"/>"#,
      "the view a touch is bound to"
    ),
    (
      #"<rect class="golden-outline" x="2" y="2" width="22" height="12"/>"#,
      "where the golden trace puts a view that differs"
    ),
    (
      #"<g class="finger"><circle class="halo" cx="13" cy="8" r="6"/>"#
        + #"<circle class="dot" cx="13" cy="8" r="2"/></g>"#,
      "a finger with its path (dashed once lifted)"
    ),
    (
      #"<rect class="view hidden" x="1" y="1" width="24" height="14"/>"#,
      "hidden, or inside a hidden view: faded"
    ),
    (
      #"<rect class="view transparent" x="1" y="1" width="24" height="14"/>"#,
      "alpha below 0.01 (here or above): dashed, never hit"
    ),
    (
      #"<rect class="view inert" x="1" y="1" width="24" height="14"/>"#,
      "user interaction off or a disabled control (here or above): dotted"
    ),
    (
      #"<defs><pattern id="legend-hatch" width="6" height="6" patternUnits="userSpaceOnUse" "#
        + #"patternTransform="rotate(45)"><line class="hatch-line" x1="0" y1="0" x2="0" y2="6"/>"#
        + #"</pattern></defs><rect class="view control" x="1" y="1" width="14" height="14"/>"#
        + #"<rect class="translucent" style="fill: url(#legend-hatch)" x="9" y="3" width="16" "#
        + #"height="12"/>"#,
      "nearly see-through (alpha below 0.5) yet hit: hatched, over every view behind it; "
        + "views are drawn back to front, so a later one lies over an earlier one"
    ),
    (
      #"<text class="mark" x="2" y="13">α 0.1</text>"#,
      "the alpha a view is drawn with (its own times its superviews'), after its name"
    ),
    (
      #"<text class="mark" x="8" y="13">≠</text>"#,
      "in the touches table: a hit test at the finger now returns another view than the one "
        + "the touch is bound to (where it began)"
    ),
  ]

  static var legendCard: String {
    var html = "    <section class=\"card\">\n      <h2>Legend</h2>\n      <dl class=\"legend\">\n"
    for (swatch, meaning) in legend {
      html +=
        "        <dt><svg viewBox=\"0 0 26 16\">\(swatch)</svg></dt><dd>\(escape(meaning))</dd>\n"
    }
    html += "      </dl>\n"
    html +=
      "      <p class=\"empty\">Views are wireframes whose fill fades with alpha; times are in "
    html += "seconds to the millisecond. Keys: ← and → "
    html += "step a frame (ten with shift), Home and End jump, space plays.</p>\n    </section>\n"
    return html
  }
}
