import SimEngine

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
  private var slots = HashSlots()

  /// The number of the key spelled by `key`'s bytes, adding it if new.
  /// - Precondition: the bytes are valid UTF-8 (the parser checked them).
  mutating func intern(_ key: UnsafeBufferPointer<UInt8>) -> Int32 {
    let hash = HashSlots.hash(key)
    let (found, slot) = slots.find(hash) { hashes[Int($0)] == hash && matches($0, key) }
    if let found { return found }
    let id = Int32(names.count)
    names.append(String(decoding: key, as: UTF8.self))
    ranges.append((Int32(pool.count), Int32(key.count)))
    pool.append(contentsOf: key)
    hashes.append(hash)
    slots.insert(id, at: slot, hashes: hashes)
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
}
