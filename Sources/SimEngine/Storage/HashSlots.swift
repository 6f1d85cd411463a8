/// The slots of an open-addressing hash table whose entries live in the caller's arrays: each
/// slot holds an entry's number or -1, the count is a power of two and at most half are used,
/// probing is linear. The scenario's key table and view-name table and the view tree's name
/// index share it, so that 100,000 views or keys cost four bytes a slot and a four-byte hash
/// each instead of a `Dictionary`'s entry (a `String` key, its value and SipHash on every
/// lookup).
///
/// Entries are numbered by the caller, which keeps each entry's hash by number (`hashes`) for
/// rebuilding and removal. Public, and its hot paths inlinable, so that the scenario module's
/// tables inline the probing loop and its comparison (as `package` they were calls, 360
/// instructions a view more to load a wide tree); it is storage, not part of the engine's
/// model.
public struct HashSlots: Sendable {
  @usableFromInline var slots: [Int32]
  @usableFromInline var used = 0

  public init(capacity: Int = 32) {
    var size = 64
    while size < capacity * 2 { size *= 2 }
    slots = [Int32](repeating: -1, count: size)
  }

  /// The number of entries in the table.
  public var count: Int { used }

  /// Spreads FNV-1a's low bits, which alone follow a name's last byte too closely for
  /// sequential names ("v1", "v2", …) masked to a power of two.
  @inlinable public static func mix(_ hash: UInt32) -> UInt32 {
    var h = hash
    h ^= h >> 16
    h = h &* 0x85EB_CA6B
    h ^= h >> 13
    return h
  }

  /// FNV-1a over the bytes, mixed.
  @inlinable public static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return mix(hash)
  }

  /// The same over a string's UTF-8.
  @inlinable public static func hash(_ string: String) -> UInt32 {
    var string = string
    return string.withUTF8 { hash($0) }
  }

  /// The entry with `hash` that `matches`, or the slot where it would go.
  @inlinable public func find(_ hash: UInt32, matches: (Int32) -> Bool) -> (
    entry: Int32?, slot: Int
  ) {
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
  /// by entry number, every number below `hashes.count` being in the table).
  @inlinable public mutating func insert(_ entry: Int32, at slot: Int, hashes: [UInt32]) {
    slots[slot] = entry
    used += 1
    if used * 2 > slots.count { rebuild(size: slots.count * 2, hashes: hashes) }
  }

  /// Takes the entry out of `slot` (found by ``find(_:matches:)``), moving back the entries
  /// after it that probing would otherwise no longer reach: no tombstones, so a table whose
  /// names change again and again never fills up with them.
  public mutating func remove(at slot: Int, hashes: [UInt32]) {
    let mask = slots.count - 1
    var hole = slot
    var next = (slot + 1) & mask
    while case let entry = slots[next], entry >= 0 {
      let home = Int(hashes[Int(entry)]) & mask
      // The entry may fill the hole if the hole lies on its probe path, from home to here.
      if (next - home) & mask >= (next - hole) & mask {
        slots[hole] = entry
        hole = next
      }
      next = (next + 1) & mask
    }
    slots[hole] = -1
    used -= 1
  }

  /// Makes room for `total` entries at once, so that a table filled from a known count is not
  /// rebuilt again and again.
  public mutating func reserve(_ total: Int, hashes: [UInt32]) {
    guard total * 2 > slots.count else { return }
    var size = slots.count * 2
    while size < total * 2 { size *= 2 }
    rebuild(size: size, hashes: hashes)
  }

  @usableFromInline mutating func rebuild(size: Int, hashes: [UInt32]) {
    slots = [Int32](repeating: -1, count: size)
    let mask = size - 1
    for (entry, hash) in hashes.enumerated() {
      var slot = Int(hash) & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(entry)
    }
  }
}
