import HierarchyResponder
import Testing

// MARK: - Fixtures

/// Keeps the events responders received.
@MainActor
private final class Received {
  var events: [any Event] = []
}

private struct Ping: Event, Tagged { var tag = "ping" }
private struct Pong: Event, Tagged { var tag = "pong" }
private enum Switch: Event, Tagged {
  case on, off
  var tag: String { self == .on ? "on" : "off" }
}
private protocol NavigationEvent: Event {}
private struct GoBack: NavigationEvent, Tagged { var tag = "back" }
private class BaseEvent: Event, Tagged {
  let tag: String
  init(tag: String) { self.tag = tag }
}
private final class DerivedEvent: BaseEvent, NavigationEvent {}
private struct Boom: Error, Tagged { var tag = "boom" }
/// An optional event is an event, so a test can check that a typed responder unwraps it as
/// `as?` does.
extension Optional: Event where Wrapped: Event {}

/// Which of a list of events a trigger sends next.
@MainActor private final class Turn {
  var count = 0
}

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

// MARK: R4.9 fixtures

private struct Item: Identifiable, Equatable {
  let id: Int
  let name: String
}

private struct ItemSelectionEvent: Event {
  let item: Item
}

private struct ItemView: Node {
  @Environment(\.triggerEvent) var triggerEvent
  let item: Item

  var body: some Node {
    Button(item.name) { triggerEvent(ItemSelectionEvent(item: item)) }
  }
}

private struct Grid: Node {
  let items: [Item]

  var body: some Node {
    ForEach(items) { item in
      ItemView(item: item)
    }
  }
}

/// The documents' selection example: the handler writes `@State` directly.
private struct Selection: Node {
  @State var selection: Item?
  let items: [Item]
  let suspends: Bool

  var body: some Node {
    if suspends {
      Grid(items: items)
        .handleEvent(ItemSelectionEvent.self) { event in
          await Task.yield()
          selection = event.item
        }
    } else {
      Grid(items: items)
        .handleEvent(ItemSelectionEvent.self) { event in
          selection = event.item
        }
    }
    if let selection {
      Text("Selected: \(selection.name)")
    }
  }
}

// MARK: - Tests

