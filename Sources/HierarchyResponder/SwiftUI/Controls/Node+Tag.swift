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
  @inlinable public func tag<Tag: Hashable>(_ tag: Tag) -> some Node {
    modifier(TagModifier(tag: AnyHashable(tag)))
  }
}

/// The modifier behind ``Node/tag(_:)``: it attaches the tag to its node, where a container
/// that reads tags (a ``Picker``) finds it.
@usableFromInline
struct TagModifier: Modifier, PrimitiveModifier {
  let tag: AnyHashable

  /// Tags its node `tag`; usable from the inlinable public modifier.
  @usableFromInline
  init(tag: AnyHashable) {
    self.tag = tag
  }

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

/// A container that tags each of its children with its id, as SwiftUI's `ForEach` does, when
/// the child carries no tag of its own.
protocol TagsItsChildren {}

extension ForEach: TagsItsChildren {}

extension MountedNode {
  /// The tagged nodes of this subtree, in tree order, each with its tag; a tagged node's own
  /// subtree is not searched further: the tag is on the option, not on what it holds. A child
  /// of a `ForEach` with no tag in its subtree is tagged with its id, as in SwiftUI.
  func taggedNodes() -> [(node: MountedNode, tag: AnyHashable)] {
    var tagged: [(node: MountedNode, tag: AnyHashable)] = []
    collectTags(into: &tagged)
    return tagged
  }

  /// Appends the tagged nodes of this subtree to `tagged`, in tree order. Recursive: a
  /// picker's options are a few levels deep, not the thousands a walk guards against.
  private func collectTags(into tagged: inout [(node: MountedNode, tag: AnyHashable)]) {
    if let tag = (attachment as? TagAttachment)?.tag {
      tagged.append((self, tag))
      return
    }
    let tagsChildren = value is any TagsItsChildren
    for child in children {
      let found = tagged.count
      child.collectTags(into: &tagged)
      if tagsChildren, tagged.count == found, let id = child.key.explicitID {
        tagged.append((child, id))
      }
    }
  }
}

extension ChildKey {
  /// The explicit id this key was made from, if it was: a `ForEach` child's.
  fileprivate var explicitID: AnyHashable? {
    switch self {
    case .integer(let id): AnyHashable(id)
    case .identity(let id): id
    default: nil
    }
  }
}

/// A node that may carry a ``Node/tag(_:)``: a modified node, whose modifier or content may
/// be one. A container that lists its children by value (a `TabView`'s tabs) reads the tag
/// from them, wherever `.tag` is written among the other modifiers.
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
