import SimGeometry

/// The screen a simulation runs on.
public struct Screen: Hashable, Sendable {
  /// In points; the window and, by default, the root view have this size.
  public var size: Size
  /// The display's refresh rate: frames are rendered at k / fps seconds.
  public var fps: Int
  /// The window's safe-area insets (status bar, home indicator); sheets size their detents
  /// with them.
  public var safeArea: EdgeInsets
  /// Pixels per point (`UIScreen.scale`, the trait collection's `displayScale`): scroll views
  /// round their offsets to these pixels, as `UIScrollView`'s `_accuracy` does.
  public var scale: Double

  public init(size: Size, fps: Int = 60, safeArea: EdgeInsets = .zero, scale: Double = 3) {
    self.size = size
    self.fps = fps
    self.safeArea = safeArea
    self.scale = scale
  }
}

/// The UIKit values that are undocumented or disputed, with the working values the engine uses.
/// Each is explained, with its source, in docs/semantics.md.
public struct UIKitParameters: Hashable, Sendable {
  /// Views with alpha below this are skipped by hit testing. Apple: "less than 0.01".
  public var minimumHitAlpha: Double = 0.01
  /// How far outside its bounds a control still counts a touch as inside while tracking
  /// (UIKit's private `_UIControlMostlyInsideEdgeInsets`). 70 pt is the common figure; the
  /// value is not visible in the decompilation and a 100 px figure also circulates.
  public var controlTrackingMargin: Double = 70
  /// The width and height of a `UISlider`'s thumb (`_UISlideriOSVisualElement
  /// -thumbDimensionNeue`, read from `drawingMetricsForPlatform`, whose iPhone figures are
  /// constants the decompilation does not show). 28 pt is the engine's choice.
  public var sliderThumbSize: Double = 28
  /// A touch that begins within this time of the previous touch's end, and within
  /// ``tapCountDistance`` of where it began, gets the previous tap count plus one. UIKit's
  /// window is not public; this is the tap recognizer's multi-tap interval.
  public var tapCountInterval: Interval = Interval(nanoseconds: 350_000_000)
  /// See ``tapCountInterval``; the tap recognizer's allowable movement.
  public var tapCountDistance: Double = 45
  /// The app delegate's name when it is a `UIResponder`, ending the responder chain; nil ends
  /// the chain at the application.
  public var appDelegate: String? = nil

  public init() {}
}
