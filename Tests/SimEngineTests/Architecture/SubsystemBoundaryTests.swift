import Foundation
import Testing

/// Each subsystem's storage is its own: what a subsystem's files share is marked "Storage of
/// this folder's files", and no file outside that folder may read or write it through the
/// simulation's handle on the subsystem.
@Suite("Subsystem boundaries")
struct SubsystemBoundaryTests {
  /// A subsystem: its folder under Sources/SimEngine and the simulation's stored property for it.
  struct Subsystem: CustomStringConvertible {
    var folder: String
    var handle: String
    /// The storage its files share; the rest is private to one file.
    var shared: [String]
    var description: String { folder }
  }

  static let subsystems = [
    Subsystem(folder: "Touches", handle: "router", shared: ["trackingTouches"]),
    Subsystem(
      folder: "Gestures/Arena", handle: "arena",
      shared: ["recognizers", "names", "requiredByOthers", "dependents", "preventionChecks"]),
    Subsystem(folder: "Scheduling", handle: "scheduler", shared: []),
    Subsystem(
      folder: "Animation", handle: "animator",
      shared: [
        "tracks", "running", "clocks", "propertyAnimators", "liveAnimators", "liveSlots",
        "liveListSteps",
      ]),
    Subsystem(folder: "Presentation", handle: "presenter", shared: ["presentations"]),
    Subsystem(folder: "Navigation", handle: "navigator", shared: ["navigations"]),
    Subsystem(
      folder: "Scrolling", handle: "scroller", shared: ["entries", "moving", "highlightedCells"]),
    Subsystem(folder: "SheetScrolling", handle: "handoff", shared: []),
    Subsystem(folder: "Frames", handle: "recorder", shared: []),
    Subsystem(folder: "App", handle: "app", shared: []),
    Subsystem(folder: "Zooming", handle: "zoomer", shared: []),
    Subsystem(
      folder: "Timers", handle: "timers",
      shared: [
        "timers", "links", "retiredLinkTimes", "timerSlots", "linkSlots", "waiting", "liveLinks",
      ]),
    Subsystem(
      folder: "ContextMenus", handle: "menus",
      shared: [
        "menus", "containers", "relationships", "layout", "phase", "liftProgress",
        "platterVelocity",
      ]),
    Subsystem(folder: "Lists", handle: "lists", shared: ["selections"]),
    Subsystem(folder: "Keyboard", handle: "keyboard", shared: []),
    Subsystem(folder: "Refresh", handle: "refresher", shared: []),
    Subsystem(folder: "SwipeActions", handle: "swiper", shared: ["tables", "index"]),
  ]

  static var engineSources: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/SimEngine")
  }

  /// Every Swift file under `folder`, as (path relative to Sources/SimEngine, text).
  static func files(under folder: URL) throws -> [(path: String, text: String)] {
    let base = engineSources.path + "/"
    let walker = FileManager.default.enumerator(atPath: folder.path)
    var result: [(String, String)] = []
    while let item = walker?.nextObject() as? String {
      guard item.hasSuffix(".swift") else { continue }
      let url = folder.appendingPathComponent(item)
      result.append(
        (
          url.path.replacingOccurrences(of: base, with: ""),
          try String(contentsOf: url, encoding: .utf8)
        ))
    }
    return result.sorted { $0.0 < $1.0 }
  }

  /// The names of the properties marked as the folder's shared storage.
  static func sharedStorage(in files: [(path: String, text: String)]) -> [String] {
    var names: [String] = []
    for file in files {
      var comment = ""
      for line in file.text.split(separator: "\n", omittingEmptySubsequences: false) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("///") {
          comment += " " + trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
          continue
        }
        if comment.contains("Storage of this folder's files"), let range = trimmed.range(of: "var ")
        {
          let rest = trimmed[range.upperBound...]
          names.append(String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
        comment = ""
      }
    }
    return names
  }

  @Test("Every subsystem folder names the storage its files share", arguments: subsystems)
  func marksItsSharedStorage(_ subsystem: Subsystem) throws {
    let files = try Self.files(under: Self.engineSources.appendingPathComponent(subsystem.folder))
    #expect(!files.isEmpty)
    #expect(Self.sharedStorage(in: files) == subsystem.shared)
  }

  @Test(
    "No file outside a subsystem's folder touches the storage its files share",
    arguments: subsystems)
  func storageStaysInItsFolder(_ subsystem: Subsystem) throws {
    let folder = Self.engineSources.appendingPathComponent(subsystem.folder)
    let storage = Self.sharedStorage(in: try Self.files(under: folder))
    let outside = try Self.files(under: Self.engineSources).filter {
      !$0.path.hasPrefix(subsystem.folder + "/")
    }
    var violations: [String] = []
    for file in outside {
      for name in storage {
        // A read or a write of the property; a method of the same name, called, is API.
        let pattern = try Regex("\\b\(subsystem.handle)\\.\(name)\\b(?!\\s*\\()")
        if file.text.contains(pattern) {
          violations.append("\(file.path) uses \(subsystem.handle).\(name)")
        }
      }
    }
    #expect(violations.isEmpty, "\(violations)")
  }

  /// The names of the methods in `files` that hand a caller an `inout` view of state (a
  /// closure taking `inout`): a write-anything door into a room.
  static func writeAnythingMethods(in files: [(path: String, text: String)]) throws -> [String] {
    let pattern = try Regex(#"mutating func (\w+)(<[^>]*>)?\([^)]*\(inout "#)
    var names: [String] = []
    for file in files {
      for match in file.text.matches(of: pattern) {
        if let name = match.output[1].substring { names.append(String(name)) }
      }
    }
    return names
  }

  @Test(
    "No room hands a write-anything closure to code outside its folder", arguments: subsystems)
  func noWriteAnythingDoors(_ subsystem: Subsystem) throws {
    let folder = Self.engineSources.appendingPathComponent(subsystem.folder)
    let doors = try Self.writeAnythingMethods(in: try Self.files(under: folder))
    let outside = try Self.files(under: Self.engineSources).filter {
      !$0.path.hasPrefix(subsystem.folder + "/")
    }
    var violations: [String] = []
    for file in outside {
      for name in doors {
        let pattern = try Regex("\\b\(subsystem.handle)\\.\(name)\\s*[({]")
        if file.text.contains(pattern) {
          violations.append("\(file.path) calls \(subsystem.handle).\(name)")
        }
      }
    }
    #expect(violations.isEmpty, "\(violations)")
  }
}
