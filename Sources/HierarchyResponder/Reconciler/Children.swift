/// The children of a mounted node, in order.
///
/// Most positions have one child or none (a modifier, a node's body, a leaf), so those are
/// kept without an array: an array would be one more allocation, and 48 bytes, for each of
/// them. The storage is one word, like the array it replaces.
struct Children: RandomAccessCollection {
  private enum Storage {
    case none
    case one(MountedNode)
    case many([MountedNode])
  }

  private var storage = Storage.none

  /// No children.
  init() {}

  var startIndex: Int { 0 }

  var endIndex: Int {
    switch storage {
    case .none: 0
    case .one: 1
    case .many(let nodes): nodes.count
    }
  }

  subscript(position: Int) -> MountedNode {
    switch storage {
    case .one(let node) where position == 0: node
    case .many(let nodes): nodes[position]
    default: preconditionFailure("child \(position) of \(count) is out of range")
    }
  }

  /// Makes room for `count` children, so that appending them grows no array on the way.
  mutating func reserveCapacity(_ count: Int) {
    guard count > 1, case .none = storage else { return }
    var nodes: [MountedNode] = []
    nodes.reserveCapacity(count)
    storage = .many(nodes)
  }

  /// Whether a child has `key`. A loop rather than `contains(where:)`: a closure handed to the
  /// standard library from the main actor checks its isolation at run time, once for every
  /// child (see `UncheckedClosures.swift`).
  @MainActor func contains(key: ChildKey) -> Bool {
    for node in self where node.key == key { return true }
    return false
  }

  /// Adds `node` after the others.
  mutating func append(_ node: MountedNode) {
    switch storage {
    case .none:
      storage = .one(node)
    case .one(let first):
      storage = .many([first, node])
    case .many(var nodes):
      // Let go of the array first, so that it is appended to in place, not copied.
      storage = .none
      nodes.append(node)
      storage = .many(nodes)
    }
  }
}

extension [MountedNode] {
  /// Whether `node` itself is one of these, found without a closure (see
  /// ``Children/contains(key:)``).
  func contains(identically node: MountedNode) -> Bool {
    for element in self where element === node { return true }
    return false
  }
}
