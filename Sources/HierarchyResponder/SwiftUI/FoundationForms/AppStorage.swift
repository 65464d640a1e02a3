#if FoundationForms
  import Foundation

  /// A value kept in `UserDefaults` under a key, as SwiftUI's `@AppStorage`: writing it
  /// re-evaluates every node of the hierarchy that reads the key in that store.
  ///
  /// ```swift
  /// struct SettingsScreen: Node {
  ///   @AppStorage("haptics") var haptics = true
  ///   @AppStorage("theme") var theme: Theme = .system
  ///   @AppStorage("lastSync") var lastSync: Date?
  ///   var body: some Node { Toggle("Haptics", isOn: $haptics) }
  /// }
  /// ```
  ///
  /// It takes the types SwiftUI takes: `Bool`, `Int`, `Double`, `String`, `URL`, `Data`,
  /// `Date`, a `RawRepresentable` whose raw value is an `Int` or a `String`, and an optional
  /// of each (a `nil` written removes the key). The store is the one given as `store:`, else
  /// the one an ancestor set with ``Node/defaultAppStorage(_:)``, else
  /// `UserDefaults.standard`; a test isolates with `UserDefaults(suiteName:)`.
  ///
  /// A key missing reads the default value. A key holding a value of another type (a
  /// `String` where an `Int` is read, a raw value no case has) reads the default value too,
  /// as in SwiftUI, and the hierarchy records a diagnostic naming the key, both types and
  /// the node (``Hierarchy/diagnostics``), once per position until the key holds a value of
  /// the type again. A `URL` is kept as its `absoluteString`. Only writes made through
  /// `@AppStorage` (or its binding) in a mounted node re-evaluate the readers, those of its
  /// own hierarchy, since hierarchies are independent (R3.7): a value written to the
  /// `UserDefaults` directly, or by another hierarchy, is read at the next evaluation.
  @propertyWrapper
  public struct AppStorage<Value>: DynamicProperty {
    /// The key the value is kept under.
    let key: String
    /// What reading a missing key, or one holding another type, gives.
    let defaultValue: Value
    /// How the value is read from and written to a store.
    let codec: AppStorageCodec<Value>
    /// The store given as `store:`, which wins over the environment's.
    let givenStore: UserDefaults?
    /// The store the position's environment gives, once bound.
    private var environmentStore: UserDefaults?
    /// The key's readers in the hierarchy, once bound: what a write asks to render.
    private var channel: AppStorageChannel?

    /// A wrapper reading `key` in `store` with `codec`, `defaultValue` when it is missing.
    init(
      key: String, defaultValue: Value, store: UserDefaults?, codec: AppStorageCodec<Value>
    ) {
      self.key = key
      self.defaultValue = defaultValue
      self.codec = codec
      self.givenStore = store
    }

    /// The store read and written.
    private var store: UserDefaults { givenStore ?? environmentStore ?? .standard }

    /// The value kept under the key, or the default value; writing it keeps it there and
    /// re-evaluates the nodes that read the key in that store.
    @MainActor public var wrappedValue: Value {
      get { codec.read(store, key) ?? defaultValue }
      nonmutating set { Self.write(newValue, with: codec, key: key, in: store, to: channel) }
    }

    /// A binding that reads and writes the value: `Toggle("Haptics", isOn: $haptics)`.
    @MainActor public var projectedValue: Binding<Value> {
      let (store, key, codec, defaultValue, channel) = (store, key, codec, defaultValue, channel)
      return Binding(
        get: { codec.read(store, key) ?? defaultValue },
        // The closure keeps alive the channel the stamp names, as a binding to state keeps
        // the state.
        set: { Self.write($0, with: codec, key: key, in: store, to: channel) },
        stamp: channel.map { BindingStamp(source: ObjectIdentifier($0), writes: $0.writes) })
    }

    /// Keeps `value` under `key` in `store`, through `channel` when the wrapper is bound, so
    /// that the key's readers render.
    @MainActor private static func write(
      _ value: Value, with codec: AppStorageCodec<Value>, key: String, in store: UserDefaults,
      to channel: AppStorageChannel?
    ) {
      guard let channel else { return codec.write(store, key, value) }
      channel.write(value, with: codec)
    }
  }

  extension AppStorage: PositionBound {
    mutating func bind(to node: MountedNode, slot: inout Int) -> String? {
      defer { slot += 1 }
      environmentStore = node.environment.defaultAppStorage
      let store = self.store
      var reading = node.storage(inSlot: slot, as: AppStorageReading.self)
      if reading?.channel.store !== store || reading?.channel.key != key,
        let channels = (node.host as? Hierarchy)?.appStorageChannels
      {
        let channel = channels.channel(for: key, in: store)
        reading = AppStorageReading(channel: channel, watcher: node.requestRender)
        node.keep(reading!, inSlot: slot)
      }
      channel = reading?.channel
      let found = store.object(forKey: key)
      let mismatched = found != nil && codec.read(store, key) == nil
      if mismatched, let found, reading?.reportsMismatch == true {
        let name = typeName(of: Value.self)
        Diagnostic.recordMisuse(
          "@AppStorage(\(key.debugDescription)) var …: \(name) in \(node.displayName) found "
            + "\(found) (of type \(typeName(of: type(of: found)))) under the key, not a value "
            + "of type \(name), so it reads its default value, as SwiftUI does; keep a value of "
            + "type \(name) under the key, or read it under another key",
          at: node)
      }
      reading?.reportsMismatch = !mismatched
      return nil
    }
  }

  /// What a position that declares an ``AppStorage`` keeps: its place among the readers of
  /// the key, which it leaves when the position leaves the tree or reads another key or
  /// store, and whether a value of another type there is still to be reported.
  final class AppStorageReading: PositionStorage {
    /// The key and store read.
    let channel: AppStorageChannel
    /// The reader's place among the channel's readers; `nil` once it left.
    private var token: Int?
    /// Whether a value of another type found under the key is to be reported: true until
    /// one is, and again once the key holds a value of the type.
    var reportsMismatch = true

    @MainActor init(channel: AppStorageChannel, watcher: @escaping @Sendable () -> Void) {
      self.channel = channel
      self.token = channel.add(watcher)
    }

    override func leavePosition() {
      guard let token else { return }
      self.token = nil
      // Safe: a position's storages leave it on the main actor only. `leavePosition()` is
      // nonisolated because `PositionStorage` is, but its only callers are
      // `MountedNode.keep(_:inSlot:)` and `MountedNode.leaveTree()`, both of the main-actor
      // class `MountedNode`. `assumeIsolated` checks it at run time, and stops the process
      // rather than change the channel off the main actor.
      let channel = self.channel
      MainActor.assumeIsolated { channel.remove(token) }
    }
  }
#endif
