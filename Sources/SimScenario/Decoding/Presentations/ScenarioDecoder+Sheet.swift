import SimEngine

/// A sheet's settings: its detents (system and custom), which is selected, which is the
/// largest undimmed, the grabber, modality and the release projection's rate.
extension ScenarioDecoder {
  mutating func decodeSheet(_ fields: inout Fields, name: String) -> SheetStyle {
    var sheet = SheetStyle()
    if let n = fields.take("detents") {
      var detents: [SheetStyle.Detent] = []
      let path = fields.path("detents")
      if reader.document.kind(n) == .array, !reader.document.elements(n).isEmpty {
        for (index, element) in reader.document.elements(n).enumerated() {
          if let detent = decodeDetent(element, path: KeyPath.index(path, index)) {
            if detents.contains(where: { $0.id == detent.id }) {
              reader.error(
                element, KeyPath.index(path, index), "detent '\(detent.id)' is listed twice")
            } else {
              detents.append(detent)
            }
          }
        }
      } else {
        reader.error(
          n, path,
          "expected a non-empty array of detents (\"medium\", \"large\" or {\"id\", \"height\"}), got \(reader.describe(n))"
        )
      }
      if !detents.isEmpty { sheet.detents = detents }
    }
    let ids = sheet.detents.map(\.id)
    for key in ["selectedDetent", "largestUndimmedDetent"] {
      guard let n = fields.take(key), let id = reader.name(n, fields.path(key), what: "a detent id")
      else { continue }
      if !ids.contains(id) {
        reader.error(
          n, fields.path(key),
          "the sheet has no detent '\(id)'; its detents are \(Suggestions.list(ids))",
          notes: reader.suggestion(id, in: ids, at: n))
      } else if key == "selectedDetent" {
        sheet.selectedDetent = id
      } else {
        sheet.largestUndimmedDetent = id
      }
    }
    if let n = fields.take("grabber"), let v = reader.bool(n, fields.path("grabber")) {
      sheet.grabber = v
    }
    if let n = fields.take("modalInPresentation"),
      let v = reader.bool(n, fields.path("modalInPresentation"))
    {
      sheet.isModalInPresentation = v
    }
    if let n = fields.take("prefersScrollingExpandsWhenScrolledToEdge"),
      let v = reader.bool(n, fields.path("prefersScrollingExpandsWhenScrolledToEdge"))
    {
      sheet.prefersScrollingExpandsWhenScrolledToEdge = v
    }
    if let n = fields.take("decelerationRate"),
      let v = reader.number(
        n, fields.path("decelerationRate"), in: 0.5...0.9999, what: "decelerationRate")
    {
      sheet.decelerationRate = v
    }
    return sheet
  }

  private mutating func decodeDetent(_ node: Node, path: String) -> SheetStyle.Detent? {
    if reader.document.kind(node) == .string {
      let name = reader.document.string(node)!
      switch name {
      case "medium": return .medium
      case "large": return .large
      default:
        let detents = ChoiceSet(
          "detent", ["medium", "large"], otherwise: "{\"id\": …, \"height\": …}")
        reader.unknownChoice(name, detents, at: node, path)
        return nil
      }
    }
    guard
      var fields = reader.object(
        node, path, expected: "\"medium\", \"large\" or {\"id\", \"height\"}")
    else { return nil }
    defer { reader.finish(fields, known: ["id", "height"], context: "a custom detent") }
    let id = reader.require("id", in: &fields, what: "the detent's identifier").flatMap {
      reader.name($0, fields.path("id"), what: "a detent id")
    }
    let height = reader.require("height", in: &fields, what: "its height in the sheet's safe area")
      .flatMap {
        reader.nonNegative($0, fields.path("height"), what: "the height")
      }
    guard let id, let height else { return nil }
    guard id != "medium", id != "large" else {
      reader.error(
        node, path, "'\(id)' is a system detent's name; give the custom detent another id")
      return nil
    }
    return .custom(id: id, height: height)
  }
}
