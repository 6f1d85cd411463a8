import SimReference
import Testing

@testable import SimEngine

@Suite("HashSlots: the open-addressing slots behind the name tables")
struct HashSlotsTests {
  /// Entries whose hashes the test chooses, found by number.
  struct Table {
    var hashes: [UInt32] = []
    var slots = HashSlots()

    func slot(of entry: Int32) -> Int? {
      let (found, slot) = slots.find(hashes[Int(entry)]) { $0 == entry }
      return found == nil ? nil : slot
    }

    mutating func add(hash: UInt32) {
      let entry = Int32(hashes.count)
      let (found, slot) = slots.find(hash) { $0 == entry }
      precondition(found == nil)
      hashes.append(hash)
      slots.insert(entry, at: slot, hashes: hashes)
    }

    /// Takes `entry` out and puts it back under `hash`, as a view that changes its name.
    mutating func move(_ entry: Int32, to hash: UInt32) {
      guard let slot = slot(of: entry) else { return }
      slots.remove(at: slot, hashes: hashes)
      hashes[Int(entry)] = hash
      let (_, free) = slots.find(hash) { _ in false }
      slots.insert(entry, at: free, hashes: hashes)
    }
  }

  /// Three entries with one hash and a fourth whose home is the second of their slots: taking
  /// out the first must move the others back, or probing stops at the hole it leaves.
  @Test("Removing the head of a cluster keeps every entry after it reachable")
  func removalKeepsTheClusterReachable() {
    var table = Table()
    for hash: UInt32 in [7, 7, 7, 8] { table.add(hash: hash) }
    let slot = table.slot(of: 0)!
    table.slots.remove(at: slot, hashes: table.hashes)
    #expect(table.slot(of: 0) == nil)
    for entry: Int32 in 1...3 { #expect(table.slot(of: entry) != nil, "entry \(entry)") }
    #expect(table.slots.count == 3)
  }

  /// Wrapping past the last slot: the cluster runs off the end of the table and on from slot 0.
  @Test("Removal moves entries back across the end of the table")
  func removalWrapsAround() {
    var table = Table()
    let last = UInt32(63)  // the smallest table has 64 slots
    for hash in [last, last, last, 0, 1] { table.add(hash: hash) }
    table.slots.remove(at: table.slot(of: 0)!, hashes: table.hashes)
    for entry: Int32 in 1...4 { #expect(table.slot(of: entry) != nil, "entry \(entry)") }
    table.slots.remove(at: table.slot(of: 2)!, hashes: table.hashes)
    for entry: Int32 in [1, 3, 4] { #expect(table.slot(of: entry) != nil, "entry \(entry)") }
  }

  /// Hashes from a few values, so clusters are long and overlap; every entry is looked for
  /// after every move.
  @Test("Entries moved at random among crowded hashes are always found, none twice")
  func randomMovesKeepEveryEntry() {
    var random = SplitMix64(seed: 11)
    var table = Table()
    for _ in 0..<300 { table.add(hash: UInt32(random.below(40)) &* 3) }
    for step in 0..<1_000 {
      let hash = UInt32(random.below(40)) &* 3 &+ UInt32(random.below(2))
      table.move(Int32(random.below(300)), to: hash)
      let slots = (0..<300).compactMap { table.slot(of: Int32($0)) }
      guard slots.count == 300, Set(slots).count == 300 else {
        Issue.record("after move \(step): \(slots.count) found, \(Set(slots).count) slots")
        return
      }
    }
    #expect(table.slots.count == 300)
  }
}
