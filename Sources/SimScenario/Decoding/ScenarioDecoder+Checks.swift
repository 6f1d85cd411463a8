import SimEngine

/// Checks that need the whole file: names that must be unique, and names that must exist.
extension ScenarioDecoder {
  mutating func checkDeclarations(parameters: UIKitParameters) {
    var controllerIndex: [String: Node] = [:]
    for (name, node) in controllers {
      if let first = controllerIndex[name] {
        reader.error(
          node, "",
          "view controller '\(name)' is the root of two views; a controller has one root view",
          notes: [reader.note(first, "'\(name)' is first used here")])
      } else if let view = declarationIndex[name] {
        reader.error(
          node, "",
          "view controller '\(name)' has the same name as a view; responder chains would be ambiguous",
          notes: [reader.note(declarations[view].node, "the view '\(name)' is declared here")])
      }
      controllerIndex[name] = controllerIndex[name] ?? node
    }
    if let delegate = parameters.appDelegate,
      declarationIndex[delegate] != nil || controllerIndex[delegate] != nil
        || delegate == ViewTree.windowName || delegate == "application"
    {
      reader.error(
        reader.document.root, "uikit.appDelegate",
        "the app delegate '\(delegate)' has the same name as another responder")
    }
  }

  mutating func checkReferences(parameters: UIKitParameters) {
    let known = declarations.map(\.name)
    for reference in references {
      if reference.allowsWindow && reference.name == ViewTree.windowName {
        if let requirement = reference.requirement {
          reader.error(
            reference.node, reference.path,
            "\(reference.requirementReason), and the window is not one\(Self.baseHint(requirement))"
          )
        }
        continue
      }
      guard let index = declarationIndex[reference.name] else {
        let candidates = reference.allowsWindow ? known + [ViewTree.windowName] : known
        reader.error(
          reference.node, reference.path, "no view has the id '\(reference.name)'",
          notes: reader.suggestion(reference.name, in: candidates, at: reference.node))
        continue
      }
      let declaration = declarations[index]
      if let requirement = reference.requirement,
        !Self.satisfies(declaration.viewClass, requirement)
      {
        reader.error(
          reference.node, reference.path,
          "\(reference.requirementReason), and '\(reference.name)' is a \(declaration.viewClass.name)",
          notes: [reader.note(declaration.node, "'\(reference.name)' is declared here")])
      }
    }
    let responders =
      known + controllers.map(\.name) + [ViewTree.windowName, "application"]
      + (parameters.appDelegate.map { [$0] } ?? [])
    for (name, node, path) in responderReferences where !responders.contains(name) {
      reader.error(
        node, path,
        "no responder is called '\(name)'; a chain holds view ids, view controller names, 'window', 'application' and the app delegate (uikit.appDelegate)",
        notes: reader.suggestion(name, in: responders, at: node))
    }
  }
}
