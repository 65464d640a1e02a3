/// A problem a ``Hierarchy`` found: an event or error nobody handled, a safety finding, or a
/// malformed hierarchy, such as a call that had no effect where it was made.
///
/// Every diagnostic is also printed as a warning when it is recorded, unless the hierarchy
/// was created with `printsDiagnostics: false`. A safety finding is recorded once per cause and
/// source location (R8.5): the positions that make the same finding share one diagnostic, whose
/// ``count`` says how many they are.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem a diagnostic reports.
  public enum Kind: String, Hashable, Sendable {
    /// An event reached the root without being handled.
    case unhandledEvent
    /// An error reached the root without being handled.
    case unhandledError
    /// An event passed a `triggers` declaration that does not list its type.
    case unregisteredEvent
    /// An error passed a `reports` declaration that does not list its type.
    case unregisteredError
    /// A declared event or error type has no explicit responder above the declaring node.
    case missingResponders
    /// A subscriber has no publisher for its event type above it.
    case subscriberWithoutPublisher
    /// An event or error was sent after its hierarchy was released or shut down, so nothing
    /// received it and it was cancelled. Once released, no hierarchy is left to record it: it
    /// is only printed; once shut down (``Hierarchy/shutdown(gracePeriod:)``), the hierarchy
    /// records it, and an event published to it then too. (A send from a node that
    /// disappeared while its hierarchy stays goes on from where the node was.)
    case sentFromUnmountedNode
    /// An event or error was cut, not sent, because responders kept triggering without end:
    /// see ``Hierarchy/triggerChainLimit`` and ``Hierarchy/triggersPerPropagationLimit``.
    case runawayPropagation
    /// The hierarchy itself is malformed: duplicate ids, a user type with `Body == Never`,
    /// state that never stops changing, or a call that had no effect where it was made, which
    /// the message names with the node: a ``NavigationLink`` tapped outside any
    /// ``NavigationStack``, or pushing a value no `navigationDestination(for:)` shows or the
    /// stack's path cannot hold, and a `dismiss()` (``DismissAction``) called outside any
    /// presentation; or work that ignored its cancellation past a
    /// ``Hierarchy/shutdown(gracePeriod:)``.
    case invalidHierarchy
  }

  /// What kind of problem this is.
  public let kind: Kind
  /// What happened and what to do about it, naming the type involved.
  public let message: String
  /// Where it happened in source code, when known.
  public let location: CodeLocation?
  /// The type name of the event or error it is about, when it is about one: set for
  /// unhandled, unregistered, unsent and runaway values.
  public let valueType: String?
  /// How many times the same finding was made, for a safety finding, which a hierarchy records
  /// once per cause and source location (R8.5): the positions that share it (the rows of a
  /// `ForEach` whose declaration lacks a responder, the subscribers written at one place
  /// without a publisher), or the sends that passed a declaration which does not list them.
  /// It grows as more are made, also after the finding was printed; 1 for other diagnostics.
  public internal(set) var count = 1

  /// Creates a diagnostic.
  public init(kind: Kind, message: String, location: CodeLocation?, valueType: String? = nil) {
    self.kind = kind
    self.message = message
    self.location = location
    self.valueType = valueType
  }

  /// `File.swift:12: message`, or the message alone when no location is known; a finding
  /// made more than once ends with its ``count``: `(300 positions share this finding)`.
  public var description: String {
    let text = location.map { "\($0): \(message)" } ?? message
    guard count > 1 else { return text }
    let sharing =
      switch kind {
      case .unregisteredEvent, .unregisteredError: "\(count) sends made this finding"
      default: "\(count) positions share this finding"
      }
    return "\(text) (\(sharing))"
  }
}
