import HierarchyResponder

extension Diagnostic {
  /// Whether it is the diagnostic of a value of the type named `type` reaching the root
  /// unhandled; its message reads `unhandled event Ping triggered by …`.
  func isUnhandled(_ type: String) -> Bool {
    unhandledType == type
  }

  /// The type name of the event or error an unhandled diagnostic is about, read from its
  /// message (`unhandled event Ping triggered by …` or `unhandled error Boom from …`); `nil`
  /// for other kinds.
  var unhandledType: String? {
    let prefix =
      switch kind {
      case .unhandledEvent: "unhandled event "
      case .unhandledError: "unhandled error "
      default: ""
      }
    guard !prefix.isEmpty, message.hasPrefix(prefix) else { return nil }
    let rest = message.dropFirst(prefix.count)
    let end = [" triggered by ", " from "].compactMap { rest.firstRange(of: $0)?.lowerBound }.min()
    return end.map { String(rest[..<$0]) }
  }
}
