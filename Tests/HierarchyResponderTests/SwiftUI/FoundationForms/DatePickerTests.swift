#if FoundationForms
  import Foundation
  import HierarchyResponder
  import HierarchyResponderTesting
  import Testing

  // Date pickers, with SwiftUI's initializers, driven by pick (R12.11).

  /// 1 Dec 2026, 09:00 UTC, and the days around it.
  private let start = Date(timeIntervalSince1970: 1_796_115_600)
  private let day: TimeInterval = 86_400

  /// A reminder's form: a titled picker within a closed range, one with a custom label from a
  /// date on, one up to a date, one with any date.
  private struct ReminderForm: Node {
    @State var due = start
    @State var alarm = start
    @State var born = start
    @State var any = start
    @State var locked = false
    var body: some Node {
      DatePicker(
        "Due", selection: $due, in: start...start.addingTimeInterval(7 * day),
        displayedComponents: .date
      )
      .disabled(locked)
      DatePicker(selection: $alarm, in: start..., displayedComponents: .hourAndMinute) {
        Text("Alarm")
      }
      DatePicker("Born", selection: $born, in: ...start)
      DatePicker(selection: $any) { Text("Any") }
      Text("due \(due.timeIntervalSince(start) / day)")
      Button(locked ? "Unlock" : "Lock") { locked.toggle() }
    }
  }

  @Suite("Date pickers")
  @MainActor
  struct DatePickerTests {
    // R12.11
    @Test("the dump and the texts show the selection as Foundation formats its components")
    func shown() {
      let hierarchy = Hierarchy { ReminderForm() }
      let date = start.formatted(date: .abbreviated, time: .omitted)
      let time = start.formatted(date: .omitted, time: .shortened)
      let both = start.formatted(date: .abbreviated, time: .shortened)
      expectDump(
        hierarchy,
        """
        ReminderForm
          DatePicker "Due" selection: "\(date)"
          DatePicker selection: "\(time)"
            Text "Alarm"
          DatePicker "Born" selection: "\(both)"
          DatePicker selection: "\(both)"
            Text "Any"
          Text "due 0.0"
          Button "Lock"
        """)
      #expect(
        hierarchy.texts() == [
          "Due", date, "Alarm", time, "Born", both, "Any", both, "due 0.0", "Lock",
        ])
    }

    // R12.11
    @Test("pick sets the selection of the picker found by its title or label, and renders")
    func picking() throws {
      let hierarchy = Hierarchy { ReminderForm() }
      let later = start.addingTimeInterval(2 * day)
      try hierarchy.pick(later, in: "Due")
      #expect(hierarchy.texts().contains("due 2.0"))
      #expect(hierarchy.texts().contains(later.formatted(date: .abbreviated, time: .omitted)))
      try hierarchy.pick(start.addingTimeInterval(3600), in: "Alarm")
      #expect(
        hierarchy.texts().contains(
          start.addingTimeInterval(3600).formatted(date: .omitted, time: .shortened)))
      try hierarchy.pick(start.addingTimeInterval(-400 * day), in: "Any")
      try hierarchy.pick(start.addingTimeInterval(400 * day), in: "Any")
    }

    // R12.11
    @Test("a date outside the picker's range is refused, saying the range, and nothing changes")
    func outOfRange() throws {
      let hierarchy = Hierarchy { ReminderForm() }
      let late = start.addingTimeInterval(8 * day)
      let error = #expect(throws: InteractionError.self) { try hierarchy.pick(late, in: "Due") }
      let shown = { (date: Date) in date.formatted(date: .abbreviated, time: .standard) }
      let range = "from \(shown(start)) through \(shown(start.addingTimeInterval(7 * day)))"
      #expect(error?.reason == .dateOutOfRange(shown(late), range: range))
      #expect(error?.interaction == .pick(date: late))
      #expect(error?.interaction.description == "pick(date: \(shown(late).debugDescription))")
      #expect(
        error?.description.hasPrefix(
          "cannot pick \(shown(late).debugDescription) in \"Due\": \"Due\" takes dates \(range), "
            + "and \(shown(late)) is outside them, so it cannot be picked, as on screen; pick a "
            + "date \(range), or widen the picker's in: range.") == true)
      #expect(hierarchy.texts().contains("due 0.0"))
      let early = start.addingTimeInterval(-1)
      let before = #expect(throws: InteractionError.self) {
        try hierarchy.pick(early, in: "Alarm")
      }
      #expect(before?.reason == .dateOutOfRange(shown(early), range: "from \(shown(start)) on"))
      let after = start.addingTimeInterval(1)
      let beyond = #expect(throws: InteractionError.self) { try hierarchy.pick(after, in: "Born") }
      #expect(beyond?.reason == .dateOutOfRange(shown(after), range: "up to \(shown(start))"))
      try hierarchy.pick(start.addingTimeInterval(7 * day), in: "Due")
      #expect(hierarchy.texts().contains("due 7.0"))
    }

    // R12.11
    @Test("pick refuses a node that is not a date picker, and a disabled one")
    func refusals() throws {
      let hierarchy = Hierarchy { ReminderForm() }
      let notAPicker = #expect(throws: InteractionError.self) {
        try hierarchy.pick(start, in: "Lock")
      }
      #expect(notAPicker?.reason == .notAControl(expected: "date picker"))
      try hierarchy.tap("Lock")
      let disabled = #expect(throws: InteractionError.self) {
        try hierarchy.pick(start, in: "Due")
      }
      #expect(disabled?.reason == .disabled)
    }
  }
#endif
