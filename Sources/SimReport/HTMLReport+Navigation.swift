/// The report's script, part three: moving through time (slider, buttons, keys, playing, the
/// `#frame=N` address, failures), then the first drawing and `data-status="ready"`.
extension HTMLReport {
  static let scriptControls = #"""
    const slider = $("slider");
    let current = -1;
    let timer = null;

    /// A time as the report prints it: seconds to the millisecond ("0.317 s").
    function seconds(t) {
      return Number(t).toFixed(3) + " s";
    }

    function go(index) {
      index = Math.max(0, Math.min(count - 1, Math.round(Number(index)) || 0));
      if (index === current) return;
      current = index;
      const frame = frames[index];
      const shown = viewsAt(frame, index);
      drawStage(frame, index, shown);
      drawPanels(frame, index, shown);
      slider.value = String(index);
      const end = Number(frames[count - 1].t) || 1;
      for (const cursor of document.querySelectorAll(".cursor")) {
        cursor.style.left = (100 * Number(frame.t) / end).toFixed(3) + "%";
      }
      movePlotCursors(index);
      document.body.dataset.frame = String(index);
      try { history.replaceState(null, "", "#frame=" + index); } catch (error) { /* file: URLs */ }
    }

    function play() {
      if (timer !== null) return stop();
      if (current >= count - 1) go(0);
      $("play").textContent = "Pause";
      timer = setInterval(() => (current >= count - 1 ? stop() : go(current + 1)), 1000 / DATA.fps);
    }

    function stop() {
      clearInterval(timer);
      timer = null;
      $("play").textContent = "Play";
    }

    function drawFailures() {
      const list = $("failures");
      if (DATA.failures.length === 0) {
        list.append(html("li", "All " + DATA.expectations + " expectations were met.", "empty"));
        return;
      }
      for (const [number, frame, t, expected, actual, source] of DATA.failures) {
        const button = html("button");
        button.type = "button";
        button.dataset.frame = frame;
        const what = number >= 0 ? "expect[" + number + "]: " + expected : expected;
        const when = (t === null ? "at the end" : "t = " + seconds(t)) + " · frame " + frame;
        button.append(html("span", when, "muted"),
          html("span", "expected: " + what, "what"), html("span", "actual: " + actual, "what"));
        if (source) button.append(html("span", source, "src"));
        button.addEventListener("click", () => { stop(); go(frame); });
        const li = html("li");
        li.append(button);
        list.append(li);
      }
    }

    /// The `#frame=N` of the address; past the last frame, the last, with a note saying so.
    /// Without one, the first failure's frame when the run failed (saying so), else frame 0.
    function frameFromAddress() {
      const match = /frame=(\d+)/.exec(location.hash);
      const note = $("address-note");
      if (!match && DATA.failures.length > 0) {
        const first = Math.min(...DATA.failures.map((failure) => Number(failure[1])));
        note.textContent = "Opened at the first failure, frame " + first + " (t = "
          + seconds(frames[Math.min(first, count - 1)].t) + "); frame 0 is at Home.";
        note.hidden = false;
        return Math.min(first, count - 1);
      }
      const asked = match ? Number(match[1]) : 0;
      if (asked > count - 1) {
        note.textContent = "The address asks for frame " + asked + ", but frames go from 0 to "
          + (count - 1) + "; showing frame " + (count - 1) + ".";
        note.hidden = false;
        return count - 1;
      }
      note.hidden = true;
      return asked;
    }

    slider.addEventListener("input", () => go(slider.value));
    $("prev").addEventListener("click", () => go(current - 1));
    $("next").addEventListener("click", () => go(current + 1));
    $("play").addEventListener("click", play);
    window.addEventListener("hashchange", () => go(frameFromAddress()));
    document.addEventListener("keydown", (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const step = event.shiftKey ? 10 : 1;
      switch (event.key) {
        case "ArrowRight": case "ArrowUp": go(current + step); break;
        case "ArrowLeft": case "ArrowDown": go(current - step); break;
        case "Home": go(0); break;
        case "End": go(count - 1); break;
        case " ":
          if (event.target instanceof HTMLButtonElement) return;
          play();
          break;
        default: return;
      }
      event.preventDefault();
    });

    drawTimeline();
    drawFailures();
    drawPlots();
    if (count > 0) go(frameFromAddress());
    document.body.dataset.status = "ready";
    """#
}
