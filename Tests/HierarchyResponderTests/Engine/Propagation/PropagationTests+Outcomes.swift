import HierarchyResponder
import Testing

// Every trigger ends in one outcome, nested through every turn, with the route it took (R6.2,
// R6.3).

extension PropagationTests {
  // MARK: R6.2

  // R6.2
  @Test("handled: by which responder")
  @MainActor func handledOutcome() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy {
      ProbeNode(probe: probe)
        .receiveEvent { _ in .notHandled }
        .handleEvent(Ping.self) { _ in }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    let result = await triggerEvent.send(Ping())
    guard case .handled(let by) = result.outcome else {
      Issue.record("expected handled, got \(result.outcome)")
      return
    }
    #expect(by.name == "handleEvent(Ping)")
    #expect(by.node == "ProbeNode")
    #expect(by.location.fileID == #fileID)
    #expect(result.outcome.final == result.outcome)
    #expect(result.outcome.description == "handled by handleEvent(Ping) on ProbeNode")
    _ = hierarchy
  }

  // R6.2
  @Test("transformed: into what, then that value's own outcome")
  @MainActor func transformedOutcome() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      ProbeNode(probe: probe)
        .transformEvent(Ping.self) { Pong() }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    let result = await triggerEvent.send(Ping())
    guard case .transformed(let by, let into, let then) = result.outcome else {
      Issue.record("expected transformed, got \(result.outcome)")
      return
    }
    #expect(by.name == "transformEvent(Ping)")
    #expect(into == "Pong")
    #expect(then.outcome == .unhandled("Pong"))
    #expect(result.outcome.final == .unhandled("Pong"))
    _ = hierarchy
  }

  // R6.2
  @Test("caught: an error caught into an event, then the event's own outcome")
  @MainActor func caughtOutcome() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy {
      ProbeNode(probe: probe)
        .catchError(Boom.self) { Recovered() }
        .handleEvent(Recovered.self) { _ in }
    }
    let reportError = try #require(probe.reportError)
    let result = await reportError.send(Boom())
    guard case .caught(let by, "Recovered", let then) = result.outcome,
      case .handled(let handler) = then.outcome
    else {
      Issue.record("expected caught then handled, got \(result.outcome)")
      return
    }
    #expect(by.name == "catchError(Boom)")
    #expect(handler.name == "handleEvent(Recovered)")
    #expect(result.outcome.final == .handled(by: handler))
    _ = hierarchy
  }

  // R6.2
  @Test("failed: the thrown error, then the error's own outcome")
  @MainActor func failedOutcome() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy {
      ProbeNode(probe: probe)
        .handleEvent(Ping.self) { throw Boom() }
        .handleError { _ in }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    let result = await triggerEvent.send(Ping())
    guard case .failed(let at, "Boom", let then) = result.outcome,
      case .handled(let handler) = then.outcome
    else {
      Issue.record("expected failed then handled, got \(result.outcome)")
      return
    }
    #expect(at.name == "handleEvent(Ping)")
    #expect(handler.name == "handleError")
    _ = hierarchy
  }

  // R6.2
  @Test("unhandled: nobody took it up to the root", arguments: [true, false])
  @MainActor func unhandledOutcome(isEvent: Bool) async throws {
    let probe = Probe()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      ProbeNode(probe: probe)
        .handleEvent(Pong.self) { _ in }
        .handleError(Fizzle.self) { _ in }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    let reportError = try #require(probe.reportError)
    let result = isEvent ? await triggerEvent.send(Ping()) : await reportError.send(Boom())
    #expect(result.outcome == .unhandled(isEvent ? "Ping" : "Boom"))
    #expect(result.route.map(\.action) == [.skipped])
    _ = hierarchy
  }

  // R6.2
  @Test("a chain of turns nests, and final is where it ended")
  @MainActor func nestedOutcome() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy {
      ProbeNode(probe: probe)
        .transformEvent(Ping.self) { Pong() }
        .handleEvent(Pong.self) { throw Boom() }
        .transformError(Boom.self) { Fizzle() }
        .catchError(Fizzle.self) { Recovered() }
        .handleEvent(Recovered.self) { _ in }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    let result = await triggerEvent.send(Ping())
    guard case .transformed(_, "Pong", let transformed) = result.outcome,
      case .failed(_, "Boom", let failed) = transformed.outcome,
      case .transformed(_, "Fizzle", let caught) = failed.outcome,
      case .caught(_, "Recovered", let recovered) = caught.outcome,
      case .handled(let handler) = recovered.outcome
    else {
      Issue.record("unexpected outcome \(result.outcome)")
      return
    }
    #expect(handler.name == "handleEvent(Recovered)")
    #expect(result.outcome.final == .handled(by: handler))
    _ = hierarchy
  }

  // R6.2
  @Test("every trigger ends in exactly one outcome, in trigger order")
  @MainActor func oneOutcomePerTrigger() async throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Sender { triggerEvent, reportError in
        triggerEvent(Ping())
        triggerEvent(Pong())
        reportError(Boom())
        triggerEvent(Slow())
      }
      .handleEvent(Ping.self) { _ in }
      .transformEvent(Slow.self) { Ping() }
      .catchError { _ in Pong() }
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Send") }
    #expect(
      results.map(\.outcome.final.description) == [
        "handled by handleEvent(Ping) on Sender", "unhandled Pong at the root",
        "unhandled Pong at the root", "unhandled Ping at the root",
      ])
  }

  // MARK: R6.3

  // R6.3
  @Test("send returns the route: every responder met, what it received and what it did")
  @MainActor func route() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy {
      ProbeNode(probe: probe)
        .handleEvent(Pong.self) { _ in }
        .receiveEvent { _ in .notHandled }
        .transformEvent(Ping.self) { Slow() }
        .handleEvent(Slow.self) { (_: Slow) in
          await noSuspension()
          throw Boom()
        }
        .catchError(Fizzle.self) { Recovered() }
        .catchError(Boom.self) { Recovered() }
        .handleEvent(Ping.self) { _ in }
        .receiveEvent(Recovered.self) { .handled }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    let result = await triggerEvent.send(Ping())
    let hops = result.route.map { "\($0.responder.name) got \($0.received): \($0.action)" }
    #expect(
      hops == [
        "handleEvent(Pong) got Ping: skipped",
        "receiveEvent got Ping: passed",
        "transformEvent(Ping) got Ping: transformed into Slow",
        "handleEvent(Slow) got Slow: failed throwing Boom",
        "catchError(Fizzle) got Boom: skipped",
        "catchError(Boom) got Boom: caught into Recovered",
        "handleEvent(Ping) got Recovered: skipped",
        "receiveEvent(Recovered) got Recovered: handled",
      ])
    #expect(result.route.allSatisfy { $0.responder.node == "ProbeNode" })
    #expect(result.route.allSatisfy { $0.responder.location.fileID == #fileID })
    let lines = result.route.map(\.responder.location.line)
    #expect(lines == lines.sorted())
    #expect(Set(lines).count == lines.count)
    #expect(result.description.hasPrefix("transformed by transformEvent(Ping) on ProbeNode"))
    _ = hierarchy
  }

  // R6.3
  @Test("recordPropagations gives the route of a trigger made by a tapped button")
  @MainActor func recordedRoute() async throws {
    let hierarchy = Hierarchy {
      Sender { triggerEvent, _ in triggerEvent(Ping()) }
        .handleEvent(Pong.self) { _ in }
        .handleEvent { _ in }
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Send") }
    #expect(results.count == 1)
    #expect(results.first?.route.map(\.action) == [.skipped, .handled])
    #expect(results.first?.route.map(\.responder.name) == ["handleEvent(Pong)", "handleEvent"])
  }
}
