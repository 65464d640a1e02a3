// Random trees for the differential tests: a seeded generator of `ReferenceModel` trees, the
// value types the model names, and the DSL nodes that build the real tree from a model tree.

import HierarchyResponder

// MARK: - Values

/// A value the random trees send: it reports itself to the model.
protocol RelValue {
  /// The value as the model sees it.
  var modelValue: ModelValue { get }
}

/// Adopted by `RelAlpha`, `RelGamma` and `RelSubEvent`, so responders can match a protocol
/// existential.
protocol RelMarkedEvent: Event {}

/// Adopted by `RelAlphaError`, `RelGammaError` and `RelSubError`.
protocol RelMarkedError: Error {}

/// An event struct that adopts `RelMarkedEvent`.
struct RelAlpha: RelMarkedEvent, RelValue {
  let tag: Int
  var modelValue: ModelValue { ModelValue(type: .alpha, tag: tag) }
}

/// An event struct that adopts nothing else.
struct RelBeta: Event, RelValue {
  let tag: Int
  var modelValue: ModelValue { ModelValue(type: .beta, tag: tag) }
}

/// Another event struct that adopts `RelMarkedEvent`.
struct RelGamma: RelMarkedEvent, RelValue {
  let tag: Int
  var modelValue: ModelValue { ModelValue(type: .gamma, tag: tag) }
}

/// An event class, so a responder typed with it also matches its subclass.
class RelBaseEvent: Event, RelValue {
  let tag: Int
  /// An event with `tag`.
  init(tag: Int) { self.tag = tag }
  var modelValue: ModelValue { ModelValue(type: .baseEvent, tag: tag) }
}

/// A subclass of `RelBaseEvent` that adopts `RelMarkedEvent`.
final class RelSubEvent: RelBaseEvent, RelMarkedEvent {
  override var modelValue: ModelValue { ModelValue(type: .subEvent, tag: tag) }
}

/// An error struct that adopts `RelMarkedError`.
struct RelAlphaError: RelMarkedError, RelValue {
  let tag: Int
  var modelValue: ModelValue { ModelValue(type: .alphaError, tag: tag) }
}

/// An error struct that adopts nothing else.
struct RelBetaError: Error, RelValue {
  let tag: Int
  var modelValue: ModelValue { ModelValue(type: .betaError, tag: tag) }
}

/// Another error struct that adopts `RelMarkedError`.
struct RelGammaError: RelMarkedError, RelValue {
  let tag: Int
  var modelValue: ModelValue { ModelValue(type: .gammaError, tag: tag) }
}

/// An error class, so a responder typed with it also matches its subclass.
// @unchecked Sendable is safe: the class and its subclass have one immutable `let` of a
// Sendable type, so an instance never changes after init.
class RelBaseError: Error, RelValue, @unchecked Sendable {
  let tag: Int
  /// An error with `tag`.
  init(tag: Int) { self.tag = tag }
  var modelValue: ModelValue { ModelValue(type: .baseError, tag: tag) }
}

/// A subclass of `RelBaseError` that adopts `RelMarkedError`.
// @unchecked Sendable is safe: it adds no stored property to `RelBaseError`, whose only one is
// an immutable `let` of a Sendable type.
final class RelSubError: RelBaseError, RelMarkedError, @unchecked Sendable {
  override var modelValue: ModelValue { ModelValue(type: .subError, tag: tag) }
}

/// A type that is both an event and an error: what it meets depends on how it is sent.
struct RelHybrid: Event, Error, RelValue {
  let tag: Int
  var modelValue: ModelValue { ModelValue(type: .hybrid, tag: tag) }
}

/// The first published event type.
struct RelShake: Event {
  let tag: Int
}

/// The second published event type.
struct RelNudge: Event {
  let tag: Int
}

