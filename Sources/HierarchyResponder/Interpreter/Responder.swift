/// The kinds of responder, each a modifier of the same ``Responder`` mechanism.
enum ResponderKind: String {
  case receiveEvent, handleEvent, transformEvent
  case receiveError, handleError, transformError, catchError
  /// The safety declarations: links that let everything pass and check it (debug builds).
  case triggers, reports

  /// Whether the responder meets events (otherwise errors).
  var meetsEvents: Bool {
    switch self {
    case .receiveEvent, .handleEvent, .transformEvent, .triggers: true
    case .receiveError, .handleError, .transformError, .catchError, .reports: false
    }
  }
}

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

/// The one modifier behind every responder: receive, handle, transform and catch, for events
/// and errors, typed or not, synchronous or not. The public modifiers only build it.
struct Responder: Modifier, PrimitiveModifier {
  let kind: ResponderKind
  let filter: TypeFilter?
  let response: Response
  let location: CodeLocation
  /// Set for `triggers` and `reports`: what they declare.
  var declaration: Declaration?
  /// Set when a built-in modifier made of several installs it: the name it shows under, in
  /// routes and in the dump, where the built-in modifier lists itself instead.
  var builtInName: String?

  /// A responder for values of type `Target` (every value when `typed` is false) that runs
  /// `action`, the public modifier's closure mapped to a ``Verdict``.
  ///
  /// The public modifier writes `action` itself, handed the event or error existential, and
  /// casts it to `Target` only when typed: the propagation then calls the user's closure
  /// through one closure, not through a generic layer that would copy the value and the verdict
  /// on the way.
  init<Target>(
    _ kind: ResponderKind, _ type: Target.Type, typed: Bool, at location: CodeLocation,
    _ action: Response.Action
  ) {
    self.kind = kind
    self.filter = typed ? TypeFilter(type) : nil
    self.response = Response(action)
    self.location = location
  }

  /// A declaration link: it passes everything on, and the propagation checks what passes.
  init(kind: ResponderKind, declaration: Declaration, at location: CodeLocation) {
    self.kind = kind
    self.filter = nil
    self.response = .passing(events: kind.meetsEvents)
    self.location = location
    self.declaration = declaration
  }

  /// This responder, shown under `name`, the built-in modifier made of several that installs
  /// it.
  func shown(as name: String) -> Responder {
    var responder = self
    responder.builtInName = name
    return responder
  }

  var dumpAnnotation: String? {
    builtInName == nil ? ResponderLink.name(of: kind, filter: filter) : nil
  }

  /// It installs its closure, and runs it only when a signal comes.
  static var runsUsersCode: Bool { false }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    let link: ResponderLink
    if let installed = node.attachment as? ResponderLink {
      link = installed
    } else {
      link = ResponderLink(owner: node)
      node.attachment = link
    }
    let chainChanged = link.update(
      kind: kind, filter: filter, response: response, location: location, declaration: declaration,
      builtInName: builtInName, eventsAbove: environment.eventTarget,
      errorsAbove: environment.errorTarget)
    if chainChanged { node.hierarchy?.propagation.chainChanged(at: link) }
    if kind.meetsEvents {
      environment.eventTarget = link
    } else {
      environment.errorTarget = link
    }
  }
}
