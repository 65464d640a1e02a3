/// The nodes found by label, the nodes presented in front of the rest of the tree, and the
/// subtrees mounted but off screen, kept up to date by the attachments as they are installed
/// and unmounted, so that finding a node by label costs about the same in a tree of a hundred
/// nodes as in one of a million.
///
/// A label is a string an attachment gives its node as it is installed: a control's title, an
/// id's description. A label that comes from the nodes below (the ``MountedNode/shownText`` of
/// the nodes a ``EnvironmentValues/labelOwner`` names as theirs) is marked when it may have
/// changed, and read from the attachment (``Attachment/label(on:)``) before the next lookup.
///
/// The index holds its nodes strongly, and takes a node out as it is unmounted, through the
/// node's ``IndexedAttachment``: only a node with one may be put in, which debug builds check
/// (``assertLeavesOnUnmount(_:)``), since a node put in without one would stay findable after
/// it left the tree.
@MainActor
final class LabelIndex {
  /// The labelled nodes, by label.
  private var nodesByLabel: [String: [ObjectIdentifier: MountedNode]] = [:]
  /// The label of each labelled node.
  private var labels: [ObjectIdentifier: String] = [:]
  /// The texts of the labels read from the nodes below that join several, each leading to the
  /// nodes whose labels show it (R12.13).
  private var parts = LabelParts()
  /// The nodes whose label, read from the nodes below, may have changed: read again before the
  /// next lookup.
  private var staleLabels: [ObjectIdentifier: MountedNode] = [:]
  /// The nodes presented in front mounted now, each with the round of presentation it came
  /// in: the presentations of a later round are in front, and only what the one in front
  /// holds can be found.
  private var presentations: [ObjectIdentifier: (node: MountedNode, round: Int)] = [:]
  /// The round of presentation under way: the presentations mounted by one render, before
  /// the appear hooks that follow it, share a round.
  private var round = 0
  /// Whether a presentation came in the round under way, which its appear hook then closes.
  private var roundIsOpen = false
  /// The nodes whose subtrees are off screen though mounted (content kept while another is
  /// shown in its place), each with the reason: nothing inside them is found, read, or in
  /// front.
  private var hidden: [ObjectIdentifier: (node: MountedNode, reason: OffScreen)] = [:]
  /// How many of the ``hidden`` subtrees are off screen for a reason that ends the appearance
  /// of what they hold (``OffScreen/endsAppearance``), so that asking costs nothing while none
  /// is.
  private(set) var awaySubtrees = 0
  /// The nodes whose subtrees are on screen but take no touch: what is inside them is found and
  /// read, and refuses to be driven.
  private var untouchable: [ObjectIdentifier: MountedNode] = [:]

  // MARK: Labels

  /// Gives `node` the label `label`, or none, replacing the one it had. An empty string is
  /// no label: nothing is found by it, and it is never listed (R12.13). The texts a label
  /// read from the nodes below joins (`parts`) find the node too (``nodes(showing:)``), but
  /// are not listed.
  func setLabel(_ label: String?, parts: [String] = [], of node: MountedNode) {
    let key = ObjectIdentifier(node)
    let label = label?.isEmpty == true ? nil : label
    if self.parts.isIndexing { self.parts.set(label == nil ? [] : Self.indexed(parts), of: node) }
    guard labels[key] != label else { return }
    removeLabel(of: key)
    guard let label else { return }
    assertLeavesOnUnmount(node)
    labels[key] = label
    nodesByLabel[label, default: [:]][key] = node
  }

  /// Marks the label of `node`, which comes from the nodes below it, for reading again, and
  /// the labels of the nodes whose labels hold it (its ``EnvironmentValues/labelOwner``, and
  /// theirs): a node labelled by the nodes below was installed, or a node in such a label
  /// showed a new string or left.
  func labelChanged(of node: MountedNode) {
    var marked: MountedNode? = node
    while let current = marked,
      staleLabels.updateValue(current, forKey: ObjectIdentifier(current)) == nil
    {
      assertLeavesOnUnmount(current)
      marked = current.environment.labelOwner
    }
  }

