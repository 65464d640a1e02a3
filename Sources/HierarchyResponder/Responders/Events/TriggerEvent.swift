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
///
/// It can be called from any context, as the original's can: from a node's code, or kept and
/// called from a background callback or a `Task.detached`. See ``callAsFunction(_:fileID:line:isolation:)``.
public struct TriggerEvent: Sendable {
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
  /// guard !triggerEvent.senderHasDisappeared else { return }
  /// ```
  ///
  /// In a `.task`, which is cancelled when its node disappears, `Task.isCancelled` tells the
  /// same.
  @MainActor public var senderHasDisappeared: Bool {
    sender.origin?.isMounted != true || sender.host == nil
  }

  /// Sends `event` up the tree, recording this call's file and line for diagnostics.
  ///
  /// Called from code isolated to the main actor (a node's body, a button's action, a
  /// responder, a `@MainActor` function or task), the event propagates at once: synchronous
  /// responders have run when the call returns. Called from anywhere else (a nonisolated
  /// function, a `Task.detached`, a callback on a background queue, another actor), the call
  /// returns at once and the event is sent from the main actor soon after; events sent that
  /// way from one context are sent in the order of the calls. Leave `isolation` to its
  /// default: it is how the call knows where it is made.
  ///
  /// From outside the main actor, the event is handed over to the main actor: Swift checks
  /// that a nonisolated caller passes a value it no longer uses (such as a new event). From
  /// another actor, pass a new event too, never one that holds the actor's own state.
  public func callAsFunction(
    _ event: sending any Event, fileID: String = #fileID, line: Int = #line,
    isolation: isolated (any Actor)? = #isolation
  ) {
    sender.send(.event(event), at: CodeLocation(fileID: fileID, line: line), from: isolation)
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
  ///
  /// Setting it forwards a trigger read elsewhere into a subtree, as in the original:
  ///
  /// ```swift
  /// Sheet().environment(\.triggerEvent, triggerEvent)
  /// ```
  ///
  /// Events sent in that subtree still meet the subtree's own responders first; past them,
  /// they go on from the node that read the forwarded trigger, meeting the responders above
  /// it. The trigger must come from the same ``Hierarchy``; one from another hierarchy is not
  /// forwarded (hierarchies are independent), and a warning says so.
  @MainActor public var triggerEvent: TriggerEvent {
    get { TriggerEvent(sender: SignalSender(readBy: node, entry: eventTarget)) }
    set { forward(newValue.sender, events: true) }
  }
}
