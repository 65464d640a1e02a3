import HierarchyResponder
import Testing

// MARK: - Fixtures

private struct Boom: Error, Tagged { var tag = "boom" }
private struct Fizzle: Error, Tagged { var tag = "fizzle" }
private struct Thrown: Error, Tagged { var tag = "thrown" }
private struct Recovered: Event, Tagged { var tag = "recovered" }
private struct Ping: Event, Tagged { var tag = "ping" }

/// The reporter with an event responder on it, below the catch its parent applies.
private struct Middle: Node {
  let log: Log
  let make: @MainActor () -> any Error

  var body: some Node {
    Reporter(make: make)
      .receiveEvent { event in
        log("event on the reporter \(describe(event))")
        return .notHandled
      }
      .receiveError { error in
        log("error on the reporter \(describe(error))")
        return .notHandled
      }
  }
}

// MARK: - Tests

@Suite("Catching errors", .timeLimit(.minutes(3)))
struct CatchErrorTests {
  /// Whether a responder's closure is synchronous or asynchronous.
  enum Shape: String, CaseIterable, Sendable {
    case sync, async
  }

  /// A form of `catchError`.
  enum CatchForm: String, CaseIterable, Sendable {
    case untyped, typedWithError, typedWithoutError
    case asyncUntyped, asyncTypedWithError, asyncTypedWithoutError

    var name: String { isUntyped ? "catchError" : "catchError(Boom)" }
    var isUntyped: Bool { rawValue.lowercased().hasSuffix("untyped") }
    var takesError: Bool { !rawValue.contains("Without") }
  }

  /// A tree where `Middle` reports `make()` and `catching` is applied to it, with event and
  /// error responders around the catch.
  @MainActor private static func tree(
    log: Log, make: @escaping @MainActor () -> any Error,
    catching: (Middle) -> AnyNode
  ) -> some Node {
    let middle = Middle(log: log, make: make)
    return catching(middle)
      .receiveEvent { event in
        log("event above the catch \(describe(event))")
        return .notHandled
      }
      .receiveError { error in
        log("error above the catch \(describe(error))")
        return .notHandled
      }
      .handleEvent(Recovered.self) { (event: Recovered) in log("handled \(describe(event))") }
      .handleError { error in log("error at the root \(describe(error))") }
  }

  /// `Middle` with the catch in `form` applied, preceded by an event responder on the same node.
  @MainActor private static func catching(_ form: CatchForm, log: Log) -> (Middle) -> AnyNode {
    { middle in
      let below = middle.receiveEvent { event in
        log("event below the catch on the same node \(describe(event))")
        return .notHandled
      }
      return switch form {
      case .untyped:
        AnyNode(
          below.catchError { error in
            log("caught \(describe(error))")
            return Recovered(tag: (error as? Tagged)?.tag ?? "?")
          })
      case .typedWithError:
        AnyNode(
          below.catchError(Boom.self) { (error: Boom) in
            log("caught \(describe(error))")
            return Recovered(tag: error.tag)
          })
      case .typedWithoutError:
        AnyNode(
          below.catchError(Boom.self) {
            log("caught")
            return Recovered(tag: "no error")
          })
      case .asyncUntyped:
        AnyNode(
          below.catchError { error in
            await noSuspension()
            log("caught \(describe(error))")
            return Recovered(tag: (error as? Tagged)?.tag ?? "?")
          })
      case .asyncTypedWithError:
        AnyNode(
          below.catchError(Boom.self) { (error: Boom) in
            await Task.yield()
            log("caught \(describe(error))")
            return Recovered(tag: error.tag)
          })
      case .asyncTypedWithoutError:
        AnyNode(
          below.catchError(Boom.self) {
            await noSuspension()
            log("caught")
            return Recovered(tag: "no error")
          })
      }
    }
  }

