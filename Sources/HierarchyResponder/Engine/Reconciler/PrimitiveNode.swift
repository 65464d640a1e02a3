/// A node the reconciler renders itself, instead of reading a body: the library's primitives.
///
/// Containers list their children here without reflection: a ``TupleNode`` walks its
/// parameter pack, a ``ForEach`` its data. What a primitive does on its mounted node (a
/// gesture, a responder, a lifecycle hook) it installs there as an ``Attachment``.
@MainActor
protocol PrimitiveNode: Node where Body == Never {
  /// Updates `node` for this value and appends the children it renders, in order.
  func render(in node: MountedNode, into children: inout [ChildSpec])

  /// Renders `value`, a value of this type that the caller holds as another generic type,
  /// so that the reconciler can call a primitive it found by its type: casting the value to
  /// an existential instead would copy it into a new box on every render.
  static func render<Value: Node>(
    _ value: Value, in node: MountedNode, into children: inout [ChildSpec])

  /// How this node shows in the dump.
  var dumpStyle: DumpStyle { get }

  /// Whether the reconciler tracks the observable properties read while a node of this type
  /// renders (R12.1). False for a primitive that runs none of the user's code as it renders,
  /// and so can read nothing observable: tracking costs as much as rendering a text.
  static var isTracked: Bool { get }

  /// Whether a body that contains itself again without end is judged at the node above this
  /// one: true of a container, which stands for nothing of its own and keeps only its type,
  /// and of a primitive modifier, whose values (a responder's closures) differ at every
  /// evaluation.
  static var isJudgedByParent: Bool { get }

  /// The string the node shows, for labels, alerts and messages: a ``Text``'s.
  var shownText: String? { get }

  /// The string `value`, a value of this type that the caller holds as another generic
  /// type, shows (``shownText``).
  static func shownText<Value: Node>(of value: Value) -> String?

  /// The name the node gives the label of a control when no node in the label shows a
  /// string (``shownText``): an image's name, as a UI test finds a symbol (R12.13).
  var labelName: String? { get }

  /// The name `value`, a value of this type that the caller holds as another generic type,
  /// gives a label (``labelName``).
  static func labelName<Value: Node>(of value: Value) -> String?

  /// The string a person reads on the node, for the texts a test reads on screen: a ``Text``'s, a
  /// button's or a toggle's title, a field's text. ``shownText`` unless the node says more.
  var screenText: String? { get }

  /// The string a person reads on `value`, a value of this type that the caller holds as
  /// another generic type (``screenText``).
  static func screenText<Value: Node>(of value: Value) -> String?
}

// The static entry points below are handed a value of exactly their own type, which the caller
// holds as another generic type: `_identityCast` checks that the types are the same (trapping
// otherwise) and takes the value as it is, where `as!` would ask the runtime for a dynamic
// cast, about 160 instructions, several times for every node mounted or rendered.
extension PrimitiveNode {
  static func render<Value: Node>(
    _ value: Value, in node: MountedNode, into children: inout [ChildSpec]
  ) {
    _identityCast(value, to: Self.self).render(in: node, into: &children)
  }

  /// A primitive has no body: the reconciler renders it, and never reads this.
  public var body: Never {
    fatalError(
      "\(Self.self) is a primitive node: the hierarchy renders it and never reads its body")
  }

  var dumpStyle: DumpStyle { .transparent }
  static var isTracked: Bool { true }
  static var isJudgedByParent: Bool { false }
  var shownText: String? { nil }

  static func shownText<Value: Node>(of value: Value) -> String? {
    _identityCast(value, to: Self.self).shownText
  }

  var labelName: String? { nil }

  static func labelName<Value: Node>(of value: Value) -> String? {
    _identityCast(value, to: Self.self).labelName
  }

  var screenText: String? { shownText }

  static func screenText<Value: Node>(of value: Value) -> String? {
    _identityCast(value, to: Self.self).screenText
  }
}
