/// The unit of a hierarchy: the counterpart of SwiftUI's `View`.
///
/// A node describes its content in ``body``, built with ``HierarchyBuilder``. The library's
/// primitive nodes (``Text``, ``Button``, ``Group``, ``ForEach`` and the rest) have
/// `Body == Never`: the interpreter renders them itself. Bodies are evaluated on the main
/// actor, as SwiftUI evaluates views.
@MainActor
public protocol Node {
  /// The type of node this node's ``body`` evaluates to.
  associatedtype Body: Node

  /// The content of this node, evaluated again whenever its state or its parent changes.
  @HierarchyBuilder var body: Body { get }
}

extension Never: Node {
  /// `Never` has no body; it is the `Body` of every primitive node.
  public var body: Never { fatalError("Never has no body") }
}
