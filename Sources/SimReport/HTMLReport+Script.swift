/// The report's script, part one: reading the data and drawing a frame on the stage.
extension HTMLReport {
  static var script: String {
    scriptData + scriptStage + scriptPanels + scriptPlots + scriptControls
  }

  /// Parses the data, carries forward what frames store only when it changes, and keeps a full
  /// copy of the view geometry every 32 frames so any frame is rebuilt from at most 31 deltas.
  static let scriptData = #"""
    "use strict";
    const DATA = JSON.parse(document.getElementById("simreplay-data").textContent);
    const $ = (id) => document.getElementById(id);
    const stage = $("stage");
    const NS = stage.namespaceURI;
    const frames = DATA.frames;
    const count = frames.length;
    const views = DATA.views;
    const KEY = 32;
    const keys = [];
    const paths = new Map();
    (function prepare() {
      let order = [], geometry = [], gestures = [], presentations = [], highlighted = [];
      frames.forEach((frame, index) => {
        if (frame.order) order = frame.order;
        frame.order = order;
        for (const entry of frame.geometry || []) geometry[entry[0]] = entry;
        if (frame.gestures) gestures = frame.gestures; else frame.gestures = gestures;
        if (frame.presentations) presentations = frame.presentations;
        else frame.presentations = presentations;
        if (frame.highlighted) highlighted = frame.highlighted;
        else frame.highlighted = highlighted;
        frame.touches = frame.touches || [];
        frame.events = frame.events || [];
        for (const [touch, x, y] of frame.points || []) {
          if (!paths.has(touch)) paths.set(touch, []);
          paths.get(touch).push([index, x, y]);
        }
        if (index % KEY === 0) keys.push(geometry.slice());
      });
    })();

    function geometryAt(index) {
      const base = Math.floor(index / KEY) * KEY;
      const geometry = keys[base / KEY].slice();
      for (let i = base + 1; i <= index; i++) {
        for (const entry of frames[i].geometry || []) geometry[entry[0]] = entry;
      }
      return geometry;
    }

    function corners(entry) {
      const c = entry.slice(3);
      if (c.length === 4) {
        const [x, y, w, h] = c;
        return [[x, y], [x + w, y], [x + w, y + h], [x, y + h]];
      }
      return [[c[0], c[1]], [c[2], c[3]], [c[4], c[5]], [c[6], c[7]]];
    }

    function svg(name, attributes, parent) {
      const node = document.createElementNS(NS, name);
      for (const key in attributes) node.setAttribute(key, attributes[key]);
      if (parent) parent.appendChild(node);
      return node;
    }

    function viewName(view) { return view === null ? "none" : views[view][0]; }

    /// Every view in the frame, in order, with what it inherits from its superviews.
    function viewsAt(frame, index) {
      const geometry = geometryAt(index);
      const chain = [];
      const result = [];
      for (let i = 0; i < frame.order.length; i += 2) {
        const view = frame.order[i], depth = frame.order[i + 1];
        const entry = geometry[view];
        const up = depth > 0 ? chain[depth - 1] : null;
        const alpha = entry[1], flags = entry[2];
        const state = {
          view, depth, alpha, flags, points: corners(entry),
          hidden: (flags & 1) !== 0 || (up !== null && up.hidden),
          shown: alpha * (up === null ? 1 : up.shown),
          transparent: alpha < 0.01 || (up !== null && up.transparent),
          inert: (flags & 6) !== 0 || (up !== null && up.inert),
        };
        chain[depth] = state;
        result.push(state);
      }
      return result;
    }
    """#

  /// Draws the views back to front, then the hit and bound marks on top, then the fingers.
  static let scriptStage = #"""
    function pointList(points) { return points.map((p) => p[0] + "," + p[1]).join(" "); }

    let placed = [];

    /// Where a view's name goes: its top left corner, or a line or two lower when another
    /// name is there; nowhere if those are taken too.
    function placeLabel(xs, ys, view) {
      const x = Math.min(...xs) + 4, top = Math.min(...ys), width = 5.6 * views[view][0].length;
      for (let line = 0; line < 3 && (line + 1) * 12 + 2 <= Math.max(...ys) - top; line++) {
        const y = top + 11 + 12 * line;
        const free = placed.every(([px, py, pw]) =>
          x + width < px || px + pw < x || Math.abs(py - y) >= 12);
        if (free) {
          placed.push([x, y, width]);
          return [x, y];
        }
      }
      return null;
    }

