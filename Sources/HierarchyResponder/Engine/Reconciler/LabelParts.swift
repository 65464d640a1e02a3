/// The texts that the labels read from the nodes below join, for the labels that join several
/// (a control's custom label showing a title, a date and an amount), each leading to the nodes
/// whose labels show it (R12.13): the ``LabelIndex`` keeps them, and a lookup that finds no
/// whole label falls back on them.
///
/// Hashing every text of every label would cost each such row a few thousand instructions, as
/// it is read and as it leaves, in every hierarchy: the parts are indexed only from the first
/// lookup that falls back on them (``startIndexing(_:)``), and kept up to date from then on.
/// Most texts are shown by one label, so a text keeps its one node without a collection.
struct LabelParts {
  /// Whether the parts are indexed: set by the first lookup that falls back on them.
  private(set) var isIndexing = false
  /// Each node whose label has parts, and those parts.
  private var partsOf: [ObjectIdentifier: (node: MountedNode, parts: [String])] = [:]
  /// The nodes whose labels show a text, by text.
  private var holders: [String: Holders] = [:]

  /// The node, or the nodes, whose labels show one text.
  private enum Holders {
    case one(MountedNode)
    case several([ObjectIdentifier: MountedNode])
  }

  /// Starts indexing the parts, with those of the labels there are now.
  mutating func startIndexing(_ labelled: [(node: MountedNode, parts: [String])]) {
    isIndexing = true
    for (node, parts) in labelled { set(parts, of: node) }
  }

  /// Makes `parts` the parts of the label of `node`, replacing those it had.
  mutating func set(_ parts: [String], of node: MountedNode) {
    guard isIndexing, !parts.isEmpty || !partsOf.isEmpty else { return }
    let key = ObjectIdentifier(node)
    guard partsOf[key]?.parts ?? [] != parts else { return }
    remove(key)
    guard !parts.isEmpty else { return }
    partsOf[key] = (node, parts)
    for part in parts {
      switch holders[part] {
      case nil: holders[part] = .one(node)
      case .one(let other) where other === node: break
      case .one(let other): holders[part] = .several([ObjectIdentifier(other): other, key: node])
      case .several(var nodes):
        nodes[key] = node
        holders[part] = .several(nodes)
      }
    }
  }

  /// Takes the node `key` names out, as it leaves the tree or its label changes.
  mutating func remove(_ key: ObjectIdentifier) {
    guard !partsOf.isEmpty, let removed = partsOf.removeValue(forKey: key) else { return }
    for part in removed.parts {
      switch holders[part] {
      case .one(let node) where ObjectIdentifier(node) == key: holders[part] = nil
      case .several(var nodes):
        nodes[key] = nil
        holders[part] = nodes.count == 1 ? nodes.first.map { .one($0.value) } : .several(nodes)
      default: break
      }
    }
  }

  /// The nodes whose labels show `part` among the texts they join, in no particular order.
  func nodes(showing part: String) -> [MountedNode] {
    switch holders[part] {
    case .one(let node): [node]
    case .several(let nodes): Array(nodes.values)
    case nil: []
    }
  }
}
