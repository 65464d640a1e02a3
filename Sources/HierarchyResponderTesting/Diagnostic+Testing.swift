import HierarchyResponder

extension Diagnostic {
  /// Whether it is the diagnostic of a value of the type named `type` reaching the root
  /// unhandled.
  func isUnhandled(_ type: String) -> Bool {
    unhandledType == type
  }

  /// The type name of the event or error an unhandled diagnostic is about; `nil` for other
  /// kinds.
  var unhandledType: String? {
    switch kind {
    case .unhandledEvent, .unhandledError: valueType
    default: nil
    }
  }
}
