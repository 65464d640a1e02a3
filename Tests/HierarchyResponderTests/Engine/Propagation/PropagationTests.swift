import HierarchyResponder
import Testing

// MARK: - Fixtures

/// The identity of the task running the caller, if any.
private func currentTaskID() -> Int? {
  withUnsafeCurrentTask { $0?.hashValue }
}

extension PropagationTests {
  /// A parent whose handler counts events in `@State`; its child reads the count right after
  /// triggering.
  private struct Counter: Node {
    @State var count = 0
    let log: Log

    var body: some Node {
      Sender { triggerEvent, _ in
        triggerEvent(Ping())
        log("after the trigger call: count \(count)")
      }
      .receiveEvent { _ in
        log("inner")
        return .notHandled
      }
      .receiveEvent { _ in
        log("middle")
        return .notHandled
      }
      .handleEvent { _ in
        count += 1
        log("handler")
      }
    }
  }

  /// Like ``Counter`` but every responder is asynchronous without ever suspending.
  private struct AsyncCounter: Node {
    @State var count = 0
    let log: Log
    let tasks: TaskIDs

    var body: some Node {
      Sender { triggerEvent, _ in
        triggerEvent(Ping())
        log("after the trigger call")
      }
      .receiveEvent { _ in
        await noSuspension()
        tasks.ids.append(currentTaskID())
        log("inner")
        return .notHandled
      }
      .receiveEvent { _ in
        await noSuspension()
        tasks.ids.append(currentTaskID())
        log("middle")
        return .notHandled
      }
      .handleEvent { _ in
        await noSuspension()
        tasks.ids.append(currentTaskID())
        count += 1
        log("handler")
      }
      Text("count \(count)")
    }
  }

  /// The tasks responders ran in.
  @MainActor
  private final class TaskIDs {
    var ids: [Int?] = []
  }

  /// A node whose responder triggers another event while it handles one.
  private struct ReentrantParent: Node {
    @Environment(\.triggerEvent) var triggerEvent
    let log: Log
    let shape: PropagationTests.Shape

    var body: some Node {
      if shape == .sync {
        Sender(title: "Trigger") { triggerEvent, _ in triggerEvent(Ping()) }
          .receiveEvent(Ping.self) { (event: Ping) in
            log("inner begins \(describe(event))")
            triggerEvent(Pong())
            log("inner ends \(describe(event))")
            return .notHandled
          }
      } else {
        Sender(title: "Trigger") { triggerEvent, _ in triggerEvent(Ping()) }
          .receiveEvent(Ping.self) { (event: Ping) in
            await noSuspension()
            log("inner begins \(describe(event))")
            triggerEvent(Pong())
            log("inner ends \(describe(event))")
            return .notHandled
          }
      }
    }
  }
}

// MARK: - Tests

@Suite("Propagation: order, outcome, cancellation", .timeLimit(.minutes(3)))
struct PropagationTests {
  // MARK: R6.1

