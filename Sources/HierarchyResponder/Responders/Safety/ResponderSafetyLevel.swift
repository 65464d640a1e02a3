/// How strictly a subtree's safety findings are treated.
///
/// Findings are unregistered events and errors, missing explicit responders, and subscribers
/// without a publisher. The checks run in debug builds only; release builds compile them out.
public enum ResponderSafetyLevel: Hashable, Sendable {
  /// Traps with the finding's message, so that a test or a debug run stops at it.
  ///
  /// An event or error triggered in the subtree that reaches the root unhandled traps too.
  case strict
  /// Prints a warning and records the finding in ``Hierarchy/diagnostics``: the default.
  case relaxed
  /// Ignores findings.
  case disabled

  /// The level a subtree has unless one is set: ``relaxed``.
  public static let `default` = ResponderSafetyLevel.relaxed
}

extension EnvironmentValues {
  /// The safety level for this subtree; ``ResponderSafetyLevel/default``, which is
  /// ``ResponderSafetyLevel/relaxed``, unless set.
  public var responderSafetyLevel: ResponderSafetyLevel {
    get { self[ResponderSafetyLevelKey.self] }
    set { self[ResponderSafetyLevelKey.self] = newValue }
  }

  /// Whether declared events and errors need an explicit, typed responder above the declaring
  /// node; true unless set.
  public var requiresExplicitResponders: Bool {
    get { self[RequiresExplicitRespondersKey.self] }
    set { self[RequiresExplicitRespondersKey.self] = newValue }
  }
}

extension Node {
  /// Sets how safety findings in this subtree are treated.
  public func responderSafetyLevel(_ level: ResponderSafetyLevel) -> some Node {
    environment(\.responderSafetyLevel, level)
  }

  /// Sets whether events and errors declared in this subtree with
  /// ``triggers(_:file:line:)`` and ``reports(_:file:line:)`` need an explicit, typed
  /// responder above the declaring node.
  public func requireExplicitResponders(_ required: Bool = true) -> some Node {
    environment(\.requiresExplicitResponders, required)
  }
}

private struct ResponderSafetyLevelKey: EnvironmentKey {
  static let defaultValue = ResponderSafetyLevel.default
}

private struct RequiresExplicitRespondersKey: EnvironmentKey {
  static let defaultValue = true
}

extension EngineHost {
  /// Records a safety finding, made because of `cause` (the types it is about), as `level`
  /// says: nothing, a diagnostic (once per cause and source location, R8.5), or a diagnostic
  /// and a trap with the same message, at the first position that makes it.
  func report(_ finding: Diagnostic, cause: String, at level: ResponderSafetyLevel) {
    guard level != .disabled else { return }
    recordFinding(finding, cause: cause)
    if level == .strict { trap(finding) }
  }
}
