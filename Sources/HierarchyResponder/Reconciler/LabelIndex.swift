/// The nodes a test finds by label, and the presentations that are modal, kept up to date by
/// the attachments as they are installed and unmounted, so that finding a node by label costs
/// about the same in a tree of a hundred nodes as in one of a million.
///
/// A label is a button's title (or the text of its custom label), a text field's or toggle's
/// title, an id's description, or the string of the ``Text`` a tap gesture is on. An
/// attachment that gives its node a label sets it here when it is installed and removes it
/// when it is unmounted. A label that comes from the nodes below (a custom label's ``Text``
/// nodes, the ``Text`` under a gesture) is marked when it may have changed, and read from the
/// attachment before the next lookup.
@MainActor
final class LabelIndex {
  /// The labelled nodes, by label.
  private var nodesByLabel: [String: [ObjectIdentifier: MountedNode]] = [:]
  /// The label of each labelled node.
  private var labels: [ObjectIdentifier: String] = [:]
  /// The buttons whose custom label may have changed: read again before the next lookup.
  private var staleLabels: [ObjectIdentifier: MountedNode] = [:]
  /// The modal presentations mounted now (alerts, sheets, covers): while one is presented,
  /// only what it holds can be found.
  private var presentations: [ObjectIdentifier: MountedNode] = [:]

  // MARK: Labels

  /// Gives `node` the label `label`, or none, replacing the one it had.
  func setLabel(_ label: String?, of node: MountedNode) {
    let key = ObjectIdentifier(node)
    guard labels[key] != label else { return }
    removeLabel(of: key)
    guard let label else { return }
    labels[key] = label
    nodesByLabel[label, default: [:]][key] = node
  }

  /// Marks the label of `node`, which comes from the nodes below it, for reading again, and
  /// the labels of the buttons whose custom labels hold it: a button with a custom label or a
  /// gesture was installed, or a ``Text`` in a custom label rendered a new string or left.
  func labelChanged(of node: MountedNode) {
    var marked: MountedNode? = node
    while let current = marked,
      staleLabels.updateValue(current, forKey: ObjectIdentifier(current)) == nil
    {
      marked = current.environment.labelOwner
    }
  }

  /// Takes `node` out of the index as it is unmounted: its label and any presentation.
  func remove(_ node: MountedNode) {
    let key = ObjectIdentifier(node)
    removeLabel(of: key)
    staleLabels[key] = nil
    presentations[key] = nil
  }

  /// The nodes labelled `label`, in no particular order.
  func nodes(labelled label: String) -> [MountedNode] {
    readStaleLabels()
    return nodesByLabel[label].map { Array($0.values) } ?? []
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

  /// Reads again the labels that may have changed.
  private func readStaleLabels() {
    guard !staleLabels.isEmpty else { return }
    let stale = staleLabels.values
    staleLabels.removeAll()
    for node in stale where node.isMounted {
      setLabel(node.attachment?.label(on: node), of: node)
    }
  }

  // MARK: Presentations

  /// Records `node` as a modal presentation until it is unmounted.
  func present(_ node: MountedNode) {
    presentations[ObjectIdentifier(node)] = node
  }

  /// The modal presentations mounted now, outermost first; presentations at the same depth
  /// follow tree order.
  var presented: [MountedNode] {
    presentations.values.sorted { $0.depth != $1.depth ? $0.depth < $1.depth : $0.precedes($1) }
  }
}