/// The Swift value for a model value sent as an event.
func makeEvent(_ value: ModelValue) -> any Event {
  switch value.type {
  case .alpha: RelAlpha(tag: value.tag)
  case .beta: RelBeta(tag: value.tag)
  case .gamma: RelGamma(tag: value.tag)
  case .baseEvent: RelBaseEvent(tag: value.tag)
  case .subEvent: RelSubEvent(tag: value.tag)
  case .hybrid: RelHybrid(tag: value.tag)
  case .alphaError, .betaError, .gammaError, .baseError, .subError:
    preconditionFailure("\(value.type) is not an event")
  }
}

/// The Swift value for a model value sent as an error.
func makeError(_ value: ModelValue) -> any Error {
  switch value.type {
  case .alphaError: RelAlphaError(tag: value.tag)
  case .betaError: RelBetaError(tag: value.tag)
  case .gammaError: RelGammaError(tag: value.tag)
  case .baseError: RelBaseError(tag: value.tag)
  case .subError: RelSubError(tag: value.tag)
  case .hybrid: RelHybrid(tag: value.tag)
  case .alpha, .beta, .gamma, .baseEvent, .subEvent:
    preconditionFailure("\(value.type) is not an error")
  }
}

// MARK: - Generating trees

/// How big random trees get.
struct RandomTreeLimits: Sendable {
  /// The most nodes from the root to a leaf.
  var maxDepth = 50
  /// The most children of one node.
  var maxWidth = 20
  /// The most nodes in a tree.
  var maxNodes = 160
  /// The most modifiers on one node.
  var maxElements = 4
  /// Whether nodes get publishers and subscribers too.
  var publishing = true
}

/// Draws random trees for the reference model.
enum RandomTreeGenerator {
  /// A random tree drawn from `generator`: a spine down to a random depth, then nodes added
  /// under random parents, each with random modifiers.
  static func tree(using generator: inout SplitMix64, limits: RandomTreeLimits = .init())
    -> ReferenceModel
  {
    let depth = generator.int(in: 1...limits.maxDepth)
    let width = generator.int(in: 1...limits.maxWidth)
    let count = generator.int(in: depth...max(depth, limits.maxNodes))
    var nodes = [ModelNode(parent: nil)]
    var depths = [1]
    /// Adds a new last child to `parent`.
    func add(under parent: Int) {
      nodes.append(ModelNode(parent: parent))
      nodes[parent].children.append(nodes.count - 1)
      depths.append(depths[parent] + 1)
    }
    for level in 1..<depth { add(under: level - 1) }
    // Add the rest under parents that have room; a bias towards recent nodes makes branches
    // deeper than a uniform choice would.
    var attempts = 0
    while nodes.count < count && attempts < count * 20 {
      attempts += 1
      let parent =
        generator.chance(30)
        ? max(0, nodes.count - generator.int(in: 1...3))
        : generator.int(in: 0...(nodes.count - 1))
      guard depths[parent] < limits.maxDepth, nodes[parent].children.count < width else {
        continue
      }
      add(under: parent)
    }
    var nextID = 1
    for index in nodes.indices {
      let elementCount = generator.int(in: 0...limits.maxElements)
      for _ in 0..<elementCount {
        nodes[index].elements.append(
          element(id: nextID, publishing: limits.publishing, using: &generator))
        nextID += 1
      }
    }
    return ReferenceModel(nodes: nodes)
  }

  /// A random modifier with id `id`: mostly responders, sometimes a publisher or subscriber.
  private static func element(id: Int, publishing: Bool, using generator: inout SplitMix64)
    -> ModelElement
  {
    let roll = generator.int(in: 0...99)
    if publishing && roll < 8 {
      return .publisher(
        ModelPublisher(
          id: id, key: key(using: &generator),
          destination: generator.pick(ModelDestination.allCases)))
    }
    if publishing && roll < 20 {
      return .subscriber(ModelSubscriber(id: id, key: key(using: &generator)))
    }
    return .responder(responder(id: id, using: &generator))
  }

  /// A random publishing key: one of the two types, with or without an id.
  private static func key(using generator: inout SplitMix64) -> ModelPublishingKey {
    ModelPublishingKey(type: generator.int(in: 0...1), id: generator.chance(30) ? "tab" : nil)
  }

