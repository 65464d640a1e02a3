#if FoundationForms
  import Foundation

  // The types SwiftUI's `@AppStorage` takes, one initializer each, as in SwiftUI.

  extension AppStorage {
    /// A `Bool` kept under `key` in `store`, `wrappedValue` while there is none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value == Bool {
      self.init(key: key, defaultValue: wrappedValue, store: store, codec: .propertyList)
    }

    /// An `Int` kept under `key` in `store`, `wrappedValue` while there is none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value == Int {
      self.init(key: key, defaultValue: wrappedValue, store: store, codec: .propertyList)
    }

    /// A `Double` kept under `key` in `store`, `wrappedValue` while there is none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value == Double {
      self.init(key: key, defaultValue: wrappedValue, store: store, codec: .propertyList)
    }

    /// A `String` kept under `key` in `store`, `wrappedValue` while there is none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value == String {
      self.init(key: key, defaultValue: wrappedValue, store: store, codec: .propertyList)
    }

    /// A `Data` kept under `key` in `store`, `wrappedValue` while there is none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value == Data {
      self.init(key: key, defaultValue: wrappedValue, store: store, codec: .propertyList)
    }

    /// A `Date` kept under `key` in `store`, `wrappedValue` while there is none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value == Date {
      self.init(key: key, defaultValue: wrappedValue, store: store, codec: .propertyList)
    }

    /// A `URL` kept under `key` in `store` (as its `absoluteString`), `wrappedValue` while there is none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value == URL {
      self.init(key: key, defaultValue: wrappedValue, store: store, codec: .url)
    }

    /// A value kept as its `Int` raw value under `key` in `store`, `wrappedValue` while there is none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
      self.init(key: key, defaultValue: wrappedValue, store: store, codec: .rawValue)
    }

    /// A value kept as its `String` raw value under `key` in `store`, `wrappedValue` while there is none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
      self.init(key: key, defaultValue: wrappedValue, store: store, codec: .rawValue)
    }

    /// An optional `Bool` kept under `key` in `store`: `nil` while there is none, and a `nil` written removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
      self.init(key: key, defaultValue: nil, store: store, codec: .optional(.propertyList))
    }

    /// An optional `Int` kept under `key` in `store`: `nil` while there is none, and a `nil` written removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
      self.init(key: key, defaultValue: nil, store: store, codec: .optional(.propertyList))
    }

    /// An optional `Double` kept under `key` in `store`: `nil` while there is none, and a `nil` written removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
      self.init(key: key, defaultValue: nil, store: store, codec: .optional(.propertyList))
    }

    /// An optional `String` kept under `key` in `store`: `nil` while there is none, and a `nil` written removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
      self.init(key: key, defaultValue: nil, store: store, codec: .optional(.propertyList))
    }

    /// An optional `Data` kept under `key` in `store`: `nil` while there is none, and a `nil` written removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
      self.init(key: key, defaultValue: nil, store: store, codec: .optional(.propertyList))
    }

    /// An optional `Date` kept under `key` in `store`: `nil` while there is none, and a `nil` written removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
      self.init(key: key, defaultValue: nil, store: store, codec: .optional(.propertyList))
    }

    /// An optional `URL` kept under `key` in `store`: `nil` while there is none, and a `nil` written removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
      self.init(key: key, defaultValue: nil, store: store, codec: .optional(.url))
    }
  }

  extension AppStorage {
    /// An optional value kept as its `Int` raw value under `key` in `store`: `nil` while
    /// there is none, and a `nil` written removes it.
    public init<Wrapped>(_ key: String, store: UserDefaults? = nil)
    where Value == Wrapped?, Wrapped: RawRepresentable, Wrapped.RawValue == Int {
      self.init(key: key, defaultValue: nil, store: store, codec: .optional(.rawValue))
    }

    /// An optional value kept as its `String` raw value under `key` in `store`: `nil` while
    /// there is none, and a `nil` written removes it.
    public init<Wrapped>(_ key: String, store: UserDefaults? = nil)
    where Value == Wrapped?, Wrapped: RawRepresentable, Wrapped.RawValue == String {
      self.init(key: key, defaultValue: nil, store: store, codec: .optional(.rawValue))
    }
  }
#endif
