/// What a position keeps for a wrapper that watches an object through a subscription of its
/// own rather than through Observation (R12.10's `@StateObject`, `@ObservedObject` and
/// `@EnvironmentObject`): the object, and how to end the subscription, which ends when the
/// position leaves the tree or the wrapper watches another object.
///
/// The engine knows nothing of the publisher: the wrapper subscribes, with the position's
/// ``MountedNode/requestRender`` as the handler, and hands over how to end it.
final class SubscriptionSlot: PositionStorage {
  /// The object watched: the one a `@StateObject` made for the position, which the position
  /// keeps alive; `nil` when the wrapper found none to watch.
  let object: AnyObject?
  /// Ends the subscription; `nil` once ended, or when there is none.
  private var end: (() -> Void)?

  init(object: AnyObject?, end: (() -> Void)?) {
    self.object = object
    self.end = end
  }

  override func leavePosition() {
    let end = self.end
    self.end = nil
    end?()
  }
}

extension MountedNode {
  /// A function any thread may call to have this position evaluated again by the next flush,
  /// which it asks for: once however many times it is called before that flush, and never
  /// once the position has left the tree. Calls made in a transaction on the main actor (a
  /// tap, a trigger) are rendered when it ends, after the change that made them.
  var requestRender: @Sendable () -> Void {
    guard let reconciler else { return {} }
    return reconciler.observationInbox.watch(self)
  }

  /// The storage kept in `slot` of ``stateSlots``, if there is one of type `Storage`.
  func storage<Storage: PositionStorage>(inSlot slot: Int, as type: Storage.Type) -> Storage? {
    slot < stateSlots.count ? stateSlots[slot] as? Storage : nil
  }

  /// Keeps `storage` in `slot` of ``stateSlots``, which is the next one or holds a storage
  /// this one replaces: the replaced storage leaves the position first.
  func keep(_ storage: PositionStorage, inSlot slot: Int) {
    guard slot < stateSlots.count else { return stateSlots.append(storage) }
    // Held here until the store is over (see `MountedNode.stateSlots`).
    let replaced = stateSlots[slot]
    replaced.leavePosition()
    stateSlots.replace(at: slot, with: storage)
    withExtendedLifetime(replaced) { @Sendable in }
  }
}
