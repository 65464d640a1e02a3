import HierarchyResponder
import Testing

// MARK: - Fixtures

extension ErrorResponderTests {
  /// The reporting node: a responder on its own button, and one on a child of its body.
  private struct Origin: Node {
    @Environment(\.reportError) var reportError
    let log: Log

    var body: some Node {
      Button("Report") { reportError(Boom()) }
        .handleError { _ in log("own button") }
      Group {
        Text("child")
      }
      .handleError { _ in log("descendant") }
    }
  }

  /// Origin between siblings, under a parent, next to an uncle with a child of its own.
  private struct Family: Node {
    let log: Log

    var body: some Node {
      Group {
        Group {
          Text("older sibling").handleError { _ in log("older sibling") }
          Origin(log: log)
          Text("younger sibling").handleError { _ in log("younger sibling") }
        }
        .receiveError { error in
          log("parent \(describe(error))")
          return .notHandled
        }
        Group {
          Text("cousin").handleError { _ in log("cousin") }
        }
        .handleError { _ in log("uncle") }
      }
      .receiveError { error in
        log("grandparent \(describe(error))")
        return .notHandled
      }
    }
  }

  /// A user-written modifier that wraps its content in an error responder.
  private struct Logging: Modifier {
    let name: String
    let log: Log

    func body(content: Content) -> some Node {
      content.receiveError { _ in
        log(name)
        return .notHandled
      }
    }
  }

  /// Shows the message of the last error it handled, in `@State`.
  private struct ErrorBanner: Node {
    @State var message = "none"

    var body: some Node {
      Reporter { Boom(tag: "disk full") }
        .handleError(Boom.self) { (error: Boom) in message = error.tag }
      Text("Error: \(message)")
    }
  }
}

// MARK: - Tests

@Suite("Error responders", .timeLimit(.minutes(3)))
struct ErrorResponderTests {
  // MARK: R5.1

  // R5.1
  @Test("reportError is read from the environment and called like a closure")
  @MainActor func reportErrorIsCalledLikeAClosure() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Group {
        Reporter(title: "Struct") { Boom(tag: "struct") }
        Reporter(title: "Enum") { Failure.disk }
        Reporter(title: "Class") { BaseFailure(tag: "class") }
      }
      .handleError { error in log(describe(error)) }
    }
    try hierarchy.tap("Struct")
    try hierarchy.tap("Enum")
    try hierarchy.tap("Class")
    #expect(log.entries == ["Boom:struct", "Failure:disk", "BaseFailure:class"])
    #expect(hierarchy.diagnostics.isEmpty)
  }

  // R5.1
  @Test("the awaitable send reports the error and returns its outcome")
  @MainActor func reportErrorSend() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy {
      ProbeNode(probe: probe)
        .handleError(Boom.self) { _ in }
    }
    let reportError = try #require(probe.reportError)
    let result = await reportError.send(Boom())
    guard case .handled(let by) = result.outcome else {
      Issue.record("expected handled, got \(result.outcome)")
      return
    }
    #expect(by.name == "handleError(Boom)")
    #expect(by.node == "ProbeNode")
    _ = hierarchy
  }

  // MARK: R5.2 mirroring R4.3 and R4.4

  // R5.2 (R4.3)
  @Test("an error climbs only through ancestors: siblings, cousins, descendants never see it")
  @MainActor func onlyAncestorsSeeAnError() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Family(log: log)
        .handleError { error in log("root \(describe(error))") }
    }
    try hierarchy.tap("Report")
    #expect(log.entries == ["parent Boom:boom", "grandparent Boom:boom", "root Boom:boom"])
  }

  // R5.2 (R4.4)
  @Test("error responders are met innermost first, in the order written")
  @MainActor func innermostFirst() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Group {
        Reporter { Boom() }
          .receiveError { _ in
            log("origin 1")
            return .notHandled
          }
          .modifier(Logging(name: "origin custom", log: log))
          .receiveError { _ in
            log("origin 2")
            return .notHandled
          }
      }
      .receiveError { _ in
        log("parent 1")
        return .notHandled
      }
      .handleError { _ in log("parent 2") }
    }
    try hierarchy.tap("Report")
    #expect(log.entries == ["origin 1", "origin custom", "origin 2", "parent 1", "parent 2"])
  }

  // R5.2
  @Test("errors meet only error responders, and events only event responders")
  @MainActor func errorsAndEventsKeepTheirChains() async throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Group {
        Reporter { Boom() }
        Trigger { Ping() }
      }
      .receiveEvent { _ in
        log("event responder")
        return .notHandled
      }
      .receiveError { _ in
        log("error responder")
        return .notHandled
      }
      .handleEvent { _ in log("event handler") }
      .handleError { _ in log("error handler") }
    }
    try hierarchy.tap("Report")
    #expect(log.entries == ["error responder", "error handler"])
    log.entries = []
    try hierarchy.tap("Trigger")
    #expect(log.entries == ["event responder", "event handler"])
  }

  // MARK: R5.2 with R4.9

  // R5.2 (R4.9)
  @Test("an error responder closure writes @State directly")
  @MainActor func errorClosuresWriteState() throws {
    let hierarchy = Hierarchy { ErrorBanner() }
    #expect(hierarchy.dump().contains(#"Text "Error: none""#))
    try hierarchy.tap("Report")
    #expect(hierarchy.dump().contains(#"Text "Error: disk full""#))
  }
}
