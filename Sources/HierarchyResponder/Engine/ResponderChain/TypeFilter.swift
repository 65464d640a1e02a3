/// Restricts a typed responder to values that cast to its type.
struct TypeFilter {
  let type: Any.Type
  /// Whether the type is a plain struct or enum, which only values of that very type cast to
  /// (when the value is a plain struct or enum too: a class may box another type's value).
  let isValueType: Bool
  /// The `as?` test, needed only for types that are not the value's exact type (a class
  /// matching its subclasses, or a protocol existential): a metatype, so that making a
  /// filter allocates nothing, as a closure capturing the type would.
  private let test: any SignalTest.Type

  init<Target>(_ type: Target.Type) {
    self.type = type
    self.isValueType = isPlainValueType(type)
    self.test = CastTest<Target>.self
  }

  /// Whether the event or error `signal` carries casts to the type.
  func admits(_ signal: Signal) -> Bool {
    test.admits(signal)
  }
}

/// A cast of a signal's value to a type, chosen by the type it is generic over.
private protocol SignalTest {
  static func admits(_ signal: Signal) -> Bool
}

/// The cast to `Target`.
private enum CastTest<Target>: SignalTest {
  static func admits(_ signal: Signal) -> Bool {
    // Cast the event or error itself, not an `Any` made from it, which would copy it first.
    switch signal {
    case .event(let event): event is Target
    case .error(let error): error is Target
    }
  }
}
