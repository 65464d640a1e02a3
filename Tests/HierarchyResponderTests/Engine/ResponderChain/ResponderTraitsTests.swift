import HierarchyResponder
import HierarchyResponderTesting
import Testing

private struct Ping: Event {}
private struct Pong: Event {}

/// Writes a responder to `Handled` around `content`: every call writes it at the same place.
@MainActor private func handling<Handled: Event>(
  _ type: Handled.Type, around content: some Node
) -> some Node {
  content.handleEvent(type) {}
}

/// A receiver and a handler of `Ping` written on one line: two kinds at one place.
// swift-format-ignore
@MainActor private func twoKindsOnOneLine(around content: some Node) -> some Node {
  content.receiveEvent(Ping.self) { _ in .notHandled }.handleEvent(Ping.self) {}
}

/// The responders the route of the trigger in `node` meets, as routes name them.
@MainActor private func routeNames(through node: some Node) async throws -> [String] {
  let hierarchy = Hierarchy { node }
  let results = try await hierarchy.recordPropagations { try hierarchy.tap("Trigger") }
  return results.first?.route.map(\.responder.name) ?? []
}

@Suite("Responders written at one place", .timeLimit(.minutes(1)))
struct ResponderTraitsTests {
  @Test(
    "each responder written at one place keeps its own type, whatever was written there before",
    arguments: [false, true])  // R4.8
  @MainActor func oneTypePerResponder(pingOutside: Bool) async throws {
    let trigger = Trigger { Ping() }
    let names =
      pingOutside
      ? try await routeNames(
        through: handling(Ping.self, around: handling(Pong.self, around: trigger)))
      : try await routeNames(
        through: handling(Pong.self, around: handling(Ping.self, around: trigger)))
    // A recorded route names every responder it meets: the one for Pong lets Ping pass.
    #expect(
      names == (pingOutside ? ["handleEvent(Pong)", "handleEvent(Ping)"] : ["handleEvent(Ping)"]))
  }

  @Test("responders of two kinds written on one line keep their kinds")  // R3.10
  @MainActor func oneKindPerResponder() async throws {
    let names = try await routeNames(through: twoKindsOnOneLine(around: Trigger { Ping() }))
    #expect(names == ["receiveEvent(Ping)", "handleEvent(Ping)"])
  }
}
