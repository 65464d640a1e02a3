/// The subscriptions one publish source reaches (a publisher's, or those of one event type in
/// the whole tree for ``Hierarchy/publish(_:destination:isolation:)``), kept as subscribers
/// mount and unmount, with their delivery order worked out once after a change rather than at
/// every publish (R9.9): a publish costs in proportion to the subscribers it reaches, whatever
/// the size of the tree.
///
/// The order is worked out from the subscriptions alone: each one's path up to the source,
/// then a walk down those paths in tree order (``SubscriberRegistry/sortedLevels(of:below:)``),
/// which meets the nodes on the paths and the siblings beside them only where the paths
/// branch. It is worked out again after the subscriptions change, or after a render matched a
/// node's children out of their order (``SubscriberRegistry/reorders``), which may have moved
/// subscribers past each other.
@MainActor
struct SubscriberIndex {
  /// The subscriptions, by identity.
  private(set) var members: [ObjectIdentifier: Subscription] = [:]
  /// The delivery order as last worked out: `nil` before the first publish and after the
  /// subscriptions change. An object, so that a publisher's index takes a word for it.
  private var order: DeliveryOrder?

  /// Whether it holds no subscription.
  var isEmpty: Bool { members.isEmpty }

  /// Adds `subscription`; returns whether it was not in already.
  mutating func insert(_ subscription: Subscription) -> Bool {
    guard members.updateValue(subscription, forKey: ObjectIdentifier(subscription)) == nil
    else { return false }
    forgetOrder()
    return true
  }

  /// Takes `subscription` out; returns whether it was in.
  mutating func remove(_ subscription: Subscription) -> Bool {
    guard members.removeValue(forKey: ObjectIdentifier(subscription)) != nil else { return false }
    forgetOrder()
    return true
  }

  /// Drops the order worked out, which the subscriptions' change made stale, and with it the
  /// subscriptions that left, which it must not keep alive.
  private mutating func forgetOrder() {
    order = nil
  }

  /// The subscriptions below `source` that `destination` selects, in delivery order: level
  /// by level, in tree order within a level, a subscription's level counting the ones of this
  /// index above it. Works the order out again only if it may have changed.
  mutating func recipients(
    below source: MountedNode, _ destination: PublishingDestination,
    in registry: SubscriberRegistry
  ) -> [Subscription] {
    let order: DeliveryOrder
    if let worked = self.order, worked.reorders == registry.reorders {
      order = worked
    } else {
      order = DeliveryOrder(
        levels: registry.sortedLevels(of: members, below: source), reorders: registry.reorders)
      self.order = order
    }
    return switch destination {
    case .firstLevel: order.levels.first ?? []
    case .lastLevel: order.levels.last ?? []
    case .allLevels: order.allLevels
    }
  }
}

/// The delivery order of a ``SubscriberIndex``, worked out at one count of
/// ``SubscriberRegistry/reorders``.
@MainActor
final class DeliveryOrder {
  /// The subscriptions by level, each level in tree order.
  let levels: [[Subscription]]
  /// Every level's subscriptions, level by level: what ``PublishingDestination/allLevels``
  /// reaches, kept so that a publish allocates no array.
  let allLevels: [Subscription]
  /// The count of reorders it was worked out at.
  let reorders: Int

  init(levels: [[Subscription]], reorders: Int) {
    self.levels = levels
    self.allLevels = Array(levels.joined())
    self.reorders = reorders
  }
}

/// A hierarchy's subscriptions by event type, the index of publishes from the root (R3.17),
/// and what tells every ``SubscriberIndex`` of the tree that its order may have changed. The
/// reconciler holds one; only subscribers are in it, so a node that neither publishes nor
/// subscribes costs it nothing.
@MainActor
final class SubscriberRegistry {
  /// Every mounted subscription, by the type of event it subscribes to; a type without
  /// subscribers has no entry.
  private var byType: [ObjectIdentifier: SubscriberIndex] = [:]
  /// Counts the renders that matched a node's children out of their old order: children
  /// moved, or inserted or removed before others. An index whose order was worked out at
  /// another count works it out again.
  private(set) var reorders = 0
  /// The nodes the order of an index was worked out from, in all: what publishing visits of
  /// the tree, for the tests that check it visits no more than the subscribers' paths.
  private(set) var nodesVisited = 0

  /// Records that a render matched children out of their order.
  func childrenReordered() {
    reorders &+= 1
  }

  /// Adds a subscription as its subscriber mounts.
  func add(_ subscription: Subscription) {
    _ = byType[subscription.publishing.type, default: SubscriberIndex()].insert(subscription)
  }

  /// Takes a subscription out as its subscriber unmounts.
  func remove(_ subscription: Subscription) {
    let type = subscription.publishing.type
    guard byType[type]?.remove(subscription) == true, byType[type]?.isEmpty == true else {
      return
    }
    byType[type] = nil
  }

  /// The subscriptions to `type` below `root` that `destination` selects, in delivery order,
  /// their levels counted from the root: none, after a dictionary lookup, when no subscriber
  /// to `type` is mounted.
  func recipients(
    of type: ObjectIdentifier, below root: MountedNode, _ destination: PublishingDestination
  ) -> [Subscription] {
    guard byType[type] != nil else { return [] }
    return byType[type]!.recipients(below: root, destination, in: self)
  }

  /// `members` below `source` by level, each level in tree order: a subscription's level is
  /// the number of `members` above it.
  ///
  /// Climbs from each subscription's node until it meets `source` or a node an earlier climb
  /// passed, noting each node under its parent; then walks down from `source` along those
  /// nodes alone, in tree order. A node on several paths has its children scanned once to
  /// put them in order; elsewhere nothing beside the paths is met. A subscription not below
  /// `source` is left out, as a walk of `source`'s subtree would leave it out.
  func sortedLevels(
    of members: [ObjectIdentifier: Subscription], below source: MountedNode
  ) -> [[Subscription]] {
    var subscriptionAt: [ObjectIdentifier: Subscription] = [:]
    var onPaths: Set<ObjectIdentifier> = [ObjectIdentifier(source)]
    var pathsBelow: [ObjectIdentifier: [MountedNode]] = [:]
    for subscription in members.values {
      guard let node = subscription.node, node.isMounted else { continue }
      subscriptionAt[ObjectIdentifier(node)] = subscription
      var child = node
      while child !== source, onPaths.insert(ObjectIdentifier(child)).inserted,
        let parent = child.parent
      {
        pathsBelow[ObjectIdentifier(parent), default: []].append(child)
        nodesVisited += 1
        child = parent
      }
    }
    var levels: [[Subscription]] = []
    var stack = [(node: source, level: 0)]
    while let (node, level) = stack.popLast() {
      var below = level
      if let subscription = subscriptionAt[ObjectIdentifier(node)] {
        if levels.count <= level { levels.append([]) }
        levels[level].append(subscription)
        below += 1
      }
      guard let paths = pathsBelow[ObjectIdentifier(node)] else { continue }
      if paths.count == 1 {
        stack.append((paths[0], below))
        continue
      }
      // The stack gives back last what it was given first: the children go on backwards.
      var index = node.children.endIndex
      while index > node.children.startIndex {
        index -= 1
        let child = node.children[index]
        nodesVisited += 1
        if onPaths.contains(ObjectIdentifier(child)) { stack.append((child, below)) }
      }
    }
    return levels
  }
}
