/// The distinct object keys of a document, each made a `String` once, as the parser meets it.
///
/// A file of 100,000 views has a few dozen different keys and hundreds of thousands of members;
/// building a `String` for every member's key was a tenth of reading such a file. Keys are
/// found by their bytes in an open-addressing table (FNV-1a, linear probing, at most half
/// full), so a hostile file of a million different keys still costs linear time.
struct KeyTable: Sendable {
  /// Each distinct key, by the number the parser gave it.
  private(set) var names: [String] = []
  /// The keys' bytes one after another, and where each one's are.
  private var pool: [UInt8] = []
  private var ranges: [(start: Int32, count: Int32)] = []
  private var hashes: [UInt32] = []
  /// Key numbers by hash; -1 for an empty slot. The count is a power of two.
  private var slots = [Int32](repeating: -1, count: 64)

  /// The number of the key spelled by `key`'s bytes, adding it if new.
  /// - Precondition: the bytes are valid UTF-8 (the parser checked them).
  mutating func intern(_ key: UnsafeBufferPointer<UInt8>) -> Int32 {
    var hash: UInt32 = 2_166_136_261
    for byte in key { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    let mask = slots.count - 1
    var slot = Int(hash) & mask
    while case let id = slots[slot], id >= 0 {
      if hashes[Int(id)] == hash && matches(id, key) { return id }
      slot = (slot + 1) & mask
    }
    let id = Int32(names.count)
    names.append(String(decoding: key, as: UTF8.self))
    ranges.append((Int32(pool.count), Int32(key.count)))
    pool.append(contentsOf: key)
    hashes.append(hash)
    slots[slot] = id
    if names.count * 2 > slots.count { grow() }
    return id
  }

  /// The same for `count` bytes of `source` from `start`.
  mutating func intern(_ source: [UInt8], start: Int, count: Int) -> Int32 {
    source.withUnsafeBufferPointer {
      intern(UnsafeBufferPointer(rebasing: $0[start..<start + count]))
    }
  }

  private func matches(_ id: Int32, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
    let range = ranges[Int(id)]
    guard Int(range.count) == key.count else { return false }
    return pool.withUnsafeBufferPointer { pool in
      let base = Int(range.start)
      for offset in 0..<key.count where pool[base + offset] != key[offset] { return false }
      return true
    }
  }

  private mutating func grow() {
    slots = [Int32](repeating: -1, count: slots.count * 2)
    let mask = slots.count - 1
    for (id, hash) in hashes.enumerated() {
      var slot = Int(hash) & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(id)
    }
  }
}
