import SimEngine

/// The names a trace prints, each escaped once: views by ID, recognizers by ID with whether
/// they are discrete (a discrete recognizer's `ended` prints as `recognized`). Views and
/// recognizers are only ever added, so the table grows with the simulation; the one renaming,
/// a table's cells and headers (and their recognizers) taking another row's name on reuse, is
/// learnt again when the simulation's `listRenames` changes (only those views: as many as fit
/// on screen).
public struct TraceNames: Sendable {
  /// Each view's name, escaped for a JSON string, without the quotes.
  private var views: [[UInt8]] = []
  private var recognizers: [[UInt8]] = []
  private var discrete: [Bool] = []
  private var listRenames = 0

  public init() {}

  public init(_ simulation: Simulation) {
    update(from: simulation)
  }

  /// Learns the views and recognizers added since the last update.
  public mutating func update(from simulation: Simulation) {
    let tree = simulation.tree
    if views.count < tree.count {
      views.reserveCapacity(tree.count)
      for index in views.count..<tree.count {
        views.append(Self.escaped(tree.name(of: ViewID(rawValue: Int32(index)))))
      }
    }
    let ids = simulation.recognizerIDs
    if recognizers.count < ids.count {
      for id in ids[recognizers.count...] {
        recognizers.append(Self.escaped(simulation.name(of: id)))
        discrete.append(simulation.configuration(of: id).isDiscrete)
      }
    }
    if simulation.listRenames != listRenames {
      listRenames = simulation.listRenames
      simulation.forEachReusedListView { id in
        let index = Int(id.rawValue)
        if index < views.count { views[index] = Self.escaped(tree.name(of: id)) }
        // A cell's recognizers (its switches', its template's) are renamed with it.
        for recognizer in simulation.recognizers(on: id)
        where Int(recognizer.rawValue) < recognizers.count {
          recognizers[Int(recognizer.rawValue)] = Self.escaped(simulation.name(of: recognizer))
        }
      }
    }
  }

  /// A JSON string's content for `text`: escaped, without the quotes.
  static func escaped(_ text: String) -> [UInt8] {
    var writer = JSONWriter()
    writer.string(text)
    return Array(writer.bytes.dropFirst().dropLast())
  }

  /// `"name"`.
  func view(_ id: ViewID, into writer: inout JSONWriter) {
    writer.byte(UInt8(ascii: "\""))
    writer.raw(views[Int(id.rawValue)])
    writer.byte(UInt8(ascii: "\""))
  }

  /// `"name"` or null.
  func view(_ id: ViewID?, into writer: inout JSONWriter) {
    if let id { view(id, into: &writer) } else { writer.raw("null") }
  }

  func viewContent(_ id: ViewID, into writer: inout JSONWriter) {
    writer.raw(views[Int(id.rawValue)])
  }

  func recognizer(_ id: RecognizerID, into writer: inout JSONWriter) {
    writer.byte(UInt8(ascii: "\""))
    writer.raw(recognizers[Int(id.rawValue)])
    writer.byte(UInt8(ascii: "\""))
  }

  func recognizerContent(_ id: RecognizerID, into writer: inout JSONWriter) {
    writer.raw(recognizers[Int(id.rawValue)])
  }

  /// The state as reports name it: `recognized` for a discrete recognizer's ended.
  func state(_ state: GestureState, of id: RecognizerID, into writer: inout JSONWriter) {
    writer.byte(UInt8(ascii: "\""))
    let name = state.name(discrete: discrete[Int(id.rawValue)])
    writer.raw(name.utf8)
    writer.byte(UInt8(ascii: "\""))
  }
}
