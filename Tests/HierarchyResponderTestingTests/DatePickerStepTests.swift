#if FoundationForms
  import Foundation
  import HierarchyResponder
  import Testing

  @testable import HierarchyResponderTesting

  /// 1 Dec 2026, 09:00 UTC.
  private let start = Date(timeIntervalSince1970: 1_796_115_600)

  /// A picker of a day in the week from `start`, and the day picked.
  private struct Booking: Node {
    @State var day = start
    var body: some Node {
      DatePicker(
        "Day", selection: $day, in: start...start.addingTimeInterval(6 * 86_400),
        displayedComponents: .date)
      Text("booked \(day.timeIntervalSince(start) / 86_400)")
    }
  }

  @Suite("TestHierarchy: picking a date")
  struct DatePickerStepTests {
    // R12.11
    @Test("pick is a step; a date outside the range is an issue at its line, saying the range")
    @MainActor func pick() async throws {
      let test = TestHierarchy { Booking() }
      try await test.pick(start.addingTimeInterval(86_400), in: "Day")
      test.expectShown("booked 1.0")
      let late = start.addingTimeInterval(7 * 86_400)
      let line = #line + 2
      let issues = try await capturingIssues {
        try await TestHierarchy { Booking() }.pick(late, in: "Day")
      }
      #expect(issues.map(\.sourceLocation.line) == [line])
      let shown = late.formatted(date: .abbreviated, time: .standard)
      #expect(
        issues.first?.message.hasPrefix(
          "cannot pick \(shown.debugDescription) in \"Day\": \"Day\" takes dates from ") == true)
    }
  }
#endif
