extension Node {
  /// Tags this node with `tag`, as SwiftUI's `tag(_:)` does: a ``Picker`` whose selection
  /// equals the tag selects this option, and ``Hierarchy/select(_:in:within:)`` finds the
  /// option by the text it shows.
  ///
  /// ```swift
  /// Picker("Flavor", selection: $flavor) {
  ///   Text("Vanilla").tag(Flavor.vanilla)
  ///   Text("Chocolate").tag(Flavor.chocolate)
  /// }
  /// ```
  ///
  /// The dump lists it on the node, as the value describes itself: `Text "Vanilla" [tag:
  /// vanilla]`, a string quoted.
  public func tag<Tag: Hashable>(_ tag: Tag) -> some Node {
    modifier(TagModifier(tag: AnyHashable(tag)))
  }
}

/// The modifier behind ``Node/tag(_:)``: it attaches the tag to its node, where a container
/// that reads tags (a ``Picker``) finds it.
struct TagModifier: Modifier, PrimitiveModifier {
  let tag: AnyHashable

  var dumpAnnotation: String? {
    "tag: \((tag.base as? String).map(quoted) ?? String(describing: tag.base))"
  }

  /// Attaches the tag, replacing the one an earlier render attached.
  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    if let attached = node.attachment as? TagAttachment {
      attached.tag = tag
    } else {
      node.attachment = TagAttachment(tag: tag)
    }
  }

  /// A tag runs no code of the user's as it is installed.
  static var runsUsersCode: Bool { false }
}

/// What ``Node/tag(_:)`` attaches: the tag, read by the container it is an option of.
final class TagAttachment: Attachment {
  /// The value the node is tagged with.
  var tag: AnyHashable

  init(tag: AnyHashable) {
    self.tag = tag
  }
}

extension MountedNode {
  /// The tagged nodes of this subtree, in tree order, each with its tag; a tagged node's own
  /// subtree is not searched further: the tag is on the option, not on what it holds.
  func taggedNodes() -> [(node: MountedNode, tag: AnyHashable)] {
    var tagged: [(node: MountedNode, tag: AnyHashable)] = []
    walkPreOrder { node in
      guard let tag = (node.attachment as? TagAttachment)?.tag else { return .visitChildren }
      tagged.append((node, tag))
      return .skipChildren
    }
    return tagged
  }
}
