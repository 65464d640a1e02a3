import HierarchyResponder
import HierarchyResponderTesting
import Testing

private struct ShakeEvent: Event {}
private struct DeepLinkEvent: Event { let path: String }

/// Keeps what `register` hands out, and every call.
@MainActor private final class PublisherBox<Published: Event> {
  var publisher: EventPublisher<Published>?
  var calls: [Bool] = []  // true: a publisher, false: nil

  func register(_ publisher: EventPublisher<Published>?) {
    self.publisher = publisher
    calls.append(publisher != nil)
  }
}

/// A stack of screens that subscribe to shakes, each pushed on the one before: screen
/// `level` shows screen `level + 1` up to `depth`.
private struct Screen: Node {
  let level: Int
  let depth: Int
  let log: Log

  var body: some Node {
    Group {
      Text("screen \(level)")
      if level < depth {
        Screen(level: level + 1, depth: depth, log: log)
      }
    }
    .subscribe(to: ShakeEvent.self) { _ in log("screen \(level) shook") }
  }
}

/// A named subscriber around `content`.
private struct Subscriber<Content: Node>: Node {
  let name: String
  let log: Log
  let content: Content

  init(_ name: String, log: Log, @HierarchyBuilder content: () -> Content) {
    self.name = name
    self.log = log
    self.content = content()
  }

  var body: some Node {
    Group { content }.subscribe(to: ShakeEvent.self) { _ in log(name) }
  }
}

/// The documents' shake example: the app root publishes shakes; screens subscribe as they are
/// pushed, and only the one in front (the deepest) should react.
private struct App: Node {
  @State var depth = 3
  let log: Log
  let box: PublisherBox<ShakeEvent>

  var body: some Node {
    Group {
      Button("Pop") { depth -= 1 }
      Screen(level: 1, depth: depth, log: log)
    }
    .publisher(for: ShakeEvent.self) { box.register($0) }
  }
}

private struct Toggle: Node {
  @State var count = 0
  let box: PublisherBox<ShakeEvent>
  var body: some Node {
    Group {
      Button("More") { count += 1 }
      Button("None") { count = 0 }
      ForEach(0..<count) { index in
        Text("\(index)").subscribe(to: ShakeEvent.self) { _ in }
      }
    }
    .publisher(for: ShakeEvent.self) { box.register($0) }
  }
}

private struct Host: Node {
  @State var shown = true
  let box: PublisherBox<ShakeEvent>
  var body: some Node {
    Button("Hide") { shown = false }
    if shown {
      Text("sub").subscribe(to: ShakeEvent.self) { _ in }
        .publisher(for: ShakeEvent.self) { box.register($0) }
    }
  }
}

private struct Counter: Node {
  @State var shakes = 0
  var body: some Node {
    Text("shakes: \(shakes)").subscribe(to: ShakeEvent.self) { _ in shakes += 1 }
  }
}

@Suite("Publishing down the tree")
struct PublishingTests {
  // R9.1, R9.3, R9.4
  @Test("the shake example: only the deepest subscriber reacts, then the next one up")
  @MainActor func shakeExample() throws {
    let log = Log()
    let box = PublisherBox<ShakeEvent>()
    let hierarchy = Hierarchy { App(log: log, box: box) }
    let shake = try #require(box.publisher)
    shake(ShakeEvent())
    #expect(log.entries == ["screen 3 shook"])
    try hierarchy.tap("Pop")
    shake(ShakeEvent())
    #expect(log.entries == ["screen 3 shook", "screen 2 shook"])
    #expect(hierarchy.diagnostics.isEmpty)
  }

