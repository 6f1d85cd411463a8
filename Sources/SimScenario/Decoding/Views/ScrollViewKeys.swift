import SimEngine

/// The keys only scroll views take, declared once: a view of another class giving one is told
/// so, and adding a true-or-false `UIScrollView` property is one entry in `flags`.
enum ScrollViewKeys {
  /// The true-or-false properties, read by one loop.
  static let flags: [(spec: KeySpec, property: WritableKeyPath<ScrollSettings, Bool> & Sendable)] =
    [
      (KeySpec("scrollEnabled", .bool, default: "true"), \.isScrollEnabled),
      (KeySpec("bounces", .bool, default: "true"), \.bounces),
      (KeySpec("alwaysBounceVertical", .bool, default: "false"), \.alwaysBounceVertical),
      (KeySpec("alwaysBounceHorizontal", .bool, default: "false"), \.alwaysBounceHorizontal),
      (KeySpec("pagingEnabled", .bool, default: "false"), \.isPagingEnabled),
      (
        KeySpec(
          "delaysContentTouches", .bool, default: "true",
          "the content gets a touch's began 150 ms late"),
        \.delaysContentTouches
      ),
      (
        KeySpec(
          "canCancelContentTouches", .bool, default: "true",
          "scrolling may take a touch the content already has"),
        \.canCancelContentTouches
      ),
      (
        KeySpec(
          "directionalLockEnabled", .bool, default: "false",
          "a drag clearly along one axis scrolls along it only"),
        \.isDirectionalLockEnabled
      ),
      (
        KeySpec(
          "touchesShouldCancelInControls", .bool, default: "false",
          "touchesShouldCancel(in:) returns true for every view"),
        \.touchesShouldCancelInControls
      ),
      (
        KeySpec("scrollsToTop", .bool, default: "true", "a status bar tap may scroll it to top"),
        \.scrollsToTop
      ),
    ]

  static let insetAdjustments = ChoiceSet("inset adjustment", ScrollSettings.InsetAdjustment.self)

  static let keyboardDismissModes = ChoiceSet(
    "keyboard dismiss mode", ScrollSettings.KeyboardDismissMode.self)

  static let decelerationRate = KeySpec(
    "decelerationRate", .other("normal, fast or a number"), default: "normal (0.998)",
    range: 0.5...0.9999, "the velocity kept each millisecond")

  /// Zooming (docs/semantics.md, "Zooming").
  static let minimumZoomScale = KeySpec(
    "minimumZoomScale", .number, default: "1", range: 0.001...1000, "the smallest zoom scale")
  static let maximumZoomScale = KeySpec(
    "maximumZoomScale", .number, default: "1", range: 0.001...1000, "the largest zoom scale")
  static let bouncesZoom = KeySpec(
    "bouncesZoom", .bool, default: "true", "a pinch past a limit rubber-bands, then bounces back")
  static let zoomScale = KeySpec(
    "zoomScale", .number, default: "1", range: 0.001...1000,
    "the zoom scale set when it is created, held to the limits")
  static let viewForZooming = KeySpec(
    "viewForZooming", .name, "the subview viewForZooming(in:) returns; the scroll view zooms it")

  /// A page view controller (docs/semantics.md, "Page view controllers").
  static let pages = KeySpec(
    "pages", .other("[id, …]"),
    "the subviews shown as UIPageViewController's pages, one at a time, the first first")

  static let pageOrientations = ChoiceSet(
    "page orientation", ScrollSettings.PageOrientation.self)
  static let pageOrientation = KeySpec(
    "pageOrientation", .choice(pageOrientations), default: "horizontal",
    "with pages: the navigation orientation, the axis the pages follow one another along")

  static let pageSpacing = KeySpec(
    "pageSpacing", .number, default: "0", range: 0...10_000,
    "with pages: UIPageViewControllerOptionInterPageSpacingKey, the gap between pages")

  static let keys: [KeySpec] =
    [
      KeySpec("contentSize", .other("[w, h]"), default: "[0, 0]"),
      minimumZoomScale, maximumZoomScale, bouncesZoom, zoomScale, viewForZooming,
      KeySpec("contentInset", .insets, default: "0"),
      decelerationRate,
      KeySpec(
        "contentInsetAdjustmentBehavior", .choice(insetAdjustments), default: "automatic",
        "how the safe area adds to contentInset"),
      KeySpec("delegate", .object, "delegate moment → actions"),
      KeySpec(
        "keyboardDismissMode", .choice(keyboardDismissModes), default: "none",
        "onDrag: a drag beginning dismisses the keyboard; interactive: the keyboard follows a drag"
          + " that reaches it and the lift dismisses or restores it"),
      pages, pageOrientation, pageSpacing,
      KeySpec(
        "refreshControl", .object,
        "a UIRefreshControl: {\"valueChanged\": [actions]} (docs/semantics.md, Pull to refresh)"),
      KeySpec(
        "willEndDragging", .object,
        "the delegate's scrollViewWillEndDragging target: {\"snap\": N, \"origin\": O} or"
          + " {\"target\": [x, y]}"),
    ] + flags.map(\.spec)

  static let names = keys.map(\.name)
  /// The keys' lengths, to skip asking for each on a view that has none.
  static let lengths = Fields.lengths(of: names)
}
