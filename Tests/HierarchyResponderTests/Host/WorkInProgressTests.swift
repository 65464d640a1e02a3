import HierarchyResponder
import Testing

// MARK: - Fixtures

private struct Pay: Event {}

/// "Pay" sends `Pay`, which a responder works on until `gate` opens; with `loads`, a `.task`
/// waits on `loading`.
private struct Checkout: Node {
  /// The line of the responder that works on `Pay`, which the work in progress names.
  static let responderLine = #line + 12
  let gate: Gate
  let loading: Gate
  var loads = true

  var body: some Node {
    Group {
      Trigger(title: "Pay") { Pay() }
      if loads {
        Text("loading").task { _ = await loading.wait() }
      }
    }
    .receiveEvent { _ in
      _ = await gate.wait()
      return .handled
    }
  }
}

// MARK: - Tests

@Suite("workInProgress: what settle waits for, named", .timeLimit(.minutes(3)))
@MainActor
struct WorkInProgressTests {
  // R3.13
  @Test("it names each asynchronous responder at work, with its node and value, and each .task")
  func namesTheWork() async throws {
    let (gate, loading) = (Gate(), Gate())
    let hierarchy = Hierarchy { Checkout(gate: gate, loading: loading) }
    await hierarchy.settle()  // R3.3: the .task has run up to its wait
    try #require(loading.isWaiting)
    try hierarchy.tap("Pay")
    let work = hierarchy.workInProgress
    let responder = try #require(work.responders.first)
    #expect(work.responders.count == 1)
    #expect(responder.description == "receiveEvent on Group in Checkout, working on Pay")
    #expect(responder.responder.location.line == Checkout.responderLine)
    #expect(work.tasks == ["Text in Checkout"])
    #expect(
      work.description == """
        receiveEvent on Group in Checkout, working on Pay
        the .task of Text in Checkout
        """)
    gate.open()
    await hierarchy.settle()
    #expect(hierarchy.workInProgress.responders.isEmpty)
    loading.open()
    try await hierarchy.settle(waitingForTasks: .hangGuard)
    #expect(hierarchy.workInProgress.isEmpty)
    #expect(hierarchy.workInProgress.description == "nothing")
  }

  @Test("responders are listed in the order their work began, each once")  // R3.13
  func inOrder() async throws {
    let (first, second, secondDone) = (Gate(), Gate(), Gate())
    let hierarchy = Hierarchy {
      Trigger(title: "First") { Pay() }
        .receiveEvent { _ in
          _ = await first.wait()
          return .handled
        }
      Trigger(title: "Second") { Pay() }
        .handleEvent(Pay.self) { _ in
          _ = await second.wait()
          secondDone.open()
        }
    }
    try hierarchy.tap("First")
    try hierarchy.tap("Second")
    #expect(
      hierarchy.workInProgress.responders.map(\.responder.name) == [
        "receiveEvent", "handleEvent(Pay)",
      ])
    second.open()
    // settle() would wait for the first too: the second's own end says it is done.
    try #require(await secondDone.wait())
    #expect(hierarchy.workInProgress.responders.map(\.responder.name) == ["receiveEvent"])
    first.open()
    await hierarchy.settle()
    #expect(hierarchy.workInProgress.isEmpty)
  }
}
