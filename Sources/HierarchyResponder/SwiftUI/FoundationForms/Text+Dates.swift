// A text of a date, in one of SwiftUI's date styles, and a timer's text (R12.11), compiled
// with the `FoundationForms` trait only (R0.1).

#if FoundationForms
  import Foundation

  extension Text {
    /// How ``Text/init(_:style:)`` shows a date, as SwiftUI's `Text.DateStyle`.
    ///
    /// SwiftUI keeps the time-dependent styles (``relative``, ``offset``, ``timer``) up to
    /// date on screen. A hierarchy draws nothing: the text is formatted against the current
    /// date when the node is made, that is when the body that makes it is evaluated, and
    /// stays as it is until that body is evaluated again. Each style's text is what Foundation
    /// formats, so a test compares with it (R12.11).
    public struct DateStyle: Hashable, Sendable {
      private enum Kind: Hashable, Sendable {
        case date, time, relative, offset, timer
      }

      private let kind: Kind

      /// The date, without the time: `date.formatted(date: .long, time: .omitted)`,
      /// "June 3, 2019" in the United States.
      public static let date = DateStyle(kind: .date)

      /// The time, without the date: `date.formatted(date: .omitted, time: .shortened)`,
      /// "11:23 PM" in the United States.
      public static let time = DateStyle(kind: .time)

      /// How far the date is from now, in its two largest units, without a sign: the
      /// `Duration` between them formatted with `.units(allowed: [.days, .hours, .minutes,
      /// .seconds], width: .wide, maximumUnitCount: 2)`, "2 hours, 23 minutes".
      public static let relative = DateStyle(kind: .relative)

      /// How far the date is from now, in its largest unit, with a sign: "+" for a date to
      /// come, "-" for one past, before the `Duration` formatted as ``relative`` formats it
      /// with `maximumUnitCount: 1`, "+2 hours".
      public static let offset = DateStyle(kind: .offset)

      /// The time from now to the date, or since it, as a timer shows it: the `Duration`
      /// formatted with `.time(pattern: .minuteSecond)` under an hour, "2:32", and with
      /// `.time(pattern: .hourMinuteSecond)` from an hour on, "1:02:32".
      public static let timer = DateStyle(kind: .timer)

      /// What this style shows for `date` at `now`.
      func text(for date: Date, at now: Date) -> String {
        let distance = Duration.seconds(abs(date.timeIntervalSince(now)))
        return switch kind {
        case .date: date.formatted(date: .long, time: .omitted)
        case .time: date.formatted(date: .omitted, time: .shortened)
        case .relative: distance.formatted(Self.units(maximumUnitCount: 2))
        case .offset:
          (date < now ? "-" : "+") + distance.formatted(Self.units(maximumUnitCount: 1))
        case .timer: Text.timerText(distance, showsHours: true)
        }
      }

      /// The units a relative date is shown in, at most `maximumUnitCount` of them.
      private static func units(maximumUnitCount: Int) -> Duration.UnitsFormatStyle {
        .units(
          allowed: [.days, .hours, .minutes, .seconds], width: .wide,
          maximumUnitCount: maximumUnitCount)
      }
    }

    /// A text showing `date` in `style`, as SwiftUI's `Text(_:style:)`: the dump and
    /// ``Hierarchy/texts(in:)`` show what Foundation formats, against the current date for
    /// the time-dependent styles (see ``DateStyle``) (R12.11).
    ///
    /// ```swift
    /// Text(dueDate, style: .date)     // dueDate.formatted(date: .long, time: .omitted)
    /// Text(unlockDate, style: .timer)  // "4:59", the time left
    /// ```
    nonisolated public init(_ date: Date, style: DateStyle) {
      self.init(style.text(for: date, at: Date()))
    }

    /// A timer's text, as SwiftUI's `Text(timerInterval:pauseTime:countsDown:showsHours:)`:
    /// the time left until the interval's end when it `countsDown`, otherwise the time since
    /// its start, with the current date, or `pauseTime` when given, kept inside the interval
    /// (R12.11).
    ///
    /// The text is formatted as the ``DateStyle/timer`` style formats it: "2:32", and
    /// "1:02:32" from an hour on, or "62:32" when `showsHours` is false. It is the time when
    /// the node is made, and does not tick (see ``DateStyle``).
    nonisolated public init(
      timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
      showsHours: Bool = true
    ) {
      let now = (pauseTime ?? Date()).clamped(to: timerInterval)
      let shown =
        countsDown
        ? timerInterval.upperBound.timeIntervalSince(now)
        : now.timeIntervalSince(timerInterval.lowerBound)
      self.init(Text.timerText(.seconds(shown), showsHours: showsHours))
    }

    /// A timer's text for `duration`: minutes and seconds, with the hours before them from an
    /// hour on when `showsHours`.
    nonisolated private static func timerText(_ duration: Duration, showsHours: Bool) -> String {
      let pattern: Duration.TimeFormatStyle.Pattern =
        showsHours && duration >= .seconds(3600) ? .hourMinuteSecond : .minuteSecond
      return duration.formatted(.time(pattern: pattern))
    }
  }

  extension Date {
    /// The date, or the nearer end of `range` when it is outside it.
    fileprivate func clamped(to range: ClosedRange<Date>) -> Date {
      Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
  }
#endif
