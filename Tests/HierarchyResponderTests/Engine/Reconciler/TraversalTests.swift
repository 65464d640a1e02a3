import Testing

// `@testable` for `MountedNode` and its walks, which the library keeps to itself.
@testable import HierarchyResponder

// Every walk over the mounted tree (the dump, the tap lookup, the alerts, publishing, taking a
// subtree apart) goes through one traversal, and every walk along a chain of modifiers through
// one other: these tests pin their orders on trees built by hand, and that a chain far deeper
// than the call stack could recurse through walks all the same.

/// A tree of positions built by hand, each holding a ``Text`` that names it.
@MainActor
private final class HandBuiltTree {
  /// The reconciler the positions name as theirs; they never ask it anything.
  let reconciler = Reconciler()

  /// A position named `name` below `parent`, appended after its other children.
  func node(_ name: String, under parent: MountedNode? = nil) -> MountedNode {
    let node = MountedNode(
      reconciler: reconciler, parent: parent, key: .position(parent?.children.count ?? 0),
      value: Text(name), environment: EnvironmentValues().kept)
    parent?.children.append(node)
    return node
  }

  /// ```
  /// a
  ///   b
  ///     d
  ///     e
  ///   c
  ///     f
  /// ```
  func sample() -> MountedNode {
    let a = node("a")
    let b = node("b", under: a)
    _ = node("d", under: b)
    _ = node("e", under: b)
    let c = node("c", under: a)
    _ = node("f", under: c)
    return a
  }
}

extension MountedNode {
  /// The name the hand-built tree gave the position.
  fileprivate var name: String { shownText ?? "?" }
}

@Suite("Traversal of the mounted tree")
@MainActor
struct TraversalTests {
  @Test("a pre-order walk visits parent before child and siblings in order")
  func preOrder() {
    let tree = HandBuiltTree()
    var names: [String] = []
    tree.sample().walkPreOrder { node in
      names.append(node.name)
      return .visitChildren
    }
    #expect(names == ["a", "b", "d", "e", "c", "f"])
  }

  @Test("a pre-order walk skips the subtree below a node that says so, and nothing else")
  func preOrderSkipping() {
    let tree = HandBuiltTree()
    var names: [String] = []
    tree.sample().walkPreOrder { node in
      names.append(node.name)
      return node.name == "b" ? .skipChildren : .visitChildren
    }
    #expect(names == ["a", "b", "c", "f"])
  }

  @Test("a pre-order walk hands each child the context its parent made, the first its own")
  func preOrderContext() {
    let tree = HandBuiltTree()
    var seen: [String] = []
    tree.sample().walkPreOrder(handing: "") { node, path in
      seen.append(path + node.name)
      return .visitChildren(first: path + node.name + ">", others: path + node.name + "/")
    }
    #expect(seen == ["a", "a>b", "a>b>d", "a>b/e", "a/c", "a/c>f"])
  }

  @Test("a post-order lists children before their parent and siblings in order")
  func postOrder() {
    let tree = HandBuiltTree()
    #expect(tree.sample().postOrder().map(\.name) == ["d", "e", "b", "f", "c", "a"])
  }

  @Test("a breadth-first search finds the shallowest match, not the first in tree order")
  func breadthFirst() {
    let tree = HandBuiltTree()
    let root = tree.sample()
    var visited: [String] = []
    let found = root.firstInBreadthFirstOrder { node in
      visited.append(node.name)
      return node.name == "d" || node.name == "c"
    }
    #expect(found?.name == "c")
    #expect(visited == ["a", "b", "c"])
    #expect(root.firstInBreadthFirstOrder { $0.name == "x" } == nil)
  }

  @Test("a modifier chain runs from the outermost primitive modifier to the node modified")
  func modifierChain() {
    let tree = HandBuiltTree()
    let outer = tree.node("outer")
    outer.isPrimitiveModifier = true
    let inner = tree.node("inner", under: outer)
    inner.isPrimitiveModifier = true
    let content = tree.node("content", under: inner)
    _ = tree.node("accessory", under: outer)
    _ = tree.node("below", under: content)
    #expect(inner.modifierChain.map(\.name) == ["outer", "inner", "content"])
    #expect(content.modifierChain.map(\.name) == ["outer", "inner", "content"])
    #expect(outer.modifiedNode === content)
    #expect(content.modifiedNode === content)
    #expect(inner.primitiveModifierContent === content)
    #expect(content.primitiveModifierContent == nil)
  }

  @Test("a chain 100,000 levels deep walks every way without recursing")
  func deepChain() {
    let depth = 100_000
    let tree = HandBuiltTree()
    let root = tree.node("0")
    var bottom = root
    for level in 1..<depth { bottom = tree.node(String(level), under: bottom) }

    var deepest = -1
    var visited = 0
    root.walkPreOrder(handing: 0) { node, level in
      #expect(node.depth == level)
      deepest = level
      visited += 1
      return .visitChildren(level + 1)
    }
    #expect(visited == depth)
    #expect(deepest == depth - 1)
    #expect(root.firstInBreadthFirstOrder { $0 === bottom } === bottom)

    let postOrder = root.postOrder()
    #expect(postOrder.count == depth)
    #expect(postOrder.first === bottom)
    #expect(postOrder.last === root)
    // Taken apart children first, as the reconciler does, so that no release recurses either.
    for node in postOrder { node.children = Children() }
  }
}