  /// A random responder: any kind, typed (by any type or protocol, also one that never
  /// matches its category) or not, sometimes asynchronous, with a random script.
  static func responder(id: Int, using generator: inout SplitMix64) -> ModelResponder {
    let kind = generator.pick(ModelKind.allCases)
    let filter: ModelFilter?
    if generator.chance(65) {
      // Mostly types of the responder's own category; now and then any type at all.
      let own = ModelType.of(kind.meets).map(ModelFilter.exactly)
      let marked: ModelFilter = kind.meets == .event ? .markedEvent : .markedError
      filter =
        generator.chance(90) ? generator.pick(own + [marked]) : generator.pick(ModelFilter.all)
    } else {
      filter = nil
    }
    let outputs = (0..<generator.int(in: 1...3)).map { _ in
      generator.pick(ModelType.of(kind == .transformError ? .error : .event))
    }
    let thrown = (0..<generator.int(in: 1...2)).map { _ in generator.pick(ModelType.errors) }
    let script = ModelScript(
      salt: generator.next(), handlePercent: generator.pick([0, 20, 50, 80, 100]),
      throwPercent: generator.pick([0, 0, 10, 30]), outputs: outputs, thrown: thrown)
    return ModelResponder(
      id: id, kind: kind, filter: filter, isAsync: generator.chance(12), script: script)
  }

  /// A random value of `category`.
  static func signal(_ category: ModelCategory, using generator: inout SplitMix64)
    -> ModelSignal
  {
    ModelSignal(
      category: category,
      value: ModelValue(
        type: generator.pick(ModelType.of(category)), tag: generator.int(in: 0...0xFFFF)))
  }
}

// MARK: - The real tree

/// One responder closure's observation: which responder ran, and what it received.
struct RandomObservation: Hashable, CustomStringConvertible {
  let responder: Int
  let value: ModelValue

  var description: String { "#\(responder) saw \(value)" }
}

/// The sending closures of one node, handed out when it appears.
struct RandomSenders {
  let triggerEvent: TriggerEvent
  let reportError: ReportError
}

/// A model tree mounted as a real one: what the real closures report back to the test.
@MainActor
final class RandomWorld {
  /// The `fileID:` every random modifier is written with; its `line:` is the element's id.
  nonisolated static let fileID = "Reliability/RandomTree"

  let model: ReferenceModel
  /// What the responder closures saw since the log was last cleared, in order.
  var observations: [RandomObservation] = []
  /// The senders of each node, by node index.
  var senders: [Int: RandomSenders] = [:]
  /// What each publisher's `register` last received, by publisher id: a way to publish a tag,
  /// or `nil`.
  var publishers: [Int: @MainActor (Int) -> Void] = [:]
  /// What the subscribers received since the log was last cleared: (subscriber id, tag).
  var deliveries: [(subscriber: Int, tag: Int)] = []

  /// A world for `model`.
  init(model: ReferenceModel) {
    self.model = model
  }

  /// Logs that `responder` received `value`, and returns what its script decides.
  func decide(_ responder: ModelResponder, _ value: Any) -> ModelDecision {
    guard let observed = (value as? any RelValue)?.modelValue else {
      preconditionFailure("a random responder received \(type(of: value))")
    }
    observations.append(RandomObservation(responder: responder.id, value: observed))
    return responder.script.decide(responder.kind, observed)
  }
}

/// The error a random closure throws for a decision its kind cannot make: a bug in the test.
struct ImpossibleDecision: Error {
  let decision: ModelDecision
}

/// The real responder closures, one per kind: each logs what it receives and does what the
/// script decides.
@MainActor
struct RandomClosures {
  let world: RandomWorld
  let responder: ModelResponder
  /// Held by every closure, for the leak checks.
  let token: TrackedObject

  /// A `receiveEvent` closure: passes, handles or throws.
  func receiveEvent(_ value: Any) throws -> ReceiveEventResult {
    switch world.decide(responder, value) {
    case .pass: return .notHandled
    case .handle: return .handled
    case .fail(let error): throw makeError(error)
    case let decision: throw ImpossibleDecision(decision: decision)
    }
  }

