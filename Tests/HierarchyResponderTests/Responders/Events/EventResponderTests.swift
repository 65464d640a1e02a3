import HierarchyResponder
import Testing

// MARK: - Fixtures

extension EventResponderTests {
  // MARK: R4.3 fixtures

  /// The triggering node: a responder on its own button, and one on a child of its body.
  private struct Origin: Node {
    @Environment(\.triggerEvent) var triggerEvent
    let log: Log

    var body: some Node {
      Button("Trigger") { triggerEvent(Ping()) }
        .handleEvent { _ in log("own button") }
      Group {
        Text("child")
      }
      .handleEvent { _ in log("descendant") }
    }
  }

  /// Origin between two siblings, under a parent, next to an uncle with a child of its own.
  private struct Family: Node {
    let log: Log

    var body: some Node {
      Group {
        Group {
          Text("older sibling").handleEvent { _ in log("older sibling") }
          Origin(log: log)
          Text("younger sibling").handleEvent { _ in log("younger sibling") }
          Trigger(title: "Sibling trigger") { Pong() }
            .handleEvent { _ in log("sibling trigger's own") }
        }
        .receiveEvent { event in
          log("parent \(describe(event))")
          return .notHandled
        }
        Group {
          Text("cousin").handleEvent { _ in log("cousin") }
        }
        .handleEvent { _ in log("uncle") }
      }
      .receiveEvent { event in
        log("grandparent \(describe(event))")
        return .notHandled
      }
    }
  }

  // MARK: R4.4 fixtures

  /// A user-written modifier that wraps its content in a responder.
  private struct Logging: Modifier {
    let name: String
    let log: Log

    func body(content: Content) -> some Node {
      content.receiveEvent { _ in
        log(name)
        return .notHandled
      }
    }
  }

  private struct Ordered: Node {
    let log: Log

    var body: some Node {
      Trigger { Ping() }
        .receiveEvent { _ in
          log("origin 1")
          return .notHandled
        }
        .receiveEvent { _ in
          log("origin 2")
          return .notHandled
        }
        .modifier(Logging(name: "origin custom", log: log))
        .receiveEvent { _ in
          log("origin 3")
          return .notHandled
        }
    }
  }

  /// Hands its `triggerEvent` to the probe, under a name of its own.
  private struct NamingLeaf: Node {
    @Environment(\.triggerEvent) var triggerEvent
    let probe: Probe

    var body: some Node {
      Text("leaf").onAppear { probe.triggerEvent = triggerEvent }
    }
  }
}

// MARK: - Tests

@Suite("Event responders", .timeLimit(.minutes(3)))
struct EventResponderTests {
  // R6.3
  @Test("a responder inside or after a custom modifier is named on the node it modifies")
  @MainActor func responderNamesLookThroughCustomModifiers() async throws {
    let log = Log()
    let probe = Probe()
    let hierarchy = Hierarchy {
      NamingLeaf(probe: probe)
        .modifier(Logging(name: "custom", log: log))
        .handleEvent(Ping.self) { _ in }
    }
    let result = try await #require(probe.triggerEvent).send(Ping())
    #expect(hierarchy.diagnostics.isEmpty)
    #expect(result.route.map(\.responder.node) == ["NamingLeaf", "NamingLeaf"])
    #expect(result.route.map(\.responder.name) == ["receiveEvent", "handleEvent(Ping)"])
    #expect(log.entries == ["custom"])
  }

  // MARK: R4.1, R4.2

  // R4.1
  @Test("structs, enums and classes become events by conforming to Event alone")
  @MainActor func anythingCanBeAnEvent() async throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Group {
        Trigger(title: "Struct") { Ping(tag: "struct") }
        Trigger(title: "Enum") { Switch.off }
        Trigger(title: "Class") { BaseEvent(tag: "class") }
      }
      .handleEvent { event in log(describe(event)) }
    }
    try hierarchy.tap("Struct")
    try hierarchy.tap("Enum")
    try hierarchy.tap("Class")
    #expect(log.entries == ["Ping:struct", "Switch:off", "BaseEvent:class"])
    #expect(hierarchy.diagnostics.isEmpty)
  }

  // R4.2
  @Test("triggerEvent is read from the environment and called like a closure")
  @MainActor func triggerEventIsCalledLikeAClosure() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Trigger { Ping(tag: "called") }
        .handleEvent(Ping.self) { (ping: Ping) in log(ping.tag) }
    }
    try hierarchy.tap("Trigger")
    #expect(log.entries == ["called"])
  }

  // MARK: R4.3

  // R4.3
  @Test("an event climbs only through ancestors: siblings, cousins, descendants never see it")
  @MainActor func onlyAncestorsSeeAnEvent() async throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Family(log: log)
        .handleEvent { event in log("root \(describe(event))") }
    }
    try hierarchy.tap("Trigger")
    #expect(log.entries == ["parent Ping:ping", "grandparent Ping:ping", "root Ping:ping"])
  }

  // R4.3
  @Test("a responder inside the triggering node's body is below it and never sees its events")
  @MainActor func ownBodyIsBelowTheTrigger() async throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Family(log: log)
        .handleEvent { _ in log("root") }
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Trigger") }
    let result = try #require(results.first)
    #expect(!log.entries.contains("own button"))
    #expect(!log.entries.contains("descendant"))
    #expect(result.route.map(\.responder.name) == ["receiveEvent", "receiveEvent", "handleEvent"])
  }

  // R4.3
  @Test("a sibling's events meet its own responders, never those of other branches")
  @MainActor func siblingEventsStayInTheirBranch() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Family(log: log)
        .handleEvent { _ in log("root") }
    }
    try hierarchy.tap("Sibling trigger")
    #expect(log.entries == ["sibling trigger's own"])
  }

  // MARK: R4.4

  // R4.4
  @Test("the modifier written first is met first, then the parent's, up to the root")
  @MainActor func innermostFirst() async throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Ordered(log: log)
        .receiveEvent { _ in
          log("parent 1")
          return .notHandled
        }
        .receiveEvent { _ in
          log("parent 2")
          return .notHandled
        }
        .handleEvent { _ in log("root") }
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Trigger") }
    #expect(
      log.entries == [
        "origin 1", "origin 2", "origin custom", "origin 3", "parent 1", "parent 2", "root",
      ])
    let route = try #require(results.first).route
    #expect(route.count == 7)
    #expect(route.prefix(2).map(\.responder.node) == ["Trigger", "Trigger"])
    #expect(route.suffix(3).map(\.responder.node) == ["Ordered", "Ordered", "Ordered"])
  }

  // R4.4
  @Test("asynchronous responders keep the written order too")
  @MainActor func asyncKeepsOrder() async throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Trigger { Ping() }
        .receiveEvent { _ in
          await Task.yield()
          log("first")
          return .notHandled
        }
        .receiveEvent { _ in
          log("second")
          return .notHandled
        }
        .handleEvent { _ in
          await Task.yield()
          log("third")
        }
    }
    try hierarchy.tap("Trigger")
    await hierarchy.settle()
    #expect(log.entries == ["first", "second", "third"])
  }
}
