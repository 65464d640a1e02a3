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
public struct ReportError: Sendable {
  let sender: SignalSender

  /// Sends `error` up the tree, recording this call's file and line for diagnostics.
  @MainActor public func callAsFunction(
    _ error: any Error, fileID: String = #fileID, line: Int = #line
  ) {
    sender.send(.error(error), at: CodeLocation(fileID: fileID, line: line))
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
  public var reportError: ReportError {
    ReportError(sender: SignalSender(origin: node, hierarchy: hierarchy))
  }
}
