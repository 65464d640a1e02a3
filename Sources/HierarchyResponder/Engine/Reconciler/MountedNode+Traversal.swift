/// What a walk over the mounted tree does below the node it just visited: walks its children,
/// handing each the context it sees, or skips them.
///
/// The first child gets a context of its own because it is special: it is the content a
/// modifier modifies, to which what the modifier says about it belongs; the others, such as a
/// presented alert beside the content, do not see it.
enum Descent<Context> {
  /// Walks the children: the first is handed `first`, the others `others`.
  case visitChildren(first: Context, others: Context)
  /// Walks none of the node's subtree below it.
  case skipChildren
  /// Walks only the subtrees of the children listed, in the order listed, each handed its
  /// context: for a walk that follows a few paths through a wide tree without meeting every
  /// child on the way (the diagram of a route).
  case visitOnly([(node: MountedNode, context: Context)])

  /// Walks the children, handing each `context`.
  static func visitChildren(_ context: Context) -> Descent {
    .visitChildren(first: context, others: context)
  }
}

extension Descent where Context == Void {
  /// Walks the children, in a walk that hands nothing down.
  static var visitChildren: Descent { .visitChildren(()) }
}

/// The walks over the mounted tree: depth first, every one through the same private walk, and
/// breadth first.
///
/// None recurses: a tree may be ``Reconciler/depthLimit`` levels deep, far more than the call
/// stack holds. A walk keeps the nodes it has yet to visit in an array it alone holds, and
/// hands the nodes it visits to its caller as it meets them, so it allocates that array and
/// nothing per node.
extension MountedNode {
  /// Visits this node and the nodes below it in tree order, parent before child and siblings
  /// in order, each with the context its parent handed down; the node's `visit` says what its
  /// children are handed, or that they are skipped with everything below them.
  func walkPreOrder<Context>(
    handing context: Context, _ visit: (MountedNode, Context) -> Descent<Context>
  ) {
    walk(handing: context, siblingsInOrder: true, visit)
  }

  /// Visits this node and the nodes below it in tree order, parent before child and siblings
  /// in order; `visit` says whether a node's children are visited, or skipped with
  /// everything below them.
  func walkPreOrder(_ visit: (MountedNode) -> Descent<Void>) {
    walk(handing: (), siblingsInOrder: true) { node, _ in visit(node) }
  }

  /// This node and the nodes below it, children before their parent and siblings in order:
  /// the order a subtree is taken apart in, so that each node is freed on its own.
  ///
  /// Listed in an array rather than streamed, so that taking a node apart while the walk is
  /// under way cannot change what the walk visits next.
  func postOrder() -> [MountedNode] {
    postOrder { _ in true }
  }

  /// This node and the nodes below it, children before their parent and siblings in order,
  /// leaving out the subtrees below the nodes `descends` says not to enter.
  func postOrder(descendingInto descends: (MountedNode) -> Bool) -> [MountedNode] {
    var nodes: [MountedNode] = []
    // Parent before child with siblings backwards is exactly post-order, backwards.
    walk(handing: (), siblingsInOrder: false) { node, _ in
      nodes.append(node)
      return descends(node) ? .visitChildren : .skipChildren
    }
    nodes.reverse()
    return nodes
  }

  /// The first node of this node's subtree, itself included, that `matches`, looking at the
  /// nodes level by level, each level in tree order: the shallowest match, rather than the
  /// first in tree order.
  func firstInBreadthFirstOrder(where matches: (MountedNode) -> Bool) -> MountedNode? {
    var queue = [self]
    var next = 0
    while next < queue.count {
      let node = queue[next]
      if matches(node) { return node }
      next += 1
      queue.append(contentsOf: node.children)
    }
    return nil
  }

