// Nodes of a module built with `-disable-reflection-metadata` (Xcode's "Reflection Metadata
// Level: None"), as Package.swift builds this target: the runtime reports no stored
// properties for its types, so the tests can show what the hierarchy does about it (R2.6).

import HierarchyResponder

/// A counter whose `@State` cannot be found in a module without reflection metadata.
public struct ReflectionlessCounter: Node {
  @State private var count = 0

  /// Creates the counter.
  public init() {}

  /// A button that counts, and the count.
  public var body: some Node {
    Button("Count") { count += 1 }
    Text("count \(count)")
  }
}

/// Shows `title`: a plain value whose change a parent's re-render must not skip.
public struct ReflectionlessTitle: Node {
  /// What it shows.
  public let title: String

  /// Creates a node that shows `title`.
  public init(title: String) {
    self.title = title
  }

  /// The title.
  public var body: some Node {
    Text(title)
  }
}

/// A plain value stored in a node of a module with reflection metadata: its fields cannot be
/// read either.
public struct ReflectionlessPayload: Sendable {
  /// What it carries.
  public var number: Int

  /// Creates a payload carrying `number`.
  public init(number: Int) {
    self.number = number
  }
}
