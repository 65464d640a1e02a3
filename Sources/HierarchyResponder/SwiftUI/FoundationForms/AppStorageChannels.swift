#if FoundationForms
  import Foundation

  /// The keys the ``AppStorage`` properties mounted in one hierarchy read, each with its
  /// ``AppStorageChannel``: a hierarchy's own, so that nothing of one reaches another (R3.7).
  /// Another hierarchy on the same store reads a value written here at its next render.
  @MainActor
  final class AppStorageChannels {
    /// What names a channel: the store's identity and the key. The channel holds the store,
    /// so the identifier names no other store while the channel is in the table.
    private struct Name: Hashable {
      let store: ObjectIdentifier
      let key: String
    }

    /// The channels read now.
    private var channels: [Name: AppStorageChannel] = [:]

    /// The channel of `key` in `store`, made if no position reads it yet.
    func channel(for key: String, in store: UserDefaults) -> AppStorageChannel {
      let name = Name(store: ObjectIdentifier(store), key: key)
      if let channel = channels[name] { return channel }
      let channel = AppStorageChannel(store: store, key: key, table: self)
      channels[name] = channel
      return channel
    }

    /// Takes out `channel`, which no position reads any more.
    func remove(_ channel: AppStorageChannel) {
      let name = Name(store: ObjectIdentifier(channel.store), key: channel.key)
      if channels[name] === channel { channels[name] = nil }
    }
  }
#endif
