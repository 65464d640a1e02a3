#if FoundationForms
  import Foundation
  import HierarchyResponder
  import Testing

  // Texts of formatted values and dates (R12.11), compiled with the FoundationForms trait
  // (R0.1): what the dump and texts show is exactly what Foundation formats.

  /// Amounts in each kind of format, and a labelled total.
  private struct Amounts: Node {
    var body: some Node {
      Text(12.5, format: .currency(code: "EUR"))
      Text(1234.5, format: .number)
      Text(0.25, format: .percent)
      Text(42, format: .number)
      LabeledContent("Total", value: 99.9, format: .currency(code: "USD"))
    }
  }

  /// One date in each of SwiftUI's date styles.
  private struct Dates: Node {
    let date: Date
    var body: some Node {
      Text(date, style: .date)
      Text(date, style: .time)
      Text(date, style: .relative)
      Text(date, style: .offset)
      Text(date, style: .timer)
    }
  }

  /// What `Dates` shows at `now`: the formats its documentation names, against `now`.
  private func datesShown(_ date: Date, at now: Date) -> [String] {
    let distance = Duration.seconds(abs(date.timeIntervalSince(now)))
    let units: Set<Duration.UnitsFormatStyle.Unit> = [.days, .hours, .minutes, .seconds]
    let timer: Duration.TimeFormatStyle.Pattern =
      distance >= .seconds(3600) ? .hourMinuteSecond : .minuteSecond
    return [
      date.formatted(date: .long, time: .omitted),
      date.formatted(date: .omitted, time: .shortened),
      distance.formatted(.units(allowed: units, width: .wide, maximumUnitCount: 2)),
      (date < now ? "-" : "+")
        + distance.formatted(.units(allowed: units, width: .wide, maximumUnitCount: 1)),
      distance.formatted(.time(pattern: timer)),
    ]
  }

  @Suite("Formatted texts: format styles, date styles, timers")
  @MainActor
  struct FormattedTextTests {
    // R12.11
    @Test("Text(_:format:) and LabeledContent(_:value:format:) show what Foundation formats")
    func formats() {
      let hierarchy = Hierarchy { Amounts() }
      let total = (99.9).formatted(.currency(code: "USD"))
      #expect(
        hierarchy.texts() == [
          (12.5).formatted(.currency(code: "EUR")), (1234.5).formatted(.number),
          (0.25).formatted(.percent), (42).formatted(.number), "Total", total,
        ])
      #expect(
        hierarchy.dump().contains("LabeledContent\n    Text \"Total\"\n    Text \"\(total)\""))
    }

    // R12.11
    @Test(
      "Text(_:style:) shows a date as Foundation formats it, against the date it is rendered at",
      arguments: [2 * 3600 + 23 * 60 + 5, -(3 * 86400 + 7200), 152, -40] as [TimeInterval])
    func dateStyles(offset: TimeInterval) {
      let before = Date()
      let date = before.addingTimeInterval(offset)
      let hierarchy = Hierarchy { Dates(date: date) }
      let after = Date()
      let shown = hierarchy.texts()
      #expect(shown == datesShown(date, at: before) || shown == datesShown(date, at: after))
    }

    // R12.11
    @Test("Text(timerInterval:) counts down or up inside its interval, paused or not")
    func timers() {
      let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
      let fiveMinutes = start...start.addingTimeInterval(300)
      let twoHours = start...start.addingTimeInterval(7200)
      let hierarchy = Hierarchy {
        Text(timerInterval: fiveMinutes, pauseTime: start.addingTimeInterval(28))
        Text(timerInterval: fiveMinutes, pauseTime: start.addingTimeInterval(28), countsDown: false)
        Text(timerInterval: twoHours, pauseTime: start)
        Text(timerInterval: twoHours, pauseTime: start, showsHours: false)
        // A pause before the interval counts from its start; the current date, long after
        // its end, shows it over.
        Text(timerInterval: fiveMinutes, pauseTime: start.addingTimeInterval(-60))
        Text(timerInterval: fiveMinutes)
      }
      let seconds = { (value: Int, pattern: Duration.TimeFormatStyle.Pattern) in
        Duration.seconds(value).formatted(.time(pattern: pattern))
      }
      #expect(
        hierarchy.texts() == [
          seconds(272, .minuteSecond), seconds(28, .minuteSecond),
          seconds(7200, .hourMinuteSecond), seconds(7200, .minuteSecond),
          seconds(300, .minuteSecond), seconds(0, .minuteSecond),
        ])
      #expect(hierarchy.texts() == ["4:32", "0:28", "2:00:00", "120:00", "5:00", "0:00"])
    }
  }
#endif
