// The DSL nodes that build the real tree from a model tree.

import HierarchyResponder

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
