// The one place the library's code subscribes to a model's publishers, so that it compiles
// both with Combine's types, where Combine exists, and with the library's own (see
// `ObservableObject.swift`).

/// A subscription to a model's publisher, ended by ``cancel``.
struct ModelSubscription {
  /// Ends the subscription: no handler is called after it returns.
  let cancel: () -> Void
}

extension ObservableObject {
  /// Calls `handler`, from whatever thread the object changes on, each time it is about to
  /// change, until the subscription ends.
  func subscribeToWillChange(_ handler: @escaping @Sendable () -> Void) -> ModelSubscription {
    #if canImport(Combine)
      let cancellable = objectWillChange.sink { _ in handler() }
      return ModelSubscription(cancel: cancellable.cancel)
    #else
      return objectWillChange.subscribe(handler)
    #endif
  }
}

extension SubscriptionSlot {
  /// The storage of a position that watches `object`: each change it is about to make asks
  /// for `node` to be evaluated again.
  @MainActor convenience init<Object: ObservableObject>(
    watching object: Object, at node: MountedNode
  ) {
    let subscription = object.subscribeToWillChange(node.requestRender)
    self.init(object: object, end: subscription.cancel)
  }
}

/// A publisher `.onReceive` subscribes to, whatever its type: how to subscribe a handler that
/// runs on the main actor.
struct ReceivedPublisher<Output> {
  /// The publisher's identity, when it has one: a node given another publisher subscribes to
  /// it instead.
  let identity: ObjectIdentifier?
  /// Subscribes `receive`; `handOvers` counts the calls handed over to the main actor.
  let subscribe:
    (_ receive: @escaping @MainActor (Output) -> Void, _ handOvers: HandOverCount?) ->
      ModelSubscription
}

#if canImport(Combine)
  extension ReceivedPublisher {
    /// Subscribes to a Combine publisher, whose values must arrive on the main actor, as
    /// SwiftUI asks (`.receive(on: RunLoop.main)`).
    init<P: Publisher>(_ publisher: P)
    where P.Output == Output, P.Failure == Never, Output: Sendable {
      identity = nil
      subscribe = { receive, _ in
        let cancellable = publisher.sink { value in MainActor.assumeIsolated { receive(value) } }
        return ModelSubscription(cancel: cancellable.cancel)
      }
    }
  }
#else
  extension ReceivedPublisher where Output == Void {
    /// Subscribes to `objectWillChange`, which may fire on any thread: each call is handed to
    /// the main actor, soon after.
    init(_ publisher: ObservableObjectPublisher) {
      identity = ObjectIdentifier(publisher)
      subscribe = { receive, handOvers in
        publisher.subscribe { handToMainActor(receive, with: (), counting: handOvers) }
      }
    }
  }

  extension ReceivedPublisher where Output: Sendable {
    /// Subscribes to a `@Published` property's publisher, which fires where the object
    /// changes: on the main actor for an object a node holds, since neither the object nor
    /// the property's storage is `Sendable`; a change elsewhere is a data race Swift refuses
    /// short of an unchecked conformance, and stops the process here.
    init(_ publisher: Published<Output>.Publisher) {
      identity = ObjectIdentifier(publisher.storage)
      subscribe = { receive, _ in
        publisher.storage.subscribe { value in MainActor.assumeIsolated { receive(value) } }
      }
    }
  }
#endif
