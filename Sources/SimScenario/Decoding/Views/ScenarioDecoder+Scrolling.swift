import SimEngine
import SimGeometry

/// A scroll view's `UIScrollView` properties, on views whose class is or inherits from one.
extension ScenarioDecoder {
  /// The settings when any scroll key is present (nil: UIKit's defaults, or not a scroll view).
  mutating func decodeScrolling(
    _ fields: inout Fields, path: @autoclosure () -> String, viewClass: ViewClass, id: String,
    screen: Screen, addNesting: Int
  ) -> ScrollSettings? {
    guard fields.mayHaveAny(ofLengths: ScrollViewKeys.lengths),
      ScrollViewKeys.names.contains(where: fields.has)
    else { return nil }
    if !viewClass.isScrollView, let key = ScrollViewKeys.names.first(where: fields.has),
      let node = fields.take(key)
    {
      reader.error(
        node, path() + "." + key,
        "'\(key)' applies to scroll views, and '\(id)' is a \(viewClass.name) (give a class such as UIScrollView, or a base)"
      )
      for other in ScrollViewKeys.names { _ = fields.take(other) }
      return nil
    }
    var settings = ScrollSettings()
    if let n = fields.take("contentSize"),
      let values = reader.numbers(n, path() + ".contentSize", names: ["width", "height"])
    {
      if values.allSatisfy({ $0 >= 0 && $0 <= 1e9 }) {
        settings.contentSize = Size(width: values[0], height: values[1])
      } else {
        reader.error(n, path() + ".contentSize", "a content size is two numbers from 0 to 1e9")
      }
    }
    if let n = fields.take("contentInset"), let insets = reader.insets(n, path() + ".contentInset")
    {
      let values = [insets.top, insets.left, insets.bottom, insets.right]
      if values.allSatisfy({ abs($0) <= 1e9 }) {
        settings.contentInset = insets
      } else {
        reader.error(n, path() + ".contentInset", "insets must be within 1e9 points")
      }
    }
    for (spec, property) in ScrollViewKeys.flags {
      if let n = fields.take(spec.name), let v = reader.bool(n, path() + "." + spec.name) {
        settings[keyPath: property] = v
      }
    }
    if let n = fields.take("delegate"), var handlers = reader.object(n, path() + ".delegate") {
      for member in reader.eachMember(of: &handlers) {
        let memberPath = path() + ".delegate." + member.key
        guard ScrollMoment.names.contains(member.key) else {
          let moments = ChoiceSet("scroll view delegate moment", ScrollMoment.names)
          reader.unknownChoice(member.key, moments, at: member.value, memberPath)
          continue
        }
        let actions = decodeActions(
          member.value, path: memberPath, screen: screen, addNesting: addNesting)
        settings.delegate.append(.init(moment: member.key, actions: actions))
      }
    }
    decodeWillEndDragging(&fields, into: &settings, path: path())
    if let n = fields.take("keyboardDismissMode"),
      let value = reader.choice(
        n, path() + ".keyboardDismissMode", ScrollViewKeys.keyboardDismissModes,
        as: ScrollSettings.KeyboardDismissMode.self)
    {
      settings.keyboardDismissMode = value
    }
    if let n = fields.take("contentInsetAdjustmentBehavior"),
      let value = reader.choice(
        n, path() + ".contentInsetAdjustmentBehavior", ScrollViewKeys.insetAdjustments,
        as: ScrollSettings.InsetAdjustment.self)
    {
      settings.contentInsetAdjustmentBehavior = value
    }
    if let n = fields.take("decelerationRate") {
      if let name = reader.document.string(n) {
        switch name {
        case "normal": settings.decelerationRate = ScrollSettings.normalDeceleration
        case "fast": settings.decelerationRate = ScrollSettings.fastDeceleration
        default:
          let rates = ChoiceSet(
            "deceleration rate", ["normal", "fast"], otherwise: "a number per millisecond")
          reader.unknownChoice(name, rates, at: n, path() + ".decelerationRate")
        }
      } else if let rate = reader.number(
        n, path() + ".decelerationRate",
        in: ScrollViewKeys.decelerationRate.range!, what: "a deceleration rate per millisecond"
      ) {
        settings.decelerationRate = rate
      }
    }
    decodeZooming(&fields, into: &settings.zoom, id: id, path: path())
    decodePages(&fields, into: &settings, id: id, path: path())
    decodeRefreshControl(
      &fields, into: &settings, path: path(), screen: screen, addNesting: addNesting)
    return settings
  }
}
