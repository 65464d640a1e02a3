#if !canImport(Combine)
  /// A property of an ``ObservableObject`` whose changes re-render the nodes that hold the
  /// object: Combine's wrapper, declared where Combine does not exist.
  ///
  /// ```swift
  /// final class UserSettings: ObservableObject {
  ///   @Published var hapticFeedback = true
  /// }
  /// ```
  ///
  /// Setting the property fires the object's `objectWillChange`, then the property's own
  /// publisher (`$hapticFeedback`, for `onReceive(_:perform:)`) with the new value,
  /// then stores the value. In a class that is not an ``ObservableObject`` the property stores
  /// its values and fires its own publisher, and nothing is re-rendered; in a struct it does
  /// not compile, as with Combine.
  @propertyWrapper
  public struct Published<Value> {
    /// The value and the publishers, shared by every copy of the wrapper.
    let storage: PublishedStorage<Value>

    /// Creates the property with its initial value.
    public init(wrappedValue: Value) {
      storage = PublishedStorage(wrappedValue)
    }

    /// Creates the property with its initial value.
    public init(initialValue: Value) {
      self.init(wrappedValue: initialValue)
    }

    /// Unavailable: `@Published` is for the properties of classes.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
      get { fatalError("@Published is only available on properties of classes") }
      set { fatalError("@Published is only available on properties of classes") }
    }

    /// The publisher of the property's new values: `$count`.
    public var projectedValue: Publisher { Publisher(storage: storage) }

    /// The property of `object` that `storageKeyPath` holds: read, or set, firing the
    /// object's `objectWillChange` and the property's publisher before storing the value.
    public static subscript<EnclosingSelf: AnyObject>(
      _enclosingInstance object: EnclosingSelf,
      wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
      storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
      get { object[keyPath: storageKeyPath].storage.value }
      set {
        let storage = object[keyPath: storageKeyPath].storage
        storage.willChangePublisher(of: object)?.send()
        storage.publish(newValue)
        storage.value = newValue
      }
    }

    /// The publisher of a `@Published` property's new values, fired before each is stored:
    /// what `$property` gives, for `onReceive(_:perform:)`.
    public struct Publisher {
      /// What the publisher emits: the property's new values.
      public typealias Output = Value
      /// The publisher never fails.
      public typealias Failure = Never

      /// The property's storage.
      let storage: PublishedStorage<Value>
    }
  }

  /// What a ``Published`` property keeps: its value, the handlers of its own publisher, and the
  /// `objectWillChange` of the object it belongs to, found at its first change.
  ///
  /// Not `Sendable`, as the object that holds it is not: it is used where the object is, which
  /// for an object a node holds is the main actor. The publisher it shares with the object's
  /// other properties is behind a lock, since the object's default `objectWillChange` may read
  /// it from wherever the object is asked for it.
  final class PublishedStorage<Value> {
    var value: Value
    /// The handlers of `$property`, each with the number that ends it.
    private var handlers: [(id: Int, handler: (Value) -> Void)] = []
    private var nextID = 0
    /// The publisher to fire before a change, once known.
    private let willChange = Lock(WillChange.unknown)

    /// Where a change is announced, as far as known.
    enum WillChange: Sendable {
      /// Not looked for yet.
      case unknown
      /// The object is not an ``ObservableObject``: nowhere.
      case nowhere
      /// To this publisher.
      case publisher(ObservableObjectPublisher)
    }

    init(_ value: Value) {
      self.value = value
    }

    /// The publisher shared with the object's other properties, if one was made.
    var sharedPublisher: ObservableObjectPublisher? {
      guard case .publisher(let publisher) = willChange.withLock({ $0 }) else { return nil }
      return publisher
    }

    /// Shares `publisher` with the object's other properties.
    func share(_ publisher: ObservableObjectPublisher) {
      willChange.withLock { $0 = .publisher(publisher) }
    }

    /// The `objectWillChange` of `object`, which holds this property; `nil` if it is not an
    /// ``ObservableObject``. Looked for once.
    func willChangePublisher(of object: AnyObject) -> ObservableObjectPublisher? {
      switch willChange.withLock({ $0 }) {
      case .publisher(let publisher): return publisher
      case .nowhere: return nil
      case .unknown:
        guard let observable = object as? any ObservableObject else {
          willChange.withLock { $0 = .nowhere }
          return nil
        }
        let publisher = observable.objectWillChange
        share(publisher)
        return publisher
      }
    }

    /// Calls the handlers of `$property` with `newValue`.
    func publish(_ newValue: Value) {
      for subscriber in handlers { subscriber.handler(newValue) }
    }

    /// Calls `handler` with each new value until the subscription ends.
    func subscribe(_ handler: @escaping (Value) -> Void) -> ModelSubscription {
      nextID += 1
      let id = nextID
      handlers.append((id, handler))
      return ModelSubscription { [weak self] in self?.handlers.removeAll { $0.id == id } }
    }
  }

  /// Finds the ``Published`` properties of an object, for its default `objectWillChange`.
  enum PublishedStorageLookup {
    /// The publisher the `@Published` properties of `object` share, made and shared if none
    /// is yet; a new one, shared by nobody, for an object that has no such properties.
    static func sharedPublisher(of object: AnyObject) -> ObservableObjectPublisher {
      var storages: [any SharingPublisher] = []
      var mirror: Mirror? = Mirror(reflecting: object)
      while let current = mirror {
        for child in current.children {
          if let property = child.value as? any PublishedProperty {
            storages.append(property.sharing)
          }
        }
        mirror = current.superclassMirror
      }
      if let shared = storages.lazy.compactMap(\.sharedPublisher).first { return shared }
      let publisher = ObservableObjectPublisher()
      for storage in storages { storage.share(publisher) }
      return publisher
    }
  }

  /// A ``Published`` property, whatever its value's type.
  private protocol PublishedProperty {
    var sharing: any SharingPublisher { get }
  }

  extension Published: PublishedProperty {
    fileprivate var sharing: any SharingPublisher { storage }
  }

  /// The storage of a ``Published`` property, whatever its value's type.
  private protocol SharingPublisher {
    var sharedPublisher: ObservableObjectPublisher? { get }
    func share(_ publisher: ObservableObjectPublisher)
  }

  extension PublishedStorage: SharingPublisher {}
#endif
