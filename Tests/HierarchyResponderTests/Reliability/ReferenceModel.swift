// A reference model of SPEC §4 to §7 and §9, used only as an oracle for the differential
// tests.
//
// It works on a plain tree of nodes, each with a list of elements (responders, publishers,
// subscribers) written innermost first, and knows nothing of the DSL or the interpreter: no
// links, no environment, no tasks. Every rule it applies is a few lines that can be read
// against the contract:
//
// - R4.3, R4.4: a value triggered at a node meets the responders of that node, innermost
//   first, then those of its parent, and so on to the root; nothing else.
// - R4.5 to R4.8, R5.2: receive passes or stops, handle stops, transform replaces; a typed
//   responder acts only on values its type admits, and lets others pass untouched.
// - R4.10, R5.3: a thrown error, and an event caught from an error, go on up from the
//   responder's own position, to the responders of the other kind above it.
// - R6.2, R6.3: one outcome per trigger, nested through every turn; the route lists every
//   responder met.
// - R6.4: when nodes disappear while a responder is at work on a value, that work is cancelled
//   (the value ends cancelled) only if the responder's own node is among them.
// - R6.6: a value sent from a node that has disappeared goes up from where the node was,
//   meeting only the responders still mounted.
// - R7.1: what passes the outermost responder is unhandled at the root.
// - R9.1 to R9.5: a published value reaches only subscribers below the publisher that own it
//   (the nearest publisher of their key above them), by level, in tree order.

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

// MARK: - Publishing

/// Which subscribers a publisher reaches (R9.3).
enum ModelDestination: Hashable, Sendable, CaseIterable {
  case firstLevel, lastLevel, allLevels
}

/// What names publishers and subscribers: one of two published event types, which pairs them,
/// and an optional id, which only names them (R9.6).
struct ModelPublishingKey: Hashable, Sendable {
  /// 0 for `RelShake`, 1 for `RelNudge`.
  let type: Int
  let id: String?
}

/// A `.publisher(for:id:destination:register:)` modifier.
struct ModelPublisher: Hashable, Sendable {
  let id: Int
  let key: ModelPublishingKey
  let destination: ModelDestination
}

/// A `.subscribe(to:id:handler:)` modifier.
struct ModelSubscriber: Hashable, Sendable {
  let id: Int
  let key: ModelPublishingKey
}

// MARK: - The tree

/// A modifier of a node: a responder, a publisher or a subscriber.
enum ModelElement: Hashable, Sendable {
  case responder(ModelResponder)
  case publisher(ModelPublisher)
  case subscriber(ModelSubscriber)
}

/// One node: its parent, its children in order, and its modifiers, innermost first. Each node
/// can also trigger and report from inside its modifiers.
struct ModelNode: Hashable, Sendable {
  var parent: Int?
  var children: [Int] = []
  var elements: [ModelElement] = []
}

/// Where a modifier sits: its node, and its index among the node's elements (0 innermost).
struct ModelPosition: Hashable, Sendable {
  let node: Int
  let index: Int
}

/// What the model predicts for one trigger.
struct ModelResult: Hashable, Sendable {
  let outcome: ModelOutcome
  let route: [ModelHop]
}

/// How a trigger ends (R6.2), naming responders by id.
indirect enum ModelOutcome: Hashable, Sendable, CustomStringConvertible {
  case handled(by: Int)
  case transformed(by: Int, into: String, then: ModelOutcome)
  case caught(by: Int, into: String, then: ModelOutcome)
  case failed(at: Int, throwing: String, then: ModelOutcome)
  case unhandled(String)
  case cancelled

  var description: String {
    switch self {
    case .handled(let id): "handled by #\(id)"
    case .transformed(let id, let type, let then): "transformed by #\(id) into \(type), \(then)"
    case .caught(let id, let type, let then): "caught by #\(id) into \(type), \(then)"
    case .failed(let id, let type, let then): "failed at #\(id) throwing \(type), \(then)"
    case .unhandled(let type): "unhandled \(type)"
    case .cancelled: "cancelled"
    }
  }
  /// Where it ended, past every turn.
  var final: ModelOutcome {
    switch self {
    case .transformed(_, _, let then), .caught(_, _, let then), .failed(_, _, let then):
      then.final
    case .handled, .unhandled, .cancelled: self
    }
  }
}

/// What a responder did with what it received (R6.3).
enum ModelAction: Hashable, Sendable, CustomStringConvertible {
  case skipped, passed, handled, cancelled
  case transformed(into: String)
  case caught(into: String)
  case failed(throwing: String)

