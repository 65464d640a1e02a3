import HierarchyResponder
import Testing

private struct Request: Event { let path: String }
private struct Routed: Event {
  let path: String
  let handler: String
}
private struct Refused: Error { let reason: String }

/// A node whose `Request`s are routed below a handler that refuses one path.
private struct Server: Node {
  let probe: Probe

  var body: some Node {
    ProbeNode(probe: probe)
      .transformEvent(Request.self) { Routed(path: $0.path, handler: "files") }
      .receiveEvent(Routed.self) { routed in
        if routed.path == "/secret" { throw Refused(reason: "forbidden") }
        return .notHandled
      }
      .catchError(Refused.self) { Routed(path: "/error", handler: $0.reason) }
      .handleEvent(Routed.self) { _ in }
  }
}

@Suite("A recorded propagation keeps the values it carried")
@MainActor
struct CarriedValueTests {
  @Test("the result has the value triggered, and each hop the value its responder received")
  func valuesAlongTheRoute() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy { Server(probe: probe) }
    let triggerEvent = try #require(probe.triggerEvent)

    let result = await triggerEvent.send(Request(path: "/secret"))

    #expect(result.value(as: Request.self)?.path == "/secret")
    #expect(result.value is Request)
    let received = result.route.map { hop in
      hop.receivedValue(as: Routed.self).map { "\($0.path) \($0.handler)" }
        ?? hop.receivedValue(as: Refused.self).map { "refused \($0.reason)" }
        ?? hop.receivedValue(as: Request.self).map { "request \($0.path)" }
    }
    #expect(
      received == ["request /secret", "/secret files", "refused forbidden", "/error forbidden"])
    withExtendedLifetime(hierarchy) {}
  }

  @Test("recordPropagations keeps them; a result made by hand has none")
  func recordedAndMadeByHand() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy { Server(probe: probe) }
    let triggerEvent = try #require(probe.triggerEvent)

    let results = await hierarchy.recordPropagations { triggerEvent(Request(path: "/a")) }

    #expect(results.map { $0.value(as: Request.self)?.path } == ["/a"])
    let byHand = PropagationResult(triggered: Request.self, outcome: .cancelled, route: [])
    #expect(byHand.value == nil)
    #expect(byHand == PropagationResult(triggered: Request.self, outcome: .cancelled, route: []))
  }
}
