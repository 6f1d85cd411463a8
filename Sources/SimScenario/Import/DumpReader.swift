import SimEngine
import SimGeometry

/// Builds a ``RecursiveDescription`` from the scanner's descriptions: nesting from depths,
/// properties from printed fields, classes, unique ids, and a diagnostic with a line number for
/// anything that does not fit.
///
/// Nesting uses a stack of the open ancestors (one entry per depth), so it is linear and
/// never recursive. A problem in one view's fields is reported and reading goes on, so one run
/// shows them all; a broken structure (a line nested two levels below the one before it, a
/// description cut off) stops the reading, because what follows can't be placed.
struct DumpReader {
  private var scanner: DescriptionScanner
  private let file: String
  private var views: [RecursiveDescription.View] = []
  private var diagnostics: [Diagnostic] = []
  /// The open ancestors: depth, and the view's index (nil for a `(layer)` line).
  private var open: [(depth: Int, view: Int?, line: Int)] = []
  /// The first view's bar count, which counts as depth 0 (a paste may start mid-tree).
  private var baseDepth: Int?
  private var usedIDs: [String: Int] = [:]
  /// Read a dump cut off mid-description up to its last complete view, with a warning.
  private let partial: Bool

  init(bytes: [UInt8], file: String, partial: Bool = false) {
    self.scanner = DescriptionScanner(bytes: bytes)
    self.file = file
    self.partial = partial
  }

  /// A warning about the whole text.
  mutating func note(_ message: String) { warning(nil, message) }

  mutating func read() -> Result<RecursiveDescription, ScenarioError> {
    do {
      while let entry = try scanner.next() {
        guard place(entry) else { break }
      }
    } catch {
      if partial && !views.isEmpty {
        warning(
          error.location,
          "\(error.message); --partial: read the \(views.count) complete \(views.count == 1 ? "view" : "views") before it"
        )
      } else {
        let hint = views.isEmpty ? "" : " (--partial reads the complete views before it)"
        diagnostics.append(
          Diagnostic(
            file: file, location: error.location, keyPath: "", message: error.message + hint))
      }
    }
    warnAboutSeveralRoots()
    if views.isEmpty && !diagnostics.contains(where: { $0.severity == .error }) {
      diagnostics.append(
        Diagnostic(
          file: file, location: nil, keyPath: "",
          message:
            "no view descriptions found; expected lines such as '<UIView: 0x7f8a1c40; frame = (0 0; 375 812); layer = <CALayer: 0x600002a8c0a0>>', as recursiveDescription prints them"
        ))
    }
    if diagnostics.contains(where: { $0.severity == .error }) {
      return .failure(ScenarioError(kind: .invalid, diagnostics: diagnostics))
    }
    return .success(
      RecursiveDescription(file: file, views: views, warnings: diagnostics.sorted()))
  }

  /// Several roots are read as sibling windows (later ones in front), which is what two
  /// windows pasted together are; but separate dumps pasted into one file read the same way,
  /// so each root is named.
  private mutating func warnAboutSeveralRoots() {
    let roots = views.filter { $0.parent == nil }
    guard roots.count > 1 else { return }
    let listed = roots.prefix(10).map { "\($0.label) at line \($0.location.line)" }
    let more = roots.count > 10 ? " and \(roots.count - 10) more" : ""
    warning(
      roots[1].location,
      "the text holds \(roots.count) root views: \(listed.joined(separator: ", "))\(more); they are read as sibling windows, later ones in front. If they are separate dumps, give one at a time"
    )
  }

  private mutating func error(_ location: SourceLocation?, _ message: String) {
    diagnostics.append(Diagnostic(file: file, location: location, keyPath: "", message: message))
  }

  private mutating func warning(_ location: SourceLocation?, _ message: String) {
    diagnostics.append(
      Diagnostic(.warning, file: file, location: location, keyPath: "", message: message))
  }

  /// Adds one description; false when the structure is broken and reading must stop.
  private mutating func place(_ entry: DescriptionScanner.Entry) -> Bool {
    if entry.isLayer {
      guard let base = baseDepth else { return true }
      let depth = entry.depth - base
      while let last = open.last, last.depth >= depth { open.removeLast() }
      open.append((depth, nil, entry.location.line))
      return true
    }
    let (fields, problems) = PrintedFields.read(entry, in: scanner)
    guard fields.frame != nil || !problems.isEmpty else {
      if entry.depth == 0 && (baseDepth ?? 0) == 0 {
        warning(
          entry.location,
          "<\(fields.className)…> prints no frame, so it is taken as text around the dump, not a view"
        )
        return true
      }
      error(
        entry.location, "the description of <\(fields.className)…> has no 'frame = (x y; w h)'")
      return place(entry, fields: fields)
    }
    // A view with unreadable fields is still placed, so the lines after it nest correctly.
    for problem in problems { error(problem.location, problem.message) }
    return place(entry, fields: fields)
  }

