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
/// popped. The screen it covers goes off screen, as on iOS: its `onDisappear` runs and its
/// tasks are cancelled, after the pushed screen's `onAppear`; popping brings it back, its
/// state kept, with its `onAppear` and `.task` run again (R12.13). It is a child of the
/// stack, as on iOS: it sees the environment the stack sees (not what the root screen's
/// modifiers set), and its events climb through the responders above the stack.
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
    let entries = navigation.entries()
    leaveScreens(poppedFrom: node, keeping: entries)
    children.append(
      ChildSpec(
        key: .content,
        value: ScreenContent(content: root, offScreen: entries.isEmpty ? nil : .covered),
        environment: environment))
    for (index, entry) in entries.enumerated() {
      environment.dismiss = DismissAction { navigation.pop(entry) }
      children.append(
        ChildSpec(
          key: .id(entry.key),
          value: PushedScreen(
            content: entry, destinations: destinations, isCovered: index < entries.count - 1),
          environment: environment))
    }
  }

  /// Takes off screen the pushed screens of `node` that `entries` no longer holds, before they
  /// leave the tree: the one that was on screen disappears after the screen it uncovers
  /// appears, as a screen a push covers does (R12.13).
  private func leaveScreens(poppedFrom node: MountedNode, keeping entries: [PushedScreen.Content]) {
    guard let reconciler = node.reconciler else { return }
    let kept = Set(entries.map { ChildKey.id($0.key) })
    for pushed in node.children where pushed.attachment is PushAttachment {
      if !kept.contains(pushed.key), let screen = pushed.children.first {
        reconciler.setOffScreen(screen, .away)
      }
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