    function drawStage(frame, index, shown) {
      placed = [];
      const hits = new Set(), bound = new Set();
      for (const touch of frame.touches) {
        if (touch[6] !== null) hits.add(touch[6]);
        if (touch[5] !== null) bound.add(touch[5]);
      }
      const highlighted = new Set(frame.highlighted);
      stage.replaceChildren();
      // The hatching of a view that is hit but nearly see-through (alpha below 0.5 here or
      // above): drawn in the views' order, so it lies over every view behind it.
      const pattern = svg("pattern", {
        id: "translucent-hatch", width: 6, height: 6, patternUnits: "userSpaceOnUse",
        patternTransform: "rotate(45)",
      }, svg("defs", {}, stage));
      svg("line", { class: "hatch-line", x1: 0, y1: 0, x2: 0, y2: 6 }, pattern);
      const layer = svg("g", { class: "views" }, stage);
      const labels = svg("g", { class: "labels" }, stage);
      const marks = svg("g", { class: "marks" }, stage);
      for (const v of shown) {
        const classes = ["view"];
        if (v.depth === 0) classes.push("window");
        if (views[v.view][2]) classes.push("control");
        if (highlighted.has(v.view)) classes.push("highlighted");
        if (v.hidden) classes.push("hidden");
        else if (v.transparent) classes.push("transparent");
        if (v.inert) classes.push("inert");
        const polygon = svg("polygon", {
          class: classes.join(" "), "data-view": views[v.view][0], points: pointList(v.points),
        }, layer);
        // Views are drawn as wireframes (their backgrounds are unknown): translucent fills that
        // fade with alpha, so every view behind one stays visible.
        const fill = (views[v.view][2] ? 0.75 : 0.3) * v.shown;
        if (v.depth > 0 && !v.hidden) polygon.setAttribute("fill-opacity", fill.toFixed(3));
        svg("title", {}, polygon).textContent = describe(v);
        const seeThrough = v.depth > 0 && !v.hidden && !v.transparent && v.shown < 0.5;
        if (seeThrough) {
          svg("polygon", { class: "translucent", points: pointList(v.points) }, layer);
        }
        const xs = v.points.map((p) => p[0]), ys = v.points.map((p) => p[1]);
        const width = Math.max(...xs) - Math.min(...xs), height = Math.max(...ys) - Math.min(...ys);
        const spot = v.depth > 0 && width >= 36 && height >= 14 && placeLabel(xs, ys, v.view);
        if (spot) {
          const label = svg("text", {
            x: spot[0], y: spot[1], class: "label" + (views[v.view][2] ? " control" : "")
              + (v.hidden || v.transparent ? " faded" : ""),
          }, labels);
          label.textContent = views[v.view][0]
            + (v.shown < 1 && !v.hidden ? " α " + Number(v.shown.toFixed(3)) : "");
        }
        const outline = pointList(v.points);
        if (hits.has(v.view)) svg("polygon", { class: "mark-hit", points: outline }, marks);
        if (bound.has(v.view)) svg("polygon", { class: "mark-bound", points: outline }, marks);
      }
      for (const bar of frame.indicators || []) {
        const points = [];
        for (let i = 0; i < bar.length; i += 2) points.push([bar[i], bar[i + 1]]);
        svg("polygon", { class: "indicator", points: pointList(points) }, marks);
      }
      const [screenWidth, screenHeight] = DATA.screen;
      svg("rect", { class: "screen", x: 0, y: 0, width: screenWidth, height: screenHeight }, marks);
      svg("polygon", { id: "focus", class: "focus", points: "" }, marks);
      const fingers = svg("g", { class: "fingers" }, stage);
      for (const [number, , phase, x, y] of frame.touches) {
        const path = (paths.get(number) || []).filter((p) => p[0] <= index)
          .map((p) => [p[1], p[2]]);
        if (path.length > 1) svg("polyline", { class: "path", points: pointList(path) }, fingers);
        const down = phase !== "ended" && phase !== "cancelled";
        const g = svg("g", { class: "finger " + (down ? "down" : "up"), "data-touch": number },
          fingers);
        svg("circle", { class: "halo", cx: x, cy: y, r: 16 }, g);
        svg("circle", { class: "dot", cx: x, cy: y, r: 3.5 }, g);
        svg("text", { x: x + 19, y: y - 12 }, g).textContent = String(number);
      }
    }

    function describe(v) {
      const parts = [views[v.view][0] + " (" + views[v.view][1] + ")"];
      if (v.alpha !== 1) parts.push("alpha " + v.alpha);
      if (v.flags & 1) parts.push("hidden");
      else if (v.hidden) parts.push("in a hidden view");
      if (v.flags & 2) parts.push("user interaction off");
      if (v.flags & 4) parts.push("disabled");
      return parts.join(", ");
    }
    """#
}
