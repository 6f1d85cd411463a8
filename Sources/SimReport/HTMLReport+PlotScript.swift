/// The report's script, the plots: one chart per series group, drawn once; the current frame's
/// line moves with the slider.
extension HTMLReport {
  static let scriptPlots = #"""
    const COLORS = ["#2f6fde", "#d9480f", "#2b8a3e", "#ae3ec9", "#e67700", "#0b7285"];
    const plotCursors = [];

    function drawPlots() {
      const holder = $("plots");
      const plots = DATA.plots || [];
      if (plots.length === 0) {
        holder.append(html("p", "Nothing animated, scrolled or panned in this run.", "muted"));
        return;
      }
      const width = 1000, height = 130, left = 56, right = 8, top = 8, bottom = 18;
      const last = Math.max(count - 1, 1);
      const x = (frame) => left + (width - left - right) * frame / last;
      for (const [title, unit, series] of plots) {
        const box = html("div", undefined, "plot");
        box.append(html("h3", title + " (" + unit + ")"));
        let low = Infinity, high = -Infinity;
        for (const [, , points] of series) {
          for (let i = 1; i < points.length; i += 2) {
            low = Math.min(low, points[i]);
            high = Math.max(high, points[i]);
          }
        }
        if (!isFinite(low)) continue;
        if (high === low) { high += 1; low -= 1; }
        const y = (value) => top + (height - top - bottom) * (high - value) / (high - low);
        const chart = svg("svg", {
          viewBox: "0 0 " + width + " " + height, preserveAspectRatio: "none", role: "img",
          "aria-label": title,
        });
        svg("text", { x: 4, y: top + 8, class: "axis" }, chart).textContent = String(high);
        svg("text", { x: 4, y: height - bottom, class: "axis" }, chart).textContent = String(low);
        svg("text", { x: left, y: height - 4, class: "axis" }, chart).textContent = "frame 0";
        svg("text", { x: width - right - 60, y: height - 4, class: "axis" }, chart)
          .textContent = "frame " + (count - 1);
        const keys = html("div", undefined, "keys");
        // A drawn series and its model partner share a colour.
        let colorIndex = -1;
        series.forEach(([label, style, points], index) => {
          if (style !== "model" || index === 0 || series[index - 1][1] !== "drawn") colorIndex++;
          const color = COLORS[colorIndex % COLORS.length];
          const list = [];
          for (let i = 0; i < points.length; i += 2) list.push([x(points[i]), y(points[i + 1])]);
          if (list.length === 1) list.push([x(last), list[0][1]]);
          const dashed = style === "model" && index > 0 && series[index - 1][1] === "drawn";
          const line = svg("polyline", {
            class: "line" + (dashed ? " model" : ""), stroke: color, points: pointList(list),
          }, chart);
          svg("title", {}, line).textContent = label;
          const key = html("span", label);
          key.style.setProperty("--swatch", color);
          keys.append(key);
        });
        for (const [frame, passed, label] of DATA.checks || []) {
          const mark = svg("line", {
            class: "check " + (passed ? "met" : "failed"), x1: x(frame), x2: x(frame),
            y1: height - bottom, y2: height - bottom + 6,
          }, chart);
          svg("title", {}, mark).textContent = (passed ? "met: " : "failed: ") + label;
        }
        const now = svg("line", { class: "now", x1: left, x2: left, y1: top, y2: height - bottom },
          chart);
        plotCursors.push([now, x]);
        box.append(chart, keys);
        holder.append(box);
      }
    }

    function movePlotCursors(index) {
      for (const [line, x] of plotCursors) {
        line.setAttribute("x1", x(index));
        line.setAttribute("x2", x(index));
      }
    }
    """#
}
