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
