/// Draws a mounted tree as a Mermaid flowchart, with the route of one propagation on it: what
/// ``Hierarchy/diagram(highlighting:)`` returns.
///
/// A box is a line of ``Hierarchy/dump(modifiers:)``, worded by the dump's own
/// ``Hierarchy/dumpLine(of:modifiers:annotations:)``. With no route, every line is a box. With
/// a route, the walk follows only the paths from the root down to the nodes the route was at
/// (its origin and the node of each responder it met): beside them, the children the route
/// did not touch are shown in full while they are small, and otherwise collapse into one box
/// that counts them. So drawing a route costs the route and the boxes beside it, whatever the
/// size of the tree.
@MainActor
struct DiagramBuilder {
  /// How many mounted nodes the children beside the route may hold together and still be
  /// shown in full; more collapse into one box.
  static let shownInFull = 24

  /// Where a box stands, and what the walk hands down to the next line: the dump's
  /// annotations, and the route's nodes that those annotations come from.
  private struct Place {
    /// The box of the nearest line above; `nil` above the first line.
    var box: Int?
    /// The notes of the modifiers above that go on the next line, as the dump hands them.
    var annotations: [String] = []
    /// The targets among those modifiers, whose box is the next line.
    var carried: [ObjectIdentifier] = []
    /// Whether everything below is drawn, with nothing collapsed.
    var showsAll: Bool
  }

  /// How a box is drawn: its style, in the order in which one outranks another.
  private enum Style: Int, Comparable, CaseIterable {
    case collapsed, skipped, met, cancelled, unhandled, handled

    /// Whether `rhs` outranks `lhs`.
    static func < (lhs: Style, rhs: Style) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Its Mermaid `classDef`.
    var definition: String {
      switch self {
      case .collapsed: "classDef collapsed fill:#f9fafb,stroke:#9ca3af,stroke-dasharray:3 3"
      case .skipped: "classDef skipped color:#9ca3af,stroke:#d1d5db,stroke-dasharray:2 2"
      case .met: "classDef met stroke:#2563eb,stroke-width:2px"
      case .cancelled: "classDef cancelled fill:#f3f4f6,stroke:#6b7280,stroke-dasharray:4 2"
      case .unhandled: "classDef unhandled fill:#fee2e2,stroke:#b91c1c,stroke-width:2px"
      case .handled: "classDef handled fill:#dcfce7,stroke:#15803d,stroke-width:2px"
      }
    }
  }

  /// One box: its text, whether it is a rounded end of the route, and its style.
  private struct Box {
    /// What it says, unescaped.
    let label: String
    /// Whether it is drawn rounded, as the start or the end of a route off the tree.
    let isEnd: Bool
    /// How it is styled; `nil` for a plain box.
    var style: Style?
  }

  /// The boxes, numbered in the order they were added: `n0`, `n1`.
  private var boxes: [Box] = []
  /// The tree's links, from the box above to the box below, and the route's numbered ones.
  private var lines: [String] = []
  /// The nodes the route was at, by identity: its origin and the nodes of its responders.
  private var targets: Set<ObjectIdentifier> = []
  /// The box of each node in ``targets`` the walk met.
  private var boxOfTarget: [ObjectIdentifier: Int] = [:]
  /// The nodes on a path from the root to a target, each with its children on such a path.
  private var paths: [ObjectIdentifier: [MountedNode]] = [:]
  /// The box for the responders met whose node has left the tree, once one is.
  private var departedBox: Int?

  /// The flowchart of the tree below `root`, with `propagation`'s route drawn on it.
  static func diagram(of root: MountedNode, highlighting propagation: PropagationResult?) -> String
  {
    var builder = DiagramBuilder()
    if let propagation { builder.follow(propagation, in: root) }
    builder.walk(from: root, showingAll: propagation == nil)
    if let propagation { builder.draw(propagation) }
    return builder.text
  }