  @Test(
    "the destination selects levels; within a level, tree order",  // R9.3
    arguments: [
      (PublishingDestination.firstLevel, ["a", "b"]),
      (.lastLevel, ["a.1.x"]),  // b.1 is at level 1: only the deepest level present
      (.allLevels, ["a", "b", "a.1", "b.1", "a.1.x"]),
    ])
  @MainActor func destinations(destination: PublishingDestination, expected: [String]) throws {
    let log = Log()
    let box = PublisherBox<ShakeEvent>()
    let hierarchy = Hierarchy {
      Group {
        Subscriber("a", log: log) {
          Subscriber("a.1", log: log) { Subscriber("a.1.x", log: log) { Text("deepest") } }
        }
        Subscriber("b", log: log) {
          Group { Subscriber("b.1", log: log) { Text("b.1") } }
        }
      }
      .publisher(for: ShakeEvent.self, destination: destination) { box.register($0) }
    }
    let publish = try #require(box.publisher)
    publish(ShakeEvent())
    #expect(log.entries == expected)
    _ = hierarchy
  }

  @Test("register gets the publisher as subscribers appear, and nil when none remain")  // R9.4
  @MainActor func registerFollowsSubscribers() throws {
    let box = PublisherBox<ShakeEvent>()
    let hierarchy = Hierarchy { Toggle(box: box) }
    #expect(box.calls == [])  // no subscribers yet: nothing to hand out
    try hierarchy.tap("More")
    try hierarchy.tap("More")
    #expect(box.calls == [true, true])
    try hierarchy.tap("None")
    #expect(box.calls == [true, true, false])
    #expect(box.publisher == nil)
  }

  @Test("register gets nil when the publisher's node disappears")  // R9.4
  @MainActor func registerNilOnDisappear() throws {
    let box = PublisherBox<ShakeEvent>()
    let hierarchy = Hierarchy { Host(box: box) }
    let stale = try #require(box.publisher)
    try hierarchy.tap("Hide")
    #expect(box.calls == [true, false])
    // A kept publisher whose node is gone is harmless: it delivers to nobody, records nothing.
    stale(ShakeEvent())
    #expect(hierarchy.diagnostics.isEmpty)
  }

  // R9.5
  @Test(
    "a nested publisher of the same type publishes to its subtree and is transparent to the outer")
  @MainActor func nestedPublishers() throws {
    let log = Log()
    let outer = PublisherBox<ShakeEvent>()
    let inner = PublisherBox<ShakeEvent>()
    let hierarchy = Hierarchy {
      Group {
        Text("outer sub").subscribe(to: ShakeEvent.self) { _ in log("outer sub") }
        Group {
          Text("inner sub").subscribe(to: ShakeEvent.self) { _ in log("inner sub") }
        }
        .publisher(for: ShakeEvent.self) { inner.register($0) }
      }
      .publisher(for: ShakeEvent.self, destination: .allLevels) { outer.register($0) }
    }
    let outerPublisher = try #require(outer.publisher)
    outerPublisher(ShakeEvent())
    #expect(log.entries == ["outer sub", "inner sub"])
    let innerPublisher = try #require(inner.publisher)
    innerPublisher(ShakeEvent())
    #expect(log.entries == ["outer sub", "inner sub", "inner sub"])
    expectDump(
      hierarchy,
      """
      Group [publisher(ShakeEvent)]
        Text "outer sub" [subscribe(ShakeEvent)]
        Group [publisher(ShakeEvent)]
          Text "inner sub" [subscribe(ShakeEvent)]
      """)
  }

  // R9.5
  @Test("the outer publisher's last level is the deepest subscriber, below a nested publisher")
  @MainActor func outerReachesTheScreenInFront() throws {
    let log = Log()
    let app = PublisherBox<ShakeEvent>()
    let tab = PublisherBox<ShakeEvent>()
    let hierarchy = Hierarchy {
      Subscriber("app", log: log) {
        Subscriber("screen in front", log: log) { Text("screen") }
          .publisher(for: ShakeEvent.self) { tab.register($0) }
      }
      .publisher(for: ShakeEvent.self) { app.register($0) }
    }
    let appPublisher = try #require(app.publisher)
    appPublisher(ShakeEvent())
    #expect(log.entries == ["screen in front"])
    let tabPublisher = try #require(tab.publisher)
    tabPublisher(ShakeEvent())
    #expect(log.entries == ["screen in front", "screen in front"])
    withExtendedLifetime(hierarchy) {}
  }

