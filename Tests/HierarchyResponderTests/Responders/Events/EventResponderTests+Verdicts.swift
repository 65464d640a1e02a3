import HierarchyResponder
import Testing

// receiveEvent, handleEvent and transformEvent, untyped: what each does with the event it
// meets (R4.5 to R4.7).

extension EventResponderTests {
  /// Keeps the events responders received.
  @MainActor
  private final class Received {
    var events: [any Event] = []
  }
}

extension EventResponderTests {
  // MARK: R4.5

  // R4.5
  @Test(
    "receiveEvent: .handled stops the event, .notHandled passes the same event on up",
    arguments: [ReceiveEventResult.handled, .notHandled], Shape.allCases)
  @MainActor func receiveEventVerdicts(result: ReceiveEventResult, shape: Shape) async throws {
    let log = Log()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      if shape == .sync {
        Trigger { Ping(tag: "original") }
          .receiveEvent { event in
            log("receiver \(describe(event))")
            return result
          }
          .handleEvent { event in log("above \(describe(event))") }
      } else {
        Trigger { Ping(tag: "original") }
          .receiveEvent { event in
            await noSuspension()
            log("receiver \(describe(event))")
            return result
          }
          .handleEvent { event in log("above \(describe(event))") }
      }
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Trigger") }
    let outcome = try #require(results.first).outcome
    if result == .handled {
      #expect(log.entries == ["receiver Ping:original"])
      guard case .handled(let by) = outcome else {
        Issue.record("expected handled, got \(outcome)")
        return
      }
      #expect(by.name == "receiveEvent")
    } else {
      #expect(log.entries == ["receiver Ping:original", "above Ping:original"])
      guard case .handled(let by) = outcome else {
        Issue.record("expected handled, got \(outcome)")
        return
      }
      #expect(by.name == "handleEvent")
    }
  }

  // R4.5
  @Test("a .notHandled class event reaches the next responder as the same instance")
  @MainActor func notHandledKeepsIdentity() throws {
    let sent = BaseEvent(tag: "instance")
    let received = Received()
    let hierarchy = Hierarchy {
      Trigger { sent }
        .receiveEvent { event in
          received.events.append(event)
          return .notHandled
        }
        .handleEvent(BaseEvent.self) { (event: BaseEvent) in received.events.append(event) }
    }
    try hierarchy.tap("Trigger")
    #expect(received.events.count == 2)
    #expect(received.events.allSatisfy { $0 as? BaseEvent === sent })
  }

  // MARK: R4.6

  // R4.6
  @Test("handleEvent consumes every event it meets", arguments: SentEvent.allCases, Shape.allCases)
  @MainActor func handleEventConsumesAll(sent: SentEvent, shape: Shape) async throws {
    let log = Log()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      if shape == .sync {
        Trigger { sent.make() }
          .handleEvent { event in log("handler \(describe(event))") }
          .handleEvent { _ in log("above") }
      } else {
        Trigger { sent.make() }
          .handleEvent { event in
            await noSuspension()
            log("handler \(describe(event))")
          }
          .handleEvent { _ in log("above") }
      }
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Trigger") }
    #expect(log.entries == ["handler \(sent.described)"])
    let result = try #require(results.first)
    guard case .handled(let by) = result.outcome else {
      Issue.record("expected handled, got \(result.outcome)")
      return
    }
    #expect(by.name == "handleEvent")
    #expect(by.node == "Trigger")
    #expect(result.route.map(\.action) == [.handled])
    #expect(hierarchy.diagnostics.isEmpty)
  }

  // MARK: R4.7

  // R4.7
  @Test("a transformed event goes on up from the transformer", arguments: Shape.allCases)
  @MainActor func transformGoesOnFromTheTransformer(shape: Shape) async throws {
    let log = Log()
    func transform(_ event: any Event) -> any Event {
      log("transformer \(describe(event))")
      return Pong(tag: "from \((event as? Tagged)?.tag ?? "?")")
    }
    let hierarchy = Hierarchy {
      Group {
        if shape == .sync {
          Trigger { Ping(tag: "a") }
            .receiveEvent { event in
              log("below \(describe(event))")
              return .notHandled
            }
            .transformEvent { event in transform(event) }
            .receiveEvent { event in
              log("above on the same node \(describe(event))")
              return .notHandled
            }
        } else {
          Trigger { Ping(tag: "a") }
            .receiveEvent { event in
              log("below \(describe(event))")
              return .notHandled
            }
            .transformEvent { event in
              await noSuspension()
              return transform(event)
            }
            .receiveEvent { event in
              log("above on the same node \(describe(event))")
              return .notHandled
            }
        }
      }
      .handleEvent { event in log("parent \(describe(event))") }
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Trigger") }
    #expect(
      log.entries == [
        "below Ping:a", "transformer Ping:a", "above on the same node Pong:from a",
        "parent Pong:from a",
      ])
    let result = try #require(results.first)
    #expect(result.triggered == "Ping")  // what was triggered, not what it became
    guard case .transformed(let by, let into, let then) = result.outcome else {
      Issue.record("expected transformed, got \(result.outcome)")
      return
    }
    #expect(by.name == "transformEvent")
    #expect(into == "Pong")
    guard case .handled(let handler) = then.outcome else {
      Issue.record("expected handled, got \(then)")
      return
    }
    #expect(handler.name == "handleEvent")
    #expect(
      result.route.map(\.received) == ["Ping", "Ping", "Pong", "Pong"])
  }

  // R4.7
  @Test("a transform into the same type does not meet itself again")
  @MainActor func transformIntoSameTypeGoesOnUp() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Trigger { Ping(tag: "a") }
        .transformEvent(Ping.self) { (ping: Ping) in Ping(tag: ping.tag + "+") }
        .transformEvent(Ping.self) { (ping: Ping) in Ping(tag: ping.tag + "+") }
        .handleEvent { event in log(describe(event)) }
    }
    try hierarchy.tap("Trigger")
    #expect(log.entries == ["Ping:a++"])
  }
}
