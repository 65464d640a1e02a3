import HierarchyResponder
import Testing

// What a responder's closure may do: write @State, rely on the main actor, throw (R4.9, R4.10).

extension EventResponderTests {
  // MARK: R4.9 fixtures

  private struct Item: Identifiable, Equatable {
    let id: Int
    let name: String
  }

  private struct ItemSelectionEvent: Event {
    let item: Item
  }

  private struct ItemView: Node {
    @Environment(\.triggerEvent) var triggerEvent
    let item: Item

    var body: some Node {
      Button(item.name) { triggerEvent(ItemSelectionEvent(item: item)) }
    }
  }

  private struct Grid: Node {
    let items: [Item]

    var body: some Node {
      ForEach(items) { item in
        ItemView(item: item)
      }
    }
  }

  /// The documents' selection example: the handler writes `@State` directly.
  private struct Selection: Node {
    @State var selection: Item?
    let items: [Item]
    let suspends: Bool

    var body: some Node {
      if suspends {
        Grid(items: items)
          .handleEvent(ItemSelectionEvent.self) { event in
            await Task.yield()
            selection = event.item
          }
      } else {
        Grid(items: items)
          .handleEvent(ItemSelectionEvent.self) { event in
            selection = event.item
          }
      }
      if let selection {
        Text("Selected: \(selection.name)")
      }
    }
  }

  /// Reports an error, or triggers an event, depending on the button.
  private struct ReportingTrigger: Node {
    @Environment(\.triggerEvent) var triggerEvent
    @Environment(\.reportError) var reportError

    var body: some Node {
      Button("Report") { reportError(Boom(tag: "reported")) }
      Button("Trigger") { triggerEvent(Ping()) }
    }
  }
}

extension EventResponderTests {
  private static let items = ["Apple", "Banana", "Cherry"].enumerated().map {
    Item(id: $0, name: $1)
  }

  // MARK: R4.9

  // R4.9
  @Test(
    "a responder closure writes @State directly: the selection example",
    arguments: Shape.allCases)
  @MainActor func closuresWriteState(shape: Shape) async throws {
    let hierarchy = Hierarchy {
      Selection(items: Self.items, suspends: shape == .async)
    }
    #expect(!hierarchy.dump().contains("Selected"))
    try hierarchy.tap("Banana")
    await hierarchy.settle()
    #expect(hierarchy.dump().contains(#"Text "Selected: Banana""#))
    try hierarchy.tap("Cherry")
    await hierarchy.settle()
    #expect(hierarchy.dump().contains(#"Text "Selected: Cherry""#))
    #expect(!hierarchy.dump().contains("Selected: Banana"))
  }

  // R4.9
  @Test("a responder closure runs on the main actor")
  @MainActor func closuresRunOnTheMainActor() async throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Trigger { Ping() }
        .receiveEvent { _ in
          MainActor.preconditionIsolated()
          log("sync")
          return .notHandled
        }
        .handleEvent { _ in
          await Task.yield()
          MainActor.preconditionIsolated()
          log("async")
        }
    }
    try hierarchy.tap("Trigger")
    await hierarchy.settle()
    #expect(log.entries == ["sync", "async"])
  }

  // MARK: R4.10

  /// A responder kind that throws, synchronously or not.
  enum Thrower: String, CaseIterable, Sendable {
    case receive, handle, transform, typedReceive, typedHandle, typedTransform
    case asyncReceive, asyncHandle, asyncTransform, asyncTypedHandle

    var name: String {
      let lowered = rawValue.lowercased()
      let kind =
        lowered.contains("receive")
        ? "receiveEvent" : lowered.contains("handle") ? "handleEvent" : "transformEvent"
      return lowered.contains("typed") ? "\(kind)(Ping)" : kind
    }
  }

  // R4.10
  @Test(
    "a thrown error goes up from the throwing responder; the event stops",
    arguments: Thrower.allCases)
  @MainActor func throwingResponderReportsFromItsPosition(thrower: Thrower) async throws {
    let log = Log()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Group {
        Self.throwing(thrower, log: log)
          .receiveError { error in
            log("error above on the same node \(describe(error))")
            return .notHandled
          }
          .receiveEvent { _ in
            log("event above")
            return .notHandled
          }
      }
      .handleError { error in log("error above \(describe(error))") }
      .handleEvent { _ in log("event at the root") }
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Trigger") }
    #expect(
      log.entries == [
        "event below", "thrower", "error above on the same node Boom:thrown",
        "error above Boom:thrown",
      ])
    let result = try #require(results.first)
    guard case .failed(let at, let throwing, let then) = result.outcome else {
      Issue.record("expected failed, got \(result.outcome)")
      return
    }
    #expect(at.name == thrower.name)
    #expect(throwing == "Boom")
    guard case .handled(let by) = then.outcome else {
      Issue.record("expected handled, got \(then)")
      return
    }
    #expect(by.name == "handleError")
    #expect(
      result.route.map(\.action) == [.passed, .failed(throwing: "Boom"), .passed, .handled])
    #expect(hierarchy.diagnostics.isEmpty)
  }

  /// A trigger with an error responder and an event responder below a throwing responder.
  @MainActor private static func throwing(_ thrower: Thrower, log: Log) -> some Node {
    let below = Trigger { Ping() }
      // An error responder written before the thrower is closer to the trigger: below it.
      .handleError { error in log("error below \(describe(error))") }
      .receiveEvent { _ in
        log("event below")
        return .notHandled
      }
    func fail() throws -> Never {
      log("thrower")
      throw Boom(tag: "thrown")
    }
    return switch thrower {
    case .receive: AnyNode(below.receiveEvent { _ in try fail() })
    case .handle: AnyNode(below.handleEvent { _ in try fail() })
    case .transform: AnyNode(below.transformEvent { _ in try fail() })
    case .typedReceive: AnyNode(below.receiveEvent(Ping.self) { try fail() })
    case .typedHandle: AnyNode(below.handleEvent(Ping.self) { (_: Ping) in try fail() })
    case .typedTransform: AnyNode(below.transformEvent(Ping.self) { try fail() })
    case .asyncReceive:
      AnyNode(
        below.receiveEvent { _ in
          await Task.yield()
          try fail()
        })
    case .asyncHandle:
      AnyNode(
        below.handleEvent { _ in
          await noSuspension()
          try fail()
        })
    case .asyncTransform:
      AnyNode(
        below.transformEvent { _ in
          await Task.yield()
          try fail()
        })
    case .asyncTypedHandle:
      AnyNode(
        below.handleEvent(Ping.self) { (_: Ping) in
          await Task.yield()
          try fail()
        })
    }
  }

  // R4.10
  @Test("an error reported by the trigger meets the error responders below a thrower")
  @MainActor func reportFromTriggerIsSeenBelow() async throws {
    // The control case: the same error reported by the trigger itself meets the responder
    // below, which a thrown one skips.
    let log = Log()
    let hierarchy = Hierarchy {
      ReportingTrigger()
        .handleError { error in log("error below \(describe(error))") }
        .handleEvent { _ in throw Boom(tag: "thrown") }
        .handleError { error in log("error above \(describe(error))") }
    }
    try hierarchy.tap("Report")
    try hierarchy.tap("Trigger")
    await hierarchy.settle()
    #expect(log.entries == ["error below Boom:reported", "error above Boom:thrown"])
  }
}
