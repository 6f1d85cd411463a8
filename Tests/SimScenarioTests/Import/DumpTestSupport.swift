import Foundation
import SimEngine
import SimGeometry
import SimScenario

/// The real dumps in `Fixtures/` (copied from ../shared/fixtures/recursive-description, with
/// their SOURCES.md), found from this file's location so tests run from any directory.
enum DumpFixtures {
  static let folder: String = {
    var url = URL(fileURLWithPath: #filePath)
    url.deleteLastPathComponent()
    return url.appendingPathComponent("Fixtures").path
  }()

  static func path(_ name: String) -> String { folder + "/" + name }

  /// The fixture whose name starts with `prefix` ("01", "09"), parsed.
  static func load(_ prefix: String) throws -> RecursiveDescription {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
    guard let name = names.sorted().first(where: { $0.hasPrefix(prefix + "-") }) else {
      throw FixtureMissing(prefix: prefix)
    }
    return try RecursiveDescription.load(path: path(name)).get()
  }

  struct FixtureMissing: Error {
    var prefix: String
  }
}

extension RecursiveDescription {
  /// What a point hits, as `simreplay hit` prints it: `<UIButton: 0x16d901e0>` or `none`.
  func hit(_ x: Double, _ y: Double) -> String {
    var tree = makeTree()
    return tree.hitTest(Point(x, y)).map { views[$0].label } ?? "none"
  }

  /// The view whose label is `label`.
  func view(_ label: String) -> View? { views.first { $0.label == label } }
}
