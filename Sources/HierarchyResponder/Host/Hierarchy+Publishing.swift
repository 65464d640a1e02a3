extension Hierarchy {
  /// Sends `event` **down** from the root to the subscribers of its type that `destination`
  /// selects, as a ``Node/publisher(for:id:destination:register:)`` placed at the root would
  /// (R3.17): a subscriber's level is the number of subscribers to the same type between it
  /// and the root, and publishers of the type inside the tree are passed through.
  ///
  /// This is how work from outside the tree reaches it: a command read from standard input,
  /// a signal, a timer's tick, a message from a server. No publisher has to exist first, and
  /// none has to be kept. It can be called from any context, as an ``EventPublisher`` can: on
  /// the main actor the event is delivered during the call; from anywhere else the call
  /// returns at once and the event is delivered from the main actor soon after, in the order
  /// of the calls made from one context.
  ///
  /// ```swift
  /// let hierarchy = Hierarchy { Simulation() }
  /// hierarchy.publish(Tick(frame: 1))  // every subscriber to Tick, at every level
  /// ```
  ///
  /// - Parameters:
  ///   - event: The event to deliver.
  ///   - destination: Which subscribers receive it. ``PublishingDestination/allLevels``
  ///     unless given: a broadcast (a tick, a cancel, a shutdown) is meant for every
  ///     subscriber, where a publisher's own default, ``PublishingDestination/lastLevel``,
  ///     picks the screen in front.
  ///   - isolation: The caller's isolation, which decides whether the event is delivered in
  ///     place or handed to the main actor; leave it out.
  public func publish<Published: Event>(
    _ event: sending Published, destination: PublishingDestination = .allLevels,
    isolation: isolated (any Actor)? = #isolation
  ) {
    callOnMainActor(
      Self.deliver, with: (self, event, destination), from: isolation, counting: handOvers)
  }

  /// Delivers the event of `publish` from the root of its hierarchy, on the main actor.
  private static func deliver<Published: Event>(
    _ publish: (Hierarchy, Published, PublishingDestination)
  ) {
    let (hierarchy, event, destination) = publish
    guard let root = hierarchy.root, root.isMounted else {
      return hierarchy.reportPublishedAfterShutdown(Published.self)
    }
    hierarchy.publishDelivery.publish(
      event,
      from: .root(root, type: ObjectIdentifier(Published.self), destination: destination))
  }
}
