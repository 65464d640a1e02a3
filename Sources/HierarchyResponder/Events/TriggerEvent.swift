/// Sends events up the tree from the node that reads it: `@Environment(\.triggerEvent)`.
///
/// Call it like a closure. The event meets the responders above that node, innermost first;
/// synchronous responders run before the call returns.
///
/// ```swift
/// struct TriggerView: Node {
///   @Environment(\.triggerEvent) var triggerEvent
///   var body: some Node { Button("Trigger") { triggerEvent(MyEvent()) } }
/// }
/// ```
public struct TriggerEvent: Sendable {
  let sender: SignalSender

  /// Sends `event` up the tree, recording this call's file and line for diagnostics.
  @MainActor public func callAsFunction(
    _ event: any Event, fileID: String = #fileID, line: Int = #line
  ) {
    sender.send(.event(event), at: CodeLocation(fileID: fileID, line: line))
  }

  /// Sends `event` up the tree and waits for its outcome, with the route it took.
  ///
  /// Recording the route costs a little, so only this form records it.
  @MainActor public func send(_ event: any Event, fileID: String = #fileID, line: Int = #line)
    async -> PropagationResult
  {
    await sender.sendAndWait(.event(event), at: CodeLocation(fileID: fileID, line: line))
  }
}

extension EnvironmentValues {
  /// Sends events up the tree from the node that reads it.
  public var triggerEvent: TriggerEvent {
    TriggerEvent(sender: SignalSender(origin: node, hierarchy: hierarchy))
  }
}