  // R6.1
  @Test(
    "events triggered in sequence meet each responder in trigger order",
    arguments: Shape.allCases)
  @MainActor func triggerOrder(shape: Shape) async throws {
    let log = Log()
    let sender = Sender { triggerEvent, reportError in
      triggerEvent(Ping(tag: "1"))
      reportError(Boom(tag: "2"))
      triggerEvent(Pong(tag: "3"))
      reportError(Fizzle(tag: "4"))
      triggerEvent(Ping(tag: "5"))
    }
    let hierarchy = Hierarchy {
      if shape == .sync {
        sender
          .receiveEvent { event in
            log("inner \(describe(event))")
            return .notHandled
          }
          .handleEvent { event in log("outer \(describe(event))") }
          .handleError { error in log("error \(describe(error))") }
      } else {
        sender
          .receiveEvent { event in
            await noSuspension()
            log("inner \(describe(event))")
            return .notHandled
          }
          .handleEvent { event in
            await noSuspension()
            log("outer \(describe(event))")
          }
          .handleError { error in
            await noSuspension()
            log("error \(describe(error))")
          }
      }
    }
    try hierarchy.tap("Send")
    await hierarchy.settle()
    #expect(
      log.entries == [
        "inner Ping:1", "outer Ping:1", "error Boom:2", "inner Pong:3", "outer Pong:3",
        "error Fizzle:4", "inner Ping:5", "outer Ping:5",
      ])
  }

  // R6.1
  @Test("a suspended responder holds back only its own event: later ones pass it")
  @MainActor func noHeadOfLineBlocking() async throws {
    let log = Log()
    let gate = Gate()
    let hierarchy = Hierarchy {
      Sender { triggerEvent, _ in
        triggerEvent(Slow())
        triggerEvent(Ping(tag: "a"))
        triggerEvent(Ping(tag: "b"))
      }
      .receiveEvent { event in
        if event is Slow { _ = await gate.wait() }
        log("inner \(describe(event))")
        return .notHandled
      }
      .handleEvent { event in log("outer \(describe(event))") }
    }
    try hierarchy.tap("Send")
    #expect(log.entries == ["inner Ping:a", "outer Ping:a", "inner Ping:b", "outer Ping:b"])
    gate.open()
    await hierarchy.settle()
    #expect(
      log.entries == [
        "inner Ping:a", "outer Ping:a", "inner Ping:b", "outer Ping:b", "inner Slow:slow",
        "outer Slow:slow",
      ])
  }

  // R6.1
  @Test("two suspended events finish in the order their responders resume")
  @MainActor func suspendedEventsDoNotWaitForEachOther() async throws {
    let log = Log()
    let first = Gate()
    let second = Gate()
    let secondDone = Gate()
    let hierarchy = Hierarchy {
      Sender { triggerEvent, _ in
        triggerEvent(Slow(tag: "first"))
        triggerEvent(Slow(tag: "second"))
      }
      .receiveEvent(Slow.self) { (event: Slow) in
        _ = await (event.tag == "first" ? first : second).wait()
        return .notHandled
      }
      .handleEvent { event in
        log("outer \(describe(event))")
        if (event as? Slow)?.tag == "second" { secondDone.open() }
      }
    }
    try hierarchy.tap("Send")
    #expect(log.entries.isEmpty)
    second.open()
    #expect(await secondDone.wait())
    #expect(log.entries == ["outer Slow:second"])
    first.open()
    await hierarchy.settle()
    #expect(log.entries == ["outer Slow:second", "outer Slow:first"])
  }

  // R6.1
  @Test(
    "an event triggered by a responder runs after the current one finishes",
    arguments: Shape.allCases)
  @MainActor func reentrantTriggerIsQueued(shape: Shape) async throws {
    let log = Log()
    let hierarchy = Hierarchy {
      ReentrantParent(log: log, shape: shape)
        .receiveEvent { event in
          log("root \(describe(event))")
          return .notHandled
        }
        .handleEvent { _ in }
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Trigger") }
    #expect(
      log.entries == [
        "inner begins Ping:ping", "inner ends Ping:ping", "root Ping:ping", "root Pong:pong",
      ])
    #expect(results.count == 2)
  }

  // MARK: R6.5

  // R6.5
  @Test("a chain of synchronous responders completes inside the triggerEvent call")
  @MainActor func syncChainRunsInline() async throws {
    let log = Log()
    let hierarchy = Hierarchy { Counter(log: log) }
    try hierarchy.tap("Send")
    #expect(log.entries == ["inner", "middle", "handler", "after the trigger call: count 1"])
  }

  // R6.5
  @Test("synchronous responders run in the caller's task: no Task at all")
  @MainActor func syncChainCreatesNoTask() async throws {
    let tasks = TaskIDs()
    let hierarchy = Hierarchy {
      Sender { triggerEvent, _ in triggerEvent(Ping()) }
        .receiveEvent { _ in
          tasks.ids.append(currentTaskID())
          return .notHandled
        }
        .handleEvent { _ in tasks.ids.append(currentTaskID()) }
    }
    let testTask = currentTaskID()
    try #require(testTask != nil)
    try hierarchy.tap("Send")
    #expect(tasks.ids == [testTask, testTask])
  }

  // R6.5
  @Test("async closures that never suspend finish, rendered, before tap returns, in one task")
  @MainActor func nonSuspendingAsyncChainRunsInline() async throws {
    let log = Log()
    let tasks = TaskIDs()
    let hierarchy = Hierarchy { AsyncCounter(log: log, tasks: tasks) }
    try hierarchy.tap("Send")
    #expect(log.entries == ["inner", "middle", "handler", "after the trigger call"])
    #expect(hierarchy.dump().contains(#"Text "count 1""#))
    #expect(tasks.ids.count == 3)
    #expect(Set(tasks.ids).count == 1)
    #expect(tasks.ids.first != nil)
  }
}
