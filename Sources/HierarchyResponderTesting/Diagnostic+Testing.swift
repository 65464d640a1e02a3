import HierarchyResponder

extension Diagnostic {
  /// The type name of the event or error an unhandled diagnostic is about; `nil` for other
  /// kinds.
  var unhandledType: String? {
    switch kind {
    case .unhandledEvent, .unhandledError: valueType
    default: nil
    }
  }
}
