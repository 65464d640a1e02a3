extension Node {
  /// Tags this node with `tag`, as SwiftUI's `tag(_:)`: the value a
  /// `TabView(selection:)` selects its tab by.
  ///
  /// ```swift
  /// TabView(selection: $tab) {
  ///   Inbox().tabItem { Text("Inbox") }.tag(Tab.inbox)
  /// }
  /// ```
  public func tag<Value: Hashable>(_ tag: Value) -> some Node {
    modifier(TagModifier(tag: AnyHashable(tag)))
  }
}

/// The modifier behind ``Node/tag(_:)``: it holds the tag, which a container reads from the
/// nodes it lists (``TaggedNode``); it installs nothing.
struct TagModifier: PrimitiveModifier {
  /// The tag, type-erased: a selection compares it with its own value.
  let tag: AnyHashable

  var dumpAnnotation: String? { "tag(\(String(reflecting: tag.base)))" }
  static var runsUsersCode: Bool { false }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {}
}

/// A node that may carry a ``Node/tag(_:)``: a modified node, whose modifier or content may
/// be one.
@MainActor
protocol TaggedNode {
  /// The tag this node carries, or the node it modifies carries, if any.
  var nodeTag: AnyHashable? { get }
}

extension ModifiedNode: TaggedNode {
  var nodeTag: AnyHashable? {
    (modifier as? TagModifier)?.tag ?? (content as? any TaggedNode)?.nodeTag
  }
}

extension MountedNode {
  /// The tag written on `content`, the node at this position, or on the primitive modifiers
  /// around it, if any: `.tag(_:)` before or after the modifier whose position this is.
  func tag(writtenOn content: some Node) -> AnyHashable? {
    if let tag = (content as? any TaggedNode)?.nodeTag { return tag }
    var above = parent
    while let modifier = above, modifier.isPrimitiveModifier {
      if let tagged = modifier.value as? any TaggedNode, let tag = tagged.nodeTag { return tag }
      above = modifier.parent
    }
    return nil
  }
}
