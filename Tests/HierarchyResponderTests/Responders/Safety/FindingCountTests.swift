import HierarchyResponderTesting
import Testing

// `@testable` for the log behind `Hierarchy.diagnostics`, whose cap is tested directly.
@testable import HierarchyResponder

// R8.5: a finding is reported once per cause and source location, not once per position.

private struct Ping: Event {}
private struct Pong: Event {}
private struct Tick: Event {}

/// `count` rows, each declaring `Ping` with no typed responder above: a missing-responder
/// finding per row, all at one line; `More` adds 300 rows.
private struct DeclaringRows: Node {
  static let line = #line + 8
  @State var count: Int

  var body: some Node {
    Group {
      Button("More") { count += 300 }
      ForEach(0..<count, id: \.self) { row in
        Text("row \(row)")
          .triggers(Ping.self)
      }
    }
    .handleEvent { _ in }
  }
}

/// `count` rows subscribing to `Tick` with no publisher above: a finding per row, at one line.
private struct SubscribingRows: Node {
  let count: Int

  var body: some Node {
    ForEach(0..<count, id: \.self) { row in
      Text("row \(row)").subscribe(to: Tick.self) { _ in }
    }
  }
}

/// A hierarchy that keeps what it announces (prints and hands to `onDiagnostic`).
@MainActor
private func announcing<Root: Node>(
  _ announced: Log, @HierarchyBuilder _ root: () -> Root
) -> Hierarchy {
  let hierarchy = Hierarchy(printsDiagnostics: false, root)
  hierarchy.onDiagnostic = { announced($0.description) }
  return hierarchy
}

@Suite("One finding per cause and location", .timeLimit(.minutes(3)))
struct FindingCountTests {
  @Test("300 rows making the same finding: one diagnostic with count 300")  // R8.5
  @MainActor func rowsShareOneFinding() async throws {
    let announced = Log()
    let hierarchy = announcing(announced) { DeclaringRows(count: 300) }
    let finding = try #require(hierarchy.diagnostics.first)
    #expect(hierarchy.diagnostics.count == 1)
    #expect(finding.kind == .missingResponders)
    #expect(finding.count == 300)
    #expect(finding.location == CodeLocation(fileID: #fileID, line: DeclaringRows.line))
    // Rows that appear in a later render announce nothing: the entry's count grows.
    try hierarchy.tap("More")
    await hierarchy.settle()
    #expect(hierarchy.diagnostics.map(\.count) == [600])
    #expect(announced.entries.isEmpty)
  }

  @Test("one warning per render, which says how many positions share the finding")  // R8.5
  @MainActor func warningCarriesTheCount() async throws {
    let announced = Log()
    let hierarchy = announcing(announced) { DeclaringRows(count: 0) }
    #expect(hierarchy.diagnostics.isEmpty)
    try hierarchy.tap("More")
    await hierarchy.settle()
    #expect(announced.entries.count == 1)
    #expect(announced.entries.first?.hasSuffix("(300 positions share this finding)") == true)
    try hierarchy.tap("More")
    await hierarchy.settle()
    #expect(announced.entries.count == 1)
    #expect(hierarchy.diagnostics.map(\.count) == [600])
  }

  @Test("300 subscribers without a publisher at one line: one diagnostic with count 300")  // R8.5
  @MainActor func subscribersShareOneFinding() {
    let hierarchy = Hierarchy(printsDiagnostics: false) { SubscribingRows(count: 300) }
    #expect(hierarchy.diagnostics.map(\.kind) == [.subscriberWithoutPublisher])
    #expect(hierarchy.diagnostics.map(\.count) == [300])
  }

  @Test("the same finding at two locations: two entries")  // R8.5
  @MainActor func twoLocationsTwoEntries() {
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      SubscribingRows(count: 3)
      ForEach(0..<2, id: \.self) { row in
        Text("other \(row)").subscribe(to: Tick.self) { _ in }
      }
    }
    #expect(hierarchy.diagnostics.map(\.count) == [3, 2])
    #expect(Set(hierarchy.diagnostics.compactMap(\.location)).count == 2)
  }

  @Test("an unregistered event sent again counts on its first finding")  // R8.2 a, R8.5
  @MainActor func unregisteredCounts() async throws {
    let announced = Log()
    let hierarchy = announcing(announced) {
      EventButton("Pong", event: Pong())
        .triggers(Ping.self)
        .handleEvent { _ in }
        .requireExplicitResponders(false)
    }
    for _ in 0..<3 { try hierarchy.tap("Pong") }
    await hierarchy.settle()
    #expect(hierarchy.diagnostics.map(\.kind) == [.unregisteredEvent])
    #expect(hierarchy.diagnostics.map(\.count) == [3])
    #expect(announced.entries.count == 1)
  }

  @Test("a test hierarchy sees the shared finding once")  // R3.10, R8.5
  @MainActor func testHierarchySeesItOnce() async throws {
    let test = TestHierarchy { DeclaringRows(count: 300) }
    let finding = try #require(test.expectDiagnostic(.missingResponders))
    #expect(finding.count == 300)
    // A later step whose rows make it again has nothing left to expect.
    try await test.tap("More")
    #expect(test.hierarchy.diagnostics.map(\.count) == [600])
  }

  @Test("strict safety traps at the first position that makes the finding")  // R8.3, R8.5
  func strictTrapsAtTheFirst() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        _ = Hierarchy(printsDiagnostics: false) {
          DeclaringRows(count: 300).responderSafetyLevel(.strict)
        }
      }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("strict safety"))
    #expect(!output.contains("share this finding"))
  }

  @Test("a finding pushed out of the kept diagnostics is recorded anew")  // R3.5, R8.5
  func cappedFindingIsRecordedAgain() {
    var log = DiagnosticLog()
    let finding = Diagnostic(kind: .missingResponders, message: "m", location: nil)
    #expect(log.appendFinding(finding, cause: "Ping") == 0)
    #expect(log.appendFinding(finding, cause: "Ping") == nil)
    #expect(log.appendFinding(finding, cause: "Pong") == 1)
    for _ in 0..<DiagnosticLog.limit {
      log.append(Diagnostic(kind: .unhandledEvent, message: "u", location: nil))
    }
    #expect(log.discardedCount == 2)
    #expect(log[0] == nil)
    let number = DiagnosticLog.limit + 2
    #expect(log.appendFinding(finding, cause: "Ping") == number)
    #expect(log.appendFinding(finding, cause: "Ping") == nil)
    #expect(log[number]?.count == 2)
    #expect(log.kept.count == DiagnosticLog.limit)
  }
}
