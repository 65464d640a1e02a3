import HierarchyResponder
import Testing

// Typed responders act on exactly the events that cast to their type (R4.8).

extension EventResponderTests {
  /// Which of a list of events a trigger sends next.
  @MainActor private final class Turn {
    var count = 0
  }
}

extension EventResponderTests {
  // MARK: R4.8

  /// One typed responder form: its kind, its closure shape, synchronous or not.
  enum TypedForm: String, CaseIterable, Sendable {
    case handleWithEvent, handleWithoutEvent, receiveWithEvent, receiveWithoutEvent
    case transformWithEvent, transformWithoutEvent
    case asyncHandleWithEvent, asyncHandleWithoutEvent, asyncReceiveWithEvent
    case asyncReceiveWithoutEvent, asyncTransformWithEvent, asyncTransformWithoutEvent

    var transforms: Bool { rawValue.lowercased().contains("transform") }
    var takesEvent: Bool { !rawValue.contains("Without") }
    var name: String {
      rawValue.lowercased().contains("handle")
        ? "handleEvent" : transforms ? "transformEvent" : "receiveEvent"
    }
  }

  /// The type a typed responder is given.
  enum Filter: String, CaseIterable, Sendable {
    case ping, baseClass, derivedClass, navigationProtocol

    var typeName: String {
      switch self {
      case .ping: "Ping"
      case .baseClass: "BaseEvent"
      case .derivedClass: "DerivedEvent"
      case .navigationProtocol: "any NavigationEvent"
      }
    }
  }

  /// Which sent event a filter admits: the cast `as?` decides.
  struct MatchCase: Sendable, CustomTestStringConvertible {
    let filter: Filter
    let sent: SentEvent
    let matches: Bool
    var testDescription: String {
      "\(filter.typeName) \(matches ? "acts on" : "passes") \(sent.rawValue)"
    }

    static let all: [MatchCase] = Filter.allCases.flatMap { filter in
      SentEvent.allCases.map { sent in
        let matches =
          switch filter {
          case .ping: sent == .ping
          case .baseClass: sent == .base || sent == .derived
          case .derivedClass: sent == .derived
          case .navigationProtocol: sent == .goBack || sent == .derived
          }
        return MatchCase(filter: filter, sent: sent, matches: matches)
      }
    }
  }

  // R4.8
  @Test(
    "a typed responder acts only on events that cast to its type, in every form",
    arguments: MatchCase.all, TypedForm.allCases)
  @MainActor func typedResponders(match: MatchCase, form: TypedForm) async throws {
    let log = Log()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      switch match.filter {
      case .ping:
        Self.typed(Ping.self, form, log: log) { match.sent.make() }
      case .baseClass:
        Self.typed(BaseEvent.self, form, log: log) { match.sent.make() }
      case .derivedClass:
        Self.typed(DerivedEvent.self, form, log: log) { match.sent.make() }
      case .navigationProtocol:
        Self.typed((any NavigationEvent).self, form, log: log) { match.sent.make() }
      }
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Trigger") }
    let result = try #require(results.first)
    let sent = match.sent.described
    let typedHop = try #require(result.route.first)
    #expect(typedHop.responder.name == "\(form.name)(\(match.filter.typeName))")
    if match.matches {
      var expected = [form.takesEvent ? "typed \(sent)" : "typed"]
      if form.transforms { expected.append("root Pong:transformed") }
      #expect(log.entries == expected)
      #expect(typedHop.action == (form.transforms ? .transformed(into: "Pong") : .handled))
    } else {
      #expect(log.entries == ["root \(sent)"])
      #expect(typedHop.action == .skipped)
      guard case .handled(let by) = result.outcome else {
        Issue.record("expected handled, got \(result.outcome)")
        return
      }
      #expect(by.name == "handleEvent")
    }
  }

  /// The type of a typed responder that the cast table below tries.
  enum CastFilter: String, CaseIterable, Sendable {
    case ping, switchEnum, baseClass, navigationProtocol, optionalPing

    /// Whether `event` casts to the filter's type: what the responder must decide.
    func casts(_ event: any Event) -> Bool {
      switch self {
      case .ping: event is Ping
      case .switchEnum: event is Switch
      case .baseClass: event is BaseEvent
      case .navigationProtocol: event is any NavigationEvent
      case .optionalPing: event is Ping?
      }
    }

    /// `content` under a typed `handleEvent` for the filter's type that logs "typed".
    @MainActor func responder(on content: some Node, log: Log) -> AnyNode {
      switch self {
      case .ping: AnyNode(content.handleEvent(Ping.self) { log("typed") })
      case .switchEnum: AnyNode(content.handleEvent(Switch.self) { log("typed") })
      case .baseClass: AnyNode(content.handleEvent(BaseEvent.self) { log("typed") })
      case .navigationProtocol:
        AnyNode(content.handleEvent((any NavigationEvent).self) { log("typed") })
      case .optionalPing: AnyNode(content.handleEvent(Ping?.self) { log("typed") })
      }
    }
  }

