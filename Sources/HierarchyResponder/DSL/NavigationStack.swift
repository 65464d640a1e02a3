/// The root of a navigation flow, as SwiftUI's `NavigationStack`: structure only.
///
/// Screens pushed on a stack are not modelled; present them with
/// ``Node/sheet(isPresented:onDismiss:content:)`` or show them with an `if`.
public struct NavigationStack<Root: Node>: Node {
  /// The stack's root screen.
  public let root: Root

  /// A stack whose root is the node the builder closure produces.
  public init(@HierarchyBuilder root: () -> Root) {
    self.root = root()
  }
}

extension NavigationStack: PrimitiveNode {
  var dumpStyle: DumpStyle { .line("NavigationStack") }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    children.append(node.child(.content, root))
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
  static var runsUsersCode: Bool { false }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {}
}
