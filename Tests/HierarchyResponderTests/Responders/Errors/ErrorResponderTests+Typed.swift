import HierarchyResponder
import Testing

// Typed error responders act on exactly the errors that cast to their type (R5.2 mirroring
// R4.8).

extension ErrorResponderTests {
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
}
