/// What a `receiveError` closure decided.
public enum ReceiveErrorResult: Hashable, Sendable {
  /// The error was handled: it stops here.
  case handled
  /// The error was not handled: it goes on up, unchanged.
  case notHandled
}