  // R5.3
  @Test(
    "catchError turns an error into an event triggered from the catching modifier",
    arguments: CatchForm.allCases)
  @MainActor func caughtEventStartsAtTheCatch(form: CatchForm) async throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Self.tree(log: log, make: { Boom(tag: "b") }, catching: Self.catching(form, log: log))
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Report") }
    let recovered = form.takesError ? "Recovered:b" : "Recovered:no error"
    #expect(
      log.entries == [
        "error on the reporter Boom:b",
        form.takesError ? "caught Boom:b" : "caught",
        "event above the catch \(recovered)",
        "handled \(recovered)",
      ])
    let result = try #require(results.first)
    guard case .caught(let by, let into, let then) = result.outcome else {
      Issue.record("expected caught, got \(result.outcome)")
      return
    }
    #expect(by.name == form.name)
    #expect(by.node == "Middle")
    #expect(into == "Recovered")
    guard case .handled(let handler) = then.outcome else {
      Issue.record("expected handled, got \(then)")
      return
    }
    #expect(handler.name == "handleEvent(Recovered)")
    #expect(
      result.route.map(\.action) == [
        .passed, .caught(into: "Recovered"), .passed, .handled,
      ])
    #expect(result.route.map(\.received) == ["Boom", "Boom", "Recovered", "Recovered"])
    #expect(hierarchy.diagnostics.isEmpty)
  }

  // R5.3
  @Test(
    "a typed catchError passes other errors on untouched",
    arguments: CatchForm.allCases.filter { !$0.isUntyped })
  @MainActor func typedCatchPassesOthers(form: CatchForm) async throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Self.tree(log: log, make: { Fizzle(tag: "f") }, catching: Self.catching(form, log: log))
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Report") }
    let result = try #require(results.first)
    #expect(
      log.entries == [
        "error on the reporter Fizzle:f", "error above the catch Fizzle:f",
        "error at the root Fizzle:f",
      ])
    #expect(result.route.map(\.action) == [.passed, .skipped, .passed, .handled])
    guard case .handled(let by) = result.outcome else {
      Issue.record("expected handled, got \(result.outcome)")
      return
    }
    #expect(by.name == "handleError")
  }

  /// The type a typed catch is given, and which errors it catches.
  struct MatchCase: Sendable, CustomTestStringConvertible {
    enum Filter: String, Sendable { case boom, baseClass, networkProtocol }
    enum Sent: String, Sendable { case boom, fizzle, timeout, base, derived }
    let filter: Filter
    let sent: Sent
    let matches: Bool
    var testDescription: String { "\(filter) \(matches ? "catches" : "passes") \(sent)" }

    static let all: [MatchCase] = [
      .init(filter: .boom, sent: .boom, matches: true),
      .init(filter: .boom, sent: .fizzle, matches: false),
      .init(filter: .boom, sent: .derived, matches: false),
      .init(filter: .baseClass, sent: .base, matches: true),
      .init(filter: .baseClass, sent: .derived, matches: true),
      .init(filter: .baseClass, sent: .boom, matches: false),
      .init(filter: .networkProtocol, sent: .timeout, matches: true),
      .init(filter: .networkProtocol, sent: .base, matches: false),
      .init(filter: .networkProtocol, sent: .fizzle, matches: false),
    ]
  }

  // R5.3
  @Test(
    "a typed catchError catches what casts to its type: subclasses and protocol existentials",
    arguments: MatchCase.all)
  @MainActor func typedCatchMatching(match: MatchCase) async throws {
    let log = Log()
    let make: @MainActor () -> any Error = {
      switch match.sent {
      case .boom: Boom(tag: "sent")
      case .fizzle: Fizzle(tag: "sent")
      case .timeout: Timeout(tag: "sent")
      case .base: BaseFailure(tag: "sent")
      case .derived: DerivedFailure(tag: "sent")
      }
    }
    let hierarchy = Hierarchy {
      switch match.filter {
      case .boom:
        Reporter(make: make)
          .catchError(Boom.self) { (error: Boom) in Recovered(tag: describe(error)) }
          .handleEvent { event in log("event \(describe(event))") }
          .handleError { error in log("error \(describe(error))") }
      case .baseClass:
        Reporter(make: make)
          .catchError(BaseFailure.self) { (error: BaseFailure) in Recovered(tag: describe(error)) }
          .handleEvent { event in log("event \(describe(event))") }
          .handleError { error in log("error \(describe(error))") }
      case .networkProtocol:
        Reporter(make: make)
          .catchError((any NetworkError).self) { (error: any NetworkError) in
            Recovered(tag: describe(error))
          }
          .handleEvent { event in log("event \(describe(event))") }
          .handleError { error in log("error \(describe(error))") }
      }
    }
    try hierarchy.tap("Report")
    let sent = describe(make())
    #expect(log.entries == [match.matches ? "event Recovered:\(sent)" : "error \(sent)"])
  }

  // R5.3
  @Test(
    "a throwing catchError sends the thrown error up from its own position",
    arguments: Shape.allCases)
  @MainActor func throwingCatchSendsErrorUp(shape: Shape) async throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Self.tree(log: log, make: { Boom(tag: "b") }) { middle in
        let below = middle.receiveError { error in
          log("error below the catch on the same node \(describe(error))")
          return .notHandled
        }
        return shape == .sync
          ? AnyNode(
            below.catchError(Boom.self) { (error: Boom) in
              log("catch threw")
              throw Thrown(tag: "from \(error.tag)")
            })
          : AnyNode(
            below.catchError(Boom.self) { (error: Boom) in
              await Task.yield()
              log("catch threw")
              throw Thrown(tag: "from \(error.tag)")
            })
      }
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Report") }
    #expect(
      log.entries == [
        "error on the reporter Boom:b", "error below the catch on the same node Boom:b",
        "catch threw", "error above the catch Thrown:from b", "error at the root Thrown:from b",
      ])
    let result = try #require(results.first)
    guard case .failed(let at, let throwing, let then) = result.outcome else {
      Issue.record("expected failed, got \(result.outcome)")
      return
    }
    #expect(at.name == "catchError(Boom)")
    #expect(throwing == "Thrown")
    guard case .handled(let by) = then.outcome else {
      Issue.record("expected handled, got \(then)")
      return
    }
    #expect(by.name == "handleError")
    #expect(result.outcome.final == .handled(by: by))
  }

  // R5.3
  @Test("an error thrown by an event responder can be caught into an event again")
  @MainActor func throwCatchLoop() async throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Trigger { Ping() }
        .handleEvent(Ping.self) { throw Boom(tag: "from ping") }
        .receiveEvent { event in
          log("event between \(describe(event))")
          return .notHandled
        }
        .catchError(Boom.self) { (error: Boom) in Recovered(tag: error.tag) }
        .handleEvent { event in log("handled \(describe(event))") }
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Trigger") }
    #expect(log.entries == ["handled Recovered:from ping"])
    let outcome = try #require(results.first).outcome
    guard case .failed(_, "Boom", let thrown) = outcome,
      case .caught(let by, "Recovered", let caught) = thrown.outcome,
      case .handled(let handler) = caught.outcome
    else {
      Issue.record("expected failed, then caught, then handled, got \(outcome)")
      return
    }
    #expect(by.name == "catchError(Boom)")
    #expect(handler.name == "handleEvent")
  }

  // R5.3
  @Test("a caught event that nobody handles is unhandled at the root")
  @MainActor func caughtEventUnhandled() async throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Reporter { Boom() }
        .catchError { _ in Recovered() }
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Report") }
    let outcome = try #require(results.first).outcome
    #expect(outcome.final == .unhandled("Recovered"))
    #expect(hierarchy.diagnostics.map(\.kind) == [.unhandledEvent])
  }
}