  /// A `handleEvent` closure: returns or throws.
  func handleEvent(_ value: Any) throws {
    switch world.decide(responder, value) {
    case .handle: return
    case .fail(let error): throw makeError(error)
    case let decision: throw ImpossibleDecision(decision: decision)
    }
  }

  /// A `transformEvent` closure: returns a new event or throws.
  func transformEvent(_ value: Any) throws -> any Event {
    switch world.decide(responder, value) {
    case .replace(let event): return makeEvent(event)
    case .fail(let error): throw makeError(error)
    case let decision: throw ImpossibleDecision(decision: decision)
    }
  }

  /// A `receiveError` closure: passes or handles.
  func receiveError(_ value: Any) -> ReceiveErrorResult {
    world.decide(responder, value) == .handle ? .handled : .notHandled
  }

  /// A `handleError` closure.
  func handleError(_ value: Any) {
    _ = world.decide(responder, value)
  }

  /// A `transformError` closure: returns a new error.
  func transformError(_ value: Any) -> any Error {
    guard case .replace(let error) = world.decide(responder, value) else {
      return ImpossibleDecision(decision: .pass)
    }
    return makeError(error)
  }

  /// A `catchError` closure: returns an event or throws.
  func catchError(_ value: Any) throws -> any Event {
    switch world.decide(responder, value) {
    case .replace(let event): return makeEvent(event)
    case .fail(let error): throw makeError(error)
    case let decision: throw ImpossibleDecision(decision: decision)
    }
  }
}

/// One node of a random tree with its outermost `applied` modifiers still to apply: applies
/// the outermost of them around itself with one fewer, down to the node's content.
struct RandomLayer: Node {
  let world: RandomWorld
  let node: Int
  let applied: Int
  /// An object every node value and every closure of the tree holds, so a test can check that
  /// releasing the hierarchy frees them all.
  let token: TrackedObject

  /// The whole node `node`, all its modifiers applied.
  init(world: RandomWorld, node: Int, token: TrackedObject) {
    self.init(
      world: world, node: node, applied: world.model.nodes[node].elements.count, token: token)
  }

  /// The node `node` with its `applied` innermost modifiers applied.
  private init(world: RandomWorld, node: Int, applied: Int, token: TrackedObject) {
    self.world = world
    self.node = node
    self.applied = applied
    self.token = token
  }

  var body: some Node {
    if applied == 0 {
      RandomContent(world: world, node: node, token: token)
    } else {
      wrap(
        RandomLayer(world: world, node: node, applied: applied - 1, token: token),
        in: world.model.nodes[node].elements[applied - 1])
    }
  }

  /// `content` with the modifier `element` describes.
  private func wrap(_ content: RandomLayer, in element: ModelElement) -> AnyNode {
    let world = world
    let token = token
    switch element {
    case .responder(let responder):
      return responderNode(content, responder)
    case .publisher(let publisher):
      let register: @MainActor ((@MainActor (Int) -> Void)?) -> Void = { publish in
        _ = token
        world.publishers[publisher.id] = publish
      }
      let id = publisher.key.id
      let destination: PublishingDestination =
        switch publisher.destination {
        case .firstLevel: .firstLevel
        case .lastLevel: .lastLevel
        case .allLevels: .allLevels
        }
      if publisher.key.type == 0 {
        return AnyNode(
          content.publisher(for: RelShake.self, id: id, destination: destination) { publish in
            register(Self.publishing(publish, RelShake.init))
          })
      } else {
        return AnyNode(
          content.publisher(for: RelNudge.self, id: id, destination: destination) { publish in
            register(Self.publishing(publish, RelNudge.init))
          })
      }
    case .subscriber(let subscriber):
      let id = subscriber.key.id
      let deliver: @MainActor (Int) -> Void = { tag in
        _ = token
        world.deliveries.append((subscriber.id, tag))
      }
      if subscriber.key.type == 0 {
        return AnyNode(content.subscribe(to: RelShake.self, id: id) { deliver($0.tag) })
      } else {
        return AnyNode(content.subscribe(to: RelNudge.self, id: id) { deliver($0.tag) })
      }
    }
  }

