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
