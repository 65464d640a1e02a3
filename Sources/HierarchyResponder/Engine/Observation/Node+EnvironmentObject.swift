extension Node {
  /// Places `object` in this node's subtree, where `@Environment(Object.self)` reads it by its
  /// type; `nil` removes one placed above.
  ///
  /// ```swift
  /// MailApp()
  ///   .environment(store)
  /// ```
  ///
  /// A body that reads one of the object's properties is evaluated again when that property
  /// changes (R12.1).
  public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some Node {
    modifier(EnvironmentModifier { $0[object: ObjectIdentifier(Object.self)] = object })
  }
}
