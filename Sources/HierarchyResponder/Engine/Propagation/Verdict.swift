/// What a responder did with the signal it met: a plain value, so that handing it back costs
/// nothing on the way up.
@usableFromInline
enum Verdict {
  /// Not handled: the same signal goes on up.
  case passOn
  /// Handled: the signal stops here.
  case handled
  /// Replaced: the signal the responder put in the `replacement` it was handed goes on up from
  /// here (a transform, or an error caught into an event).
  case replaced

  /// Puts `signal` in `replacement`, and says so.
  @usableFromInline
  static func replacing(_ signal: Signal, in replacement: inout Signal?) -> Verdict {
    replacement = signal
    return .replaced
  }
}
