/// A mounted publisher: it knows its subscribers, announces changes to `register`, and
/// delivers what is published.
@MainActor
final class PublisherHub {
  weak var node: MountedNode?
  var destination = PublishingDestination.lastLevel
  var announce: @MainActor (PublisherHub?) -> Void = { _ in }
  /// The subscriptions registered now.
  private(set) var subscriptions = Set<ObjectIdentifier>()
  /// Whether `register` last received a publisher (`true`) or `nil` (`false`).
  private var announcedPublisher = false

  init(node: MountedNode) {
    self.node = node
  }

  func add(_ subscription: Subscription) {
    if subscriptions.insert(ObjectIdentifier(subscription)).inserted { subscribersChanged() }
  }

  func remove(_ subscription: Subscription) {
    if subscriptions.remove(ObjectIdentifier(subscription)) != nil { subscribersChanged() }
  }

  private func subscribersChanged() {
    node?.hierarchy?.renderer.scheduleAnnouncement(of: self)
  }

  /// Calls `register` with the publisher, or with `nil` when no subscriber remains or the
  /// publisher's node is gone.
  func announceSubscribers() {
    let live = node?.isMounted == true && !subscriptions.isEmpty
    guard live || announcedPublisher else { return }
    announcedPublisher = live
    announce(live ? self : nil)
  }

  /// Delivers `event` to the subscribers the destination selects: level by level, and in
  /// tree order within a level.
  func publish(_ event: any Event) {
    guard let node, node.isMounted, let hierarchy = node.hierarchy else { return }
    let levels = subscribersByLevel(below: node)
    let selected: ArraySlice<[Subscription]> =
      switch destination {
      case .firstLevel: levels.prefix(1)
      case .lastLevel: levels.suffix(1)
      case .allLevels: levels[...]
      }
    hierarchy.renderer.transaction {
      for subscription in selected.joined() { subscription.deliver(event) }
    }
  }

  /// This hub's subscribers in `publisher`'s subtree, grouped by level, each level in tree
  /// order. A subscriber's level counts this hub's subscribers above it.
  private func subscribersByLevel(below publisher: MountedNode) -> [[Subscription]] {
    var levels: [[Subscription]] = []
    var stack: [(node: MountedNode, level: Int)] = [(publisher, 0)]
    while let (node, level) = stack.popLast() {
      var childLevel = level
      if let subscription = node.attachment as? Subscription, subscription.hub === self {
        if levels.count <= level { levels.append([]) }
        levels[level].append(subscription)
        childLevel += 1
      }
      for child in node.children.reversed() { stack.append((child, childLevel)) }
    }
    return levels
  }
}

/// A mounted subscriber, registered with the nearest publisher of its key.
@MainActor
final class Subscription {
  var deliver: @MainActor (any Event) -> Void
  private(set) weak var hub: PublisherHub?

  init(deliver: @escaping @MainActor (any Event) -> Void) {
    self.deliver = deliver
  }

  /// Registers with `newHub`, leaving the previous one.
  func move(to newHub: PublisherHub?) {
    guard newHub !== hub else { return }
    hub?.remove(self)
    hub = newHub
    newHub?.add(self)
  }
}

extension PublisherHub: Attachment {
  /// Tells `register` that the publisher is gone, once the render is done.
  func unmount(from node: MountedNode, in renderer: Renderer) {
    renderer.scheduleAnnouncement(of: self)
  }
}

extension Subscription: Attachment {
  /// Leaves the publisher.
  func unmount(from node: MountedNode, in renderer: Renderer) {
    move(to: nil)
  }
}