  /// A way to publish a tag through `publisher`, if there is one.
  private static func publishing<Published: Event>(
    _ publisher: EventPublisher<Published>?, _ make: @escaping (Int) -> Published
  ) -> (@MainActor (Int) -> Void)? {
    guard let publisher else { return nil }
    return { tag in publisher(make(tag)) }
  }

  /// `content` with `responder` applied, typed with its filter's type.
  private func responderNode(_ content: RandomLayer, _ responder: ModelResponder) -> AnyNode {
    switch responder.filter {
    case nil: untyped(content, responder)
    case .exactly(.alpha): typed(RelAlpha.self, content, responder)
    case .exactly(.beta): typed(RelBeta.self, content, responder)
    case .exactly(.gamma): typed(RelGamma.self, content, responder)
    case .exactly(.baseEvent): typed(RelBaseEvent.self, content, responder)
    case .exactly(.subEvent): typed(RelSubEvent.self, content, responder)
    case .exactly(.alphaError): typed(RelAlphaError.self, content, responder)
    case .exactly(.betaError): typed(RelBetaError.self, content, responder)
    case .exactly(.gammaError): typed(RelGammaError.self, content, responder)
    case .exactly(.baseError): typed(RelBaseError.self, content, responder)
    case .exactly(.subError): typed(RelSubError.self, content, responder)
    case .exactly(.hybrid): typed(RelHybrid.self, content, responder)
    case .markedEvent: typed((any RelMarkedEvent).self, content, responder)
    case .markedError: typed((any RelMarkedError).self, content, responder)
    }
  }

  /// The untyped responder modifiers, synchronous or suspending.
  private func untyped(_ content: RandomLayer, _ responder: ModelResponder) -> AnyNode {
    let act = RandomClosures(world: world, responder: responder, token: token)
    let file = RandomWorld.fileID
    let line = responder.id
    switch (responder.kind, responder.isAsync) {
    case (.receiveEvent, false):
      return AnyNode(content.receiveEvent(fileID: file, line: line) { try act.receiveEvent($0) })
    case (.receiveEvent, true):
      return AnyNode(
        content.receiveEvent(fileID: file, line: line) { event in
          await Task.yield()
          return try act.receiveEvent(event)
        })
    case (.handleEvent, false):
      return AnyNode(content.handleEvent(fileID: file, line: line) { try act.handleEvent($0) })
    case (.handleEvent, true):
      return AnyNode(
        content.handleEvent(fileID: file, line: line) { event in
          await Task.yield()
          try act.handleEvent(event)
        })
    case (.transformEvent, false):
      return AnyNode(
        content.transformEvent(fileID: file, line: line) { try act.transformEvent($0) })
    case (.transformEvent, true):
      return AnyNode(
        content.transformEvent(fileID: file, line: line) { event in
          await Task.yield()
          return try act.transformEvent(event)
        })
    case (.receiveError, false):
      return AnyNode(content.receiveError(fileID: file, line: line) { act.receiveError($0) })
    case (.receiveError, true):
      return AnyNode(
        content.receiveError(fileID: file, line: line) { error in
          await Task.yield()
          return act.receiveError(error)
        })
    case (.handleError, false):
      return AnyNode(content.handleError(fileID: file, line: line) { act.handleError($0) })
    case (.handleError, true):
      return AnyNode(
        content.handleError(fileID: file, line: line) { error in
          await Task.yield()
          act.handleError(error)
        })
    case (.transformError, false):
      return AnyNode(
        content.transformError(fileID: file, line: line) { act.transformError($0) })
    case (.transformError, true):
      return AnyNode(
        content.transformError(fileID: file, line: line) { error in
          await Task.yield()
          return act.transformError(error)
        })
    case (.catchError, false):
      return AnyNode(content.catchError(fileID: file, line: line) { try act.catchError($0) })
    case (.catchError, true):
      return AnyNode(
        content.catchError(fileID: file, line: line) { error in
          await Task.yield()
          return try act.catchError(error)
        })
    }
  }

