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

extension ChildKey {
  /// Whether this key is `other`, as `==` says: the keys of a block's children and of rows
  /// identified by integers are compared without the copies of both keys that the derived `==`
  /// makes (about 40 instructions a child, at every child a render lists).
  @inline(__always)
  func matches(_ other: ChildKey) -> Bool {
    switch self {
    case .position(let index):
      guard case .position(let otherIndex) = other else { return false }
      return index == otherIndex
    case .integer(let id):
      guard case .integer(let otherID) = other else { return false }
      return id == otherID
    default:
      return self == other
    }
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
  /// What the primitive that listed the child found when it compared it with the child
  /// mounted at its place, if it did.
  var finding = Finding.notCompared

  /// What a primitive that lists many children (``RowListing``) found of one, comparing it
  /// with the child mounted at its place while the keys stay in order, in the same environment.
  enum Finding: Equatable {
    /// Not compared: the reconciler matches the child, and compares it.
    case notCompared
    /// Found changed: the reconciler renders it without comparing it again.
    case changed
    /// Found equal, but waiting to render (its own state changed too): the child renders the
    /// value it keeps, already bound, and the spec's `value` is a placeholder.
    case waitingToRender
    /// This child and the `count - 1` after it found equal, none waiting to render: the
    /// reconciler keeps them as they are, and the spec's `key` is the first one's and its
    /// `value` a placeholder. One spec stands for the run, so that a render that lists many
    /// unchanged children (a block, a `ForEach`) makes, matches and drops one spec for them.
    case unchanged(count: UInt32)
  }

  init(
    key: ChildKey, value: any Node, keptEnvironment: EnvironmentValues.Kept,
    finding: Finding = .notCompared
  ) {
    self.key = key
    self.value = value
    self.keptEnvironment = keptEnvironment
    self.finding = finding
  }

  init(key: ChildKey, value: any Node, environment: EnvironmentValues) {
    self.init(key: key, value: value, keptEnvironment: environment.kept)
  }

  /// The environment the child sees.
  var environment: EnvironmentValues { EnvironmentValues(keptEnvironment) }

  /// Takes the value out, leaving an empty node in its place: the reconciler hands the value
  /// on to render it, where a copy would retain what it holds, and dropping the spec then
  /// release it again.
  mutating func takeValue() -> any Node {
    var taken: any Node = EmptyNode()
    swap(&taken, &value)
    return taken
  }

  /// How many children the spec stands for: a run of unchanged ones, or one.
  var childCount: Int {
    if case .unchanged(let count) = finding { Int(count) } else { 1 }
  }
}
