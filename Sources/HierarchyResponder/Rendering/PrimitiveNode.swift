/// A node the renderer renders itself, instead of reading a body: the library's primitives.
///
/// Containers list their children here without reflection: a ``TupleNode`` walks its
/// parameter pack, a ``ForEach`` its data. What a primitive does on its mounted node (a
/// gesture, a responder, a lifecycle hook) it installs there as an ``Attachment``.
@MainActor
protocol PrimitiveNode: Node where Body == Never {
  /// Updates `node` for this value and appends the children it renders, in order.
  func render(in node: MountedNode, into children: inout [ChildSpec])

  /// Renders `value`, a value of this type that the caller holds as another generic type,
  /// so that the renderer can call a primitive it found by its type: casting the value to
  /// an existential instead would copy it into a new box on every render.
  static func render<Value: Node>(
    _ value: Value, in node: MountedNode, into children: inout [ChildSpec])

  /// How this node shows in ``Hierarchy/dump(modifiers:)``.
  var dumpStyle: DumpStyle { get }

  /// Whether the renderer tracks the observable properties read while a node of this type
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
}

extension PrimitiveNode {
  static func render<Value: Node>(
    _ value: Value, in node: MountedNode, into children: inout [ChildSpec]
  ) {
    (value as! Self).render(in: node, into: &children)
  }

  /// A primitive has no body: the renderer renders it, and never reads this.
  public var body: Never {
    fatalError("\(Self.self) is a primitive node: Hierarchy renders it and never reads its body")
  }

  var dumpStyle: DumpStyle { .transparent }
  static var isTracked: Bool { true }
  static var isJudgedByParent: Bool { false }
  var shownText: String? { nil }

  static func shownText<Value: Node>(of value: Value) -> String? {
    (value as! Self).shownText
  }
}

/// A primitive that only lists its children, each of which keeps its own value: once it has
/// listed them, its position keeps its type alone (``RenderedContainer``), not one more copy of
/// every value below it. A container has no state, reads nothing observable and attaches
/// nothing, so nothing but its parent can ask it to render again, and its parent always
/// hands it a new value to render.
@MainActor
protocol ContainerNode: PrimitiveNode {
  /// How the container shows in ``Hierarchy/dump(modifiers:)``: the same for every value of
  /// its type.
  static var containerDumpStyle: DumpStyle { get }
}

extension ContainerNode {
  static var containerDumpStyle: DumpStyle { .transparent }
  var dumpStyle: DumpStyle { Self.containerDumpStyle }
  static var isJudgedByParent: Bool { true }
  /// A container copies the children its parent built, running no code of the user's.
  static var isTracked: Bool { false }

  /// Lists the children of `value`, then lets `node`, the position it was rendered at,
  /// forget it: the renderer holds the value it renders until it is done with it, so the
  /// position may drop its own.
  static func render<Value: Node>(
    _ value: Value, in node: MountedNode, into children: inout [ChildSpec]
  ) {
    (value as! Self).render(in: node, into: &children)
    node.value = RenderedContainer(type: Self.self)
  }
}

/// A node whose children can take its place: where a parent's only child is one, statically
/// (a body that is a block, a ``Group`` of a block), the parent lists the block's children as
/// its own, keyed by their positions in the block, and no position is mounted for the block.
/// The block's presence follows from the parent's type, so identity is kept as well as when
/// the block had a position of its own; the dump never showed one.
@MainActor
protocol SplicedChildren: Node {
  /// Appends the children, keyed by their positions, each seeing `environment`.
  func appendChildren(seeing environment: EnvironmentValues, to children: inout [ChildSpec])
}

extension SplicedChildren {
  /// Appends the children of `value`, a value of this type that the caller holds as another
  /// generic type: casting it to an existential would copy it into a new box.
  static func appendChildren(
    of value: some Node, seeing environment: EnvironmentValues, to children: inout [ChildSpec]
  ) {
    (value as! Self).appendChildren(seeing: environment, to: &children)
  }
}

/// Appends `child`, the only child a parent's type gives it, under `key`: or its children in
/// its place, when it is a block (``SplicedChildren``).
@MainActor
func appendOnlyChild<Child: Node>(
  _ child: Child, key: ChildKey, seeing environment: EnvironmentValues,
  to children: inout [ChildSpec]
) {
  if let spliced = Child.self as? any SplicedChildren.Type {
    spliced.appendChildren(of: child, seeing: environment, to: &children)
  } else {
    children.append(ChildSpec(key: key, value: child, environment: environment))
  }
}

/// What a position keeps of a ``ContainerNode`` once the container has listed its children:
/// the container's type, for matching the next value its parent renders there, and for
/// naming and dumping the position.
struct RenderedContainer: PrimitiveNode {
  let type: any ContainerNode.Type

  var dumpStyle: DumpStyle { type.containerDumpStyle }

  /// Lists the position's children again as they are, so that rendering it keeps them all:
  /// the container's own value is gone, and nothing of its own can have changed.
  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    for child in node.children {
      children.append(ChildSpec(key: child.key, value: child.value, environment: child.environment))
    }
  }
}

