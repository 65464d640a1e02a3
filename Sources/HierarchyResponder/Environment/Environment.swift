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
  private let source: Source
  /// The value at the position, once bound; `nil` in a value its parent built.
  private var content: Value?

  /// Where the value comes from.
  private enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    /// An object placed by its type; `missing` is the value when none is, for an optional.
    case object(ObjectIdentifier, typeName: String, missing: Value?)
  }

  /// Reads the value at `keyPath` of the environment.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.source = .keyPath(keyPath)
  }

  /// Reads the `@Observable` object of type `objectType` that an ancestor placed with
  /// ``Node/environment(_:)``.
  ///
  /// A node whose ancestors placed none is not evaluated, and a diagnostic says so; declare
  /// the property optional (`var store: MailStore?`) to read `nil` instead.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.source = .object(
      ObjectIdentifier(objectType), typeName: typeName(of: objectType), missing: nil)
  }

  /// Reads the `@Observable` object of type `objectType` that an ancestor placed with
  /// ``Node/environment(_:)``, or `nil` when none did.
  public init<Object: AnyObject & Observable>(_ objectType: Object.Type)
  where Value == Object? {
    self.source = .object(
      ObjectIdentifier(objectType), typeName: typeName(of: objectType), missing: .some(nil))
  }

  /// The value in the environment of the node's position.
  ///
  /// Read outside a mounted node (in an initializer, say), it is the key's default value;
  /// an environment object cannot be read there.
  @MainActor public var wrappedValue: Value {
    if let content { return content }
    switch source {
    case .keyPath(let keyPath): return EnvironmentValues()[keyPath: keyPath]
    case .object(_, let typeName, let missing):
      guard let missing else {
        fatalError(
          "@Environment(\(typeName).self) was read outside a mounted node's body; read it "
            + "in body, or in a closure the body creates")
      }
      return missing
    }
  }
}

extension Environment: PositionBound {
  mutating func bind(to node: MountedNode, slot: inout Int) -> String? {
    switch source {
    case .keyPath(let keyPath):
      content = node.readableEnvironment[keyPath: keyPath]
    case .object(let identifier, let typeName, let missing):
      if let object = node.environment[object: identifier] as? Value {
        content = object
      } else if let missing {
        content = missing
      } else {
        return "it reads @Environment(\(typeName).self) and no ancestor placed a \(typeName): "
          + "place one with .environment(_:) on an ancestor, or declare the property "
          + "optional (\(typeName)?)"
      }
    }
    return nil
  }
}
