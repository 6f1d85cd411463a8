import Foundation
import SimEngine
import SimGeometry

/// A view hierarchy read from `-[UIView recursiveDescription]` output, as people paste it.
///
/// Users asking "why doesn't my button respond?" already have the real tree: LLDB prints it.
/// This type turns that text into engine views so the tree can be hit-tested and explained, or
/// written out as a scenario. The views are kept flat, in the dump's order (preorder), each
/// with the index of its superview: nothing is recursive, so a dump of any depth reads in
/// linear time. docs/recursive-description.md describes the format as understood.
public struct RecursiveDescription: Sendable {
  /// One view of the dump.
  public struct View: Hashable, Sendable {
    public var className: String
    /// As printed (`0x7f80f2e0f480`); nil when the description prints no address.
    public var address: String?
    /// The view's unique name in the engine: `ClassName:0xADDRESS` (made unique with `~2`,
    /// `~3` if a paste repeats an address; `ClassName:lineN` without an address).
    public var id: String
    /// The number of `|` before its description, less the first view's.
    public var depth: Int
    /// The index of its superview in ``RecursiveDescription/views``; nil for a root.
    public var parent: Int?
    /// Where its description starts.
    public var location: SourceLocation
    /// Everything the engine needs, named ``id``, from what the description prints.
    public var properties: ViewProperties
    /// The UIKit class it behaves as when that is not its own name (for a scenario's `base`).
    public var base: String?
    /// Wrapped in `XX (…)` by PSPDFKit's description swizzle: it judged the view invisible.
    /// Kept as information only: the printed properties (of it or of an ancestor) already
    /// make such a view unreachable.
    public var isMarkedInvisible: Bool

    /// `<UIButton: 0x16d901e0>`, as UIKit prints the start of its description.
    public var label: String { address.map { "<\(className): \($0)>" } ?? "<\(className)>" }
  }

  /// The file as the user named it, for messages.
  public var file: String
  /// Every view, in the dump's order: a superview before its subviews, subviews back to front.
  public var views: [View]
  /// Things read but doubted, such as a transform whose frame can't give the exact size.
  public var warnings: [Diagnostic]

  /// The views without a superview, back to front: later roots are in front.
  public var roots: [Int] { views.indices.filter { views[$0].parent == nil } }

  /// The largest ``View/depth`` (0 for a dump of one level).
  public var maximumDepth: Int { views.map(\.depth).max() ?? 0 }

  /// Reads a dump; on failure every problem found, each with its line and column.
  public static func parse(_ text: String, file: String) -> Result<Self, ScenarioError> {
    parse(Array(text.utf8), file: file)
  }

  /// Reads a dump from its bytes (UTF-8). With `partial`, a dump cut off in the middle of a
  /// description is read up to its last complete one, with a warning saying where it stops.
  public static func parse(_ bytes: [UInt8], file: String, partial: Bool = false)
    -> Result<Self, ScenarioError>
  {
    if let unescaped = EscapedDump.unescape(bytes) {
      var reader = DumpReader(bytes: unescaped, file: file, partial: partial)
      reader.note(
        "the dump is one escaped string (literal \\n between views, as po prints a string): read with its escapes undone; lines and columns count in the unescaped text"
      )
      return reader.read()
    }
    var reader = DumpReader(bytes: bytes, file: file, partial: partial)
    return reader.read()
  }

  /// Dumps larger than this are refused rather than read whole (a real one is a few hundred
  /// kilobytes at most).
  public static let maximumFileSize = ScenarioLimits.standard.fileSize

  /// Reads the dump at `path`: an error of kind `unreadable` when the file can't be read (exit
  /// 66), `invalid` when it is not a dump (exit 65).
  public static func load(path: String, partial: Bool = false) -> Result<Self, ScenarioError> {
    ScenarioLoader.readFile(path, limit: maximumFileSize).flatMap {
      parse($0, file: path, partial: partial)
    }
  }

  /// The index of the view called `id`.
  public func index(of id: String) -> Int? { views.firstIndex { $0.id == id } }
}
