/// Finds, as nodes are mounted deep in the tree, a body that contains itself without end, and
/// cuts it off, so that a render always ends.
///
/// A body that contains an equal copy of its own node with the same environment renders
/// that copy exactly as it rendered itself, so the repetition never ends. A legitimately
/// deep tree changes its inputs on the way down (a depth, a remaining path) and passes.
@MainActor
final class RecursionGuard {
  /// The deepest a tree may grow; deeper nodes are not rendered.
  static let depthLimit = 1_000_000
  /// From this depth on, every ``checkInterval`` levels, a new node is compared with its
  /// ancestors to find a body that contains itself without end.
  static let checkDepth = 512
  /// How many levels apart, below ``checkDepth``, new nodes are compared with their
  /// ancestors.
  static let checkInterval = 64
  /// How many equal ancestors of the same type, within ``checkDepth`` levels above, make a
  /// repetition without end.
  static let repeatsLimit = 8

  /// Compares node values and environment values.
  private let layouts: LayoutCache
  /// Node values found to repeat without end during the current render, by type, with the
  /// depth from which a new node of equal value is cut off.
  ///
  /// Unchecked for exclusivity: every node mounted asks whether it is empty. It is safe: each
  /// access is a load or a store that runs no code, since a value it drops is held elsewhere
  /// until the store is over (``startRender()``, ``check(_:)``), so no deinitializer runs in it.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private var runawayValues: [ObjectIdentifier: (value: any Node, depth: Int)] = [:]

  init(layouts: LayoutCache) {
    self.layouts = layouts
  }

  /// Forgets the repetitions found so far, as a render starts: each render looks anew.
  func startRender() {
    guard !runawayValues.isEmpty else { return }
    let forgotten = runawayValues
    runawayValues = [:]
    withExtendedLifetime(forgotten) { @Sendable in }
  }

  /// Whether `node`, just mounted, is to be checked: it is deep, or this render found a
  /// repetition already. Asked first, so that most new nodes cost a comparison or two.
  func mustCheck(_ node: MountedNode) -> Bool {
    node.depth >= Self.checkDepth || !runawayValues.isEmpty
  }

  /// Cuts off `node`, just mounted deep in the tree, when its body would contain itself
  /// without end: when it repeats, with equal inputs, ancestors of its type that repeat it
  /// already, or when the tree reaches ``depthLimit``. Returns the diagnostic to record when
  /// it finds a new repetition.
  ///
  /// A container or a primitive modifier repeats when the nearest node above it that is
  /// neither does (``PrimitiveNode/isJudgedByParent``), so the comparison is made for that
  /// node: a container's position keeps only its type, and a responder's closures differ at
  /// every evaluation.
  func check(_ node: MountedNode) -> Diagnostic? {
    let isPeriodicCheck = node.depth >= Self.checkDepth && node.depth % Self.checkInterval == 0
    // Most deep nodes are neither checked nor compared with a known repetition.
    guard isPeriodicCheck || !runawayValues.isEmpty || node.depth >= Self.depthLimit else {
      return nil
    }
    var subject = node
    while (subject.valueType as? any PrimitiveNode.Type)?.isJudgedByParent == true,
      let parent = subject.parent
    {
      subject = parent
    }
    let type = ObjectIdentifier(Swift.type(of: subject.value))
    if let runaway = runawayValues[type], subject.depth > runaway.depth,
      layouts.areEqualNodes(subject.value, runaway.value)
    {
      node.isCutOff = true
      return nil
    }
    guard node.depth >= Self.checkDepth else { return nil }
    if node.depth >= Self.depthLimit {
      node.isCutOff = true
      return report(at: node, repeating: nil)
    }
    guard isPeriodicCheck else { return nil }
    var repeats = 0
    var shallowest: MountedNode?
    var ancestor = subject.parent
    while let current = ancestor, subject.depth - current.depth <= Self.checkDepth {
      if ObjectIdentifier(Swift.type(of: current.value)) == type,
        current.environment.hasSameKeyValues(as: subject.environment, areEqual: layouts.areEqual),
        layouts.areEqualNodes(subject.value, current.value)
      {
        repeats += 1
        shallowest = current
      }
      ancestor = current.parent
    }
    guard repeats >= Self.repeatsLimit, let shallowest else { return nil }
    node.isCutOff = true
    let replaced = runawayValues.updateValue((subject.value, shallowest.depth), forKey: type)
    withExtendedLifetime(replaced) { @Sendable in }
    return report(at: node, repeating: shallowest)
  }

  /// The diagnostic for `node`, cut off because it repeats `ancestor`, or, without one,
  /// because the tree reached ``depthLimit``: it names the user's nodes between the two.
  private func report(at node: MountedNode, repeating ancestor: MountedNode?) -> Diagnostic {
    var names: [String] = []
    var current: MountedNode? = node
    while let visited = current, visited !== ancestor {
      if !(type(of: visited.value) is any PrimitiveNode.Type), !names.contains(visited.displayName)
      {
        names.insert(visited.displayName, at: 0)
      }
      current = visited.parent
    }
    let culprit = names.isEmpty ? node.contentName : names.joined(separator: ", ")
    let reason =
      ancestor == nil
      ? "the tree reached \(Self.depthLimit) levels"
      : "it contains itself again with the same inputs, so it would never end"
    return Diagnostic(
      kind: .invalidHierarchy,
      message: "the body of \(culprit) was cut off at depth \(node.depth), because \(reason); "
        + "put the nested \(culprit) behind a condition that ends, or pass it different "
        + "inputs on the way down",
      location: nil)
  }
}
