import HierarchyResponder
import Testing

// The values and nodes the propagation suites share.

extension PropagationTests {
  struct Ping: Event, Tagged { var tag = "ping" }
  struct Pong: Event, Tagged { var tag = "pong" }
  struct Slow: Event, Tagged { var tag = "slow" }
  struct Recovered: Event, Tagged { var tag = "recovered" }
  struct Boom: Error, Tagged { var tag = "boom" }
  struct Fizzle: Error, Tagged { var tag = "fizzle" }

  /// Runs `action` with the node's sending closures when its button is tapped.
  struct Sender: Node {
    @Environment(\.triggerEvent) var triggerEvent
    @Environment(\.reportError) var reportError
    var title = "Send"
    let action: @MainActor (TriggerEvent, ReportError) -> Void

    var body: some Node {
      Button(title) { action(triggerEvent, reportError) }
    }
  }

  /// Shows `content` until "Hide" is tapped; the responders `around` wraps it in stay.
  struct Removable<Content: Node, Wrapped: Node>: Node {
    @State var shows = true
    let content: Content
    let around: (AnyNode) -> Wrapped

    var body: some Node {
      Button("Hide") { shows = false }
      around(
        AnyNode(
          Group {
            if shows { content }
          }))
    }
  }

  /// Whether a responder's closure is synchronous or asynchronous.
  enum Shape: String, CaseIterable, Sendable {
    case sync, async
  }
}

/// Awaits the tasks a runaway chain starts, each of which starts the next, until `takeEcho`
/// has none left to give: the limit has cut the chain.
@MainActor
func awaitEchoes(_ takeEcho: () -> Task<Void, Never>?) async {
  while let echo = takeEcho(), !Task.isCancelled {
    await echo.value
  }
}

/// Expects `hierarchy` to have cut one runaway chain after `handled` events, as many as the
/// limit lets through, naming `agent` as the responder at work or the one that ended it.
@MainActor
func expectRunawayCut(
  in hierarchy: Hierarchy, handled: Int, by agent: String,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  try #require(
    !hierarchy.diagnostics.isEmpty, "not cut after \(handled) handled events",
    sourceLocation: sourceLocation)
  #expect(handled == Hierarchy.triggerChainLimit, sourceLocation: sourceLocation)
  #expect(
    hierarchy.diagnostics.map(\.kind) == [.runawayPropagation], sourceLocation: sourceLocation)
  #expect(
    hierarchy.diagnostics.first?.message.contains("by \(agent) on") == true,
    sourceLocation: sourceLocation)
}
