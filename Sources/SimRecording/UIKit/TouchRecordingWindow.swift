#if canImport(UIKit)
  import UIKit

  /// The UIKit adapter of ``TouchRecorder``: a window that records every touch it sends, for a
  /// debug build of your app. It is compiled only where UIKit exists; simreplay's CI builds and
  /// tests the core on Linux but has never compiled this file (README, "Recording on a
  /// device").
  ///
  ///     // SceneDelegate, debug builds only:
  ///     let window = TouchRecordingWindow(windowScene: scene)
  ///     ...
  ///     try window.save(to: FileManager.default.temporaryDirectory)  // touches.jsonl, tree.txt
  @MainActor
  open class TouchRecordingWindow: UIWindow {
    public private(set) var recorder = TouchRecorder()

    open override func sendEvent(_ event: UIEvent) {
      if event.type == .touches, let touches = event.allTouches {
        for touch in touches {
          let phase: RecordedTouch.Phase? =
            switch touch.phase {
            case .began: .began
            case .moved: .moved
            case .ended: .ended
            case .cancelled: .cancelled
            default: nil
            }
          guard let phase else { continue }
          let location = touch.location(in: self)
          recorder.record(
            timestamp: touch.timestamp, identity: UInt(bitPattern: ObjectIdentifier(touch)),
            phase: phase, x: Double(location.x), y: Double(location.y))
        }
      }
      super.sendEvent(event)
    }

    /// Writes `touches.jsonl` (the recorded stream) and `tree.txt` (the window's
    /// `recursiveDescription`, for `simreplay import`) into `folder`.
    public func save(to folder: URL) throws {
      try recorder.jsonLines.write(
        to: folder.appendingPathComponent("touches.jsonl"), atomically: true, encoding: .utf8)
      let tree = (value(forKey: "recursiveDescription") as? String) ?? ""
      try tree.write(
        to: folder.appendingPathComponent("tree.txt"), atomically: true, encoding: .utf8)
    }

    /// Starts a new recording.
    public func reset() { recorder = TouchRecorder() }
  }
#endif