  var description: String {
    switch self {
    case .skipped: "skipped"
    case .passed: "passed"
    case .handled: "handled"
    case .cancelled: "cancelled"
    case .transformed(let type): "transformed into \(type)"
    case .caught(let type): "caught into \(type)"
    case .failed(let type): "failed throwing \(type)"
    }
  }
}

/// One responder met on a route.
struct ModelHop: Hashable, Sendable, CustomStringConvertible {
  let responder: Int
  let name: String
  let received: ModelValue
  let action: ModelAction

  var description: String { "#\(responder) \(name): \(received) \(action)" }
}

/// A tree and the contract's rules over it.
struct ReferenceModel: Sendable {
  /// The nodes; the root is node 0.
  let nodes: [ModelNode]

  /// The node each responder, publisher and subscriber belongs to, by id.
  private let owners: [Int: ModelPosition]

  /// A model of the tree `nodes` describes (node 0 is the root; ids of elements are unique).
  init(nodes: [ModelNode]) {
    self.nodes = nodes
    var owners: [Int: ModelPosition] = [:]
    for (node, value) in nodes.enumerated() {
      for (index, element) in value.elements.enumerated() {
        owners[Self.id(of: element)] = ModelPosition(node: node, index: index)
      }
    }
    self.owners = owners
  }

  /// The id of a responder, publisher or subscriber.
  private static func id(of element: ModelElement) -> Int {
    switch element {
    case .responder(let responder): responder.id
    case .publisher(let publisher): publisher.id
    case .subscriber(let subscriber): subscriber.id
    }
  }

  // MARK: Paths

  /// The node and its ancestors, from the node to the root.
  func path(from node: Int) -> [Int] {
    var path = [node]
    while let parent = nodes[path.last!].parent { path.append(parent) }
    return path
  }

  /// The modifiers a value sent from inside `position`'s modifier meets on its way up, in
  /// order: the node's own modifiers outside it, then each ancestor's, innermost first (R4.4).
  /// A value sent by the node itself starts inside all of its modifiers: index -1.
  func elements(above position: ModelPosition) -> [(ModelPosition, ModelElement)] {
    var result: [(ModelPosition, ModelElement)] = []
    var node = position.node
    var start = position.index + 1
    while true {
      let elements = nodes[node].elements
      for index in elements.indices where index >= start {
        result.append((ModelPosition(node: node, index: index), elements[index]))
      }
      guard let parent = nodes[node].parent else { return result }
      node = parent
      start = 0
    }
  }

  /// Whether the responder with id `responder` lies on the path from `node` to the root (R4.3).
  func isOnPath(_ responder: Int, from node: Int) -> Bool {
    guard let owner = owners[responder] else { return false }
    return path(from: node).contains(owner.node)
  }

  // MARK: Propagation

  /// The nodes that disappear when the children of `node` are hidden: its strict descendants.
  func descendants(of node: Int) -> Set<Int> {
    Set(nodes.indices.filter { $0 != node && path(from: $0).contains(node) })
  }

  /// The outcome and route of `signal` sent from `node` (R4.3 to R7.1).
  ///
  /// The nodes in `gone` have disappeared already: their responders are not met, and a value
  /// sent from one of them goes up from where it was (R6.6). The nodes in `going` disappear
  /// while the first responder that suspends is at work on the value: if that responder's
  /// node is one of them, its work is cancelled and the value ends there (R6.4); otherwise
  /// nothing changes, since every node above a node that stays stays too.
  func propagate(
    _ signal: ModelSignal, from node: Int, gone: Set<Int> = [], going: Set<Int> = []
  ) -> ModelResult {
    let chain = elements(above: ModelPosition(node: node, index: -1)).compactMap {
      position, element -> ModelResponder? in
      if case .responder(let responder) = element, !gone.contains(position.node) {
        return responder
      }
      return nil
    }
    var route: [ModelHop] = []
    var going = going
    let outcome = travel(signal, chain: chain, from: 0, going: &going, route: &route)
    return ModelResult(outcome: outcome, route: route)
  }

