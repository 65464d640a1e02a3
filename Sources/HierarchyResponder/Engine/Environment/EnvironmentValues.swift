/// The values a node inherits from its ancestors: custom keys, and the closures that carry
/// events and errors up the tree (``triggerEvent``, ``reportError``).
///
/// A node sees the values its ancestors set with ``Node/environment(_:_:)`` or
/// ``Node/transformEnvironment(_:transform:)``; siblings and ancestors never see them.
public struct EnvironmentValues {
  /// The keys' values and the nearest responders and publishers above, shared by every copy
  /// until one sets something: every position keeps an environment, and most see their
  /// parent's unchanged.
  private var storage: Storage
  /// The mounted node reading this copy, for the values that depend on who reads them
  /// (``triggerEvent``, ``reportError``). Set only on the copy a node is read from
  /// (``MountedNode/readableEnvironment``): the copies handed down the tree, made for every
  /// node, hold no weak reference to copy.
  weak var node: MountedNode?

  /// Creates an environment where every key has its default value.
  public init() {
    storage = Storage()
  }

  /// The innermost event responder above the node: where its events start.
  var eventTarget: ResponderLink? {
    get { storage.eventTarget }
    set {
      guard newValue !== storage.eventTarget else { return }
      makeStorageUnique()
      storage.eventTarget = newValue
    }
  }

  /// The innermost error responder above the node: where its errors start.
  var errorTarget: ResponderLink? {
    get { storage.errorTarget }
    set {
      guard newValue !== storage.errorTarget else { return }
      makeStorageUnique()
      storage.errorTarget = newValue
    }
  }

  /// Makes `link` the innermost responder to events, or to errors when `forErrors`, as setting
  /// ``eventTarget`` or ``errorTarget`` does; when `reusable`, the environment a responder gave
  /// its content last time, holds exactly that (the same link, and the very values these hold),
  /// its storage is taken rather than a copy made: the content then sees the same storage as
  /// before, which it need not compare.
  mutating func setTarget(_ link: ResponderLink, forErrors: Bool, reusing reusable: Kept?) {
    let current = forErrors ? storage.errorTarget : storage.eventTarget
    guard link !== current else { return }
    if let reusable, reusable.storage.holdsTarget(link, forErrors: forErrors, besides: storage) {
      storage = reusable.storage
      return
    }
    makeStorageUnique()
    if forErrors { storage.errorTarget = link } else { storage.eventTarget = link }
  }

  /// Makes `hub` the publisher of the events `type` identifies, as setting it in
  /// ``publishers`` does; when `reusable`, the environment a publisher gave its content last
  /// time, holds exactly that (the same hub, the other publishers and the very values these
  /// hold), its storage is taken rather than a copy made, as ``setTarget(_:forErrors:reusing:)``
  /// does.
  mutating func setPublisher(
    _ hub: PublisherHub, for type: ObjectIdentifier, reusing reusable: Kept?
  ) {
    guard storage.publishers[type] !== hub else { return }
    if let reusable, reusable.storage.holdsPublisher(hub, for: type, besides: storage) {
      storage = reusable.storage
      return
    }
    publishers[type] = hub
  }

  /// The nearest publisher above, per event type.
  var publishers: [ObjectIdentifier: PublisherHub] {
    get { storage.publishers }
    set {
      makeStorageUnique()
      storage.publishers = newValue
    }
  }

