/// Sends errors up the tree from the node that reads it: `@Environment(\.reportError)`.
///
/// Call it like a closure. The error meets the error responders above that node, innermost
/// first.
///
/// ```swift
/// struct SaveView: Node {
///   @Environment(\.reportError) var reportError
///   var body: some Node { Button("Save") { reportError(SaveError()) } }
/// }
/// ```
///
/// Like ``TriggerEvent``, it can be called from any context.
public struct ReportError: Sendable {
  let sender: SignalSender

  /// Whether the node that read it has disappeared: its position left the tree, or its
  /// hierarchy was released.
  ///
  /// What it sends then still goes up from the position the node had, through the responders
  /// above it that remain (R6.6), as on screen. Work that outlives its node (a job's stage
  /// stopped by `--fail-fast`, a request answered after its row was deleted) can ask before it
  /// sends, when a result from a stopped node is meant for nobody:
  ///
  /// ```swift
  /// guard !reportError.senderHasDisappeared else { return }
  /// ```
  ///
  /// In a `.task`, which is cancelled when its node disappears, `Task.isCancelled` tells the
  /// same.
  @MainActor public var senderHasDisappeared: Bool {
    sender.origin?.isMounted != true || sender.host == nil
  }

  /// Sends `error` up the tree, recording this call's file and line for diagnostics.
  ///
  /// From code isolated to the main actor the error propagates at once; from anywhere else
  /// the call returns at once and the error is sent from the main actor soon after, in the
  /// order of the calls made from that context, as
  /// ``TriggerEvent/callAsFunction(_:fileID:line:isolation:)`` describes. Leave `isolation`
  /// to its default.
  public func callAsFunction(
    _ error: any Error, fileID: String = #fileID, line: Int = #line,
    isolation: isolated (any Actor)? = #isolation
  ) {
    sender.send(.error(error), at: CodeLocation(fileID: fileID, line: line), from: isolation)
  }

  /// Sends `error` up the tree and waits for its outcome, with the route it took.
  @MainActor public func send(_ error: any Error, fileID: String = #fileID, line: Int = #line)
    async -> PropagationResult
  {
    await sender.sendAndWait(.error(error), at: CodeLocation(fileID: fileID, line: line))
  }
}

extension EnvironmentValues {
  /// Sends errors up the tree from the node that reads it.
  ///
  /// Setting it forwards an error reporter read elsewhere into a subtree, as
  /// ``triggerEvent`` does for events.
  @MainActor public var reportError: ReportError {
    get { ReportError(sender: SignalSender(readBy: node, entry: errorTarget)) }
    set { forward(newValue.sender, events: false) }
  }
}