  /// Carries `signal` up `chain` from the responder at `start`, appending every hop; the
  /// nodes in `going` disappear when the first responder that suspends starts its work.
  ///
  /// Responders of the other category are not met at all: an event passes error responders
  /// by, and the other way round; they are not part of its route.
  private func travel(
    _ signal: ModelSignal, chain: [ModelResponder], from start: Int, going: inout Set<Int>,
    route: inout [ModelHop]
  ) -> ModelOutcome {
    guard
      let index = chain.indices.first(where: {
        $0 >= start && chain[$0].kind.meets == signal.category
      })
    else {
      return .unhandled(signal.value.type.name)  // R7.1
    }
    let responder = chain[index]
    /// Notes that `responder` met the signal and did `action`.
    func hop(_ action: ModelAction) {
      route.append(
        ModelHop(
          responder: responder.id, name: responder.name, received: signal.value, action: action))
    }
    /// The rest of the way, with `value` as `category`, from the responder after this one.
    func onward(_ category: ModelCategory, _ value: ModelValue) -> ModelOutcome {
      travel(
        ModelSignal(category: category, value: value), chain: chain, from: index + 1,
        going: &going, route: &route)
    }
    if let filter = responder.filter, !filter.admits(signal.value.type) {
      hop(.skipped)  // R4.8: untouched
      return onward(signal.category, signal.value)
    }
    if responder.isAsync && !going.isEmpty {
      // R6.4: the nodes go while this responder is at work; only its own node matters.
      defer { going = [] }
      if going.contains(owners[responder.id]!.node) {
        hop(.cancelled)
        return .cancelled
      }
    }
    switch responder.script.decide(responder.kind, signal.value) {
    case .pass:
      hop(.passed)  // R4.5: the same value goes on up
      return onward(signal.category, signal.value)
    case .handle:
      hop(.handled)  // R4.5, R4.6: it stops here
      return .handled(by: responder.id)
    case .replace(let value):
      // R4.7: a transform's value goes on up from here, as the same category; R5.3: a catch
      // turns the error into an event, triggered from here.
      let isCatch = responder.kind == .catchError
      let name = value.type.name
      hop(isCatch ? .caught(into: name) : .transformed(into: name))
      let then = onward(isCatch ? .event : signal.category, value)
      return isCatch
        ? .caught(by: responder.id, into: name, then: then)
        : .transformed(by: responder.id, into: name, then: then)
    case .fail(let error):
      // R4.10, R5.3: the thrown error goes up from the responder's own position.
      hop(.failed(throwing: error.type.name))
      let then = onward(.error, error)
      return .failed(at: responder.id, throwing: error.type.name, then: then)
    }
  }

  // MARK: Publishing

  /// Every subscriber, in tree order: a node's modifiers outermost first (the outer modifier
  /// contains the inner one), then its children's subtrees in order.
  func subscribersInTreeOrder() -> [ModelSubscriber] {
    var result: [ModelSubscriber] = []
    var stack = [0]
    while let node = stack.popLast() {
      for element in nodes[node].elements.reversed() {
        if case .subscriber(let subscriber) = element { result.append(subscriber) }
      }
      stack.append(contentsOf: nodes[node].children.reversed())
    }
    return result
  }

  /// What each publisher reaches, by publisher id: the subscriber ids in delivery order
  /// (R9.3), empty for a publisher without subscribers. A publisher's subscribers are those
  /// of its event type below it, ids aside (R9.6), nested publishers of the same type being
  /// transparent (R9.5); a subscriber's level counts those of them above it. The
  /// destination's levels go outermost first, and tree order holds within a level.
  func publishingPlan() -> [Int: [Int]] {
    let subscribers = subscribersInTreeOrder()
    var plan: [Int: [Int]] = [:]
    for node in nodes {
      for case .publisher(let publisher) in node.elements {
        // Each subscriber below the publisher, with the subscribers of its type between them.
        let own: [(subscriber: ModelSubscriber, level: Int)] = subscribers.compactMap {
          subscriber in
          guard subscriber.key.type == publisher.key.type else { return nil }
          let above = elements(above: owners[subscriber.id]!)
          guard let reach = above.firstIndex(where: { $0.1 == .publisher(publisher) }) else {
            return nil
          }
          let level = above[..<reach].filter { _, element in
            if case .subscriber(let between) = element {
              return between.key.type == publisher.key.type
            }
            return false
          }.count
          return (subscriber, level)
        }
        guard let deepest = own.map(\.level).max() else {
          plan[publisher.id] = []
          continue
        }
        let chosen: [Int] =
          switch publisher.destination {
          case .firstLevel: [0]
          case .lastLevel: [deepest]
          case .allLevels: Array(0...deepest)
          }
        plan[publisher.id] = chosen.flatMap { level in
          own.filter { $0.level == level }.map(\.subscriber.id)
        }
      }
    }
    return plan
  }
}
