import Observation

/// Reads a value from the environment of the mounted node or modifier that declares it.
///
/// ```swift
/// struct ItemView: Node {
///   @Environment(\.triggerEvent) var triggerEvent
///   @Environment(MailStore.self) var store
///   var body: some Node { Button("Select") { triggerEvent(SelectEvent()) } }
/// }
/// ```
///
/// The value is the one the node's position sees, written into the node before its body is
/// evaluated; the closures the body creates, such as a button's action, read that same value.
/// An `@Observable` object placed with ``Node/environment(_:)`` is read by its type.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  @usableFromInline let source: Source
  /// The value at the position, once bound; `nil` in a value its parent built.
  @usableFromInline var content: Value?

  /// Where the value comes from. Kept to a reference or a metatype, since every copy of the
  /// node holds one, and so does every closure its body creates.
  @usableFromInline enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    /// An object placed by its type, which the lookup names.
    case object(any EnvironmentObjectLookup.Type)
  }

  /// Reads the value at `keyPath` of the environment.
  ///
  /// Inlinable, as ``State/init(wrappedValue:fileID:line:)`` is: a body that builds a node
  /// holding the wrapper makes it without looking up the generic type's metadata at run time.
  @inlinable
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.source = .keyPath(keyPath)
    self.content = nil
  }

  /// Reads the `@Observable` object of type `objectType` that an ancestor placed with
  /// ``Node/environment(_:)``.
  ///
  /// A node whose ancestors placed none is not evaluated, and a diagnostic says so; declare
  /// the property optional (`var store: MailStore?`) to read `nil` instead.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.source = .object(RequiredObject<Value>.self)
  }

  /// Reads the `@Observable` object of type `objectType` that an ancestor placed with
  /// ``Node/environment(_:)``, or `nil` when none did.
  public init<Object: AnyObject & Observable>(_ objectType: Object.Type)
  where Value == Object? {
    self.source = .object(OptionalObject<Object>.self)
  }

  /// The value in the environment of the node's position.
  ///
  /// Read outside a mounted node (in an initializer, say), it is the key's default value;
  /// an environment object cannot be read there.
  @MainActor public var wrappedValue: Value {
    if let content { return content }
    switch source {
    case .keyPath(let keyPath): return EnvironmentValues()[keyPath: keyPath]
    case .object(let lookup):
      guard let missing = lookup.valueWhenMissing(as: Value.self) else {
        fatalError(
          "@Environment(\(lookup.typeName).self) was read outside a mounted node's body; read "
            + "it in body, or in a closure the body creates")
      }
      return missing
    }
  }
}

extension Environment: PositionBound {
  mutating func bind(to node: MountedNode, slot: inout Int) -> String? {
    switch source {
    case .keyPath(let keyPath):
      content = EnvironmentShortcuts.read(keyPath, at: node)
    case .object(let lookup):
      if let object = node.environment[object: ObjectIdentifier(lookup.objectType)] as? Value {
        content = object
      } else if let missing = lookup.valueWhenMissing(as: Value.self) {
        content = missing
      } else {
        let name = lookup.typeName
        return "it reads @Environment(\(name).self) and no ancestor placed a \(name): "
          + "place one with .environment(_:) on an ancestor, or declare the property "
          + "optional (\(name)?)"
      }
    }
    return nil
  }
}

/// How an ``Environment`` finds an object placed by its type, told by the type alone.
@usableFromInline
protocol EnvironmentObjectLookup {
  /// The type the object was placed under.
  static var objectType: Any.Type { get }
  /// The value read when no ancestor placed an object: `nil` when one is required.
  static func valueWhenMissing<Value>(as: Value.Type) -> Value?
}

extension EnvironmentObjectLookup {
  /// The object type's name, for messages.
  static var typeName: String { HierarchyResponder.typeName(of: objectType) }
}

/// An object of type `Object` that must be placed.
private enum RequiredObject<Object: AnyObject & Observable>: EnvironmentObjectLookup {
  static var objectType: Any.Type { Object.self }
  static func valueWhenMissing<Value>(as: Value.Type) -> Value? { nil }
}

/// An object of type `Object` that may be missing: the property, of type `Object?`, then
/// reads `nil`.
private enum OptionalObject<Object: AnyObject & Observable>: EnvironmentObjectLookup {
  static var objectType: Any.Type { Object.self }
  static func valueWhenMissing<Value>(as: Value.Type) -> Value? {
    // `Value` is `Object?`: only the initializer for an optional property makes this lookup.
    .some(Object?.none as! Value)
  }
}
