/// A presentation's `style`: an enum switched over without `default:`, so a style added here
/// and forgotten in the decoder is a compile error rather than a presentation read as a popup.
/// Each style's keys are its table, checked against docs/scenario-format.md's.
enum PresentationKind: String, CaseIterable, Sendable {
  case sheet, custom, popup, animated

  static let choices = ChoiceSet("presentation style", Self.self)

  /// Every style's keys.
  static let common: [KeySpec] = [
    KeySpec("style", .choice(choices), default: "required"),
    KeySpec("content", .object, default: "required", "the presented view"),
    KeySpec("comment", .string),
  ]

  var keys: ObjectKeys {
    switch self {
    case .sheet: Self.sheetKeys
    case .custom: Self.customKeys
    case .popup: Self.popupKeys
    case .animated: Self.animatedKeys
    }
  }

  static let sheetKeys = ObjectKeys(
    "a sheet", docs: "**`sheet`**",
    common + [
      KeySpec("detents", .array, default: "[\"large\"]"),
      KeySpec("selectedDetent", .string, default: "the smallest"),
      KeySpec("largestUndimmedDetent", .string, default: "none (dimmed everywhere)"),
      KeySpec("grabber", .bool, default: "false"),
      KeySpec("modalInPresentation", .bool, default: "false"),
      KeySpec("decelerationRate", .number, default: "0.99"),
      KeySpec("prefersScrollingExpandsWhenScrolledToEdge", .bool, default: "true"),
    ])
  static let customKeys = ObjectKeys(
    "a custom presentation", docs: "**`custom`**",
    common + [
      KeySpec("heightRatio", .number, default: "2/3"),
      KeySpec("tapBackdropToDismiss", .bool, default: "true"),
      KeySpec("present", .object, default: "a 0.35 s UIKit spring"),
      KeySpec("dismiss", .object, default: "0.35 s easeInOut"),
    ])
  static let popupKeys = ObjectKeys(
    "a popup", docs: "**`popup`**",
    common + [
      KeySpec("backgroundAlpha", .number, default: "none (clear)"),
      KeySpec("show", .object, default: "none (appears at once)"),
      KeySpec("hide", .object, default: "none (goes at once)"),
      KeySpec("onHide", .array, "actions run once it has gone"),
    ])
  static let animatedKeys = ObjectKeys(
    "an animated presentation", docs: "**`animated`**",
    common + [
      KeySpec("present", .object, default: "required"),
      KeySpec("dismiss", .object, default: "required"),
    ])
}