  /// The one walk depth first: visits this node, then the subtrees `visit` says to, parent
  /// before child; siblings in order, or backwards when `siblingsInOrder` is false.
  private func walk<Context>(
    handing context: Context, siblingsInOrder: Bool,
    _ visit: (MountedNode, Context) -> Descent<Context>
  ) {
    var stack = [(node: self, context: context)]
    while let (node, context) = stack.popLast() {
      let first: Context
      let others: Context
      switch visit(node, context) {
      case .skipChildren: continue
      case .visitOnly(let chosen):
        stack.append(contentsOf: siblingsInOrder ? chosen.reversed() : chosen)
        continue
      case .visitChildren(let firstContext, let otherContext):
        (first, others) = (firstContext, otherContext)
      }
      let children = node.children
      // The stack gives back last what it was given first.
      if siblingsInOrder {
        var index = children.endIndex
        while index > children.startIndex {
          index -= 1
          stack.append((children[index], index == 0 ? first : others))
        }
      } else {
        for index in children.indices {
          stack.append((children[index], index == 0 ? first : others))
        }
      }
    }
  }
}

/// The walks along a chain of primitive modifiers: a primitive modifier's first child is the
/// node it modifies, which may be a primitive modifier in turn.
extension MountedNode {
  /// The node this primitive modifier modifies: its first child, if it has one; `nil` when
  /// this node is not a primitive modifier.
  var primitiveModifierContent: MountedNode? {
    isPrimitiveModifier ? children.first : nil
  }

  /// The node the primitive modifiers starting here modify, or the node itself.
  var modifiedNode: MountedNode {
    var node = self
    while let content = node.primitiveModifierContent { node = content }
    return node
  }

  /// The primitive modifiers around this node and the node they modify, outermost first: the
  /// primitive modifiers right above it, itself, and those starting here down to
  /// ``modifiedNode``, which comes last.
  var modifierChain: [MountedNode] {
    var chain: [MountedNode] = []
    var above = parent
    while let modifier = above, modifier.isPrimitiveModifier {
      chain.append(modifier)
      above = modifier.parent
    }
    chain.reverse()
    var below: MountedNode? = self
    while let node = below {
      chain.append(node)
      below = node.primitiveModifierContent
    }
    return chain
  }

  /// The outermost node this one stands for: climbing while it is the content (the first
  /// child) of a primitive modifier, so an accessory a modifier mounts beside its content is
  /// not climbed from, the body of a node, which is that node on screen, or the branch of an
  /// `if` shown, which is the `if` on screen (a row's `onDelete` is written outside it). The
  /// node itself when it is none of these.
  var outermostModifier: MountedNode {
    var node = self
    while let parent = node.parent, parent.parent != nil,
      node.key == .body || node.key == .branch(true) || node.key == .branch(false)
        || (parent.isPrimitiveModifier && parent.children.first === node)
    {
      node = parent
    }
    return node
  }
}

extension MountedNode {
  /// The name the node gives a label no text in it names (``PrimitiveNode/labelName``).
  var labelName: String? {
    func labelName<Value: Node>(of value: Value) -> String? {
      (Value.self as? any PrimitiveNode.Type)?.labelName(of: value)
    }
    return labelName(of: value)
  }

  /// The label this subtree gives the control it labels (R12.13): the strings its nodes show
  /// (``texts()``), joined, leaving out empty ones, each of which is a part of the label; or,
  /// when none shows a string, the names its nodes give a label (an image's, ``labelName``).
  /// `nil` when both are empty: an empty string is no label.
  func labelText() -> ComposedLabel? {
    var texts: [String] = []
    var names: [String] = []
    walkPreOrder { node in
      if let text = node.shownText {
        if !text.isEmpty { texts.append(text) }
      } else if let name = node.labelName, !name.isEmpty {
        names.append(name)
      }
      return .visitChildren
    }
    let label = (texts.isEmpty ? names : texts).joined(separator: " ")
    return label.isEmpty ? nil : ComposedLabel(label, parts: texts)
  }
}
