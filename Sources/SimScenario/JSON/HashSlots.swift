/// The slots of an open-addressing hash table whose entries live in the caller's arrays: each
/// slot holds an entry's number or -1, the count is a power of two and at most half are used,
/// probing is linear. The key table and the view-name table share it, so that a file of
/// 100,000 views or keys is read with four bytes a slot instead of a `Dictionary`'s entry.
struct HashSlots: Sendable {
  private var slots: [Int32]
  private(set) var count = 0

  init(capacity: Int = 32) {
    var size = 64
    while size < capacity * 2 { size *= 2 }
    slots = [Int32](repeating: -1, count: size)
  }

  /// Spreads FNV-1a's low bits, which alone follow a name's last byte too closely for
  /// sequential names ("v1", "v2", …) masked to a power of two.
  static func mix(_ hash: UInt32) -> UInt32 {
    var h = hash
    h ^= h >> 16
    h = h &* 0x85EB_CA6B
    h ^= h >> 13
    return h
  }

  /// FNV-1a over the bytes, mixed.
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return mix(hash)
  }

  /// The entry with `hash` that `matches`, or the slot where it would go.
  func find(_ hash: UInt32, matches: (Int32) -> Bool) -> (entry: Int32?, slot: Int) {
    let mask = slots.count - 1
    var slot = Int(hash) & mask
    while case let entry = slots[slot], entry >= 0 {
      if matches(entry) { return (entry, slot) }
      slot = (slot + 1) & mask
    }
    return (nil, slot)
  }

  /// Puts `entry` in the empty `slot` that ``find(_:matches:)`` returned; when that makes the
  /// table more than half full, rebuilds it twice as large from every entry's hash (`hashes`,
  /// by entry number).
  mutating func insert(_ entry: Int32, at slot: Int, hashes: [UInt32]) {
    slots[slot] = entry
    count += 1
    if count * 2 > slots.count { rebuild(size: slots.count * 2, hashes: hashes) }
  }

  /// Makes room for `total` entries at once, so that a table filled from a known count is not
  /// rebuilt again and again.
  mutating func reserve(_ total: Int, hashes: [UInt32]) {
    guard total * 2 > slots.count else { return }
    var size = slots.count * 2
    while size < total * 2 { size *= 2 }
    rebuild(size: size, hashes: hashes)
  }

  private mutating func rebuild(size: Int, hashes: [UInt32]) {
    slots = [Int32](repeating: -1, count: size)
    let mask = size - 1
    for (entry, hash) in hashes.enumerated() {
      var slot = Int(hash) & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(entry)
    }
  }
}
