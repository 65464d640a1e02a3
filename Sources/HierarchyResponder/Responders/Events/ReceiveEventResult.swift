/// What a `receiveEvent` closure decided.
public enum ReceiveEventResult: Hashable, Sendable {
  /// The event was handled: it stops here.
  case handled
  /// The event was not handled: it goes on up, unchanged.
  case notHandled
}
