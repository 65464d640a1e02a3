/// The children of a mounted node, in order. Most positions have one child or none (a
/// modifier, a node's body, a leaf), which a ``CompactList`` keeps without an array.
typealias Children = CompactList<MountedNode>

extension CompactList where Element == MountedNode {
  /// Whether a child has `key`. A loop rather than `contains(where:)`: a closure handed to the
  /// standard library from the main actor checks its isolation at run time, once for every
  /// child (see `UncheckedClosures.swift`).
  @MainActor func contains(key: ChildKey) -> Bool {
    for node in self where node.key == key { return true }
    return false
  }
}

extension [MountedNode] {
  /// Whether `node` itself is one of these, found without a closure (see
  /// ``CompactList/contains(key:)``).
  func contains(identically node: MountedNode) -> Bool {
    for element in self where element === node { return true }
    return false
  }
}

/// The children a reconciliation keeps, in order, as it matches them: while each is the child
/// that was at its index, the old list stands for them and nothing is copied, so that a render
/// that changes no child's place (a state write, most renders) neither allocates a list nor
/// retains every child again.
@MainActor
struct KeptChildren {
  /// The children before the reconciliation.
  private let old: Children
  /// The children kept so far, once one was not the old child at its index.
  private var own = Children()
  /// Whether every child kept so far is the old child at its index.
  private var sharesOld = true
  /// How many children were kept so far.
  private(set) var count = 0

  /// Starts with no child kept, of `old`.
  init(replacing old: Children) {
    self.old = old
  }

  /// Keeps `child`, the next child, of the `total` to come.
  @inline(__always)
  mutating func append(_ child: MountedNode, ofTotal total: Int) {
    if sharesOld {
      if count < old.count, old[count] === child {
        count += 1
        return
      }
      copyOld(reserving: total)
    }
    own.append(child)
    count += 1
  }

  /// Keeps the `run` old children from `position` on, the next ones, as they are.
  mutating func appendOld(_ run: Int, from position: Int, ofTotal total: Int) {
    if sharesOld, position == count {
      // Each is the old child at its index: nothing to look at.
      count += run
      return
    }
    for index in position..<(position + run) { append(old[index], ofTotal: total) }
  }

  /// Whether a child kept so far has `key`.
  func contains(key: ChildKey) -> Bool {
    if !sharesOld { return own.contains(key: key) }
    for index in 0..<count where old[index].key == key { return true }
    return false
  }

  /// The key of the child kept at `index`.
  func key(at index: Int) -> ChildKey {
    sharesOld ? old[index].key : own[index].key
  }

  /// Stores the children kept as `node`'s, unless they are its old ones, in the same order.
  mutating func store(in node: MountedNode) {
    if sharesOld {
      guard count < old.count else { return }
      copyOld(reserving: count)
    }
    node.children = own
  }

  /// Makes the list its own: the children kept so far, the first `count` old ones, copied.
  private mutating func copyOld(reserving total: Int) {
    sharesOld = false
    own.reserveCapacity(total)
    for index in 0..<count { own.append(old[index]) }
  }
}
