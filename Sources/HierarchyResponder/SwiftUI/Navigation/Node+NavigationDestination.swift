extension Node {
  /// Declares how the enclosing ``NavigationStack`` shows a pushed value of type `data`, as
  /// SwiftUI's `navigationDestination(for:destination:)`: a ``NavigationLink`` built with such
  /// a value, or the value appended to the stack's path, pushes the node `destination` builds
  /// for it.
  ///
  /// ```swift
  /// Inbox()
  ///   .navigationDestination(for: Message.self) { message in MessageView(message) }
  /// ```
  ///
  /// The declaration holds while this node is mounted; the last one installed for a type
  /// wins.
  @preconcurrency public func navigationDestination<Data: Hashable, Destination: Node>(
    for data: Data.Type,
    @HierarchyBuilder destination: @escaping @MainActor (Data) -> Destination
  ) -> some Node {
    modifier(
      NavigationDestinationModifier(type: data) { value in
        destination(value.base as! Data)
      })
  }
}

/// The modifier behind ``Node/navigationDestination(for:destination:)``: it registers the
/// destination with the enclosing stack while it is mounted.
struct NavigationDestinationModifier: PrimitiveModifier {
  /// The type of the values it shows.
  let type: Any.Type
  /// Builds the screen for a value of ``type``.
  let build: @MainActor (AnyHashable) -> any Node

  var dumpAnnotation: String? { "navigationDestination(for: \(typeName(of: type)))" }
  static var runsUsersCode: Bool { false }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    guard let destinations = environment.navigation?.destinations else { return }
    node.attachment = DestinationAttachment(type: type, destinations: destinations)
    destinations.register(type, at: node, build: build)
  }
}

/// What a destination declaration attaches: it takes the destination out of the stack's as
/// it leaves.
final class DestinationAttachment: Attachment {
  /// The type of the values the declaration shows.
  let type: Any.Type
  /// The stack's destinations, which the declaration leaves.
  let destinations: NavigationDestinations

  init(type: Any.Type, destinations: NavigationDestinations) {
    self.type = type
    self.destinations = destinations
  }

  override func unmount(from node: MountedNode, in reconciler: Reconciler) {
    destinations.unregister(type, at: node)
  }
}
