#if FoundationForms
  import Foundation

  /// One key of one store, as the nodes that read it with ``AppStorage`` see it: writing it
  /// through any of them asks each for a render, through the same handler Observation's
  /// changes and R12.10's models use (``MountedNode/requestRender``), so that the next flush
  /// renders them all, once each.
  ///
  /// A channel exists while a position reads its key: the positions hold it (and so the
  /// store, whose identifier names it in ``channels``), and it leaves the table when the
  /// last one leaves. A write to a key nobody reads re-renders nothing.
  @MainActor
  final class AppStorageChannel {
    /// The store the key is kept in.
    let store: UserDefaults
    /// The key.
    let key: String
    /// How many times the key was written through ``AppStorage``, which tells a binding made
    /// before a write from one made after it (``BindingStamp``).
    private(set) var writes = 0
    /// What asks each reading position for a render, by the token its reading holds.
    private var watchers: [Int: @Sendable () -> Void] = [:]
    /// The token the next reader gets.
    private var nextToken = 0

    /// What names a channel: the store's identity and the key.
    private struct Name: Hashable {
      let store: ObjectIdentifier
      let key: String
    }

    /// The channels read now.
    private static var channels: [Name: AppStorageChannel] = [:]

    private init(store: UserDefaults, key: String) {
      self.store = store
      self.key = key
    }

    /// The channel of `key` in `store`, if a position reads it.
    static func channel(for key: String, in store: UserDefaults) -> AppStorageChannel? {
      channels[Name(store: ObjectIdentifier(store), key: key)]
    }

    /// The channel of `key` in `store`, made if no position reads it yet.
    static func subscribe(to key: String, in store: UserDefaults) -> AppStorageChannel {
      if let channel = channel(for: key, in: store) { return channel }
      let channel = AppStorageChannel(store: store, key: key)
      channels[Name(store: ObjectIdentifier(store), key: key)] = channel
      return channel
    }

    /// Keeps `value` under `key` in `store` with `codec`, then asks every position that
    /// reads the key there for a render.
    static func write<Value>(
      _ value: Value, with codec: AppStorageCodec<Value>, key: String, in store: UserDefaults
    ) {
      codec.write(store, key, value)
      guard let channel = channel(for: key, in: store) else { return }
      channel.writes += 1
      for watcher in channel.watchers.values { watcher() }
    }

    /// Adds a reader, whose render `watcher` asks for; returns its token.
    func add(_ watcher: @escaping @Sendable () -> Void) -> Int {
      defer { nextToken += 1 }
      watchers[nextToken] = watcher
      return nextToken
    }

    /// Removes the reader holding `token`; the last one takes the channel out of the table.
    func remove(_ token: Int) {
      watchers[token] = nil
      let name = Name(store: ObjectIdentifier(store), key: key)
      if watchers.isEmpty, Self.channels[name] === self { Self.channels[name] = nil }
    }
  }
#endif
