/// One of two nodes, chosen by an `if`/`else` or a `switch` in a ``HierarchyBuilder`` block.
///
/// The branches have distinct identities: switching branches removes one subtree and
/// mounts the other, as SwiftUI does.
public struct ConditionalNode<TrueContent: Node, FalseContent: Node>: Node {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage
}

extension ConditionalNode: ContainerNode {
  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    switch storage {
    case .trueContent(let content): children.append(node.child(.branch(true), content))
    case .falseContent(let content): children.append(node.child(.branch(false), content))
    }
  }
}

/// An optional node renders its wrapped node when there is one, and nothing otherwise.
extension Optional: Node where Wrapped: Node {
  /// Optional nodes are primitive: the interpreter renders the wrapped node, if any.
  public typealias Body = Never
}

extension Optional: PrimitiveNode, ContainerNode where Wrapped: Node {
  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    if let wrapped = self {
      children.append(node.child(.branch(true), wrapped))
    }
  }
}
