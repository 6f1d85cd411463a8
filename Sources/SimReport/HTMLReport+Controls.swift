/// The report's script, part two: the panels, the timeline, the failures and the controls.
extension HTMLReport {
  static let scriptPanels = #"""
    function html(tag, text, className) {
      const node = document.createElement(tag);
      if (text !== undefined) node.textContent = text;
      if (className) node.className = className;
      return node;
    }

    function tagged(name, tags) {
      const li = html("li");
      li.append(html("span", name, "name"));
      for (const [text, className] of tags) {
        li.append(html("span", text, "tag " + (className || "")));
      }
      return li;
    }

    const LIMIT = 2000;

    function drawPanels(frame, index, shown) {
      $("frame-number").textContent = String(index);
      $("frame-time").textContent = "of " + count + " · t = " + seconds(frame.t);
      $("clock").textContent = "frame " + index + " of " + count + " · t = " + seconds(frame.t);
      const rows = frame.touches.map(([number, finger, phase, x, y, view, hit, delivery]) => {
        const row = html("tr");
        row.dataset.touch = number;
        const cells = [number, phase, "(" + x + ", " + y + ")", viewName(view),
          viewName(hit) + (hit !== view ? " ≠" : ""), delivery];
        for (const text of cells) row.append(html("td", String(text)));
        return row;
      });
      $("touches").replaceChildren(...rows);
      $("touch-table").hidden = rows.length === 0;
      $("no-touches").hidden = rows.length > 0;
      $("gesture-card").hidden = DATA.gestures.length === 0;
      $("gestures").replaceChildren(...frame.gestures.map(([state, values], i) => {
        const [name, view] = DATA.gestures[i];
        const li = tagged(name, [[state, state === "possible" ? "" : "hit"]]);
        li.append(html("span", " on " + viewName(view) + (values ? " · " + values : ""), "muted"));
        return li;
      }));
      $("presentation-card").hidden = frame.presentations.length === 0;
      $("presentations").replaceChildren(...frame.presentations.map(([name, phase, detent]) =>
        tagged(name, [[phase], ...(detent ? [[detent]] : [])])));
      $("events").replaceChildren(...frame.events.map(([t, kind, text]) => {
        const li = html("li", undefined, "k-" + kind);
        li.append(html("span", seconds(t), "t"), text);
        return li;
      }));
      $("no-events").hidden = frame.events.length > 0;
      drawGolden(index, shown);
      const hits = new Set(frame.touches.map((touch) => touch[6]));
      const bound = new Set(frame.touches.map((touch) => touch[5]));
      $("views").replaceChildren(...shown.slice(0, LIMIT).map((v) => {
        const tags = [];
        if (hits.has(v.view)) tags.push(["hit now", "hit"]);
        if (bound.has(v.view)) tags.push(["bound", "bound"]);
        if (v.flags & 1) tags.push(["hidden"]);
        if (v.alpha !== 1) tags.push(["α " + v.alpha]);
        if (v.flags & 2) tags.push(["no interaction"]);
        if (v.flags & 4) tags.push(["disabled"]);
        const li = tagged(views[v.view][0], tags);
        li.style.paddingLeft = Math.min(v.depth, 40) * 10 + "px";
        li.title = describe(v);
        li.addEventListener("mouseenter", () => focusView(v));
        li.addEventListener("mouseleave", () => focusView(null));
        return li;
      }));
      if (shown.length > LIMIT) {
        $("views").append(html("li", "… " + (shown.length - LIMIT) + " more", "muted"));
      }
    }

    /// The golden trace at this frame: the values that differ here, or that it matches.
    function drawGolden(index, shown) {
      const card = $("golden-card");
      card.hidden = !DATA.golden;
      if (!DATA.golden) return;
      const [path, total, list] = DATA.golden;
      const here = list.find((entry) => entry[0] === index);
      const status = $("golden-status");
      if (here && here[5]) drawGoldenOutline(here[5], shown);
      if (here) {
        const [, fields, key, expected, actual] = here;
        status.className = "golden differs";
        status.textContent = fields + (fields === 1 ? " value differs" : " values differ")
          + " from " + path + " in this frame; first " + key + ": golden " + expected
          + ", this run " + actual + ".";
      } else {
        status.className = "golden";
        status.textContent = total === 0 ? "The run matches " + path + " in every frame."
          : "This frame matches " + path + "; " + total + (total === 1 ? " frame differs" : " frames differ")
            + " (marked on the timeline's golden lane).";
      }
    }

    /// Where the golden puts the view: its golden frame placed in its superview as drawn, a
    /// dashed outline over the stage (a superview's scroll offset is not taken into account).
    function drawGoldenOutline([name, x, y, width, height], shown) {
      const position = shown.findIndex((v) => views[v.view][0] === name);
      if (position < 0) return;
      const depth = shown[position].depth;
      let origin = [0, 0];
      for (let i = position - 1; i >= 0; i--) {
        if (shown[i].depth === depth - 1) { origin = shown[i].points[0]; break; }
      }
      const marks = stage.querySelector(".marks");
      const outline = svg("rect", {
        class: "golden-outline", x: origin[0] + x, y: origin[1] + y, width, height,
      }, marks);
      svg("title", {}, outline).textContent = "'" + name + "' where the golden has it";
    }

    function focusView(v) {
      const focus = $("focus");
      if (focus) focus.setAttribute("points", v ? pointList(v.points) : "");
    }

    /// One lane per kind of event, one tick per frame and kind, failures in their own lane.
    function drawTimeline() {
      if (count === 0) return;
      const end = Number(frames[count - 1].t) || 1;
      const lanes = new Map();
      const add = (kind, index, text) => {
        if (!lanes.has(kind)) lanes.set(kind, new Map());
        const lane = lanes.get(kind);
        if (!lane.has(index)) lane.set(index, []);
        lane.get(index).push(text);
      };
      frames.forEach((frame, index) => {
        for (const [t, kind, text] of frame.events) add(kind, index, "t = " + seconds(t) + ": " + text);
      });
      for (const [, frame, t, expected] of DATA.failures) {
        add("failure", frame, "t = " + (t || "end") + ": " + expected);
      }
      if (DATA.golden) {
        for (const [frame, fields, path, expected, actual] of DATA.golden[2]) {
          add("golden", frame, fields + (fields === 1 ? " value differs" : " values differ")
            + "; " + path + ": golden " + expected + ", run " + actual);
        }
      }
      const order = [
        "touch", "control", "log", "gesture", "presentation", "animation", "view", "failure",
        "golden",
      ];
      const timeline = $("timeline");
      for (const kind of order.filter((k) => lanes.has(k))) {
        const track = html("div", undefined, "track");
        for (const [index, texts] of lanes.get(kind)) {
          const tick = html("span", undefined, "tick k-" + kind);
          tick.style.left = (100 * Number(frames[index].t) / end).toFixed(3) + "%";
          tick.title = "frame " + index + "\n" + texts.join("\n");
          track.append(tick);
        }
        track.append(html("span", undefined, "cursor"));
        timeline.append(html("span", kind), track);
      }
      timeline.addEventListener("click", (event) => {
        const track = event.target.closest(".track");
        if (!track) return;
        const box = track.getBoundingClientRect();
        const t = end * (event.clientX - box.left) / box.width;
        let best = 0;
        frames.forEach((frame, index) => {
          if (Math.abs(Number(frame.t) - t) < Math.abs(Number(frames[best].t) - t)) best = index;
        });
        go(best);
      });
    }
    """#
}
