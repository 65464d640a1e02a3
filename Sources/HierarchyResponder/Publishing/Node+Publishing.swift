extension Node {
  /// Makes this node a publisher of events of type `type` for its subtree.
  ///
  /// `register` receives an ``EventPublisher`` whenever the subscribers below change, and
  /// `nil` when none remain or this node disappears; keep the publisher and call it to send
  /// an event down to the subscribers `destination` selects. A publisher of the same type
  /// nested inside this one owns the subscribers in its own subtree. With an `id`, only
  /// subscribers with the same `id` subscribe to it.
  ///
  /// ```swift
  /// RootView()
  ///   .publisher(for: ShakeEvent.self) { shake = $0 }
  /// ```
  public func publisher<Published: Event>(
    for type: Published.Type, id: AnyHashable? = nil,
    destination: PublishingDestination = .lastLevel,
    register: @escaping @MainActor (EventPublisher<Published>?) -> Void
  ) -> some Node {
    modifier(
      PublisherModifier(
        key: PublisherKey(type: type, id: id), destination: destination,
        announce: { hub in register(hub.map { EventPublisher<Published>(hub: $0) }) }))
  }

  /// Subscribes this node to the events of type `type` that the nearest publisher of that
  /// type above sends down.
  ///
  /// Without a publisher above, the subscription is a safety finding (debug builds).
  public func subscribe<Published: Event>(
    to type: Published.Type, id: AnyHashable? = nil,
    fileID: String = #fileID, line: Int = #line,
    handler: @escaping @MainActor (Published) -> Void
  ) -> some Node {
    modifier(
      SubscriberModifier(
        key: PublisherKey(type: type, id: id), location: CodeLocation(fileID, line),
        deliver: { handler($0 as! Published) }))
  }
}

/// Identifies a publisher for subscribers: the event type, and the optional id.
struct PublisherKey: Hashable {
  let type: ObjectIdentifier
  let typeName: String
  let id: AnyHashable?

  init(type: Any.Type, id: AnyHashable?) {
    self.type = ObjectIdentifier(type)
    self.typeName = HierarchyResponder.typeName(of: type)
    self.id = id
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.type == rhs.type && lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(id)
  }

  /// `ShakeEvent`, or `ShakeEvent, id: "main"`.
  var description: String {
    id.map { "\(typeName), id: \(String(reflecting: $0.base))" } ?? typeName
  }
}

/// The modifier behind ``Node/publisher(for:id:destination:register:)``.
struct PublisherModifier: Modifier, PrimitiveModifier {
  let key: PublisherKey
  let destination: PublishingDestination
  let announce: @MainActor (PublisherHub?) -> Void

  var dumpAnnotation: String? { "publisher(\(key.description))" }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    let hub: PublisherHub
    if let installed = node.attachment as? PublisherHub {
      hub = installed
    } else {
      hub = PublisherHub(node: node)
      node.attachment = hub
    }
    hub.destination = destination
    hub.announce = announce
    environment.publishers[key] = hub
  }
}

/// The modifier behind ``Node/subscribe(to:id:fileID:line:handler:)``.
struct SubscriberModifier: Modifier, PrimitiveModifier {
  let key: PublisherKey
  let location: CodeLocation
  let deliver: @MainActor (any Event) -> Void

  var dumpAnnotation: String? { "subscribe(\(key.description))" }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    let hub = environment.publishers[key]
    if let subscription = node.attachment as? Subscription {
      subscription.deliver = deliver
      subscription.move(to: hub)
      return
    }
    let subscription = Subscription(deliver: deliver)
    node.attachment = subscription
    subscription.move(to: hub)
    if hub == nil { reportMissingPublisher(on: node, environment: environment) }
  }

  /// A subscriber with no publisher above is a safety finding (R9.4), in debug builds.
  private func reportMissingPublisher(on node: MountedNode, environment: EnvironmentValues) {
    #if DEBUG
      node.hierarchy?.report(
        Diagnostic(
          kind: .subscriberWithoutPublisher,
          message: "\(node.contentName) subscribes to \(key.description) at \(location), but "
            + "no publisher for it is above; add .publisher(for: \(key.typeName).self) { … } "
            + "to an ancestor",
          location: location),
        at: environment.responderSafetyLevel)
    #endif
  }
}
