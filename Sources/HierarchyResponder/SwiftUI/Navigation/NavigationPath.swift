/// The screens pushed on a ``NavigationStack``, as values of any `Hashable` types, as SwiftUI's
/// `NavigationPath`: each is shown by the ``Node/navigationDestination(for:destination:)``
/// declared for its type.
///
/// ```swift
/// @State var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// path.append(message)   // pushes the screen for `message`
/// ```
public struct NavigationPath: Equatable {
  /// The values, the root's first pushed screen first.
  var elements: [AnyHashable]

  /// An empty path: only the stack's root is shown.
  public init() {
    elements = []
  }

  /// A path holding `elements`, in order.
  public init<Elements: Sequence>(_ elements: Elements) where Elements.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// How many screens are pushed.
  public var count: Int { elements.count }

  /// Whether no screen is pushed.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes the screen for `value`.
  public mutating func append<Value: Hashable>(_ value: Value) {
    elements.append(AnyHashable(value))
  }

  /// Pops the last `count` screens.
  public mutating func removeLast(_ count: Int = 1) {
    elements.removeLast(count)
  }
}
