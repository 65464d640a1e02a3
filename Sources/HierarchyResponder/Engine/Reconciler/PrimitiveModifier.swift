/// A modifier the reconciler applies itself: responders, lifecycle hooks, environment changes,
/// identity and gestures.
@MainActor
protocol PrimitiveModifier: Modifier where Body == Never {
  /// Installs this modifier's behaviour on `node`, and changes `environment`, the
  /// environment its content will see.
  func install(on node: MountedNode, content environment: inout EnvironmentValues)

  /// The identity of the content below the modifier.
  var contentKey: ChildKey { get }

  /// How the modifier is listed on its node's line in the dump, if at all.
  var dumpAnnotation: String? { get }

  /// The string a person reads on the modified node because of the modifier, for the texts a
  /// test reads on screen: a title it gives the node.
  var screenText: String? { get }

  /// How a lifecycle modifier (`onAppear`, `onDisappear`, `task`) is listed on its node's
  /// line, when the dump asks for lifecycle modifiers.
  var lifecycleAnnotation: String? { get }

  /// A node the modifier mounts beside its content, such as a presentation.
  func accessory(for node: MountedNode) -> (any Node)?

  /// Whether installing the modifier, or making its accessory, may run the user's code, and
  /// so read an observable property, which re-renders the modifier when it changes (R12.1).
  static var runsUsersCode: Bool { get }

  /// Whether its position keeps the modifier's value once it is applied. A modifier whose
  /// attachment keeps all it needs, and says how it is dumped
  /// (``Attachment/modifierDumpStyle``), lets it go: the position keeps its type alone
  /// (``AppliedModifier``), not the value, which holds the content the modifier is applied to
  /// and everything in it, all of which the nodes below keep again.
  static var keepsValueOnceApplied: Bool { get }
}

extension Modifier where Body == Never {
  /// A primitive modifier has no body: the reconciler applies it, and never calls this.
  /// Usable from inlinable code, as the primitive modifiers that the public modifiers build
  /// inline are (see `Node+EventResponders.swift`).
  @usableFromInline
  func body(content: Content) -> Never {
    fatalError("\(Self.self) is a primitive modifier: the hierarchy applies it, never its body")
  }
}

extension PrimitiveModifier {
  var contentKey: ChildKey { .content }
  var dumpAnnotation: String? { nil }
  var screenText: String? { nil }
  var lifecycleAnnotation: String? { nil }
  func accessory(for node: MountedNode) -> (any Node)? { nil }
  static var runsUsersCode: Bool { true }
  static var keepsValueOnceApplied: Bool { true }
}

/// A library modifier built from other modifiers, listed in the dump as
/// one annotation on the node it modifies rather than as a line of its own; the modifiers it
/// is built from are not listed. Nodes it writes are named as written by the user's node that
/// applied it.
@MainActor
protocol AnnotatedModifier {
  var dumpAnnotation: String { get }
}

/// How a mounted node shows in the dump.
enum DumpStyle {
  /// A line of its own with this text.
  case line(String)
  /// No line: an annotation on the line of the node it modifies, if it has one to show.
  case annotation(String?)
  /// No line: the id (``Node/id(_:)``) of the node it modifies, on that node's line in every
  /// dump, since it tells the node apart rather than saying what it does.
  case identity(String)
  /// No line: a lifecycle modifier's annotation, shown only when the dump asks for them.
  case lifecycleAnnotation(String)
  /// No line: its children show in its place.
  case transparent
}
