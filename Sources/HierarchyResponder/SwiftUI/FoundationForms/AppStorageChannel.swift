#if FoundationForms
  import Foundation

  /// One key of one store, as the nodes of one hierarchy that read it with ``AppStorage`` see
  /// it: a write through any of them asks each for a render, through the handler
  /// Observation's changes and R12.10's models use (``MountedNode/requestRender``), so that
  /// the next flush renders them all, once each.
  ///
  /// A channel exists while a position of its hierarchy reads its key: it holds the store,
  /// whose identifier names it in its ``AppStorageChannels``, and leaves that table with its
  /// last reader.
  @MainActor
  final class AppStorageChannel {
    /// The store the key is kept in.
    let store: UserDefaults
    /// The key.
    let key: String
    /// The table the channel is in, while a position reads it.
    let table: AppStorageChannels
    /// How many times the key was written through ``AppStorage`` here, which tells a binding
    /// made before a write from one made after it (``BindingStamp``).
    private(set) var writes = 0
    /// What asks each reading position for a render, by the token its reading holds.
    private var watchers: [Int: @Sendable () -> Void] = [:]
    /// The token the next reader gets.
    private var nextToken = 0

    init(store: UserDefaults, key: String, table: AppStorageChannels) {
      self.store = store
      self.key = key
      self.table = table
    }

    /// Keeps `value` under the key with `codec`, then asks every position that reads it for
    /// a render.
    func write<Value>(_ value: Value, with codec: AppStorageCodec<Value>) {
      codec.write(store, key, value)
      writes += 1
      for watcher in watchers.values { watcher() }
    }

    /// Adds a reader, whose render `watcher` asks for; returns its token.
    func add(_ watcher: @escaping @Sendable () -> Void) -> Int {
      defer { nextToken += 1 }
      watchers[nextToken] = watcher
      return nextToken
    }

    /// Removes the reader holding `token`; the last one takes the channel out of its table.
    func remove(_ token: Int) {
      watchers[token] = nil
      if watchers.isEmpty { table.remove(self) }
    }
  }
#endif