/// A modifier the renderer applies itself: responders, lifecycle hooks, environment changes,
/// identity and gestures.
@MainActor
protocol PrimitiveModifier: Modifier where Body == Never {
  /// Installs this modifier's behaviour on `node`, and changes `environment`, the
  /// environment its content will see.
  func install(on node: MountedNode, content environment: inout EnvironmentValues)

  /// The identity of the content below the modifier.
  var contentKey: ChildKey { get }

  /// How the modifier is listed on its node's line in ``Hierarchy/dump(modifiers:)``, if at
  /// all.
  var dumpAnnotation: String? { get }

  /// How a lifecycle modifier (`onAppear`, `onDisappear`, `task`) is listed on its node's
  /// line, when the dump asks for lifecycle modifiers.
  var lifecycleAnnotation: String? { get }

  /// A node the modifier mounts beside its content, such as a presented alert.
  func accessory(for node: MountedNode) -> (any Node)?

  /// Whether installing the modifier, or making its accessory, may run the user's code, and
  /// so read an observable property, which re-renders the modifier when it changes (R12.1).
  static var runsUsersCode: Bool { get }
}

extension PrimitiveModifier {
  /// A primitive modifier has no body: the renderer applies it, and never calls this.
  func body(content: Content) -> Never {
    fatalError("\(Self.self) is a primitive modifier: Hierarchy applies it, never its body")
  }

  var contentKey: ChildKey { .content }
  var dumpAnnotation: String? { nil }
  var lifecycleAnnotation: String? { nil }
  func accessory(for node: MountedNode) -> (any Node)? { nil }
  static var runsUsersCode: Bool { true }
}

/// A library modifier built from other modifiers, listed in ``Hierarchy/dump(modifiers:)`` as
/// one annotation on the node it modifies rather than as a line of its own; the modifiers it
/// is built from are not listed. Nodes it writes are named as written by the user's node that
/// applied it.
@MainActor
protocol AnnotatedModifier {
  var dumpAnnotation: String { get }
}

/// How a mounted node shows in ``Hierarchy/dump(modifiers:)``.
enum DumpStyle {
  /// A line of its own with this text.
  case line(String)
  /// No line: an annotation on the line of the node it modifies, if it has one to show.
  case annotation(String?)
  /// No line: a lifecycle modifier's annotation, shown only when the dump asks for them.
  case lifecycleAnnotation(String)
  /// No line: its children show in its place.
  case transparent
}

/// A child's identity among its siblings: structural position, branch, or explicit id.
///
/// Every mounted node keeps one, so it is kept to a word and a tag: an explicit id is boxed,
/// unless it is an `Int`, as the ids of a `ForEach` over a range are.
enum ChildKey: Hashable {
  case body
  case content
  case position(Int)
  case branch(Bool)
  /// An explicit id that is an `Int`.
  case integer(Int)
  /// Any other explicit id.
  indirect case identity(AnyHashable)
  /// What a modifier mounts beside its content.
  case accessory
  /// A repeated key, made unique by its occurrence so the tree stays well formed.
  indirect case duplicate(ChildKey, occurrence: Int)

  /// The key of a child given the explicit id `id`.
  static func id(_ id: some Hashable) -> ChildKey {
    if let integer = id as? Int { return .integer(integer) }
    return .identity(AnyHashable(id))
  }
}

extension ChildKey: CustomStringConvertible {
  /// The key as messages show it: an explicit id as the user wrote it.
  var description: String {
    switch self {
    case .body: "body"
    case .content: "content"
    case .position(let index): "position \(index)"
    case .branch(let isFirst): isFirst ? "first branch" : "second branch"
    case .integer(let id): String(id)
    case .identity(let id): (id.base as? String).map(quoted) ?? String(reflecting: id.base)
    case .accessory: "accessory"
    case .duplicate(let key, let occurrence): "\(key) (duplicate \(occurrence))"
    }
  }
}

/// One child a node renders: its identity, its value and the environment it sees.
struct ChildSpec {
  var key: ChildKey
  var value: any Node
  var environment: EnvironmentValues
}

/// A readable type name without module prefixes, e.g. `GridView`, `Wrapper<Int>` or
/// `any NavigationEvent`.
func typeName(of type: Any.Type) -> String {
  isExistential(type) ? "any \(type)" : String(describing: type)
}

/// The name of a user's node type for dumps and messages: generic arguments are left out, so
/// that `Card<TupleNode<…>>` reads `Card`.
func nodeName(of type: Any.Type) -> String {
  let name = typeName(of: type)
  return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
}

/// Where a modifier is, as routes, dumps and diagnostics name it: the node it modifies and
/// the node whose body wrote it, `Group in MailApp`, or the node alone when no node's body
/// wrote it (R3.10).
func placement(of node: String, writtenIn author: String?) -> String {
  author.map { "\(node) in \($0)" } ?? node
}

/// `text` in double quotes, escaping only what would make the line ambiguous: quotes,
/// backslashes and line breaks. Dumps stay readable and one line per node.
func quoted(_ text: String) -> String {
  var escaped = ""
  for character in text {
    switch character {
    case "\"": escaped += "\\\""
    case "\\": escaped += "\\\\"
    case "\n": escaped += "\\n"
    case "\r": escaped += "\\r"
    default: escaped.append(character)
    }
  }
  return "\"\(escaped)\""
}
