#if FoundationForms
  import Foundation

  /// How an ``AppStorage`` reads its value from a store and writes it there: one for each
  /// type SwiftUI takes.
  struct AppStorageCodec<Value> {
    /// The value `store` keeps under the key, or `nil` when it keeps none or one that is not
    /// of this type.
    let read: (_ store: UserDefaults, _ key: String) -> Value?
    /// Keeps the value under the key.
    let write: (_ store: UserDefaults, _ key: String, _ value: Value) -> Void
  }

  extension AppStorageCodec {
    /// A type a store keeps as it is (`Bool`, `Int`, `Double`, `String`, `Data`, `Date`),
    /// read back only as that type: what another type was kept as is not converted.
    static var propertyList: Self {
      Self(
        read: { store, key in store.object(forKey: key) as? Value },
        write: { store, key, value in store.set(value, forKey: key) })
    }

    /// An optional of the type `wrapped` reads and writes: a missing key reads `nil`, and a
    /// `nil` written removes it.
    static func optional<Wrapped>(_ wrapped: AppStorageCodec<Wrapped>) -> Self
    where Value == Wrapped? {
      Self(
        read: { store, key in
          // A missing key is a value here (`nil`), where a value of another type is none.
          store.object(forKey: key) == nil
            ? .some(nil) : wrapped.read(store, key).map { Optional($0) }
        },
        write: { store, key, value in
          guard let value else { return store.removeObject(forKey: key) }
          wrapped.write(store, key, value)
        })
    }
  }

  extension AppStorageCodec where Value == URL {
    /// A URL, kept as its `absoluteString` (on Linux, `UserDefaults.set(_:forKey:)` keeps a
    /// URL's path alone, and `url(forKey:)` stops the process on data that is not an
    /// archive); a `URL` kept by the store reads as itself.
    static var url: Self {
      Self(
        read: { store, key in
          let found = store.object(forKey: key)
          return found as? URL ?? (found as? String).flatMap { URL(string: $0) }
        },
        write: { store, key, value in store.set(value.absoluteString, forKey: key) })
    }
  }

  extension AppStorageCodec where Value: RawRepresentable {
    /// A value kept as its raw value, read back through `init(rawValue:)`: a raw value no
    /// value has reads as none.
    static var rawValue: Self {
      Self(
        read: { store, key in
          (store.object(forKey: key) as? Value.RawValue).flatMap(Value.init(rawValue:))
        },
        write: { store, key, value in store.set(value.rawValue, forKey: key) })
    }
  }
#endif
