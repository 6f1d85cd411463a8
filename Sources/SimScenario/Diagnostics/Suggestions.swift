/// "Did you mean …?" for misspelt keys, phases, classes and ids.
public enum Suggestions {
  /// The candidate closest to `word` by edit distance (case-insensitive), if it is close enough
  /// to be a plausible typo: at most a third of the word's length, and at most 3 edits. Ties go
  /// to the candidate listed first, so answers never depend on hashing.
  public static func bestMatch(for word: String, in candidates: [String]) -> String? {
    let limit = min(3, max(1, word.count / 3))
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let distance = editDistance(word.lowercased(), candidate.lowercased())
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
  /// neighbouring characters each cost 1.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }

  /// "'a', 'b' or 'c'".
  public static func list(_ words: [String], conjunction: String = "or") -> String {
    let quoted = words.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted.last!
  }
}
