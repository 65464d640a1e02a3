// What names a mounted node in messages, dumps and routes: its type, the text it shows, the
// content a modifier applies to, and the user's node that wrote it (R3.6, R3.10).

extension MountedNode {
  /// The type name that identifies this node in messages and dumps.
  var displayName: String {
    let type = valueType
    if let modified = type as? any ModifiedNodeProtocol.Type { return modified.modifierTypeName }
    return nodeName(of: type)
  }

  /// The string the node shows, if it is a ``Text``: for labels, alerts and messages.
  var shownText: String? {
    func shownText<Value: Node>(of value: Value) -> String? {
      (Value.self as? any PrimitiveNode.Type)?.shownText(of: value)
    }
    return shownText(of: value)
  }

  /// The strings the nodes of this subtree show (``shownText``), in tree order: the text of a
  /// custom label, an alert's message.
  func texts() -> [String] {
    var texts: [String] = []
    walkPreOrder { node in
      if let text = node.shownText { texts.append(text) }
      return .visitChildren
    }
    return texts
  }

  /// The type of the node a modifier applies to, looking through the modifiers around it:
  /// primitive ones, and custom ones down to the content their body places.
  var contentName: String {
    var node = self
    while let content = node.modifiedContent { node = content }
    return node.displayName
  }

  /// The node whose body wrote this node or modifier: the nearest node above it that is the
  /// user's own (a node with a body, or a modifier applied with `.modifier(_:)`) rather than
  /// one of the library's primitives or built-in modifiers; `nil` at the top of a tree
  /// written in place, as a host's root builder writes it.
  ///
  /// What a modifier's body places as its `content` was written by the body that applied the
  /// modifier, not by the modifier: so above a ``ModifierContent``, the modifier whose
  /// content it is (the custom modifier its placeholders are matched with, innermost first)
  /// is passed over with everything between, and the search goes on above it (R3.10).
  var author: MountedNode? {
    var placeholders = 0
    var ancestor = parent
    while let node = ancestor {
      if node.value is ModifierContent {
        placeholders += 1
      } else if let modified = node.valueType as? any ModifiedNodeProtocol.Type,
        modified.hasBody, placeholders > 0
      {
        placeholders -= 1
      } else if placeholders == 0, node.isUsers {
        return node
      }
      ancestor = node.parent
    }
    return nil
  }

  /// Where a modifier on this node is, as routes, diagnostics and patterns name it: the node
  /// it modifies and the node whose body wrote it, `Group in MailApp` (R3.10).
  var modifierPlacement: String {
    placement(of: contentName, writtenIn: author?.displayName)
  }

  /// Whether the node is the user's own: a node with a body, or a modifier of the user's.
  var isUsers: Bool {
    let type = valueType
    if let modified = type as? any ModifiedNodeProtocol.Type { return modified.isUsersModifier }
    return !(type is any PrimitiveNode.Type)
  }

  /// The node this one wraps, if it is a modifier or a modifier's content placeholder.
  private var modifiedContent: MountedNode? {
    if isPrimitiveModifier { return primitiveModifierContent }
    if value is ModifierContent { return children.first }
    guard value is any ModifiedNodeProtocol else { return nil }
    // A custom modifier: its content is wherever its body placed `content`. The shallowest
    // placeholder below it is taken (the modifier itself is none), so that one deeper down,
    // in the body of a modifier its body applies to something else, is not.
    return firstInBreadthFirstOrder { $0.value is ModifierContent }
  }
}

/// Lets a mounted node name a modifier by its type alone, without knowing its generic
/// parameters, also once its position kept nothing but its type (``AppliedModifier``).
@MainActor
protocol ModifiedNodeProtocol {
  /// The name of the modifier's type, which names the node in messages and dumps.
  static var modifierTypeName: String { get }
  /// Whether the modifier is the user's own, rather than a primitive or a built-in one.
  static var isUsersModifier: Bool { get }
  /// Whether the modifier has a body, which places its content with a ``ModifierContent``:
  /// a custom modifier, the user's or a built-in one, rather than a primitive.
  static var hasBody: Bool { get }
}

extension ModifiedNode: ModifiedNodeProtocol {
  static var modifierTypeName: String { nodeName(of: Applied.self) }
  static var isUsersModifier: Bool {
    !(Applied.self is any PrimitiveModifier.Type) && !(Applied.self is any AnnotatedModifier.Type)
  }
  static var hasBody: Bool {
    !(Applied.self is any PrimitiveModifier.Type) && Applied.Body.self != Never.self
  }
}
