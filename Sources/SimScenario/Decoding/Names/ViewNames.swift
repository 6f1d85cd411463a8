import SimEngine

/// The views a scenario declares and the places that name them, checked once the whole file is
/// read (so a view can be named before the `add` action that creates it): ids unique and not
/// reserved, every name known, a named view of the class its use needs, responder chains made
/// of responders that exist.
struct ViewNames {
  typealias Node = JSONDocument.Node

  /// Where a view is declared and its class's number in `classes`; its name is the same
  /// number in `names`.
  struct Declaration {
    var node: Node
    var classNumber: Int32
  }

  /// A place that names a view.
  struct Reference {
    var name: String
    var node: Node
    var path: String
    /// What the named view must be, if anything: a control, a scroll view.
    var requirement: ViewClass.Kind?
    var requirementReason: String = ""
    /// Whether `window` is a valid answer (hit expectations can name it).
    var allowsWindow = false
  }

  private var names = NameTable()
  private var declarations: [Declaration] = []
  /// The distinct classes declared, numbered; most trees have a few.
  private var classes: [ViewClass] = []
  private var classNumbers: [ViewClass: Int32] = [:]
  private var controllers: [(name: String, node: Node)] = []
  private var references: [Reference] = []
  private var responderReferences: [(name: String, node: Node, path: String)] = []
  /// Views declared so far, against ``ScenarioLimits/views``.
  private(set) var count = 0
  /// The cells tables from a data source will make.
  var listCells = ListCellNames()

  /// Counts a view object; returns false once past the limit (reporting it the first time).
  mutating func admit(
    _ node: Node, _ path: @autoclosure () -> String, reader: inout DocumentReader
  ) -> Bool {
    count += 1
    guard count > reader.limits.views else { return true }
    if count == reader.limits.views + 1 {
      reader.error(
        node, path(), "the scenario declares more than \(reader.limits.views) views, the limit")
    }
    return false
  }

  /// Makes room for `more` views at once (a view's children are counted before they are read),
  /// so that the name index is not rehashed again and again as a wide tree is read.
  mutating func expect(_ more: Int, limit: Int) {
    let needed = min(declarations.count + more, limit)
    guard needed > declarations.capacity else { return }
    names.reserve(needed)
    declarations.reserveCapacity(max(needed, declarations.capacity * 2))
  }

  mutating func declare(
    _ name: String, at node: Node, class viewClass: ViewClass, path: @autoclosure () -> String,
    reader: inout DocumentReader
  ) {
    if name == ViewTree.windowName || name == "application" {
      reader.error(node, path(), "the view id '\(name)' is reserved for the \(name)")
      return
    }
    // One lookup both checks and inserts the name.
    let (first, inserted) = names.insert(name)
    guard inserted else {
      reader.error(
        node, path(), "duplicate view id '\(name)'",
        notes: [reader.note(declarations[first].node, "'\(name)' is first declared here")])
      return
    }
    declarations.append(Declaration(node: node, classNumber: number(of: viewClass)))
  }

  /// The class's number, numbering it if new; a run of views of one class looks up nothing.
  private mutating func number(of viewClass: ViewClass) -> Int32 {
    if let last = declarations.last, classes[Int(last.classNumber)] == viewClass {
      return last.classNumber
    }
    if let known = classNumbers[viewClass] { return known }
    classes.append(viewClass)
    classNumbers[viewClass] = Int32(classes.count - 1)
    return Int32(classes.count - 1)
  }

  mutating func declareController(_ name: String, at node: Node) {
    controllers.append((name, node))
  }

  mutating func refer(_ reference: Reference) { references.append(reference) }

  mutating func referToResponder(_ name: String, at node: Node, path: String) {
    responderReferences.append((name, node, path))
  }

  /// Controllers have one root view and no view's name; the app delegate is nobody else.
  func checkDeclarations(parameters: UIKitParameters, reader: inout DocumentReader) {
    var controllerIndex: [String: Node] = [:]
    for (name, node) in controllers {
      if let first = controllerIndex[name] {
        reader.error(
          node, "",
          "view controller '\(name)' is the root of two views; a controller has one root view",
          notes: [reader.note(first, "'\(name)' is first used here")])
      } else if let view = names.index(of: name) {
        reader.error(
          node, "",
          "view controller '\(name)' has the same name as a view; responder chains would be ambiguous",
          notes: [reader.note(declarations[view].node, "the view '\(name)' is declared here")])
      }
      controllerIndex[name] = controllerIndex[name] ?? node
    }
    if let delegate = parameters.appDelegate,
      names.index(of: delegate) != nil || controllerIndex[delegate] != nil
        || delegate == ViewTree.windowName || delegate == "application"
    {
      reader.error(
        reader.document.root, "uikit.appDelegate",
        "the app delegate '\(delegate)' has the same name as another responder")
    }
  }

  /// Every reference against the declarations, by lookup. The lists of names that a
  /// suggestion searches are built only for an error: built up front, they were two arrays of
  /// every view's name at the loader's memory peak, and a responder was found by scanning one.
  func checkReferences(parameters: UIKitParameters, reader: inout DocumentReader) {
    for reference in references {
      if reference.allowsWindow && reference.name == ViewTree.windowName {
        if let requirement = reference.requirement {
          reader.error(
            reference.node, reference.path,
            "\(reference.requirementReason), and the window is not one\(ViewClassRules.baseHint(requirement))"
          )
        }
        continue
      }
      guard let position = names.index(of: reference.name) else {
        if let viewClass = listCells.viewClass(of: reference.name) {
          if let requirement = reference.requirement,
            !ViewClassRules.satisfies(viewClass, requirement)
          {
            reader.error(
              reference.node, reference.path,
              "\(reference.requirementReason), and '\(reference.name)' is a \(viewClass.name)")
          }
          continue
        }
        reader.error(
          reference.node, reference.path, "no view has the id '\(reference.name)'",
          notes: reader.nameSuggestion(
            reference.name,
            in: reference.allowsWindow ? names.names + [ViewTree.windowName] : names.names,
            at: reference.node))
        continue
      }
      let declaration = declarations[position]
      let viewClass = classes[Int(declaration.classNumber)]
      if let requirement = reference.requirement,
        !ViewClassRules.satisfies(viewClass, requirement)
      {
        reader.error(
          reference.node, reference.path,
          "\(reference.requirementReason), and '\(reference.name)' is a \(viewClass.name)",
          notes: [reader.note(declaration.node, "'\(reference.name)' is declared here")])
      }
    }
    guard !responderReferences.isEmpty else { return }
    let controllerNames = Set(controllers.map(\.name))
    for (name, node, path) in responderReferences {
      let known =
        names.index(of: name) != nil || controllerNames.contains(name)
        || name == ViewTree.windowName
        || name == "application" || name == parameters.appDelegate
      guard !known else { continue }
      reader.error(
        node, path,
        "no responder is called '\(name)'; a chain holds view ids, view controller names, 'window', 'application' and the app delegate (uikit.appDelegate)",
        notes: reader.nameSuggestion(
          name,
          in: names.names + controllers.map(\.name) + [ViewTree.windowName, "application"]
            + (parameters.appDelegate.map { [$0] } ?? []),
          at: node))
    }
  }
}
