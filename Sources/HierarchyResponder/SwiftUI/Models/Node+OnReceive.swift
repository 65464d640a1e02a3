extension Node {
  #if canImport(Combine)
    /// Runs `action` with each value `publisher` emits while the node is in the tree: a
    /// `@Published` property's publisher (`model.$count`), `objectWillChange`, or any other
    /// that emits on the main actor, of `Sendable` values.
    @preconcurrency public func onReceive<P: Publisher>(
      _ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void
    ) -> some Node where P.Failure == Never, P.Output: Sendable {
      modifier(OnReceiveModifier(publisher: ReceivedPublisher(publisher), action: action))
    }
  #else
    /// Runs `action` each time the object `publisher` belongs to is about to change, while the
    /// node is in the tree: `.onReceive(model.objectWillChange) { _ in … }`.
    ///
    /// The publisher may fire on any thread; `action` runs on the main actor soon after.
    @preconcurrency public func onReceive(
      _ publisher: ObservableObjectPublisher,
      perform action: @escaping @MainActor (ObservableObjectPublisher.Output) -> Void
    ) -> some Node {
      modifier(OnReceiveModifier(publisher: ReceivedPublisher(publisher), action: action))
    }

    /// Runs `action` with each new value of a `@Published` property while the node is in the
    /// tree: `.onReceive(model.$count) { count in … }`, before the value is stored, as with
    /// Combine. The values are `Sendable`, since the action runs on the main actor.
    @preconcurrency public func onReceive<Value: Sendable>(
      _ publisher: Published<Value>.Publisher,
      perform action: @escaping @MainActor (Published<Value>.Publisher.Output) -> Void
    ) -> some Node {
      modifier(OnReceiveModifier(publisher: ReceivedPublisher(publisher), action: action))
    }
  #endif
}

/// The modifier behind `onReceive(_:perform:)`: it subscribes its position to the publisher,
/// again when given another one, and runs the action its last render gave.
struct OnReceiveModifier<Output>: PrimitiveModifier {
  let publisher: ReceivedPublisher<Output>
  let action: @MainActor (Output) -> Void

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    if let receiver = node.attachment as? Receiver<Output> {
      receiver.action = action
      guard publisher.identity == nil || publisher.identity != receiver.identity else { return }
      receiver.subscription.cancel()
      receiver.subscribe(to: publisher, handOvers: node.reconciler?.handOvers)
    } else {
      let receiver = Receiver(action: action)
      receiver.subscribe(to: publisher, handOvers: node.reconciler?.handOvers)
      node.attachment = receiver
    }
  }
}

/// What `onReceive` attaches: the subscription, ended as the node leaves, and the action.
final class Receiver<Output>: Attachment {
  var action: @MainActor (Output) -> Void
  private(set) var identity: ObjectIdentifier?
  private(set) var subscription = ModelSubscription {}

  init(action: @escaping @MainActor (Output) -> Void) {
    self.action = action
  }

  /// Subscribes to `publisher`, so that each value runs the current action.
  func subscribe(to publisher: ReceivedPublisher<Output>, handOvers: HandOverCount?) {
    identity = publisher.identity
    subscription = publisher.subscribe({ [weak self] value in self?.action(value) }, handOvers)
  }

  override func unmount(from node: MountedNode, in reconciler: Reconciler) {
    subscription.cancel()
  }
}
