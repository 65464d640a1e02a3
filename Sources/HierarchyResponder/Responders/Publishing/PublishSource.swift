/// Where a publish comes from, which decides the subscribers it reaches.
@MainActor
enum PublishSource {
  /// A `.publisher` modifier: the subscribers below it that its destination selects.
  case publisher(PublisherHub)
  /// The hierarchy itself (``Hierarchy/publish(_:destination:isolation:)``): the subscribers
  /// to `type` anywhere below `root` that `destination` selects, their levels counted from the
  /// root, as a publisher placed there would count them (R3.17).
  case root(MountedNode, type: ObjectIdentifier, destination: PublishingDestination)

  /// The subscriptions that receive the publish now, in delivery order: none once the node
  /// it comes from is gone.
  func recipients() -> [Subscription] {
    switch self {
    case .publisher(let hub):
      return hub.recipients()
    case .root(let root, let type, let destination):
      guard root.isMounted, let registry = root.reconciler?.subscribers else { return [] }
      return registry.recipients(of: type, below: root, destination)
    }
  }

  /// The node it publishes from, while it is mounted.
  var node: MountedNode? {
    switch self {
    case .publisher(let hub): hub.node
    case .root(let root, _, _): root
    }
  }

  /// Who publishes, for a diagnostic: `ShellView`, or `hierarchy.publish(_:)`.
  var name: String {
    switch self {
    case .publisher(let hub): hub.node?.contentName ?? "a publisher"
    case .root: "hierarchy.publish(_:)"
    }
  }
}
