import HierarchyResponder

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
