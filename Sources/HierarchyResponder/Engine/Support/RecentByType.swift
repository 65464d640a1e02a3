/// The values a cache kept by type (``LayoutCache``, ``NodeRolesCache``) found for the types met
/// most recently: a hit costs a comparison or two, where a lookup in a dictionary hashes the
/// identifier (about 150 instructions), and a render looks a type up for every node.
///
/// A type takes either slot of the pair its metadata's address picks, so that two types that
/// pick the same pair, as the siblings of one block may (a text, rows, a sender), both stay: a
/// table of one slot a type let such siblings take turns, each lookup a miss, as soon as the
/// binary's layout placed their records a multiple of the table's span apart.
struct RecentByType<Value> {
  /// The entries, two a pair.
  private var entries: [(key: ObjectIdentifier, value: Value)?]

  /// An empty table of `pairs` pairs, a power of two.
  init(pairs: Int) {
    assert(pairs > 0 && pairs & (pairs - 1) == 0, "a power of two")
    entries = Array(repeating: nil, count: 2 * pairs)
  }

  /// The first slot of the pair of `key`: its metadata's address, whose three low bits pick
  /// nothing (records are pointer-aligned), folded with higher bits.
  @inline(__always)
  private func pair(of key: ObjectIdentifier) -> Int {
    let address = UInt(bitPattern: Int(bitPattern: key))
    let pairs = entries.count / 2
    return (Int(truncatingIfNeeded: (address >> 3) ^ (address >> 12)) & (pairs - 1)) * 2
  }

  /// The value remembered for `key`, if it is still there.
  @inline(__always)
  func value(for key: ObjectIdentifier) -> Value? {
    let first = pair(of: key)
    if let entry = entries[first], entry.key == key { return entry.value }
    if let entry = entries[first + 1], entry.key == key { return entry.value }
    return nil
  }

  /// Remembers `value` for `key`, in the first slot of its pair; what was there moves to the
  /// second, and what was in the second is forgotten.
  mutating func remember(_ value: Value, for key: ObjectIdentifier) {
    let first = pair(of: key)
    entries[first + 1] = entries[first]
    entries[first] = (key, value)
  }
}
