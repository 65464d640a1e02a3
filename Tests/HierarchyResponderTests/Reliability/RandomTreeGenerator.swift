// A seeded generator of `ReferenceModel` trees for the differential tests.

import HierarchyResponder

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
