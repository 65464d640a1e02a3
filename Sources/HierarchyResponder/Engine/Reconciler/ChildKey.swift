/// A child's identity among its siblings: structural position, branch, or explicit id.
///
/// Every mounted node keeps one, so it is kept to a word and a tag: an explicit id is boxed,
/// unless it is an `Int`, as the ids of a `ForEach` over a range are.
enum ChildKey: Hashable {
  case body
  case content
  case position(Int)
  case branch(Bool)
  /// An explicit id that is an `Int`.
  case integer(Int)
  /// Any other explicit id.
  indirect case identity(AnyHashable)
  /// What a modifier mounts beside its content.
  case accessory
  /// A repeated key, made unique by its occurrence so the tree stays well formed.
  indirect case duplicate(ChildKey, occurrence: Int)

  /// The key of a child given the explicit id `id`.
  static func id<ID: Hashable>(_ id: ID) -> ChildKey {
    // The type compared first: a dynamic cast for every child costs more than the rest of
    // making its key. `ID` is `Int`, so the cast changes no bits.
    if ID.self == Int.self { return .integer(unsafeBitCast(id, to: Int.self)) }
    if let integer = id as? Int { return .integer(integer) }
    return .identity(AnyHashable(id))
  }
}

extension ChildKey: CustomStringConvertible {
  /// The key as messages show it: an explicit id as the user wrote it.
  var description: String {
    switch self {
    case .body: "body"
    case .content: "content"
    case .position(let index): "position \(index)"
    case .branch(let isFirst): isFirst ? "first branch" : "second branch"
    case .integer(let id): String(id)
    case .identity(let id): (id.base as? String).map(quoted) ?? String(reflecting: id.base)
    case .accessory: "accessory"
    case .duplicate(let key, let occurrence): "\(key) (duplicate \(occurrence))"
    }
  }
}

/// One child a node renders: its identity, its value and the environment it sees.
struct ChildSpec {
  var key: ChildKey
  var value: any Node
  /// The environment the child sees, as a position keeps it: its storage alone, so that making,
  /// copying and dropping a spec, for every child a render lists, copies no weak reference.
  var keptEnvironment: EnvironmentValues.Kept
  /// Whether the primitive that listed this child found the child already mounted at its
  /// place unchanged (``MountedNode/isUnchanged(showing:seeing:layouts:)``): the reconciler keeps
  /// that child as it is, and `value` is a placeholder.
  var isUnchanged = false

  init(
    key: ChildKey, value: any Node, keptEnvironment: EnvironmentValues.Kept,
    isUnchanged: Bool = false
  ) {
    self.key = key
    self.value = value
    self.keptEnvironment = keptEnvironment
    self.isUnchanged = isUnchanged
  }

  init(key: ChildKey, value: any Node, environment: EnvironmentValues) {
    self.init(key: key, value: value, keptEnvironment: environment.kept)
  }

  /// The environment the child sees.
  var environment: EnvironmentValues { EnvironmentValues(keptEnvironment) }
}
