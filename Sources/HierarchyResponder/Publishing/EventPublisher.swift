/// Sends events of one type **down** the tree, to the subscribers below the publisher that
/// handed it out.
///
/// ``Node/publisher(for:id:destination:register:)`` hands one to its `register` closure
/// while it has subscribers. Call it like a closure: `publisher(ShakeEvent())`. A publisher
/// kept after its node or its subscribers are gone is harmless: it delivers to nobody.
public struct EventPublisher<Published: Event>: Sendable {
  weak var hub: PublisherHub?

  /// Delivers `event` to the subscribers the publisher's destination selects, in tree order.
  @MainActor public func callAsFunction(_ event: Published) {
    hub?.publish(event)
  }
}

/// Which subscribers below a publisher receive its events.
///
/// A subscriber's level is the number of subscribers to the same publisher between it and the
/// publisher: the outermost are at level 0.
public enum PublishingDestination: Hashable, Sendable {
  /// The outermost subscribers, at level 0.
  case firstLevel
  /// The innermost subscribers, at the deepest level present: the default, so that an event
  /// reaches the screen in front.
  case lastLevel
  /// Every subscriber, level by level from the outermost.
  case allLevels
}