  private mutating func place(_ entry: DescriptionScanner.Entry, fields: PrintedFields) -> Bool {
    let base = baseDepth ?? entry.depth
    baseDepth = base
    let depth = entry.depth - base
    guard depth >= 0 else {
      error(
        entry.location,
        "this view has \(entry.depth) '|' before it, fewer than the first view's \(base): paste the dump from its first line"
      )
      return false
    }
    while let last = open.last, last.depth >= depth { open.removeLast() }
    let parent = open.last
    if depth > 0 && parent?.depth != depth - 1 {
      let above = parent.map { "the view above it at line \($0.line) has \($0.depth + base)" }
      error(
        entry.location,
        "this view has \(entry.depth) '|' before it but \(above ?? "no view is above it"): is a line missing?"
      )
      return false
    }
    if let parent, parent.view == nil {
      error(entry.location, "a view is nested under a (layer) line (line \(parent.line))")
      return false
    }
    let index = views.count
    views.append(
      makeView(entry, fields, frame: fields.frame ?? .zero, depth: depth, parent: parent?.view))
    open.append((depth, index, entry.location.line))
    return true
  }

  private mutating func makeView(
    _ entry: DescriptionScanner.Entry, _ fields: PrintedFields, frame: Rect, depth: Int,
    parent: Int?
  ) -> RecursiveDescription.View {
    let (viewClass, base) = DumpClassMapping.resolve(
      className: fields.className, baseClass: fields.baseClass,
      printsContentOffset: fields.contentOffset != nil)
    let id = uniqueID(fields.className + ":" + (fields.address ?? "line\(entry.location.line)"))
    var properties = ViewProperties(name: id, class: viewClass)
    properties.isHidden = fields.isHidden
    properties.alpha = alpha(fields.alpha, at: entry.location)
    properties.isUserInteractionEnabled = !fields.userInteractionDisabled
    properties.clipsToBounds = fields.clipsToBounds
    properties.isEnabled = true
    let transform = fields.transform ?? .identity
    let geometry = DumpGeometry.untransform(
      frame: standardized(frame, at: entry.location), transform: transform)
    properties.transform = transform
    properties.center = geometry.center
    properties.bounds = Rect(origin: fields.contentOffset ?? .zero, size: geometry.size)
    switch geometry.recovery {
    case .exact: break
    case .assumedSquare:
      warning(
        entry.location,
        "the frame of a view under this transform does not tell its width from its height; taken as square"
      )
    case .inconsistent:
      warning(
        entry.location, "the frame and transform do not fit a view of any size; a side was set to 0"
      )
    }
    return RecursiveDescription.View(
      className: fields.className, address: fields.address, id: id, depth: depth,
      parent: parent, location: entry.location, properties: properties, base: base,
      isMarkedInvisible: entry.isMarkedInvisible)
  }

  /// The printed alpha as the hit test reads it, always in 0…1, so `hit` and an imported
  /// scenario agree. UIKit skips a view when `alpha < 0.01`, which is false for NaN: a view
  /// printed with `alpha = nan` takes touches, as if opaque, and is read as 1. Out of range,
  /// the value is clamped: the same side of 0.01, so the same answers.
  private mutating func alpha(_ printed: Double?, at location: SourceLocation) -> Double {
    guard let printed else { return 1 }
    if printed.isNaN {
      warning(
        location,
        "alpha = nan: UIKit's test alpha < 0.01 is false for NaN, so the view takes touches; read as 1"
      )
      return 1
    }
    guard printed < 0 || printed > 1 else { return printed }
    let clamped = min(max(printed, 0), 1)
    warning(
      location,
      "alpha \(printed.compactDescription) is outside 0…1; read as \(clamped.compactDescription), which hit-tests the same"
    )
    return clamped
  }

  /// A frame with a negative side, as CGRect's own functions read it: standardized (the origin
  /// moved by the side, the side made positive), which covers the same points.
  private mutating func standardized(_ frame: Rect, at location: SourceLocation) -> Rect {
    guard frame.width < 0 || frame.height < 0 else { return frame }
    let x = frame.width < 0 ? frame.minX + frame.width : frame.minX
    let y = frame.height < 0 ? frame.minY + frame.height : frame.minY
    let result = Rect(x: x, y: y, width: abs(frame.width), height: abs(frame.height))
    warning(
      location,
      "a negative size: CGRect's functions standardize it, so the view covers \(result.compactDescription); read as that"
    )
    return result
  }

  private mutating func uniqueID(_ candidate: String) -> String {
    guard let count = usedIDs[candidate] else {
      usedIDs[candidate] = 1
      return candidate
    }
    var number = count + 1
    while usedIDs["\(candidate)~\(number)"] != nil { number += 1 }
    usedIDs[candidate] = number
    usedIDs["\(candidate)~\(number)"] = 1
    return "\(candidate)~\(number)"
  }
}