  /// Takes `node` out of the index as it is unmounted (its ``IndexedAttachment`` calls it): its
  /// label, any presentation, and whether it is hidden.
  func remove(_ node: MountedNode) {
    let key = ObjectIdentifier(node)
    removeLabel(of: key)
    if parts.isIndexing { parts.remove(key) }
    staleLabels[key] = nil
    presentations[key] = nil
    setOffScreen(node, nil)
    if !untouchable.isEmpty { untouchable[key] = nil }
  }

  /// Takes the subtree of `node` off screen for `reason`, or puts it back with `nil`; returns
  /// the reason it was off screen for before, if it was. The reconciler's
  /// ``Reconciler/setOffScreen(_:_:)`` calls it, and runs the lifecycle hooks the change
  /// causes.
  @discardableResult
  func setOffScreen(_ node: MountedNode, _ reason: OffScreen?) -> OffScreen? {
    if reason != nil { assertLeavesOnUnmount(node) }
    let key = ObjectIdentifier(node)
    let before = hidden[key]?.reason
    guard before != reason else { return before }
    if before?.endsAppearance == true { awaySubtrees -= 1 }
    if reason?.endsAppearance == true { awaySubtrees += 1 }
    hidden[key] = reason.map { (node, $0) }
    return before
  }

  /// Why the subtree of `node` is off screen, if `node` is the root of one that is.
  func offScreenReason(of node: MountedNode) -> OffScreen? {
    hidden.isEmpty ? nil : hidden[ObjectIdentifier(node)]?.reason
  }

  /// Makes the subtree of `node` take no touch, or take touches again
  /// (``untouchableRoot(around:)``).
  func setUntouchable(_ node: MountedNode, _ isUntouchable: Bool) {
    if isUntouchable { assertLeavesOnUnmount(node) }
    untouchable[ObjectIdentifier(node)] = isUntouchable ? node : nil
  }

  /// Whether `node` is the root of a subtree that takes no touch.
  func isUntouchableRoot(_ node: MountedNode) -> Bool {
    !untouchable.isEmpty && untouchable[ObjectIdentifier(node)] != nil
  }

  /// Whether some subtree takes no touch, so that drivers must check.
  var hasUntouchableSubtrees: Bool { !untouchable.isEmpty }

  /// Checks, in debug builds, that `node`, about to be put in the index, has an attachment
  /// that takes it out when it is unmounted: the index holds its nodes strongly, so a node
  /// without one would stay findable, and could be tapped, after it left the tree.
  private func assertLeavesOnUnmount(_ node: MountedNode) {
    assert(
      node.attachment is IndexedAttachment,
      "\(node.displayName) was put in the label index, but its attachment is no "
        + "IndexedAttachment, which takes it out when it is unmounted: install one before "
        + "indexing the node")
  }

  /// Whether some subtree is hidden, so that lookups must check.
  var hasHiddenSubtrees: Bool { !hidden.isEmpty }

  /// Whether `node` is the root of a hidden subtree: walks skip its children.
  func isHiddenRoot(_ node: MountedNode) -> Bool {
    offScreenReason(of: node) != nil
  }

  /// The nodes labelled `label` that are on screen (not inside a ``hide(_:)``den subtree), in
  /// no particular order; with `includingHidden`, those off screen too; with
  /// `includingCovered`, those off screen only because content presented in front covers them
  /// (``OffScreen/covered``) too.
  func nodes(
    labelled label: String, includingHidden: Bool = false, includingCovered: Bool = false
  ) -> [MountedNode] {
    readStaleLabels()
    guard let nodes = nodesByLabel[label] else { return [] }
    guard !hidden.isEmpty, !includingHidden else { return Array(nodes.values) }
    return nodes.values.filter { !isHidden($0, countingCovered: !includingCovered) }
  }

