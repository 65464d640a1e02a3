import HierarchyResponder
import Testing

// MARK: - Fixtures

private struct Boom: Error, Tagged { var tag = "boom" }
private struct Fizzle: Error, Tagged { var tag = "fizzle" }
private enum Failure: Error, Tagged {
  case disk
  var tag: String { "disk" }
}
private struct Ping: Event, Tagged { var tag = "ping" }

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

// MARK: - Tests

@Suite("Error responders", .timeLimit(.minutes(1)))
struct ErrorResponderTests {
  /// Whether a responder's closure is synchronous or asynchronous.
  enum Shape: String, CaseIterable, Sendable {
    case sync, async
  }

  /// The errors a table of cases reports.
  enum SentError: String, CaseIterable, Sendable {
    case boom, fizzle, failure, timeout, base, derived

    @MainActor fileprivate func make() -> any Error {
      switch self {
      case .boom: Boom(tag: "sent")
      case .fizzle: Fizzle(tag: "sent")
      case .failure: Failure.disk
      case .timeout: Timeout(tag: "sent")
      case .base: BaseFailure(tag: "sent")
      case .derived: DerivedFailure(tag: "sent")
      }
    }

    var described: String {
      switch self {
      case .boom: "Boom:sent"
      case .fizzle: "Fizzle:sent"
      case .failure: "Failure:disk"
      case .timeout: "Timeout:sent"
      case .base: "BaseFailure:sent"
      case .derived: "DerivedFailure:sent"
      }
    }
  }

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

  // MARK: R5.2 mirroring R4.8

  /// One typed error responder form: its kind, its closure shape, synchronous or not.
  enum TypedForm: String, CaseIterable, Sendable {
    case handleWithError, handleWithoutError, receiveWithError, receiveWithoutError
    case transformWithError, transformWithoutError
    case asyncHandleWithError, asyncHandleWithoutError, asyncReceiveWithError
    case asyncReceiveWithoutError, asyncTransformWithError, asyncTransformWithoutError

    var transforms: Bool { rawValue.lowercased().contains("transform") }
    var takesError: Bool { !rawValue.contains("Without") }
    var name: String {
      rawValue.lowercased().contains("handle")
        ? "handleError" : transforms ? "transformError" : "receiveError"
    }
  }

  /// The type a typed responder is given.
  enum Filter: String, CaseIterable, Sendable {
    case boom, baseClass, derivedClass, networkProtocol

    var typeName: String {
      switch self {
      case .boom: "Boom"
      case .baseClass: "BaseFailure"
      case .derivedClass: "DerivedFailure"
      case .networkProtocol: "any NetworkError"
      }
    }
  }

  /// Which sent error a filter admits: the cast `as?` decides.
  struct MatchCase: Sendable, CustomTestStringConvertible {
    let filter: Filter
    let sent: SentError
    let matches: Bool
    var testDescription: String {
      "\(filter.typeName) \(matches ? "acts on" : "passes") \(sent.rawValue)"
    }

    static let all: [MatchCase] = Filter.allCases.flatMap { filter in
      SentError.allCases.map { sent in
        let matches =
          switch filter {
          case .boom: sent == .boom
          case .baseClass: sent == .base || sent == .derived
          case .derivedClass: sent == .derived
          case .networkProtocol: sent == .timeout || sent == .derived
          }
        return MatchCase(filter: filter, sent: sent, matches: matches)
      }
    }
  }

  // R5.2
  @Test(
    "a typed error responder acts only on errors that cast to its type, in every form",
    arguments: MatchCase.all, TypedForm.allCases)
  @MainActor func typedResponders(match: MatchCase, form: TypedForm) async throws {
    let log = Log()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      switch match.filter {
      case .boom:
        Self.typed(Boom.self, form, log: log) { match.sent.make() }
      case .baseClass:
        Self.typed(BaseFailure.self, form, log: log) { match.sent.make() }
      case .derivedClass:
        Self.typed(DerivedFailure.self, form, log: log) { match.sent.make() }
      case .networkProtocol:
        Self.typed((any NetworkError).self, form, log: log) { match.sent.make() }
      }
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Report") }
    let result = try #require(results.first)
    let sent = match.sent.described
    let typedHop = try #require(result.route.first)
    #expect(typedHop.responder.name == "\(form.name)(\(match.filter.typeName))")
    if match.matches {
      var expected = [form.takesError ? "typed \(sent)" : "typed"]
      if form.transforms { expected.append("root Fizzle:transformed") }
      #expect(log.entries == expected)
      #expect(typedHop.action == (form.transforms ? .transformed(into: "Fizzle") : .handled))
    } else {
      #expect(log.entries == ["root \(sent)"])
      #expect(typedHop.action == .skipped)
    }
  }

