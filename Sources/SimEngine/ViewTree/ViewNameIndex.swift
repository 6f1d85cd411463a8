/// The tree's views found by name. The names themselves stay where they are, in each view's
/// properties; the index keeps a four-byte hash a view and four-byte slots, at most half full.
/// A `[String: ViewID]` kept a second copy of every name, hashed each with SipHash, and took
/// about 52 bytes a view of a 100,000-view tree and a tenth of building it.
///
/// Views are never removed (an ID is never reused), so the entries are exactly the views
/// `0..<count`; a view that changes its name is taken out and put back under the new one.
struct ViewNameIndex: Sendable {
  /// Each view's name's hash, by view.
  private var hashes: [UInt32] = []
  private var slots = HashSlots()

  /// The view called `name`; `names` gives a view's current name.
  func view(named name: String, names: (Int32) -> String) -> ViewID? {
    let hash = HashSlots.hash(name)
    return slots.find(hash) { hashes[Int($0)] == hash && names($0) == name }.entry.map(
      ViewID.init(rawValue:))
  }

  /// Adds the next view (the one numbered `count`) under `name`, unless another view has the
  /// name; whether it was added.
  mutating func add(_ name: String, names: (Int32) -> String) -> Bool {
    let hash = HashSlots.hash(name)
    let (found, slot) = slots.find(hash) { hashes[Int($0)] == hash && names($0) == name }
    guard found == nil else { return false }
    hashes.append(hash)
    slots.insert(Int32(hashes.count - 1), at: slot, hashes: hashes)
    return true
  }

  /// Files `view` under `new` instead of its current name, unless another view has that name;
  /// whether it was renamed.
  mutating func rename(_ view: ViewID, to new: String, names: (Int32) -> String) -> Bool {
    let hash = HashSlots.hash(new)
    guard slots.find(hash, matches: { hashes[Int($0)] == hash && names($0) == new }).entry == nil
    else { return false }
    let (_, oldSlot) = slots.find(hashes[view.index]) { $0 == view.rawValue }
    slots.remove(at: oldSlot, hashes: hashes)
    hashes[view.index] = hash
    let (_, newSlot) = slots.find(hash) { _ in false }
    slots.insert(view.rawValue, at: newSlot, hashes: hashes)
    return true
  }

  /// Makes room for `total` views at once.
  mutating func reserve(_ total: Int) {
    guard total > hashes.capacity else { return }
    hashes.reserveCapacity(max(total, hashes.capacity * 2))
    slots.reserve(total, hashes: hashes)
  }
}
