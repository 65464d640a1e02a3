extension MountedNode {
  /// Whether the node's last value equals the one `value` points at: with the node not waiting
  /// to render and seeing its parent's environment unchanged, whether it may stay as it is
  /// while its parent renders again, listing that value for it.
  ///
  /// The reconciler would match the node and compare it the same way; a primitive that lists
  /// many children itself (``RowListing``) asks it first because it knows the value's type:
  /// the value is compared where it is, never boxed into an `any Node` (the rows of a
  /// `ForEach` share one type, whose layout the layout cache answers without hashing). The
  /// node's own value is compared where it is stored too, opened in place (`inout`, not
  /// changed): read as an argument, it would be copied, its box retained and released, at
  /// every row.
  func keepsValue<Value: Node>(equalTo value: UnsafePointer<Value>, layouts: LayoutCache) -> Bool {
    layouts.layout(of: Value.self).isEqual(stored: &self.value, to: value, layouts: layouts)
  }

  /// The identity of the values this node sees (``EnvironmentValues/storageIdentity``).
  var environmentIdentity: ObjectIdentifier { keptEnvironment.storageIdentity }

  /// The values the content of this node, a primitive modifier's position, saw when it was
  /// last evaluated, if it was: a modifier whose chain above is unchanged hands them on as
  /// they are (``EnvironmentValues/setTarget(_:forErrors:reusing:)``), so that the content
  /// need not compare them.
  var contentEnvironment: EnvironmentValues.Kept? {
    if let content = children.first { content.keptEnvironment } else { nil }
  }
}

extension Node {
  /// Whether `node` keeps a value of this type equal to this one, compared where each is: the
  /// reconciler asks it of the value a parent listed, an `any Node` that this opens without a
  /// copy, as ``MountedNode/keepsValue(equalTo:layouts:)`` does.
  func isKept(at node: MountedNode, layouts: LayoutCache) -> Bool {
    let layout = layouts.layout(of: Self.self)
    return withUnsafePointer(to: self) { value in
      layout.isEqual(stored: &node.value, to: value, layouts: layouts)
    }
  }
}

/// The rows a primitive that lists many children (a `ForEach`) lists in one render: each row
/// equal to what it was, while the keys stay in the order of the rows already mounted, is
/// listed as unchanged where it is, so that it costs the call that built it and a comparison.
/// A block's children are listed the same way where they take their parent's place
/// (``SplicedChildren``), always as the parent's first children.
///
/// Not nested in the generic primitive: a type nested there is a generic type too, whose
/// metadata would be looked up at every row.
@MainActor
struct RowListing {
  /// Its children before this render, in order.
  private let mounted: Children
  /// What compares a row with its last value; `nil` when the hierarchy evaluates every row
  /// again (``Reconciler/skipsUnchangedNodes``).
  private let layouts: LayoutCache?
  /// The values the node sees, which an unchanged row sees too, as a position keeps them.
  private let environment: EnvironmentValues.Kept
  /// Their identity (``EnvironmentValues/storageIdentity``).
  private let environmentIdentity: ObjectIdentifier
  /// The index among the node's children of the next row listed.
  private var count: Int
  /// Whether every key so far is the key of the row already at its place.
  private var inOrder = true

  /// Starts listing the children of `node` after those `specs` lists so far.
  init(node: MountedNode, after specs: [ChildSpec]) {
    // A spec for a run of unchanged children stands for each of them.
    var count = 0
    for index in specs.indices { count += specs[index].childCount }
    self.count = count
    mounted = node.children
    // `if let` rather than `flatMap`, whose closure would be checked at run time for the main
    // actor (see `UncheckedClosures.swift`).
    if let reconciler = node.reconciler, reconciler.skipsUnchangedNodes {
      layouts = reconciler.layouts
    } else {
      layouts = nil
    }
    environment = node.keptEnvironment
    environmentIdentity = environment.storageIdentity
  }

  /// Appends the row `row` points at, identified by `key`, to `children`. The row is compared
  /// where it is (``TypeLayout/isEqual(stored:to:layouts:)``), and copied only into the spec
  /// of a row that changed: a caller passes its own row as `&row`, a block the address of its
  /// child in the tuple it keeps.
  mutating func append<Row: Node>(
    _ row: UnsafePointer<Row>, keyed key: ChildKey, to children: inout [ChildSpec]
  ) {
    defer { count += 1 }
    if inOrder, let layouts, count < mounted.count {
      let existing = mounted[count]
      // The reconciler matches children by place while their keys stay in order.
      inOrder = existing.key.matches(key)
      if inOrder, existing.environmentIdentity == environmentIdentity {
        guard existing.keepsValue(equalTo: row, layouts: layouts) else {
          return children.append(
            ChildSpec(
              key: key, value: row.pointee, keptEnvironment: environment, finding: .changed))
        }
        // Equal, but its own state changed: it renders the value it keeps, bound already.
        guard !existing.needsRender else {
          return children.append(
            ChildSpec(
              key: key, value: EmptyNode(), keptEnvironment: environment,
              finding: .waitingToRender))
        }
        // The run of unchanged children the last spec stands for, if it does, grows by one.
        if let last = children.indices.last, case .unchanged(let count) = children[last].finding {
          children[last].finding = .unchanged(count: count + 1)
          return
        }
        return children.append(
          ChildSpec(
            key: key, value: EmptyNode(), keptEnvironment: environment,
            finding: .unchanged(count: 1)))
      }
    }
    children.append(ChildSpec(key: key, value: row.pointee, keptEnvironment: environment))
  }
}