  /// The nodes on screen whose labels, read from the nodes below, join `part` with other
  /// texts: a control whose custom label shows a title, a date and an amount, for its title
  /// (R12.13). In no particular order.
  func nodes(showing part: String) -> [MountedNode] {
    readStaleLabels()
    if !parts.isIndexing {
      parts.startIndexing(
        nodesByLabel.values.flatMap(\.values).map { node in
          (node, Self.indexed(node.attachment?.label(on: node)?.parts ?? []))
        })
    }
    let nodes = parts.nodes(showing: part)
    guard !hidden.isEmpty else { return nodes }
    return nodes.filter { !isHidden($0) }
  }

  /// How many nodes are labelled `label`.
  func count(labelled label: String) -> Int {
    readStaleLabels()
    return nodesByLabel[label]?.count ?? 0
  }

  /// The label of `node`, if it has one.
  func label(of node: MountedNode) -> String? {
    readStaleLabels()
    return labels[ObjectIdentifier(node)]
  }

  private func removeLabel(of key: ObjectIdentifier) {
    guard let label = labels.removeValue(forKey: key) else { return }
    nodesByLabel[label]?[key] = nil
    if nodesByLabel[label]?.isEmpty == true { nodesByLabel[label] = nil }
  }

  /// The parts of a label that are indexed: none for a label of one text, which is its own
  /// part.
  private static func indexed(_ parts: [String]) -> [String] {
    parts.count < 2 ? [] : parts
  }

  /// Reads again the labels that may have changed.
  private func readStaleLabels() {
    guard !staleLabels.isEmpty else { return }
    let stale = staleLabels.values
    staleLabels.removeAll()
    for node in stale where node.isMounted {
      let label = node.attachment?.label(on: node)
      setLabel(label?.text, parts: label?.parts ?? [], of: node)
    }
  }

  // MARK: Presentations

  /// Records `node` as presented in front until it is unmounted, in front of those presented
  /// in earlier rounds, whichever node presented them (R3.11): only what the presentation in
  /// front holds can be found. A presentation rendered again keeps its place.
  func present(_ node: MountedNode) {
    let key = ObjectIdentifier(node)
    guard presentations[key] == nil else { return }
    assertLeavesOnUnmount(node)
    presentations[key] = (node, round)
    roundIsOpen = true
  }

  /// Ends the round of presentation under way, if a presentation came in it: called by each
  /// presentation's appear hook, once the render that mounted it is done, so that whatever is
  /// presented from then on is in front of it.
  func closeRound() {
    guard roundIsOpen else { return }
    round += 1
    roundIsOpen = false
  }

  /// The presentations mounted now, in the order they were presented: the one behind all
  /// others first, the one in front last.
  var presented: [MountedNode] {
    onScreenPresentations.sorted(by: Self.isBehind).map(\.node)
  }

  /// The presentation in front, the last of ``presented``, found without sorting them.
  var front: MountedNode? {
    guard !hidden.isEmpty else { return presentations.values.max(by: Self.isBehind)?.node }
    return presentations.values.lazy.filter { !self.isHidden($0.node) }.max(by: Self.isBehind)?
      .node
  }

  /// The presentations mounted now that are not inside a hidden subtree.
  private var onScreenPresentations: [(node: MountedNode, round: Int)] {
    guard !hidden.isEmpty else { return Array(presentations.values) }
    return presentations.values.filter { !isHidden($0.node) }
  }

  /// Whether the presentation `first` is behind `second`: it came in an earlier round, or in
  /// the same round further out, as presentations nest (one is behind the one presented inside
  /// it), or, at the same depth, earlier in tree order.
  private static func isBehind(
    _ first: (node: MountedNode, round: Int), _ second: (node: MountedNode, round: Int)
  ) -> Bool {
    if first.round != second.round { return first.round < second.round }
    let (one, other) = (first.node, second.node)
    return one.depth != other.depth ? one.depth < other.depth : one.precedes(other)
  }
}
