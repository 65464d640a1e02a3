extension Node {
  /// Declares that events of `types` come to this subtree from outside the hierarchy,
  /// published with ``Hierarchy/publish(_:destination:isolation:)``, so that a subscriber to
  /// one of them with no publisher above it is no safety finding (R9.8).
  ///
  /// One line on the root says where a server's or a simulation's input comes in, without a
  /// `.publisher` whose `register` closure ignores the publisher:
  ///
  /// ```swift
  /// let hierarchy = Hierarchy {
  ///   Server()
  ///     .receivesFromOutside(Tick.self, Command.self)
  /// }
  /// hierarchy.publish(Tick())
  /// ```
  ///
  /// It changes no delivery: `Hierarchy.publish` reaches the subscribers to its type anywhere
  /// in the tree, declared or not, and a `.publisher` for a declared type still publishes to
  /// its own subtree. A subscriber to a type not declared here, with no publisher above, is
  /// still a finding. Written on a subtree, it holds for that subtree, as the other safety
  /// settings do.
  public func receivesFromOutside(_ types: any Event.Type...) -> some Node {
    modifier(ReceivesFromOutsideModifier(types: types))
  }
}

/// The modifier behind ``Node/receivesFromOutside(_:)``: it adds its types to those its
/// subtree's environment knows come from outside.
struct ReceivesFromOutsideModifier: Modifier, PrimitiveModifier {
  let types: [any Event.Type]

  var dumpAnnotation: String? {
    "receivesFromOutside(\(types.map { typeName(of: $0) }.joined(separator: ", ")))"
  }
  static var runsUsersCode: Bool { false }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    environment.eventsFromOutside.formUnion(types.map(ObjectIdentifier.init))
  }
}

extension EnvironmentValues {
  /// The event types declared to come from outside with ``Node/receivesFromOutside(_:)``.
  var eventsFromOutside: Set<ObjectIdentifier> {
    get { self[EventsFromOutsideKey.self] }
    set { self[EventsFromOutsideKey.self] = newValue }
  }
}

private struct EventsFromOutsideKey: EnvironmentKey {
  static let defaultValue: Set<ObjectIdentifier> = []
}
