/// A reusable change to a node: the counterpart of SwiftUI's `ViewModifier`.
///
/// A modifier's body receives the node it modifies as `content` and returns what replaces
/// it. Modifiers may hold ``Environment`` and ``State`` properties, as nodes do. Every
/// responder in this library is a modifier; apply yours with ``Node/modifier(_:)``.
@MainActor
public protocol Modifier {
  /// The type of node ``body(content:)`` returns.
  associatedtype Body: Node

  /// The node being modified, as seen from inside ``body(content:)``.
  typealias Content = ModifierContent

  /// Returns the node that replaces `content`.
  @HierarchyBuilder func body(content: Content) -> Body
}

extension Node {
  /// Applies `modifier` to this node.
  @inlinable
  public func modifier<Applied: Modifier>(_ modifier: Applied) -> ModifiedNode<Self, Applied> {
    ModifiedNode(content: self, modifier: modifier)
  }
}

/// A node with a modifier applied to it; ``Node/modifier(_:)`` makes one.
public struct ModifiedNode<Content: Node, Applied: Modifier>: Node {
  /// The node being modified.
  public let content: Content
  /// The modifier applied to ``content``.
  public let modifier: Applied

  /// Applies `modifier` to `content`.
  @usableFromInline
  init(content: Content, modifier: Applied) {
    self.content = content
    self.modifier = modifier
  }
}

/// The node a ``Modifier`` modifies, as its ``Modifier/body(content:)`` receives it.
public struct ModifierContent: Node {
  let content: any Node
}

extension ModifiedNode: PrimitiveNode {
  static var isJudgedByParent: Bool { Applied.self is any PrimitiveModifier.Type }
  /// Tracked when it runs the user's code: a custom modifier's body, or a primitive modifier
  /// that says it may.
  static var isTracked: Bool {
    (Applied.self as? any PrimitiveModifier.Type)?.runsUsersCode ?? true
  }

  var dumpStyle: DumpStyle {
    if let identity = modifier as? IdentityModifier { return .identity(identity.idAnnotation) }
    if let primitive = modifier as? any PrimitiveModifier {
      return primitive.lifecycleAnnotation.map(DumpStyle.lifecycleAnnotation)
        ?? .annotation(primitive.dumpAnnotation)
    }
    if let annotated = modifier as? any AnnotatedModifier {
      return .annotation(annotated.dumpAnnotation)
    }
    return .line(nodeName(of: Applied.self))
  }

  /// What a primitive modifier shows on the node it modifies (``PrimitiveModifier/screenText``);
  /// other modifiers show nothing of their own.
  var screenText: String? { (modifier as? any PrimitiveModifier)?.screenText }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    // The type is asked rather than the value: casting the modifier to an existential would
    // copy it into a new box, an allocation per modifier on every render.
    if let primitive = NodeRolesCache.roles(of: Applied.self, at: node).primitiveModifier {
      apply(primitive, on: node, into: &children)
    } else if Applied.Body.self == Never.self {
      node.reconciler?.reportPrimitiveBody(of: Applied.self, requirement: "body(content:)")
      children.append(node.child(.content, content))
    } else {
      appendBody(at: node, to: &children)
    }
  }
}

extension ModifiedNode {
  /// Appends the body of the modifier, a custom one, evaluated with the wrappers of `node`
  /// bound; the position keeps the bound modifier.
  private func appendBody(at node: MountedNode, to children: inout [ChildSpec]) {
    var bound = modifier
    guard node.bind(&bound) else { return }
    node.value = ModifiedNode(content: content, modifier: bound)
    children.append(node.child(.body, bound.body(content: ModifierContent(content: content))))
  }

  /// Installs the modifier, a primitive one of type `Primitive`, on `node`, and lists its
  /// content with the environment the modifier made for it.
  private func apply<Primitive: PrimitiveModifier>(
    _: Primitive.Type, on node: MountedNode, into children: inout [ChildSpec]
  ) {
    // `Primitive` is `Applied`, found conforming: an identity cast, as in `PrimitiveNode.render`.
    let primitive = _identityCast(modifier, to: Primitive.self)
    node.isPrimitiveModifier = true
    var environment = node.environment
    primitive.install(on: node, content: &environment)
    children.append(ChildSpec(key: primitive.contentKey, value: content, environment: environment))
    if let accessory = primitive.accessory(for: node) {
      children.append(node.child(.accessory, accessory))
    }
    // The reconciler holds the value it renders until it is done with it, as for a container.
    if !Primitive.keepsValueOnceApplied { node.keepTypeOnly(AppliedModifier(type: Self.self)) }
  }
}

extension ModifierContent: PrimitiveNode {
  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    children.append(node.child(.content, content))
  }
}
