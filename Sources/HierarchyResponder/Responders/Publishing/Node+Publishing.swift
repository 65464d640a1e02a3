extension Node {
  /// Makes this node a publisher of events of type `type` for its subtree.
  ///
  /// `register` receives an ``EventPublisher`` whenever the subscribers below change, and
  /// `nil` when none remain or this node disappears; keep the publisher and call it to send
  /// an event down to the subscribers `destination` selects. Subscribers match publishers by
  /// event type alone; `id` names the publisher (its ``EventPublisher/id``, and in the dump),
  /// as in the original. A publisher of the same type nested inside this one publishes to its
  /// own subtree, and is transparent to this one: this one's levels count the subscribers
  /// below the nested publisher too, so it still reaches the deepest subscriber.
  ///
  /// ```swift
  /// RootView()
  ///   .publisher(for: ShakeEvent.self) { shake = $0 }
  /// ```
  @inlinable @preconcurrency public func publisher<Published: Event>(
    for type: Published.Type, id: String? = nil,
    destination: PublishingDestination = .lastLevel,
    register: @escaping @MainActor (EventPublisher<Published>?) -> Void
  ) -> some Node {
    modifier(PublisherModifier(for: type, id: id, destination: destination, register: register))
  }

  /// Subscribes this node to the events of type `type` that the publishers of that type
  /// above it send down.
  ///
  /// `id` names the subscriber, in the dump and in findings; it does not choose a publisher.
  /// Without a publisher above, the subscription is a safety finding (debug builds).
  @inlinable @preconcurrency public func subscribe<Published: Event>(
    to type: Published.Type, id: String? = nil,
    fileID: String = #fileID, line: Int = #line,
    handler: @escaping @MainActor (Published) -> Void
  ) -> some Node {
    modifier(SubscriberModifier(to: type, id: id, at: CodeLocation(fileID, line), handler: handler))
  }
}

/// `event`, which a subscriber to `Published` is handed, as a `Published`: taken as it is when
/// it is of exactly that type, as every event of a struct or enum type is, without the run-time
/// cast that `as!` makes (about 250 instructions a subscriber); cast otherwise (an instance of a
/// subclass of a published class).
private func published<Published: Event>(_ event: any Event, as type: Published.Type) -> Published {
  func open<Value: Event>(_ value: Value) -> Published {
    // Safe: `_identityCast` checks that the types are the same, which the test just made sure of.
    Value.self == Published.self ? _identityCast(value, to: Published.self) : value as! Published
  }
  return open(event)
}

/// What names a publisher or a subscriber: the event type, which pairs them, and the
/// optional id, which only names them.
struct PublishingName {
  /// The event type, by which subscribers match publishers.
  let type: ObjectIdentifier
  let id: String?
  /// The event type itself, named only for messages and the dump: a body that writes a
  /// publisher builds one at every evaluation, and naming a type costs several thousand
  /// instructions.
  private let eventType: Any.Type

  init(type: Any.Type, id: String?) {
    self.type = ObjectIdentifier(type)
    self.eventType = type
    self.id = id
  }

  /// The event type's name: `ShakeEvent`.
  var typeName: String { HierarchyResponder.typeName(of: eventType) }

  /// `ShakeEvent`, or `ShakeEvent, id: "main"`.
  var description: String {
    id.map { "\(typeName), id: \(String(reflecting: $0))" } ?? typeName
  }
}

/// The modifier behind ``Node/publisher(for:id:destination:register:)``.
@usableFromInline
struct PublisherModifier: Modifier, PrimitiveModifier {
  let name: PublishingName
  let destination: PublishingDestination
  let announce: @MainActor (PublisherHub?) -> Void

  /// The publisher of `type` named `id`, which hands `register` an ``EventPublisher`` for its
  /// hub. Usable from the inlinable public modifier, which builds it.
  @usableFromInline
  init<Published: Event>(
    for type: Published.Type, id: String?, destination: PublishingDestination,
    register: @escaping @MainActor (EventPublisher<Published>?) -> Void
  ) {
    name = PublishingName(type: type, id: id)
    self.destination = destination
    announce = { hub in register(hub.map { EventPublisher<Published>(hub: $0) }) }
  }

  var dumpAnnotation: String? { "publisher(\(name.description))" }

  /// It installs its hub, which keeps the closures and calls them only when a subscriber
  /// changes or an event is published.
  static var runsUsersCode: Bool { false }

  /// Its hub keeps what it needs, and says how it is dumped.
  static var keepsValueOnceApplied: Bool { false }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    let hub: PublisherHub
    if let installed = node.attachment as? PublisherHub {
      hub = installed
    } else {
      hub = PublisherHub(node: node, name: name)
      node.attachment = hub
    }
    hub.destination = destination
    hub.announce = announce
    hub.enclose(in: environment.publishers[name.type])
    environment.setPublisher(hub, for: name.type, reusing: node.contentEnvironment)
  }
}

/// The modifier behind ``Node/subscribe(to:id:fileID:line:handler:)``.
@usableFromInline
struct SubscriberModifier: Modifier, PrimitiveModifier {
  let name: PublishingName
  let location: CodeLocation
  let deliver: @MainActor (any Event) -> Void

  /// The subscriber to `type`, named `id`, written at `location`, which hands `handler` each
  /// event published to it. Usable from the inlinable public modifier, which builds it.
  @usableFromInline
  init<Published: Event>(
    to type: Published.Type, id: String?, at location: CodeLocation,
    handler: @escaping @MainActor (Published) -> Void
  ) {
    name = PublishingName(type: type, id: id)
    self.location = location
    deliver = { handler(published($0, as: Published.self)) }
  }

  var dumpAnnotation: String? { "subscribe(\(name.description))" }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    let hub = environment.publishers[name.type]
    if let subscription = node.attachment as? Subscription {
      subscription.deliver = deliver
      subscription.move(to: hub)
      return
    }
    let subscription = Subscription(
      deliver: deliver, publishing: name, location: location, node: node)
    node.attachment = subscription
    node.reconciler?.subscribers.add(subscription)
    subscription.move(to: hub)
    if hub == nil { reportMissingPublisher(on: node, environment: environment) }
  }

  /// A subscriber with no publisher above, to a type not declared to come from outside
  /// (R9.8), is a safety finding (R9.4), in debug builds: once per event type and location for
  /// all the positions that make it (R8.5).
  private func reportMissingPublisher(on node: MountedNode, environment: EnvironmentValues) {
    #if DEBUG
      guard !environment.eventsFromOutside.contains(name.type) else { return }
      node.host?.report(
        Diagnostic(
          kind: .subscriberWithoutPublisher,
          message:
            "\(node.modifierPlacement) subscribes to \(name.description) at \(location), but "
            + "no publisher for it is above; add .publisher(for: \(name.typeName).self) { … } "
            + "to an ancestor, or, when its events come from hierarchy.publish(_:), "
            + ".receivesFromOutside(\(name.typeName).self) to the root",
          location: location),
        cause: name.typeName, at: environment.responderSafetyLevel)
    #endif
  }
}
