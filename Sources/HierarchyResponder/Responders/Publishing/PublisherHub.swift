/// A mounted publisher: it knows its subscribers, announces changes to `register`, and
/// delivers what is published.
@MainActor
final class PublisherHub: Attachment {
  weak var node: MountedNode?
  /// Its event type, and the id the modifier gave it.
  let name: PublishingName
  var destination = PublishingDestination.lastLevel
  var announce: @MainActor (PublisherHub?) -> Void = { _ in }
  /// The nearest publisher of the same type above this one, to which this one's subscribers
  /// belong too (R9.5).
  private(set) weak var enclosing: PublisherHub?
  /// The subscriptions registered now: those of the subscribers of its type below it, the
  /// ones below a nested publisher of the same type included, with their delivery order.
  private var subscriptions = SubscriberIndex()
  /// Whether `register` last received a publisher (`true`) or `nil` (`false`).
  private var announcedPublisher = false
  /// Whether the reconciler has it queued to call `register`.
  var isAnnouncementScheduled = false

  /// The calls its publishers handed to the main actor that have not run yet: its
  /// hierarchy's.
  nonisolated let handOvers: HandOverCount?

  init(node: MountedNode, name: PublishingName) {
    self.node = node
    self.name = name
    self.handOvers = node.reconciler?.handOvers
  }

  /// How its modifier shows in the dump once its position kept only its type
  /// (``PublisherModifier/keepsValueOnceApplied``): as the modifier's annotation.
  override var modifierDumpStyle: DumpStyle? { .annotation("publisher(\(name.description))") }

  /// The id of the ``EventPublisher``s it hands out: the modifier's, or else one unique among
  /// the hubs alive, made of the event type and the hub's address.
  var id: String {
    name.id ?? "\(name.typeName)-\(String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16))"
  }

  /// Registers `subscription` here and with the publishers this one is nested in.
  func add(_ subscription: Subscription) {
    guard subscriptions.insert(subscription) else { return }
    subscribersChanged()
    enclosing?.add(subscription)
  }

  /// Unregisters `subscription` here and from the publishers this one is nested in.
  func remove(_ subscription: Subscription) {
    guard subscriptions.remove(subscription) else { return }
    subscribersChanged()
    enclosing?.remove(subscription)
  }

  /// Makes `hub` the publisher this one is nested in, moving the subscriptions over.
  func enclose(in hub: PublisherHub?) {
    guard hub !== enclosing else { return }
    for subscription in subscriptions.members.values { enclosing?.remove(subscription) }
    enclosing = hub
    for subscription in subscriptions.members.values { hub?.add(subscription) }
  }

  private func subscribersChanged() {
    node?.reconciler?.scheduleAnnouncement(of: self)
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
    guard let node, node.isMounted, let host = node.host else { return }
    host.publishDelivery.publish(event, from: .publisher(self))
  }

  /// The subscriptions that receive what it publishes now, in delivery order: none once its
  /// node is gone. A subscriber's level counts this hub's subscribers above it, through nested
  /// publishers (R9.5).
  func recipients() -> [Subscription] {
    guard let node, node.isMounted, let registry = node.reconciler?.subscribers else { return [] }
    return subscriptions.recipients(below: node, destination, in: registry)
  }

  /// Tells `register` that the publisher is gone, once the render is done.
  override func unmount(from node: MountedNode, in reconciler: Reconciler) {
    reconciler.scheduleAnnouncement(of: self)
  }
}

/// A mounted subscriber, registered with the nearest publisher of its type, and through it
/// with the publishers that one is nested in.
@MainActor
final class Subscription: Attachment {
  var deliver: @MainActor (any Event) -> Void
  private(set) weak var hub: PublisherHub?
  /// What it subscribes to, where, and on which node: named if it publishes without end.
  let publishing: PublishingName
  let location: CodeLocation
  /// The subscriber's node, which orders it among the others (``SubscriberIndex``).
  private(set) weak var node: MountedNode?

  init(
    deliver: @escaping @MainActor (any Event) -> Void, publishing: PublishingName,
    location: CodeLocation, node: MountedNode
  ) {
    self.deliver = deliver
    self.publishing = publishing
    self.location = location
    self.node = node
  }

  /// `subscribe(ShakeEvent) on ScreenView`.
  var name: String {
    "subscribe(\(publishing.description)) on \(node?.contentName ?? "a node that has disappeared")"
  }

  /// Registers with `newHub`, leaving the previous one.
  func move(to newHub: PublisherHub?) {
    guard newHub !== hub else { return }
    hub?.remove(self)
    hub = newHub
    newHub?.add(self)
  }

  /// Leaves the publisher, and the hierarchy's index of subscribers.
  override func unmount(from node: MountedNode, in reconciler: Reconciler) {
    move(to: nil)
    reconciler.subscribers.remove(self)
  }
}
