import Testing

@testable import SimScenario

/// Loading costs what the file holds, not its square, counted rather than timed: each case
/// loads at N and 10·N and the work may grow at most 12 times (a quadratic step's grows 100
/// times). Issue 36's reproducers: thousands of distinct `let` names, each looked for in a list
/// of those before it, and 4,000 unknown view ids each compared with all 4,000 ids for a
/// did-you-mean (13 s for an error).
@Suite("Loading's work is linear")
struct LoadLinearityTests {
  /// The decoder after reading `text`, whatever it found.
  static func decoder(_ text: String) throws -> ScenarioDecoder {
    let document = try JSONParser.parse(Array(text.utf8))
    var decoder = ScenarioDecoder(
      document: document, file: "test.json", scenarioDirectory: ".",
      loadTouchFile: { _ in .success([]) })
    _ = decoder.decode(defaultName: "test")
    return decoder
  }

  static func expectLinear(_ small: Int, _ large: Int, _ what: Comment) {
    #expect(small > 0 && large <= 12 * small, "\(what): \(small) at N, \(large) at 10·N")
  }

  /// A button whose tap keeps `count` values under distinct names, then tests each.
  static func keptValues(_ count: Int) -> String {
    let lets = (0..<count).map { #"{"let": {"value\#($0)": 1}}"# }
    let ifs = (0..<count).map { #"{"if": "$value\#($0) > 0", "then": [{"log": "v"}]}"# }
    return """
      {"root": {"id": "root", "children": [{"id": "b", "class": "UIButton", "frame": [0, 0, 10, 10],
        "on": {"touchUpInside": [\((lets + ifs).joined(separator: ", "))]}}]}}
      """
  }

  @Test("Thousands of distinct let names cost a lookup or two each, not a scan of the others")
  func distinctLetNames() throws {
    let small = try Self.decoder(Self.keptValues(500))
    let large = try Self.decoder(Self.keptValues(5_000))
    #expect(!small.reader.hasErrors && !large.reader.hasErrors)
    Self.expectLinear(small.keptNames.probes, large.keptNames.probes, "names looked at")
  }

  /// `count` views and `count` expectations naming ids that don't exist, each one letter off
  /// a declared id.
  static func unknownIds(_ count: Int) -> String {
    let views = (0..<count).map { #"{"id": "view\#($0)"}"# }
    let expectations = (0..<count).map { #"{"t": 0, "view": "veiw\#($0)", "alpha": 1}"# }
    return """
      {"root": {"id": "root", "children": [\(views.joined(separator: ", "))]},
       "expect": [\(expectations.joined(separator: ", "))]}
      """
  }

  @Test("Unknown ids among thousands cost a bounded number of did-you-mean searches")
  func unknownIdSuggestions() throws {
    let small = try Self.decoder(Self.unknownIds(400))
    let large = try Self.decoder(Self.unknownIds(4_000))
    let errors = large.reader.diagnostics.filter { $0.message.hasPrefix("no view has the id") }
    #expect(errors.count == 4_000)
    Self.expectLinear(small.reader.suggestionWork, large.reader.suggestionWork, "suggestion work")
  }

  @Test("The first unknown names get a did-you-mean, the one past the budget says they stop")
  func suggestionsStayUseful() throws {
    let large = try Self.decoder(Self.unknownIds(4_000))
    let errors = large.reader.diagnostics.filter { $0.message.hasPrefix("no view has the id") }
    let notes = errors.map { $0.notes.map(\.message) }
    #expect(notes.first == ["did you mean 'view0'?"])
    #expect(
      notes[Suggestions.namesPerFile - 1] == ["did you mean 'view\(Suggestions.namesPerFile - 1)'?"]
    )
    #expect(
      notes[Suggestions.namesPerFile] == [
        "no suggestions from here on: only the first \(Suggestions.namesPerFile) unknown names in a file get one"
      ])
    #expect(notes[(Suggestions.namesPerFile + 1)...].allSatisfy { $0.isEmpty })
  }

  /// A navigation controller of `count` screens and a tap that pushes `count` screens it
  /// doesn't have.
  static func unknownScreens(_ count: Int) -> String {
    let screens = (0..<count).map { #""s\#($0)": {"view": {"id": "v\#($0)"}}"# }
    let pushes = (0..<count).map { #"{"push": {"navigation": "nav", "screen": "x\#($0)"}}"# }
    return """
      {"root": {"id": "root", "children": [{"id": "b", "class": "UIButton", "frame": [0, 0, 10, 10],
        "on": {"touchUpInside": [\(pushes.joined(separator: ", "))]}}]},
       "navigation": {"nav": {"stack": ["s0"], "screens": {\(screens.joined(separator: ", "))}}}}
      """
  }

  @Test("Unknown screens among thousands list the first 20 screens each, not all of them")
  func unknownScreenMessages() throws {
    func size(_ count: Int) throws -> Int {
      try Self.decoder(Self.unknownScreens(count)).reader.diagnostics.reduce(0) {
        $0 + $1.description.utf8.count
      }
    }
    Self.expectLinear(try size(300), try size(3_000), "characters of errors")
    let errors = try Self.decoder(Self.unknownScreens(30)).reader.diagnostics
    #expect(
      errors.first?.message
        == "the navigation controller 'nav' has no screen 'x0'; its screens are "
        + (0..<20).map { "'s\($0)'" }.joined(separator: ", ") + " … and 10 more")
  }

  /// A navigation controller of `count` screens, all on the stack, and as many presentations,
  /// each shown by a button's tap.
  static func keyedObjects(_ count: Int) -> String {
    let screens = (0..<count).map { #""s\#($0)": {"view": {"id": "v\#($0)"}}"# }
    let stack = (0..<count).map { #""s\#($0)""# }
    let presentations = (0..<count).map {
      #""p\#($0)": {"style": "sheet", "content": {"id": "c\#($0)"}}"#
    }
    let presents = (0..<count).map { #"{"present": "p\#($0)"}"# }
    return """
      {"root": {"id": "root", "children": [{"id": "b", "class": "UIButton", "frame": [0, 0, 10, 10],
        "on": {"touchUpInside": [\(presents.joined(separator: ", "))]}}]},
       "presentations": {\(presentations.joined(separator: ", "))},
       "navigation": {"nav": {"stack": [\(stack.joined(separator: ", "))],
         "screens": {\(screens.joined(separator: ", "))}}}}
      """
  }

  @Test("Objects keyed by the user's names load in one pass: each member looked at a few times")
  func keyedObjectsLoadInOnePass() throws {
    let small = try Self.decoder(Self.keyedObjects(300))
    let large = try Self.decoder(Self.keyedObjects(3_000))
    #expect(!small.reader.hasErrors && !large.reader.hasErrors)
    // Taking each screen or presentation by its key scans the object again each time: the
    // members looked at grow a hundred times.
    Self.expectLinear(small.reader.membersLooked, large.reader.membersLooked, "members looked at")
  }

  @Test("A distance bounded near the diagonal agrees with the full one")
  func boundedDistance() {
    let words = ["", "a", "ab", "ba", "abc", "acb", "kitten", "sitting", "flaw", "lawn", "view12"]
    for a in words {
      for b in words {
        let full = Self.fullDistance(Array(a), Array(b))
        for bound in 0...4 {
          var work = 0
          let bounded = Suggestions.editDistance(Array(a), Array(b), atMost: bound, work: &work)
          #expect(bounded == (full <= bound ? full : nil), "\(a) / \(b) within \(bound)")
        }
      }
    }
  }

  /// Every cell of the optimal string alignment table, as the textbook writes it.
  static func fullDistance(_ a: [Character], _ b: [Character]) -> Int {
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[a.count][b.count]
  }
}
