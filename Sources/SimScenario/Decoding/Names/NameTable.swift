import SimEngine

/// Names numbered in the order they were added, found by name: the view ids a scenario
/// declares. Four bytes of hash and about ten of slots a name beside the name itself, where a
/// `[String: Int]` took about forty at a 100,000-view tree's loading peak.
struct NameTable: Sendable {
  /// Each name, by its number.
  private(set) var names: [String] = []
  private var hashes: [UInt32] = []
  private var slots = HashSlots()

  var count: Int { names.count }

  /// The number of `name`, if it was added.
  func index(of name: String) -> Int? {
    var probes = 0
    return index(of: name, probes: &probes)
  }

  /// ``index(of:)``, adding to `probes` the entries it looked at.
  func index(of name: String, probes: inout Int) -> Int? {
    let hash = Self.hash(name)
    return slots.find(hash) {
      probes += 1
      return hashes[Int($0)] == hash && names[Int($0)] == name
    }.entry.map(Int.init)
  }

  /// Adds `name` unless it is there; either way, its number.
  mutating func insert(_ name: String) -> (index: Int, inserted: Bool) {
    var probes = 0
    return insert(name, probes: &probes)
  }

  /// ``insert(_:)``, adding to `probes` the entries it looked at.
  mutating func insert(_ name: String, probes: inout Int) -> (index: Int, inserted: Bool) {
    let hash = Self.hash(name)
    let (found, slot) = slots.find(hash) {
      probes += 1
      return hashes[Int($0)] == hash && names[Int($0)] == name
    }
    if let found { return (Int(found), false) }
    names.append(name)
    hashes.append(hash)
    slots.insert(Int32(names.count - 1), at: slot, hashes: hashes)
    return (names.count - 1, true)
  }

  /// Makes room for `total` names, at least doubling what there is.
  mutating func reserve(_ total: Int) {
    guard total > names.capacity else { return }
    names.reserveCapacity(max(total, names.capacity * 2))
    hashes.reserveCapacity(max(total, hashes.capacity * 2))
    slots.reserve(total, hashes: hashes)
  }

  private static func hash(_ name: String) -> UInt32 { HashSlots.hash(name) }
}
