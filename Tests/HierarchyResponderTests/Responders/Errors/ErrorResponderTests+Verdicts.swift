import HierarchyResponder
import Testing

// receiveError, handleError and transformError, untyped: what each does with the error it
// meets, as the event responders do (R5.2 mirroring R4.5 to R4.7).

extension ErrorResponderTests {
  /// Keeps the errors responders received.
  @MainActor
  private final class Received {
    var errors: [any Error] = []
  }
}

extension ErrorResponderTests {
  // MARK: R5.2 mirroring R4.5

  // R5.2
  @Test(
    "receiveError: .handled stops the error, .notHandled passes the same error on up",
    arguments: [ReceiveErrorResult.handled, .notHandled], Shape.allCases)
  @MainActor func receiveErrorVerdicts(result: ReceiveErrorResult, shape: Shape) async throws {
    let log = Log()
    let hierarchy = Hierarchy {
      if shape == .sync {
        Reporter { Boom(tag: "original") }
          .receiveError { error in
            log("receiver \(describe(error))")
            return result
          }
          .handleError { error in log("above \(describe(error))") }
      } else {
        Reporter { Boom(tag: "original") }
          .receiveError { error in
            await noSuspension()
            log("receiver \(describe(error))")
            return result
          }
          .handleError { error in log("above \(describe(error))") }
      }
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Report") }
    let outcome = try #require(results.first).outcome
    guard case .handled(let by) = outcome else {
      Issue.record("expected handled, got \(outcome)")
      return
    }
    if result == .handled {
      #expect(log.entries == ["receiver Boom:original"])
      #expect(by.name == "receiveError")
    } else {
      #expect(log.entries == ["receiver Boom:original", "above Boom:original"])
      #expect(by.name == "handleError")
    }
  }

  // R5.2
  @Test("a .notHandled class error reaches the next responder as the same instance")
  @MainActor func notHandledKeepsIdentity() throws {
    let sent = BaseFailure(tag: "instance")
    let received = Received()
    let hierarchy = Hierarchy {
      Reporter { sent }
        .receiveError { error in
          received.errors.append(error)
          return .notHandled
        }
        .handleError(BaseFailure.self) { (error: BaseFailure) in received.errors.append(error) }
    }
    try hierarchy.tap("Report")
    #expect(received.errors.count == 2)
    #expect(received.errors.allSatisfy { $0 as? BaseFailure === sent })
  }

  // MARK: R5.2 mirroring R4.6

  // R5.2
  @Test(
    "handleError consumes every error it meets",
    arguments: SentError.allCases, Shape.allCases)
  @MainActor func handleErrorConsumesAll(sent: SentError, shape: Shape) async throws {
    let log = Log()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      if shape == .sync {
        Reporter { sent.make() }
          .handleError { error in log("handler \(describe(error))") }
          .handleError { _ in log("above") }
      } else {
        Reporter { sent.make() }
          .handleError { error in
            await noSuspension()
            log("handler \(describe(error))")
          }
          .handleError { _ in log("above") }
      }
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Report") }
    #expect(log.entries == ["handler \(sent.described)"])
    let result = try #require(results.first)
    guard case .handled(let by) = result.outcome else {
      Issue.record("expected handled, got \(result.outcome)")
      return
    }
    #expect(by.name == "handleError")
    #expect(result.route.map(\.action) == [.handled])
    #expect(hierarchy.diagnostics.isEmpty)
  }

  // MARK: R5.2 mirroring R4.7

  // R5.2
  @Test("a transformed error goes on up from the transformer", arguments: Shape.allCases)
  @MainActor func transformGoesOnFromTheTransformer(shape: Shape) async throws {
    let log = Log()
    func transform(_ error: any Error) -> any Error {
      log("transformer \(describe(error))")
      return Fizzle(tag: "from \((error as? Tagged)?.tag ?? "?")")
    }
    let hierarchy = Hierarchy {
      Group {
        if shape == .sync {
          Reporter { Boom(tag: "a") }
            .receiveError { error in
              log("below \(describe(error))")
              return .notHandled
            }
            .transformError { error in transform(error) }
            .receiveError { error in
              log("above on the same node \(describe(error))")
              return .notHandled
            }
        } else {
          Reporter { Boom(tag: "a") }
            .receiveError { error in
              log("below \(describe(error))")
              return .notHandled
            }
            .transformError { error in
              await noSuspension()
              return transform(error)
            }
            .receiveError { error in
              log("above on the same node \(describe(error))")
              return .notHandled
            }
        }
      }
      .handleError { error in log("parent \(describe(error))") }
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Report") }
    #expect(
      log.entries == [
        "below Boom:a", "transformer Boom:a", "above on the same node Fizzle:from a",
        "parent Fizzle:from a",
      ])
    let result = try #require(results.first)
    guard case .transformed(let by, let into, let then) = result.outcome else {
      Issue.record("expected transformed, got \(result.outcome)")
      return
    }
    #expect(by.name == "transformError")
    #expect(into == "Fizzle")
    guard case .handled(let handler) = then.outcome else {
      Issue.record("expected handled, got \(then)")
      return
    }
    #expect(handler.name == "handleError")
    #expect(result.route.map(\.received) == ["Boom", "Boom", "Fizzle", "Fizzle"])
  }

  // R5.2
  @Test("an error transformed into one of the same type does not meet its transformer again")
  @MainActor func transformIntoSameTypeGoesOnUp() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Reporter { Boom(tag: "a") }
        .transformError(Boom.self) { (boom: Boom) in Boom(tag: boom.tag + "+") }
        .transformError(Boom.self) { (boom: Boom) in Boom(tag: boom.tag + "+") }
        .handleError { error in log(describe(error)) }
    }
    try hierarchy.tap("Report")
    #expect(log.entries == ["Boom:a++"])
  }
}
