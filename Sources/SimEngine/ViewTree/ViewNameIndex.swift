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

  /// The view called `name`, among `views` (the tree's properties, by view).
  func view(named name: String, in views: [ViewProperties]) -> ViewID? {
    let hash = HashSlots.hash(name)
    return slots.find(hash) { hashes[Int($0)] == hash && views[Int($0)].name == name }.entry
      .map(ViewID.init(rawValue:))
  }

  /// Adds the view after `views` (the tree's properties before it is appended) under `name`,
  /// unless another view has the name; whether it was added.
  mutating func add(_ name: String, after views: [ViewProperties]) -> Bool {
    let hash = HashSlots.hash(name)
    let (found, slot) = slots.find(hash) {
      hashes[Int($0)] == hash && views[Int($0)].name == name
    }
    guard found == nil else { return false }
    hashes.append(hash)
    slots.insert(Int32(hashes.count - 1), at: slot, hashes: hashes)
    return true
  }

  /// Files `view` under `new` instead of its current name, unless another view has that name;
  /// whether it was renamed.
  mutating func rename(_ view: ViewID, to new: String, in views: [ViewProperties]) -> Bool {
    let hash = HashSlots.hash(new)
    let taken = slots.find(hash) { hashes[Int($0)] == hash && views[Int($0)].name == new }
    guard taken.entry == nil else { return false }
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
