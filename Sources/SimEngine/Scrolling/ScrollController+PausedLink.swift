import SimGeometry

/// The deceleration display link a catching touch paused, and what unpausing it does.
extension ScrollController {
  /// `-_endPanNormal:` when the release does not move on (LABEL_75 in the decompilation): the
  /// scroll view's `_scrollHeartbeat`, paused by `-_beginTrackingWithEvent:` when the touch
  /// caught it decelerating in bounds, is unpaused (`setPaused:0`). Its velocities were zeroed
  /// (`-handlePan:` Began, and `_endPanNormal:`'s h² + v² < 0.0625), so the next frame's
  /// `-_smoothScrollSyncWithUpdateTime:` finds it slower than the stop speed and stops it where
  /// it is: the delegate hears `didEndDecelerating` then. The frame steps from the link's
  /// `_lastUpdateTime`, the last frame before the catch.
  mutating func resumePausedLink(_ position: Int, bounds: Rect) {
    guard let lastUpdate = entries[position].pausedLink else { return }
    entries[position].pausedLink = nil
    let settings = entries[position].settings
    let axes = settings.axes(viewSize: bounds.size)
    let range = settings.offsetRange(viewSize: bounds.size)
    let offset = bounds.origin
    func motion(_ o: Double, _ r: ClosedRange<Double>) -> ScrollAxisMotion {
      ScrollAxisMotion(
        offset: o, velocity: 0, rate: settings.decelerationRate, range: r,
        bounces: settings.bounces, scale: settings.screenScale)
    }
    entries[position].phase = .moving(
      x: axes.allowsHorizontal ? motion(offset.x, range.x) : nil,
      y: axes.allowsVertical ? motion(offset.y, range.y) : nil,
      lastUpdate: lastUpdate, from: offset)
    moving.append(position)
  }
}
