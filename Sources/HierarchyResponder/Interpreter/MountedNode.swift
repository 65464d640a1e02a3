/// A node value mounted in a ``Hierarchy``: the persistent instance that keeps its state,
/// environment, children and whatever its primitive installed, across re-evaluations.
@MainActor
final class MountedNode {
  weak var hierarchy: Hierarchy?
  weak var parent: MountedNode?
  let key: ChildKey
  let depth: Int
  var value: any Node
  private(set) var environment: EnvironmentValues
  var children: [MountedNode] = []

  /// The storage of the `@State` properties of the node or modifier, in declaration order.
  var stateSlots: [AnyObject] = []
  /// What the primitive installed here: a responder, a gesture, a lifecycle hook, an id.
  var attachment: Attachment = .none
  /// Whether this node is a primitive modifier whose only child is the node it modifies.
  var isPrimitiveModifier = false
  var isMounted = true
  var hasAppeared = false
  var needsRender = false
  /// The `.task` started when this node appeared, cancelled when it disappears.
  var runningTask: Task<Void, Never>?

  init(
    hierarchy: Hierarchy, parent: MountedNode?, key: ChildKey, value: any Node,
    environment: EnvironmentValues
  ) {
    self.hierarchy = hierarchy
    self.parent = parent
    self.key = key
    self.depth = (parent?.depth ?? -1) + 1
    self.value = value
    self.environment = environment
    self.environment.node = self
    self.environment.hierarchy = hierarchy
  }

  /// Gives the node the environment its parent passes down.
  func adopt(_ environment: EnvironmentValues) {
    self.environment = environment
    self.environment.node = self
    self.environment.hierarchy = hierarchy
  }

  /// A child that sees this node's environment unchanged.
  func child(_ key: ChildKey, _ value: any Node) -> ChildSpec {
    ChildSpec(key: key, value: value, environment: environment)
  }

  /// Marks the node for re-evaluation after a state change.
  func invalidate() {
    hierarchy?.scheduleRender(of: self)
  }

  /// Whether the node runs something when it appears: `onAppear` or `.task`.
  var hasAppearanceHook: Bool {
    switch attachment {
    case .onAppear, .task: true
    case .responder(let link): link.declaration != nil
    default: false
    }
  }

  /// The type name that identifies this node in messages and dumps.
  var displayName: String {
    switch value {
    case let modified as any ModifiedNodeProtocol: modified.modifierTypeName
    default: nodeName(of: type(of: value))
    }
  }

  /// The type of the node a modifier applies to, looking through the modifiers around it:
  /// primitive ones, and custom ones down to the content their body places.
  var contentName: String {
    var node = self
    while let content = node.modifiedContent { node = content }
    return node.displayName
  }

  /// The node this one wraps, if it is a modifier or a modifier's content placeholder.
  private var modifiedContent: MountedNode? {
    if isPrimitiveModifier || value is ModifierContent { return children.first }
    guard value is any ModifiedNodeProtocol else { return nil }
    // A custom modifier: its content is wherever its body placed `content`.
    var queue = children[...]
    while let node = queue.popFirst() {
      if node.value is ModifierContent { return node }
      queue.append(contentsOf: node.children)
    }
    return nil
  }
}

/// Lets a mounted node name a modifier without knowing its generic parameters.
@MainActor
protocol ModifiedNodeProtocol {
  var modifierTypeName: String { get }
}

extension ModifiedNode: ModifiedNodeProtocol {
  var modifierTypeName: String { nodeName(of: Applied.self) }
}

/// What a primitive node or modifier installs on its mounted node.
enum Attachment {
  case none
  case identity(AnyHashable)
  case text(String)
  case button(title: String?, action: @MainActor () -> Void)
  case tapGesture(count: Int, action: @MainActor () -> Void)
  case responder(ResponderLink)
  case onAppear(@MainActor () -> Void)
  case onDisappear(@MainActor () -> Void)
  case task(@MainActor () async -> Void)
  case alert(title: String, isPresented: Binding<Bool>)
  case publisher(PublisherHub)
  case subscriber(Subscription)
}
