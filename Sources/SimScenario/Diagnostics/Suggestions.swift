/// "Did you mean …?" for misspelt keys, phases, classes and ids.
public enum Suggestions {
  /// How many unknown names (view ids, recognizers, presentations, animators, kept values) in
  /// one file get a suggestion: each one compares the name with every declared name, so 4,000
  /// unknown ids among 4,000 took 13 s to say so. Keys and choices, compared with a table of
  /// the format's own words, always get one.
  public static let namesPerFile = 100

  /// The candidate closest to `word` by edit distance (case-insensitive), if it is close enough
  /// to be a plausible typo: at most a third of the word's length, and at most 3 edits. Ties go
  /// to the candidate listed first, so answers never depend on hashing.
  public static func bestMatch(for word: String, in candidates: [String]) -> String? {
    var work = 0
    return bestMatch(for: word, in: candidates, work: &work)
  }

  /// ``bestMatch(for:in:)``, adding to `work` one for each candidate looked at, each character
  /// lowercased and each cell of the distances computed. A candidate whose length is too far
  /// from the word's costs only its look, and a distance only the cells near its diagonal.
  static func bestMatch(for word: String, in candidates: [String], work: inout Int) -> String? {
    let lowered = Array(word.lowercased())
    work += lowered.count
    let limit = min(3, max(1, word.count / 3))
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != word {
      work += 1
      // A character is at least one byte: a candidate of too few bytes can't be close.
      guard candidate.utf8.count >= lowered.count - limit else { continue }
      let other = Array(candidate.lowercased())
      work += other.count
      let bound = min(limit, (best?.distance ?? Int.max) - 1)
      guard bound >= 0,
        let distance = editDistance(lowered, other, atMost: bound, work: &work)
      else { continue }
      best = (candidate, distance)
    }
    return best?.name
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
  /// neighbouring characters each cost 1.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    var work = 0
    let (a, b) = (Array(a), Array(b))
    return editDistance(a, b, atMost: max(a.count, b.count), work: &work)!
  }

  /// The optimal string alignment distance of `a` and `b` if it is at most `bound`, else nil;
  /// only the cells within `bound` of the diagonal are computed (the others are more than
  /// `bound` already), and a row whose cells all pass it ends the search.
  static func editDistance(
    _ a: [Character], _ b: [Character], atMost bound: Int, work: inout Int
  ) -> Int? {
    let (n, m) = (a.count, b.count)
    guard abs(n - m) <= bound else { return nil }
    if n == 0 || m == 0 { return max(n, m) }
    let far = bound + 1
    var previous2 = [Int](repeating: far, count: m + 1)
    var previous = [Int](repeating: far, count: m + 1)
    var current = [Int](repeating: far, count: m + 1)
    for j in 0...min(m, bound) { previous[j] = j }
    for i in 1...n {
      let low = max(1, i - bound)
      let high = min(m, i + bound)
      current[0] = min(i, far)
      current[low - 1] = low == 1 ? current[0] : far
      var rowMinimum = current[low - 1]
      for j in low...high {
        work += 1
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d = min(d, previous2[j - 2] + 1)
        }
        current[j] = min(d, far)
        rowMinimum = min(rowMinimum, current[j])
      }
      if high < m { current[high + 1] = far }
      guard rowMinimum <= bound else { return nil }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[m] <= bound ? previous[m] : nil
  }

  /// "'a', 'b' or 'c'", or for a long list of a file's names, the first `limit` and how many
  /// more ("'s0', 's1', … and 3,990 more"): an error repeated for each of thousands of
  /// references listed thousands of names each time.
  static func list(_ words: [String], atMost limit: Int) -> String {
    guard words.count > limit else { return list(words) }
    let shown = words.prefix(limit).map { "'\($0)'" }.joined(separator: ", ")
    return shown + " … and \(words.count - limit) more"
  }

  /// "'a', 'b' or 'c'".
  public static func list(_ words: [String], conjunction: String = "or") -> String {
    let quoted = words.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted.last!
  }
}