  /// Notes the nodes `propagation` was at in the tree below `root`, and the paths to them.
  private mutating func follow(_ propagation: PropagationResult, in root: MountedNode) {
    paths[ObjectIdentifier(root)] = []
    func isInTree(_ node: MountedNode) -> Bool {
      node.isMounted && node.reconciler === root.reconciler
    }
    if let origin = propagation.origin, isInTree(origin) { mark(origin) }
    for hop in propagation.route {
      guard let owner = hop.link?.owner, isInTree(owner) else { continue }
      mark(owner)
    }
  }

  /// Makes `node` a target, and the path to it, down to the line its modifier annotates.
  private mutating func mark(_ node: MountedNode) {
    targets.insert(ObjectIdentifier(node))
    var end = node
    while !end.hasLine, let content = end.children.first { end = content }
    var child = end
    guard paths[ObjectIdentifier(child)] == nil else { return }
    paths[ObjectIdentifier(child)] = []
    while let parent = child.parent {
      let isKnown = paths[ObjectIdentifier(parent)] != nil
      paths[ObjectIdentifier(parent), default: []].append(child)
      if isKnown { return }
      child = parent
    }
  }

  /// Draws the boxes, walking the whole tree when `showingAll`, the paths to the targets and
  /// what stands beside them otherwise.
  private mutating func walk(from root: MountedNode, showingAll: Bool) {
    root.walkPreOrder(handing: Place(box: nil, showsAll: showingAll)) { node, handed in
      var place = handed
      let id = ObjectIdentifier(node)
      if targets.contains(id) {
        place.carried.append(id)
        boxOfTarget[id] = place.box
      }
      if let line = Hierarchy.dumpLine(
        of: node, modifiers: .standard, annotations: &place.annotations)
      {
        let box = add(Box(label: line, isEnd: false), under: place.box)
        for target in place.carried { boxOfTarget[target] = box }
        place.carried = []
        place.box = box
      }
      let others = Place(box: place.box, showsAll: place.showsAll)
      guard !place.showsAll else { return .visitChildren(first: place, others: others) }
      return descent(from: node, first: place, others: others)
    }
  }

  /// Which children of `node`, a node on a path to a target, the walk goes on to: those on a
  /// path, and those beside them when they are small; the others collapse into one box.
  private mutating func descent(from node: MountedNode, first: Place, others: Place)
    -> Descent<Place>
  {
    var onPath = paths[ObjectIdentifier(node)] ?? []
    if onPath.count > 1 { onPath.sort { $0.precedes($1) } }
    let children = node.children
    func place(of child: MountedNode, showingAll: Bool) -> (node: MountedNode, context: Place) {
      var place = child === children.first ? first : others
      place.showsAll = showingAll
      return (child, place)
    }
    let beside = children.count - onPath.count
    guard beside > 0 else {
      return .visitOnly(onPath.map { place(of: $0, showingAll: false) })
    }
    if beside <= Self.shownInFull {
      var room = Self.shownInFull
      var visited: [(node: MountedNode, context: Place)] = []
      for child in children {
        let isOnPath = onPath.contains { $0 === child }
        if !isOnPath { room -= child.subtreeSize(atMost: room) }
        visited.append(place(of: child, showingAll: !isOnPath))
      }
      if room >= 0 { return .visitOnly(visited) }
    }
    let count = beside.formatted
    add(Box(label: "… \(count) more", isEnd: false, style: .collapsed), under: first.box)
    return .visitOnly(onPath.map { place(of: $0, showingAll: false) })
  }

