// The reference model's vocabulary, part one: the values that travel and the responders that
// meet them. See ReferenceModel.swift for the rules.

// MARK: - Values

/// Whether a value travels as an event or as an error. A value's category is how it was sent,
/// not its type: a type can be both an event and an error.
enum ModelCategory: Hashable, Sendable {
  case event, error
}

/// The value types the random trees send, named as the library prints them.
///
/// Events: `RelAlpha`, `RelBeta`, `RelGamma` (structs), `RelBaseEvent` (a class) and
/// `RelSubEvent` (its subclass). Errors: the same shapes, `RelAlphaError` to `RelSubError`.
/// `RelHybrid` is both an event and an error. `RelMarkedEvent` and `RelMarkedError` are
/// protocols that some of them adopt.
enum ModelType: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  case alpha, beta, gamma, baseEvent, subEvent
  case alphaError, betaError, gammaError, baseError, subError
  case hybrid

  /// The Swift type's name, as routes and outcomes print it.
  var name: String {
    switch self {
    case .alpha: "RelAlpha"
    case .beta: "RelBeta"
    case .gamma: "RelGamma"
    case .baseEvent: "RelBaseEvent"
    case .subEvent: "RelSubEvent"
    case .alphaError: "RelAlphaError"
    case .betaError: "RelBetaError"
    case .gammaError: "RelGammaError"
    case .baseError: "RelBaseError"
    case .subError: "RelSubError"
    case .hybrid: "RelHybrid"
    }
  }

  var description: String { name }

  /// The types that can be sent as events.
  static let events: [ModelType] = [.alpha, .beta, .gamma, .baseEvent, .subEvent, .hybrid]
  /// The types that can be sent as errors.
  static let errors: [ModelType] = [
    .alphaError, .betaError, .gammaError, .baseError, .subError, .hybrid,
  ]

  /// The types of `category`.
  static func of(_ category: ModelCategory) -> [ModelType] {
    category == .event ? events : errors
  }
}

/// A value: its type, and a tag that the responders' scripts read, so that what a responder
/// does depends on what it receives.
struct ModelValue: Hashable, Sendable, CustomStringConvertible {
  let type: ModelType
  let tag: Int

  var description: String { "\(type.name)#\(tag)" }
}

/// What travels up: a value, sent as an event or as an error.
struct ModelSignal: Hashable, Sendable {
  let category: ModelCategory
  let value: ModelValue
}

/// The type a typed responder is written with.
enum ModelFilter: Hashable, Sendable {
  /// A concrete type: a struct matches itself; a class matches itself and its subclass.
  case exactly(ModelType)
  /// `(any RelMarkedEvent).self`: the event types that adopt the protocol.
  case markedEvent
  /// `(any RelMarkedError).self`: the error types that adopt the protocol.
  case markedError

  /// The filter's type, as the responder's name prints it.
  var name: String {
    switch self {
    case .exactly(let type): type.name
    case .markedEvent: "any RelMarkedEvent"
    case .markedError: "any RelMarkedError"
    }
  }

  /// Whether a value of `type` casts to the filter's type (R4.8): the table of the fixture
  /// types' declarations, written out by hand.
  func admits(_ type: ModelType) -> Bool {
    switch self {
    case .exactly(.baseEvent): type == .baseEvent || type == .subEvent
    case .exactly(.baseError): type == .baseError || type == .subError
    case .exactly(let exact): type == exact
    case .markedEvent: [.alpha, .gamma, .subEvent].contains(type)
    case .markedError: [.alphaError, .gammaError, .subError].contains(type)
    }
  }

  /// Every filter: each type, and the two protocols.
  static let all: [ModelFilter] =
    ModelType.allCases.map(ModelFilter.exactly) + [
      .markedEvent, .markedError,
    ]
}

// MARK: - Responders

/// The responder modifiers, named as the library names them.
enum ModelKind: String, CaseIterable, Hashable, Sendable {
  case receiveEvent, handleEvent, transformEvent
  case receiveError, handleError, transformError, catchError

  /// What the responder meets: events or errors.
  var meets: ModelCategory {
    switch self {
    case .receiveEvent, .handleEvent, .transformEvent: .event
    case .receiveError, .handleError, .transformError, .catchError: .error
    }
  }

  /// Whether its closure may throw: event responders and `catchError` (R4.10, R5.3); the other
  /// error responders' closures do not throw (R5.2).
  var mayThrow: Bool { meets == .event || self == .catchError }
}

/// What a responder's closure decides for one value: the "user code" of a random responder.
/// The model and the real closure both ask the script, then each applies the decision its own
/// way: the model by the contract's rules, the interpreter by its machinery.
enum ModelDecision: Hashable, Sendable {
  /// `receive…` returned `.notHandled`.
  case pass
  /// `receive…` returned `.handled`, or a `handle…` closure returned.
  case handle
  /// A transform or a catch returned this value.
  case replace(ModelValue)
  /// The closure threw this error.
  case fail(ModelValue)
}

/// A responder's behaviour, as a pure function of the value it receives.
struct ModelScript: Hashable, Sendable {
  /// Makes each responder's choices its own.
  let salt: UInt64
  /// For `receive…`: how often it handles, in percent.
  let handlePercent: Int
  /// For closures that may throw: how often they throw, in percent.
  let throwPercent: Int
  /// For transforms and catches: the types it may return.
  let outputs: [ModelType]
  /// For closures that may throw: the types they may throw.
  let thrown: [ModelType]

  /// What a responder of `kind` with this script does with `value`.
  func decide(_ kind: ModelKind, _ value: ModelValue) -> ModelDecision {
    let hash = SplitMix64.mix(
      salt ^ UInt64(truncatingIfNeeded: value.tag) ^ (UInt64(value.type.rawValue) << 48))
    let throwRoll = Int(hash % 100)
    let handleRoll = Int((hash >> 8) % 100)
    let pick = Int((hash >> 16) % 1_000_003)
    let newTag = Int((hash >> 40) & 0xFFFF)
    if kind.mayThrow && throwRoll < throwPercent {
      return .fail(ModelValue(type: thrown[pick % thrown.count], tag: newTag))
    }
    switch kind {
    case .receiveEvent, .receiveError: return handleRoll < handlePercent ? .handle : .pass
    case .handleEvent, .handleError: return .handle
    case .transformEvent, .transformError, .catchError:
      return .replace(ModelValue(type: outputs[pick % outputs.count], tag: newTag))
    }
  }
}

/// One responder modifier of a node.
struct ModelResponder: Hashable, Sendable {
  /// Unique in its tree; the real modifier is written with it as its `line:`, so that routes
  /// name it.
  let id: Int
  let kind: ModelKind
  /// `nil` for the untyped form.
  let filter: ModelFilter?
  /// Whether the real closure is `async` and suspends (it makes no difference to the outcome).
  let isAsync: Bool
  let script: ModelScript

  /// The responder's name in routes and outcomes: `handleEvent(RelAlpha)`, or `handleEvent`.
  var name: String {
    filter.map { "\(kind.rawValue)(\($0.name))" } ?? kind.rawValue
  }
}