  /// The typed responder modifiers, for values that cast to `type`, synchronous or suspending.
  private func typed<Target>(
    _ type: Target.Type, _ content: RandomLayer, _ responder: ModelResponder
  ) -> AnyNode {
    let act = RandomClosures(world: world, responder: responder, token: token)
    let file = RandomWorld.fileID
    let line = responder.id
    switch (responder.kind, responder.isAsync) {
    case (.receiveEvent, false):
      return AnyNode(
        content.receiveEvent(type, fileID: file, line: line) { (value: Target) in
          try act.receiveEvent(value)
        })
    case (.receiveEvent, true):
      return AnyNode(
        content.receiveEvent(type, fileID: file, line: line) { (value: Target) in
          await Task.yield()
          return try act.receiveEvent(value)
        })
    case (.handleEvent, false):
      return AnyNode(
        content.handleEvent(type, fileID: file, line: line) { (value: Target) in
          try act.handleEvent(value)
        })
    case (.handleEvent, true):
      return AnyNode(
        content.handleEvent(type, fileID: file, line: line) { (value: Target) in
          await Task.yield()
          try act.handleEvent(value)
        })
    case (.transformEvent, false):
      return AnyNode(
        content.transformEvent(type, fileID: file, line: line) { (value: Target) in
          try act.transformEvent(value)
        })
    case (.transformEvent, true):
      return AnyNode(
        content.transformEvent(type, fileID: file, line: line) { (value: Target) in
          await Task.yield()
          return try act.transformEvent(value)
        })
    case (.receiveError, false):
      return AnyNode(
        content.receiveError(type, fileID: file, line: line) { (value: Target) in
          act.receiveError(value)
        })
    case (.receiveError, true):
      return AnyNode(
        content.receiveError(type, fileID: file, line: line) { (value: Target) in
          await Task.yield()
          return act.receiveError(value)
        })
    case (.handleError, false):
      return AnyNode(
        content.handleError(type, fileID: file, line: line) { (value: Target) in
          act.handleError(value)
        })
    case (.handleError, true):
      return AnyNode(
        content.handleError(type, fileID: file, line: line) { (value: Target) in
          await Task.yield()
          act.handleError(value)
        })
    case (.transformError, false):
      return AnyNode(
        content.transformError(type, fileID: file, line: line) { (value: Target) in
          act.transformError(value)
        })
    case (.transformError, true):
      return AnyNode(
        content.transformError(type, fileID: file, line: line) { (value: Target) in
          await Task.yield()
          return act.transformError(value)
        })
    case (.catchError, false):
      return AnyNode(
        content.catchError(type, fileID: file, line: line) { (value: Target) in
          try act.catchError(value)
        })
    case (.catchError, true):
      return AnyNode(
        content.catchError(type, fileID: file, line: line) { (value: Target) in
          await Task.yield()
          return try act.catchError(value)
        })
    }
  }
}

/// What a random node holds inside its modifiers: its children, which the button "toggle N"
/// hides and shows, then the node that sends from it.
struct RandomContent: Node {
  @State var showsChildren = true
  let world: RandomWorld
  let node: Int
  let token: TrackedObject

  var body: some Node {
    if showsChildren {
      ForEach(world.model.nodes[node].children, id: \.self) { child in
        RandomLayer(world: world, node: child, token: token)
      }
    }
    RandomSender(world: world, node: node, token: token)
    Button("toggle \(node)") { showsChildren.toggle() }
  }
}

/// Hands the node's sending closures to the world when it appears.
struct RandomSender: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.reportError) var reportError
  let world: RandomWorld
  let node: Int
  let token: TrackedObject

  var body: some Node {
    Text("node \(node)")
      .onAppear {
        _ = token
        world.senders[node] = RandomSenders(triggerEvent: triggerEvent, reportError: reportError)
      }
  }
}