  /// Draws `propagation`'s route: a numbered link from where the value was to each responder
  /// that acted on it, saying what it received and did; the skipped ones faded, unnumbered;
  /// and how it ended.
  private mutating func draw(_ propagation: PropagationResult) {
    var from: Int
    if let origin = propagation.origin, let box = boxOfTarget[ObjectIdentifier(origin)] {
      from = box
    } else {
      from = add(Box(label: propagation.triggered, isEnd: true), under: nil)
    }
    var number = 0
    var endsAtHop = false
    for hop in propagation.route {
      let box = self.box(of: hop)
      guard hop.action != .skipped else {
        style(box, .skipped)
        continue
      }
      number += 1
      let words = "\(number). \(hop.responder.name): \(hop.received) \(hop.action)"
      lines.append("n\(from) ==>|\"\(Self.escaped(words))\"| n\(box)")
      switch hop.action {
      case .handled: style(box, .handled)
      case .cancelled: style(box, .cancelled)
      default: style(box, .met)
      }
      endsAtHop = hop.action == .handled || hop.action == .cancelled
      from = box
    }
    guard !endsAtHop else { return }
    switch propagation.outcome.final {
    case .unhandled(let type):
      let end = add(Box(label: "unhandled \(type) at the root", isEnd: true, style: .unhandled))
      lines.append("n\(from) ==> n\(end)")
    case .cancelled:
      let end = add(Box(label: "cancelled", isEnd: true, style: .cancelled))
      lines.append("n\(from) ==> n\(end)")
    case .handled, .transformed, .caught, .failed: break
    }
  }

  /// The box of the node `hop`'s responder is on; the box for departed nodes when it has left
  /// the tree.
  private mutating func box(of hop: Hop) -> Int {
    if let owner = hop.link?.owner, let box = boxOfTarget[ObjectIdentifier(owner)] {
      return box
    }
    if let departedBox { return departedBox }
    let box = add(Box(label: "a node no longer in the tree", isEnd: false))
    departedBox = box
    return box
  }

  /// Gives `box` the style `style`, unless it has one that outranks it.
  private mutating func style(_ box: Int, _ style: Style) {
    if let current = boxes[box].style, current >= style { return }
    boxes[box].style = style
  }

  /// Adds `box`, linked below the box `parent` when given; returns its number.
  @discardableResult
  private mutating func add(_ box: Box, under parent: Int? = nil) -> Int {
    let number = boxes.count
    boxes.append(box)
    let label = "\"\(Self.escaped(box.label))\""
    lines.append(box.isEnd ? "n\(number)([\(label)])" : "n\(number)[\(label)]")
    if let parent { lines.append("n\(parent) --- n\(number)") }
    return number
  }

  /// The flowchart: the boxes and links, then the styles used and the boxes that use them.
  private var text: String {
    var text = "flowchart TD\n" + lines.map { "  \($0)\n" }.joined()
    for style in Style.allCases {
      let styled = boxes.indices.filter { boxes[$0].style == style }
      guard !styled.isEmpty else { continue }
      text += "  \(style.definition)\n"
      text += "  class \(styled.map { "n\($0)" }.joined(separator: ",")) \(style)\n"
    }
    text.removeLast()
    return text
  }

  /// `text` as a quoted Mermaid label shows it: the characters Mermaid would read as syntax
  /// or markup written as its entity codes.
  static func escaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "#": escaped += "#35;"
      case "\"": escaped += "#quot;"
      case "<": escaped += "#lt;"
      case ">": escaped += "#gt;"
      case "&": escaped += "#amp;"
      case "\n": escaped += " "
      default: escaped.append(character)
      }
    }
    return escaped
  }
}

extension MountedNode {
  /// Whether the dump gives the node a line of its own.
  fileprivate var hasLine: Bool {
    if case .line = dumpStyle { return true }
    return false
  }

  /// How many mounted nodes the subtree of this node holds, itself included, counted up to
  /// `limit` and no further: `limit + 1` stands for any more. The walk meets at most `limit`
  /// nodes, however wide the subtree.
  fileprivate func subtreeSize(atMost limit: Int) -> Int {
    var size = 1
    walkPreOrder { node in
      guard size <= limit, size + node.children.count <= limit else {
        size = limit + 1
        return .skipChildren
      }
      size += node.children.count
      return .visitChildren
    }
    return size
  }
}

extension Int {
  /// The number with its thousands apart, `9,998`, as the diagram counts what it collapses.
  fileprivate var formatted: String {
    let digits = String(magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { grouped += "," }
      grouped.append(digit)
    }
    return self < 0 ? "-" + grouped : grouped
  }
}