  // R9.6
  @Test("an id names a publisher or a subscriber and never filters delivery")
  @MainActor func idsOnlyName() throws {
    let log = Log()
    let box = PublisherBox<DeepLinkEvent>()
    let hierarchy = Hierarchy {
      Text("links")
        .subscribe(to: DeepLinkEvent.self, id: "b") { log("b \($0.path)") }
        .publisher(for: DeepLinkEvent.self, id: "a") { box.register($0) }
    }
    let publisher = try #require(box.publisher)
    publisher.publish(DeepLinkEvent(path: "/a"))
    #expect(log.entries == ["b /a"])
    #expect(hierarchy.diagnostics.isEmpty)
    #expect(publisher.id == "a")
    expectDump(
      hierarchy,
      #"Text "links" [subscribe(DeepLinkEvent, id: "b"), publisher(DeepLinkEvent, id: "a")]"#)
  }

  @Test("EventPublisher is Identifiable and Equatable by id")  // R9.6
  @MainActor func publisherIdentity() throws {
    let box = PublisherBox<ShakeEvent>()
    let hierarchy = Hierarchy { App(log: Log(), box: box) }
    let first = try #require(box.publisher)
    try hierarchy.tap("Pop")  // the subscribers change: register gets the publisher again
    #expect(box.calls == [true, true])
    #expect(box.publisher == first)
    #expect(first.id.hasPrefix("ShakeEvent-"))
    let named = PublisherBox<ShakeEvent>()
    let other = PublisherBox<ShakeEvent>()
    let second = Hierarchy {
      Text("sub").subscribe(to: ShakeEvent.self) { _ in }
        .publisher(for: ShakeEvent.self, id: "shakes") { named.register($0) }
        .publisher(for: ShakeEvent.self) { other.register($0) }
    }
    #expect(named.publisher?.id == "shakes")
    #expect(other.publisher != first)
    #expect(other.publisher != named.publisher)
    withExtendedLifetime(second) {}
  }

  @Test("a subscriber without a publisher above is a safety finding")  // R9.4, R8.3
  @MainActor func subscriberWithoutPublisher() throws {
    let line = #line + 2
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Text("lonely").subscribe(to: ShakeEvent.self) { _ in }
    }
    let finding = try #require(hierarchy.diagnostics.first)
    #expect(finding.kind == .subscriberWithoutPublisher)
    #expect(finding.message.contains("subscribes to ShakeEvent"))
    #expect(finding.location == CodeLocation(fileID: #fileID, line: line))
    let quiet = Hierarchy(printsDiagnostics: false) {
      Text("lonely").subscribe(to: ShakeEvent.self) { _ in }.responderSafetyLevel(.disabled)
    }
    #expect(quiet.diagnostics.isEmpty)
  }

  @Test("a subscriber's handler writes state, rendered when the publisher call returns")  // R9.2
  @MainActor func handlerWritesState() throws {
    let box = PublisherBox<ShakeEvent>()
    let hierarchy = Hierarchy {
      Counter().publisher(for: ShakeEvent.self) { box.register($0) }
    }
    let publish = try #require(box.publisher)
    publish(ShakeEvent())
    expectDump(
      hierarchy,
      """
      Counter [publisher(ShakeEvent)]
        Text "shakes: 1" [subscribe(ShakeEvent)]
      """)
  }

  @Test("a publisher kept after its hierarchy is gone delivers to nobody")  // R9.1
  @MainActor func publisherOutlivesHierarchy() throws {
    let log = Log()
    let box = PublisherBox<ShakeEvent>()
    do {
      let hierarchy = Hierarchy {
        Text("sub").subscribe(to: ShakeEvent.self) { _ in log("delivered") }
          .publisher(for: ShakeEvent.self) { box.register($0) }
      }
      _ = hierarchy
    }
    let publish = try #require(box.publisher)
    publish(ShakeEvent())
    #expect(log.entries.isEmpty)
  }
}