  // R4.8
  @Test(
    "a typed responder acts on exactly what `as?` casts to its type, trigger after trigger",
    arguments: CastFilter.allCases)
  @MainActor func typedRespondersFollowTheCast(filter: CastFilter) throws {
    // Values, optionals and classes in turn, more types than a link keeps shortcuts for, and
    // not recorded, so the shortcuts and the per-type answers the chain keeps decide.
    let sent: [any Event] = [
      Ping(), Switch.on, Ping?.some(Ping()), BaseEvent(tag: "b"), DerivedEvent(tag: "d"),
      GoBack(), Pong(),
    ]
    let (log, turn) = (Log(), Turn())
    let hierarchy = Hierarchy {
      filter.responder(on: Trigger { sent[turn.count % sent.count] }, log: log)
        .handleEvent { _ in log("root") }
    }
    for _ in 0..<3 * sent.count {
      try hierarchy.tap("Trigger")
      turn.count += 1
    }
    let expected = (0..<3).flatMap { _ in sent.map { filter.casts($0) ? "typed" : "root" } }
    #expect(log.entries == expected)
  }

  /// A trigger with a responder for `type` in `form`, under a root that handles everything.
  @MainActor private static func typed<T>(
    _ type: T.Type, _ form: TypedForm, log: Log, make: @escaping @MainActor () -> any Event
  ) -> some Node {
    let trigger = Trigger(make: make)
    let typed: AnyNode =
      switch form {
      case .handleWithEvent:
        AnyNode(trigger.handleEvent(type) { (event: T) in log("typed \(describe(event))") })
      case .handleWithoutEvent:
        AnyNode(trigger.handleEvent(type) { log("typed") })
      case .receiveWithEvent:
        AnyNode(
          trigger.receiveEvent(type) { (event: T) in
            log("typed \(describe(event))")
            return .handled
          })
      case .receiveWithoutEvent:
        AnyNode(
          trigger.receiveEvent(type) {
            log("typed")
            return .handled
          })
      case .transformWithEvent:
        AnyNode(
          trigger.transformEvent(type) { (event: T) in
            log("typed \(describe(event))")
            return Pong(tag: "transformed")
          })
      case .transformWithoutEvent:
        AnyNode(
          trigger.transformEvent(type) {
            log("typed")
            return Pong(tag: "transformed")
          })
      case .asyncHandleWithEvent:
        AnyNode(
          trigger.handleEvent(type) { (event: T) in
            await noSuspension()
            log("typed \(describe(event))")
          })
      case .asyncHandleWithoutEvent:
        AnyNode(
          trigger.handleEvent(type) {
            await noSuspension()
            log("typed")
          })
      case .asyncReceiveWithEvent:
        AnyNode(
          trigger.receiveEvent(type) { (event: T) in
            await noSuspension()
            log("typed \(describe(event))")
            return .handled
          })
      case .asyncReceiveWithoutEvent:
        AnyNode(
          trigger.receiveEvent(type) {
            await noSuspension()
            log("typed")
            return .handled
          })
      case .asyncTransformWithEvent:
        AnyNode(
          trigger.transformEvent(type) { (event: T) in
            await noSuspension()
            log("typed \(describe(event))")
            return Pong(tag: "transformed")
          })
      case .asyncTransformWithoutEvent:
        AnyNode(
          trigger.transformEvent(type) {
            await noSuspension()
            log("typed")
            return Pong(tag: "transformed")
          })
      }
    return typed.handleEvent { event in log("root \(describe(event))") }
  }

  // R4.8
  @Test("a typed receiveEvent returning .notHandled passes the same event on")
  @MainActor func typedReceiveNotHandled() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Trigger { DerivedEvent(tag: "d") }
        .receiveEvent(BaseEvent.self) { (event: BaseEvent) in
          log("typed \(describe(event))")
          return .notHandled
        }
        .handleEvent { event in log("root \(describe(event))") }
    }
    try hierarchy.tap("Trigger")
    #expect(log.entries == ["typed DerivedEvent:d", "root DerivedEvent:d"])
  }

  // R4.8
  @Test("a typed responder passes every other event untouched, in order, to the next")
  @MainActor func typedPassesOthersUntouched() async throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Group {
        Trigger(title: "Ping") { Ping(tag: "p") }
        Trigger(title: "Derived") { DerivedEvent(tag: "d") }
      }
      .transformEvent(Pong.self) { Ping(tag: "never") }
      .handleEvent(GoBack.self) { log("never") }
      .receiveEvent((any NavigationEvent).self) { (event: any NavigationEvent) in
        log("navigation \(describe(event))")
        return .notHandled
      }
      .handleEvent { event in log("root \(describe(event))") }
    }
    let results = try await hierarchy.recordPropagations {
      try hierarchy.tap("Ping")
      try hierarchy.tap("Derived")
    }
    #expect(log.entries == ["root Ping:p", "navigation DerivedEvent:d", "root DerivedEvent:d"])
    #expect(results.count == 2)
    #expect(results.first?.route.map(\.action) == [.skipped, .skipped, .skipped, .handled])
    #expect(results.last?.route.map(\.action) == [.skipped, .skipped, .passed, .handled])
  }
}