@Suite("Event responders", .timeLimit(.minutes(1)))
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

  /// Whether a responder's closure is synchronous or asynchronous.
  enum Shape: String, CaseIterable, Sendable {
    case sync, async
  }

  /// The events a table of cases sends.
  enum SentEvent: String, CaseIterable, Sendable {
    case ping, pong, switchOn, goBack, base, derived

    @MainActor fileprivate func make() -> any Event {
      switch self {
      case .ping: Ping(tag: "sent")
      case .pong: Pong(tag: "sent")
      case .switchOn: Switch.on
      case .goBack: GoBack(tag: "sent")
      case .base: BaseEvent(tag: "sent")
      case .derived: DerivedEvent(tag: "sent")
      }
    }

    var described: String {
      switch self {
      case .ping: "Ping:sent"
      case .pong: "Pong:sent"
      case .switchOn: "Switch:on"
      case .goBack: "GoBack:sent"
      case .base: "BaseEvent:sent"
      case .derived: "DerivedEvent:sent"
      }
    }
  }

  private static let items = ["Apple", "Banana", "Cherry"].enumerated().map {
    Item(id: $0, name: $1)
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

  // MARK: R4.5

  // R4.5
  @Test(
    "receiveEvent: .handled stops the event, .notHandled passes the same event on up",
    arguments: [ReceiveEventResult.handled, .notHandled], Shape.allCases)
  @MainActor func receiveEventVerdicts(result: ReceiveEventResult, shape: Shape) async throws {
    let log = Log()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      if shape == .sync {
        Trigger { Ping(tag: "original") }
          .receiveEvent { event in
            log("receiver \(describe(event))")
            return result
          }
          .handleEvent { event in log("above \(describe(event))") }
      } else {
        Trigger { Ping(tag: "original") }
          .receiveEvent { event in
            await noSuspension()
            log("receiver \(describe(event))")
            return result
          }
          .handleEvent { event in log("above \(describe(event))") }
      }
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Trigger") }
    let outcome = try #require(results.first).outcome
    if result == .handled {
      #expect(log.entries == ["receiver Ping:original"])
      guard case .handled(let by) = outcome else {
        Issue.record("expected handled, got \(outcome)")
        return
      }
      #expect(by.name == "receiveEvent")
    } else {
      #expect(log.entries == ["receiver Ping:original", "above Ping:original"])
      guard case .handled(let by) = outcome else {
        Issue.record("expected handled, got \(outcome)")
        return
      }
      #expect(by.name == "handleEvent")
    }
  }

  // R4.5
  @Test("a .notHandled class event reaches the next responder as the same instance")
  @MainActor func notHandledKeepsIdentity() throws {
    let sent = BaseEvent(tag: "instance")
    let received = Received()
    let hierarchy = Hierarchy {
      Trigger { sent }
        .receiveEvent { event in
          received.events.append(event)
          return .notHandled
        }
        .handleEvent(BaseEvent.self) { (event: BaseEvent) in received.events.append(event) }
    }
    try hierarchy.tap("Trigger")
    #expect(received.events.count == 2)
    #expect(received.events.allSatisfy { $0 as? BaseEvent === sent })
  }

  // MARK: R4.6

  // R4.6
  @Test("handleEvent consumes every event it meets", arguments: SentEvent.allCases, Shape.allCases)
  @MainActor func handleEventConsumesAll(sent: SentEvent, shape: Shape) async throws {
    let log = Log()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      if shape == .sync {
        Trigger { sent.make() }
          .handleEvent { event in log("handler \(describe(event))") }
          .handleEvent { _ in log("above") }
      } else {
        Trigger { sent.make() }
          .handleEvent { event in
            await noSuspension()
            log("handler \(describe(event))")
          }
          .handleEvent { _ in log("above") }
      }
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Trigger") }
    #expect(log.entries == ["handler \(sent.described)"])
    let result = try #require(results.first)
    guard case .handled(let by) = result.outcome else {
      Issue.record("expected handled, got \(result.outcome)")
      return
    }
    #expect(by.name == "handleEvent")
    #expect(by.node == "Trigger")
    #expect(result.route.map(\.action) == [.handled])
    #expect(hierarchy.diagnostics.isEmpty)
  }

  // MARK: R4.7

  // R4.7
  @Test("a transformed event goes on up from the transformer", arguments: Shape.allCases)
  @MainActor func transformGoesOnFromTheTransformer(shape: Shape) async throws {
    let log = Log()
    func transform(_ event: any Event) -> any Event {
      log("transformer \(describe(event))")
      return Pong(tag: "from \((event as? Tagged)?.tag ?? "?")")
    }
    let hierarchy = Hierarchy {
      Group {
        if shape == .sync {
          Trigger { Ping(tag: "a") }
            .receiveEvent { event in
              log("below \(describe(event))")
              return .notHandled
            }
            .transformEvent { event in transform(event) }
            .receiveEvent { event in
              log("above on the same node \(describe(event))")
              return .notHandled
            }
        } else {
          Trigger { Ping(tag: "a") }
            .receiveEvent { event in
              log("below \(describe(event))")
              return .notHandled
            }
            .transformEvent { event in
              await noSuspension()
              return transform(event)
            }
            .receiveEvent { event in
              log("above on the same node \(describe(event))")
              return .notHandled
            }
        }
      }
      .handleEvent { event in log("parent \(describe(event))") }
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Trigger") }
    #expect(
      log.entries == [
        "below Ping:a", "transformer Ping:a", "above on the same node Pong:from a",
        "parent Pong:from a",
      ])
    let result = try #require(results.first)
    #expect(result.triggered == "Ping")  // what was triggered, not what it became
    guard case .transformed(let by, let into, let then) = result.outcome else {
      Issue.record("expected transformed, got \(result.outcome)")
      return
    }
    #expect(by.name == "transformEvent")
    #expect(into == "Pong")
    guard case .handled(let handler) = then.outcome else {
      Issue.record("expected handled, got \(then)")
      return
    }
    #expect(handler.name == "handleEvent")
    #expect(
      result.route.map(\.received) == ["Ping", "Ping", "Pong", "Pong"])
  }

  // R4.7
  @Test("a transform into the same type does not meet itself again")
  @MainActor func transformIntoSameTypeGoesOnUp() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Trigger { Ping(tag: "a") }
        .transformEvent(Ping.self) { (ping: Ping) in Ping(tag: ping.tag + "+") }
        .transformEvent(Ping.self) { (ping: Ping) in Ping(tag: ping.tag + "+") }
        .handleEvent { event in log(describe(event)) }
    }
    try hierarchy.tap("Trigger")
    #expect(log.entries == ["Ping:a++"])
  }

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

  // MARK: R4.9

  // R4.9
  @Test(
    "a responder closure writes @State directly: the selection example",
    arguments: Shape.allCases)
  @MainActor func closuresWriteState(shape: Shape) async throws {
    let hierarchy = Hierarchy {
      Selection(items: Self.items, suspends: shape == .async)
    }
    #expect(!hierarchy.dump().contains("Selected"))
    try hierarchy.tap("Banana")
    await hierarchy.settle()
    #expect(hierarchy.dump().contains(#"Text "Selected: Banana""#))
    try hierarchy.tap("Cherry")
    await hierarchy.settle()
    #expect(hierarchy.dump().contains(#"Text "Selected: Cherry""#))
    #expect(!hierarchy.dump().contains("Selected: Banana"))
  }

  // R4.9
  @Test("a responder closure runs on the main actor")
  @MainActor func closuresRunOnTheMainActor() async throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Trigger { Ping() }
        .receiveEvent { _ in
          MainActor.preconditionIsolated()
          log("sync")
          return .notHandled
        }
        .handleEvent { _ in
          await Task.yield()
          MainActor.preconditionIsolated()
          log("async")
        }
    }
    try hierarchy.tap("Trigger")
    await hierarchy.settle()
    #expect(log.entries == ["sync", "async"])
  }

  // MARK: R4.10

  /// A responder kind that throws, synchronously or not.
  enum Thrower: String, CaseIterable, Sendable {
    case receive, handle, transform, typedReceive, typedHandle, typedTransform
    case asyncReceive, asyncHandle, asyncTransform, asyncTypedHandle

    var name: String {
      let lowered = rawValue.lowercased()
      let kind =
        lowered.contains("receive")
        ? "receiveEvent" : lowered.contains("handle") ? "handleEvent" : "transformEvent"
      return lowered.contains("typed") ? "\(kind)(Ping)" : kind
    }
  }

  // R4.10
  @Test(
    "a thrown error goes up from the throwing responder; the event stops",
    arguments: Thrower.allCases)
  @MainActor func throwingResponderReportsFromItsPosition(thrower: Thrower) async throws {
    let log = Log()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Group {
        Self.throwing(thrower, log: log)
          .receiveError { error in
            log("error above on the same node \(describe(error))")
            return .notHandled
          }
          .receiveEvent { _ in
            log("event above")
            return .notHandled
          }
      }
      .handleError { error in log("error above \(describe(error))") }
      .handleEvent { _ in log("event at the root") }
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Trigger") }
    #expect(
      log.entries == [
        "event below", "thrower", "error above on the same node Boom:thrown",
        "error above Boom:thrown",
      ])
    let result = try #require(results.first)
    guard case .failed(let at, let throwing, let then) = result.outcome else {
      Issue.record("expected failed, got \(result.outcome)")
      return
    }
    #expect(at.name == thrower.name)
    #expect(throwing == "Boom")
    guard case .handled(let by) = then.outcome else {
      Issue.record("expected handled, got \(then)")
      return
    }
    #expect(by.name == "handleError")
    #expect(
      result.route.map(\.action) == [.passed, .failed(throwing: "Boom"), .passed, .handled])
    #expect(hierarchy.diagnostics.isEmpty)
  }

  /// A trigger with an error responder and an event responder below a throwing responder.
  @MainActor private static func throwing(_ thrower: Thrower, log: Log) -> some Node {
    let below = Trigger { Ping() }
      // An error responder written before the thrower is closer to the trigger: below it.
      .handleError { error in log("error below \(describe(error))") }
      .receiveEvent { _ in
        log("event below")
        return .notHandled
      }
    func fail() throws -> Never {
      log("thrower")
      throw Boom(tag: "thrown")
    }
    return switch thrower {
    case .receive: AnyNode(below.receiveEvent { _ in try fail() })
    case .handle: AnyNode(below.handleEvent { _ in try fail() })
    case .transform: AnyNode(below.transformEvent { _ in try fail() })
    case .typedReceive: AnyNode(below.receiveEvent(Ping.self) { try fail() })
    case .typedHandle: AnyNode(below.handleEvent(Ping.self) { (_: Ping) in try fail() })
    case .typedTransform: AnyNode(below.transformEvent(Ping.self) { try fail() })
    case .asyncReceive:
      AnyNode(
        below.receiveEvent { _ in
          await Task.yield()
          try fail()
        })
    case .asyncHandle:
      AnyNode(
        below.handleEvent { _ in
          await noSuspension()
          try fail()
        })
    case .asyncTransform:
      AnyNode(
        below.transformEvent { _ in
          await Task.yield()
          try fail()
        })
    case .asyncTypedHandle:
      AnyNode(
        below.handleEvent(Ping.self) { (_: Ping) in
          await Task.yield()
          try fail()
        })
    }
  }

  // R4.10
  @Test("an error reported by the trigger meets the error responders below a thrower")
  @MainActor func reportFromTriggerIsSeenBelow() async throws {
    // The control case: the same error reported by the trigger itself meets the responder
    // below, which a thrown one skips.
    let log = Log()
    let hierarchy = Hierarchy {
      ReportingTrigger()
        .handleError { error in log("error below \(describe(error))") }
        .handleEvent { _ in throw Boom(tag: "thrown") }
        .handleError { error in log("error above \(describe(error))") }
    }
    try hierarchy.tap("Report")
    try hierarchy.tap("Trigger")
    await hierarchy.settle()
    #expect(log.entries == ["error below Boom:reported", "error above Boom:thrown"])
  }
}

/// Reports an error, or triggers an event, depending on the button.
private struct ReportingTrigger: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.reportError) var reportError

  var body: some Node {
    Button("Report") { reportError(Boom(tag: "reported")) }
    Button("Trigger") { triggerEvent(Ping()) }
  }
}
