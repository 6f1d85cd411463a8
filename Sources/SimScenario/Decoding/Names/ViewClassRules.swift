import SimEngine

/// Which classes a use of a view needs: `on` and control keys need a control, scroll keys a
/// scroll view; and the hint that says how to declare one.
enum ViewClassRules {
  static func satisfies(_ viewClass: ViewClass, _ kind: ViewClass.Kind) -> Bool {
    switch kind {
    case .control, .button: viewClass.isControl
    case .scrollView: viewClass.isScrollView
    case .view: true
    }
  }

  static func baseHint(_ kind: ViewClass.Kind) -> String {
    switch kind {
    case .control, .button:
      "; give it \"class\": \"UIControl\" (or a custom class with \"base\": \"UIControl\")"
    case .scrollView: "; give it \"class\": \"UIScrollView\""
    case .view: ""
    }
  }
}
