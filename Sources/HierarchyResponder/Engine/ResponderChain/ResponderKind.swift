/// The kinds of responder, each a modifier of the same ``ResponderModifier`` mechanism.
@usableFromInline
enum ResponderKind: String {
  case receiveEvent, handleEvent, transformEvent
  case receiveError, handleError, transformError, catchError
  /// The safety declarations: links that let everything pass and check it (debug builds).
  case triggers, reports

  /// Whether the responder meets events (otherwise errors).
  var meetsEvents: Bool {
    switch self {
    case .receiveEvent, .handleEvent, .transformEvent, .triggers: true
    case .receiveError, .handleError, .transformError, .catchError, .reports: false
    }
  }
}
