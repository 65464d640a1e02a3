/// Sends events of one type **down** the tree, to the subscribers below the publisher that
/// handed it out.
///
/// ``Node/publisher(for:id:destination:register:)`` hands one to its `register` closure
/// while it has subscribers. Call it like a closure, `publisher(ShakeEvent())`, or
/// `publisher.publish(ShakeEvent())`. A publisher kept after its node or its subscribers are
/// gone is harmless: it delivers to nobody.
///
/// As in the original, publishers are `Identifiable` and `Equatable` by their ``id``: the
/// publishers one `.publisher` modifier hands out are equal.
public struct EventPublisher<Published: Event>: Identifiable, Equatable, Sendable {
  /// The `id` given to the `.publisher` modifier, or one the publisher makes up, unique
  /// among the publishers alive.
  public let id: String
  weak var hub: PublisherHub?

  @MainActor init(hub: PublisherHub) {
    self.id = hub.id
    self.hub = hub
  }

  /// Delivers `event` to the subscribers the publisher's destination selects, in tree order.
  ///
  /// It can be called from any context, as a ``TriggerEvent`` can (R9.7): from code isolated
  /// to the main actor the event is delivered during the call; from anywhere else (a
  /// nonisolated function, a `Task.detached`, a callback on a background queue, another
  /// actor) the call returns at once and the event is delivered from the main actor soon
  /// after, the events published from one context keeping their order. Swift checks that a
  /// caller off the main actor hands over an event it no longer uses.
  public func callAsFunction(
    _ event: sending Published, isolation: isolated (any Actor)? = #isolation
  ) {
    callOnMainActor(
      Self.deliver, with: (self, event), from: isolation, counting: hub?.handOvers)
  }

  /// Delivers `event` to the subscribers the publisher's destination selects, in tree order:
  /// the same as calling the publisher, from any context.
  public func publish(
    _ event: sending Published, isolation: isolated (any Actor)? = #isolation
  ) {
    callOnMainActor(
      Self.deliver, with: (self, event), from: isolation, counting: hub?.handOvers)
  }

  /// Delivers the event of `publish` through its publisher's hub, on the main actor; a static
  /// function, which captures nothing, so that a publish allocates no closure.
  @MainActor private static func deliver(_ publish: (EventPublisher, Published)) {
    publish.0.hub?.publish(publish.1)
  }

  /// Whether the two publishers have the same ``id``.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
}

/// Which subscribers below a publisher receive its events.
///
/// A subscriber's level is the number of subscribers to the same event type between it and
/// the publisher: the outermost are at level 0.
public enum PublishingDestination: Hashable, Sendable {
  /// The outermost subscribers, at level 0.
  case firstLevel
  /// The innermost subscribers, at the deepest level present: the default, so that an event
  /// reaches the screen in front.
  case lastLevel
  /// Every subscriber, level by level from the outermost.
  case allLevels
}
