/// The root of a navigation flow, as SwiftUI's `NavigationStack`: a ``NavigationLink`` pushes a
/// screen on it, `@Environment(\.dismiss)` in that screen pops it, and a bound path pushes and
/// pops from code.
///
/// ```swift
/// @State var path: [Message] = []
/// NavigationStack(path: $path) {
///   Inbox()
///     .navigationDestination(for: Message.self) { message in MessageView(message) }
/// }
/// ```
///
/// A pushed screen is in front, as a sheet is: ``Hierarchy/presentations`` lists it
/// (`push MessageView`), innermost last, and only what it holds can be tapped until it is
/// popped. It is a child of the stack, as on iOS: it sees the environment the stack sees (not
/// what the root screen's modifiers set), and its events climb through the responders above
/// the stack.
public struct NavigationStack<Data, Root: Node>: Node {
  /// The stack's root screen.
  public let root: Root
  /// The bound path, or `nil` when the stack keeps its own.
  let boundPath: PathAccess?
  /// The path of a stack that was given none.
  @State var ownPath = NavigationPath()
  /// The screens pushed by links with a destination node rather than a value, above those of
  /// the path, and the identifier the next one takes.
  @State var pushedNodes = PushedNodes()
  /// The destinations declared for the stack, by value type.
  @State var destinations = NavigationDestinations()

  /// A stack whose root is the node the builder closure produces, keeping its own path.
  public init(@HierarchyBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    self.boundPath = nil
  }

  /// A stack whose pushed screens are the values of `path`, of any types.
  public init(path: Binding<NavigationPath>, @HierarchyBuilder root: () -> Root)
  where Data == NavigationPath {
    self.root = root()
    self.boundPath = PathAccess(path)
  }

  /// A stack whose pushed screens are the values of `path`, a collection of one type.
  public init(path: Binding<Data>, @HierarchyBuilder root: () -> Root)
  where
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
    self.boundPath = PathAccess(path)
  }
}

extension NavigationStack: PrimitiveNode {
  var dumpStyle: DumpStyle { .line("NavigationStack") }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    var bound = self
    guard node.bind(&bound) else { return }
    node.value = bound
    let path = bound.boundPath ?? PathAccess(bound.$ownPath)
    let destinations = bound.destinations
    destinations.stack = node
    let navigation = Navigation(
      destinations: destinations, path: path, pushedNodes: bound.$pushedNodes)
    var environment = node.environment
    environment.navigation = navigation
    children.append(ChildSpec(key: .content, value: root, environment: environment))
    for entry in navigation.entries() {
      environment.dismiss = DismissAction { navigation.pop(entry) }
      children.append(
        ChildSpec(
          key: .id(entry.key),
          value: PushedScreen(content: entry, destinations: destinations),
          environment: environment))
    }
  }
}

/// The identity of a pushed screen among the stack's children: a value at its place in the
/// path, so that another value there is a new screen with fresh state, or a pushed node by the
/// number it was given.
enum PushKey: Hashable {
  /// The path's value at `index`.
  case value(index: Int, AnyHashable)
  /// The screen pushed as a node with this number.
  case node(Int)
}

extension PushedScreen.Content {
  /// The screen's identity among the stack's children.
  var key: PushKey {
    switch self {
    case .value(let index, let value): .value(index: index, value)
    case .node(let screen): .node(screen.id)
    }
  }
}

extension Node {
  /// Names the screen this node shows, as SwiftUI's `navigationTitle`: listed on the node's
  /// line in ``Hierarchy/dump(modifiers:)``, so a test can tell which screen is in front.
  public func navigationTitle(_ title: some StringProtocol) -> some Node {
    modifier(NavigationTitleModifier(title: String(title)))
  }
}

/// The modifier behind ``Node/navigationTitle(_:)``: an annotation, nothing more.
struct NavigationTitleModifier: PrimitiveModifier {
  let title: String

  var dumpAnnotation: String? { "navigationTitle(\(quoted(title)))" }
  /// The title shows on the screen it names.
  var screenText: String? { title }
  static var runsUsersCode: Bool { false }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {}
}