  /// The value for `key`, or its default value where no ancestor set one.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { storage.values[ObjectIdentifier(key)].map { $0 as! Key.Value } ?? Key.defaultValue }
    set {
      makeStorageUnique()
      storage.values[ObjectIdentifier(key)] = newValue
    }
  }

  /// The object placed for its type with ``Node/environment(_:)``, by the type's identifier.
  subscript(object type: ObjectIdentifier) -> Any? {
    get { storage.values[type] }
    set {
      makeStorageUnique()
      storage.values[type] = newValue
    }
  }

  /// The node whose label is read from the nodes below it, here among them: what a node here
  /// shows (``MountedNode/shownText``) is part of that label, which the ``LabelIndex`` reads
  /// again when it changes. Kept with the keys, so that the many environments without one pay
  /// nothing for it.
  var labelOwner: MountedNode? {
    get {
      guard storage.isInCustomLabel else { return nil }
      return (self[object: ObjectIdentifier(LabelOwner.self)] as? LabelOwner)?.node
    }
    set {
      self[object: ObjectIdentifier(LabelOwner.self)] = newValue.map(LabelOwner.init)
      storage.isInCustomLabel = newValue != nil
    }
  }

  /// Whether the keys hold equal values here and in `other`, compared with `areEqual` unless
  /// both share their storage.
  func hasSameKeyValues(as other: EnvironmentValues, areEqual: (Any, Any) -> Bool) -> Bool {
    storage === other.storage || storage.hasSameValues(as: other.storage, areEqual: areEqual)
  }

  /// Whether a node sees the same here as in `previous`, the environment it last saw: the
  /// same responders and publishers above it, and equal values for the same keys, compared
  /// with `areEqual`. When it does, this takes `previous`'s storage, so that the nodes below
  /// recognise it by identity alone.
  mutating func takeValues(
    ifEqualTo previous: EnvironmentValues, areEqual: (Any, Any) -> Bool
  ) -> Bool {
    guard storage !== previous.storage else { return true }
    guard storage.eventTarget === previous.storage.eventTarget,
      storage.errorTarget === previous.storage.errorTarget,
      storage.publishers.count == previous.storage.publishers.count,
      storage.publishers.allSatisfy({ previous.storage.publishers[$0.key] === $0.value }),
      storage.hasSameValues(as: previous.storage, areEqual: areEqual)
    else { return false }
    storage = previous.storage
    return true
  }

  /// The identity of the storage this environment shares with every copy that set nothing
  /// since: two environments with the same identity hold the same values, known without
  /// comparing them, as a node's and its child's do when nothing between them set a value.
  var storageIdentity: ObjectIdentifier { ObjectIdentifier(storage) }

  /// An environment as a position keeps it: its storage alone, one word, since the copies
  /// handed down the tree name no reader (``node``).
  struct Kept {
    fileprivate let storage: Storage

    /// The identity of the storage (``EnvironmentValues/storageIdentity``), read without
    /// making an environment of it.
    var storageIdentity: ObjectIdentifier { ObjectIdentifier(storage) }
    /// ``EnvironmentValues/eventTarget``, read without making an environment of it.
    var eventTarget: ResponderLink? { storage.eventTarget }
    /// ``EnvironmentValues/errorTarget``, read without making an environment of it.
    var errorTarget: ResponderLink? { storage.errorTarget }
  }

  /// This environment as a position keeps it; it names no reader.
  var kept: Kept {
    assert(node == nil, "a position keeps the environment handed down, which names no reader")
    return Kept(storage: storage)
  }

  /// The environment a position kept.
  init(_ kept: Kept) {
    storage = kept.storage
  }

  /// Copies the storage before a change, unless this copy is its only holder.
  private mutating func makeStorageUnique() {
    guard !isKnownUniquelyReferenced(&storage) else { return }
    storage = Storage(copying: storage)
  }

  /// What an environment holds, in a reference so that an unchanged environment is recognised
  /// by identity.
  fileprivate final class Storage {
    // The flag is declared last, so that no padding follows it inside the object.
    //
    // Unchecked for exclusivity in release builds: a render compares a storage's fields with
    // another's (``holdsTarget(_:forErrors:besides:)``), and the run-time check of each read
    // cost about as much as the comparison. It is safe: the storage is private to
    // `EnvironmentValues`, and each access is a load, a store or a change of a dictionary,
    // during which nothing that can reach this storage runs (a value that a store releases is
    // the user's, which cannot see the storage).
    #if !DEBUG
      @exclusivity(unchecked)
    #endif
    var values: [ObjectIdentifier: Any] = [:]
    #if !DEBUG
      @exclusivity(unchecked)
    #endif
    var eventTarget: ResponderLink?
    #if !DEBUG
      @exclusivity(unchecked)
    #endif
    var errorTarget: ResponderLink?
    #if !DEBUG
      @exclusivity(unchecked)
    #endif
    var publishers: [ObjectIdentifier: PublisherHub] = [:]
    /// Whether ``EnvironmentValues/labelOwner`` is set, known without looking it up; kept
    /// with the values, so that the many environments without one pay nothing for it.
    #if !DEBUG
      @exclusivity(unchecked)
    #endif
    var isInCustomLabel = false

    init() {}

    init(copying other: Storage) {
      values = other.values
      isInCustomLabel = other.isInCustomLabel
      eventTarget = other.eventTarget
      errorTarget = other.errorTarget
      publishers = other.publishers
    }

    /// Whether the keys hold equal values here and in `other`, compared with `areEqual`.
    func hasSameValues(as other: Storage, areEqual: (Any, Any) -> Bool) -> Bool {
      sharesBuffer(values, other.values)
        || values.count == other.values.count
          && values.allSatisfy { key, value in
            other.values[key].map { areEqual(value, $0) } ?? false
          }
    }

    /// Whether this storage holds `hub` as the publisher of `type`, and the very values
    /// `other` holds besides: its other publishers, its targets, and its values
    /// (``sharesValues(with:)``).
    func holdsPublisher(
      _ hub: PublisherHub, for type: ObjectIdentifier, besides other: Storage
    ) -> Bool {
      guard publishers[type] === hub, eventTarget === other.eventTarget,
        errorTarget === other.errorTarget, sharesValues(with: other)
      else { return false }
      let added = other.publishers[type] == nil ? 1 : 0
      guard publishers.count == other.publishers.count + added else { return false }
      for (key, publisher) in other.publishers where key != type {
        guard publishers[key] === publisher else { return false }
      }
      return true
    }

    /// Whether this storage holds `link` as its responder to events (or errors, when
    /// `forErrors`), and the very values `other` holds besides: the other target, the same
    /// buffer of publishers, and its values (``sharesValues(with:)``).
    func holdsTarget(_ link: ResponderLink, forErrors: Bool, besides other: Storage) -> Bool {
      let target = forErrors ? errorTarget : eventTarget
      // The responder to the other kind of signal, which the modifier leaves as it is.
      let untouched = forErrors ? eventTarget : errorTarget
      let untouchedThere = forErrors ? other.eventTarget : other.errorTarget
      return target === link && untouched === untouchedThere
        && sharesBuffer(publishers, other.publishers) && sharesValues(with: other)
    }

    /// Whether this storage holds the flag and the very buffer of values `other` holds, which
    /// a copy of `other` shares until one of them changes.
    private func sharesValues(with other: Storage) -> Bool {
      isInCustomLabel == other.isInCustomLabel && sharesBuffer(values, other.values)
    }
  }
}

/// Holds the node ``EnvironmentValues/labelOwner`` names, weakly: the node holds, through its
/// children, the environments that hold this.
private final class LabelOwner {
  weak var node: MountedNode?

  init(_ node: MountedNode) {
    self.node = node
  }
}

/// Whether `lhs` and `rhs` are the same buffer, which holds the same elements however long
/// each is: a dictionary changed in place is never shared, since a shared one is copied first.
///
/// Unsafe: it reads a dictionary as the one reference it is made of, its storage, without
/// retaining it; `MemoryLayout` checks the size in debug builds. Every empty dictionary shares
/// one storage, and is equal to every other. A `false` may be wrong (two buffers holding equal
/// elements); a `true` never is.
private func sharesBuffer<Key, Value>(_ lhs: [Key: Value], _ rhs: [Key: Value]) -> Bool {
  assert(MemoryLayout<[Key: Value]>.size == MemoryLayout<UnsafeRawPointer>.size)
  return unsafeBitCast(lhs, to: UnsafeRawPointer.self)
    == unsafeBitCast(rhs, to: UnsafeRawPointer.self)
}
