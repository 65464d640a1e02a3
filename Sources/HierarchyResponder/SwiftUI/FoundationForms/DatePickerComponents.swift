#if FoundationForms
  import Foundation

  /// The parts of a date a ``DatePicker`` shows and lets a person pick, as SwiftUI's
  /// `DatePickerComponents`: ``date``, ``hourAndMinute``, or both (the default).
  public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The components' bits.
    public let rawValue: UInt

    /// Components from their bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The hour and the minute.
    public static let hourAndMinute = Self(rawValue: 1 << 0)

    /// The day, the month and the year.
    public static let date = Self(rawValue: 1 << 1)

    /// `date` as the picker shows it, as Foundation formats it: `date.formatted(date:
    /// .abbreviated, time: .omitted)` for ``date``, `date.formatted(date: .omitted, time:
    /// .shortened)` for ``hourAndMinute``, and `date.formatted(date: .abbreviated, time:
    /// .shortened)` for both (or none).
    func formatted(_ date: Date) -> String {
      switch (contains(.date), contains(.hourAndMinute)) {
      case (true, false): date.formatted(date: .abbreviated, time: .omitted)
      case (false, true): date.formatted(date: .omitted, time: .shortened)
      default: date.formatted(date: .abbreviated, time: .shortened)
      }
    }
  }
#endif