  /// A reporter with an error responder for `type` in `form`, under a root that handles all.
  @MainActor private static func typed<T>(
    _ type: T.Type, _ form: TypedForm, log: Log, make: @escaping @MainActor () -> any Error
  ) -> some Node {
    let reporter = Reporter(make: make)
    let typed: AnyNode =
      switch form {
      case .handleWithError:
        AnyNode(reporter.handleError(type) { (error: T) in log("typed \(describe(error))") })
      case .handleWithoutError:
        AnyNode(reporter.handleError(type) { log("typed") })
      case .receiveWithError:
        AnyNode(
          reporter.receiveError(type) { (error: T) in
            log("typed \(describe(error))")
            return .handled
          })
      case .receiveWithoutError:
        AnyNode(
          reporter.receiveError(type) {
            log("typed")
            return .handled
          })
      case .transformWithError:
        AnyNode(
          reporter.transformError(type) { (error: T) in
            log("typed \(describe(error))")
            return Fizzle(tag: "transformed")
          })
      case .transformWithoutError:
        AnyNode(
          reporter.transformError(type) {
            log("typed")
            return Fizzle(tag: "transformed")
          })
      case .asyncHandleWithError:
        AnyNode(
          reporter.handleError(type) { (error: T) in
            await noSuspension()
            log("typed \(describe(error))")
          })
      case .asyncHandleWithoutError:
        AnyNode(
          reporter.handleError(type) {
            await noSuspension()
            log("typed")
          })
      case .asyncReceiveWithError:
        AnyNode(
          reporter.receiveError(type) { (error: T) in
            await noSuspension()
            log("typed \(describe(error))")
            return .handled
          })
      case .asyncReceiveWithoutError:
        AnyNode(
          reporter.receiveError(type) {
            await noSuspension()
            log("typed")
            return .handled
          })
      case .asyncTransformWithError:
        AnyNode(
          reporter.transformError(type) { (error: T) in
            await noSuspension()
            log("typed \(describe(error))")
            return Fizzle(tag: "transformed")
          })
      case .asyncTransformWithoutError:
        AnyNode(
          reporter.transformError(type) {
            await noSuspension()
            log("typed")
            return Fizzle(tag: "transformed")
          })
      }
    return typed.handleError { error in log("root \(describe(error))") }
  }

  // R5.2
  @Test("a typed error responder passes every other error untouched to the next")
  @MainActor func typedPassesOthersUntouched() async throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Group {
        Reporter(title: "Boom") { Boom(tag: "b") }
        Reporter(title: "Derived") { DerivedFailure(tag: "d") }
      }
      .transformError(Fizzle.self) { Boom(tag: "never") }
      .handleError(Timeout.self) { log("never") }
      .receiveError((any NetworkError).self) { (error: any NetworkError) in
        log("network \(describe(error))")
        return .notHandled
      }
      .handleError { error in log("root \(describe(error))") }
    }
    let results = try await hierarchy.recordPropagations {
      try hierarchy.tap("Boom")
      try hierarchy.tap("Derived")
    }
    #expect(log.entries == ["root Boom:b", "network DerivedFailure:d", "root DerivedFailure:d"])
    #expect(results.first?.route.map(\.action) == [.skipped, .skipped, .skipped, .handled])
    #expect(results.last?.route.map(\.action) == [.skipped, .skipped, .passed, .handled])
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

/// Keeps the errors responders received.
@MainActor
private final class Received {
  var errors: [any Error] = []
}
