/// The values a node inherits from its ancestors: custom keys, and the closures that carry
/// events and errors up the tree (``triggerEvent``, ``reportError``).
///
/// A node sees the values its ancestors set with ``Node/environment(_:_:)`` or
/// ``Node/transformEnvironment(_:transform:)``; siblings and ancestors never see them.
public struct EnvironmentValues {
  /// The keys' values, shared by every copy until one sets a value.
  private var storage = Storage()
  /// The innermost event responder above the node: where its events start.
  var eventTarget: ResponderLink?
  /// The innermost error responder above the node: where its errors start.
  var errorTarget: ResponderLink?
  /// The nearest publisher above, per event type.
  var publishers: [ObjectIdentifier: PublisherHub] = [:]
  /// The mounted node reading this copy, for the values that depend on who reads them
  /// (``triggerEvent``, ``reportError``). Set only on the copy a node is read from
  /// (``MountedNode/readableEnvironment``): the copies handed down the tree, made for every
  /// node, hold no weak reference to copy.
  weak var node: MountedNode?

  /// Creates an environment where every key has its default value.
  public init() {}

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

  /// The button whose custom label holds the node: a ``Text`` here is part of that label.
  /// Kept with the keys, so that the many environments without one pay nothing for it.
  var labelOwner: MountedNode? {
    get {
      guard storage.isInCustomLabel else { return nil }
      return (self[object: ObjectIdentifier(LabelOwner.self)] as? LabelOwner)?.button
    }
    set {
      self[object: ObjectIdentifier(LabelOwner.self)] = newValue.map(LabelOwner.init)
      storage.isInCustomLabel = newValue != nil
    }
  }

  /// Whether the keys hold the same values as in `other`, known without comparing them: true
  /// when neither was set since they were copied from one another.
  func hasSameKeyValues(as other: EnvironmentValues) -> Bool {
    storage === other.storage
  }

  /// Whether a node sees the same here as in `previous`, the environment it last saw: the
  /// same responders and publishers above it, and equal values for the same keys, compared
  /// with `areEqual`. Equal values kept apart (a modifier above set them again) are replaced
  /// by `previous`'s, so that the nodes below recognise them by identity alone.
  mutating func takeValues(
    ifEqualTo previous: EnvironmentValues, areEqual: (Any, Any) -> Bool
  ) -> Bool {
    if storage !== previous.storage {
      guard storage.values.count == previous.storage.values.count,
        storage.values.allSatisfy({ key, value in
          previous.storage.values[key].map { areEqual(value, $0) } ?? false
        })
      else { return false }
      storage = previous.storage
    }
    return eventTarget === previous.eventTarget && errorTarget === previous.errorTarget
      && publishers.count == previous.publishers.count
      && publishers.allSatisfy { previous.publishers[$0.key] === $0.value }
  }

  /// Copies the storage before a change, unless this copy is its only holder.
  private mutating func makeStorageUnique() {
    guard !isKnownUniquelyReferenced(&storage) else { return }
    storage = Storage(storage.values, isInCustomLabel: storage.isInCustomLabel)
  }

  /// The values of the keys, in a reference so that an unchanged environment is recognised by
  /// identity.
  private final class Storage {
    var values: [ObjectIdentifier: Any]
    /// Whether ``EnvironmentValues/labelOwner`` is set, known without looking it up; kept
    /// with the values, so that the many environments without one pay nothing for it.
    var isInCustomLabel: Bool

    init(_ values: [ObjectIdentifier: Any] = [:], isInCustomLabel: Bool = false) {
      self.values = values
      self.isInCustomLabel = isInCustomLabel
    }
  }
}

/// Holds the button ``EnvironmentValues/labelOwner`` names, weakly: the button holds, through
/// its children, the environments that hold this.
private final class LabelOwner {
  weak var button: MountedNode?

  init(_ button: MountedNode) {
    self.button = button
  }
}
