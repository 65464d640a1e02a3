/// A type that produces previews, as SwiftUI's `PreviewProvider`, so that a file ported from
/// SwiftUI keeps its previews and compiles. A hierarchy never mounts them: a test mounts what
/// it means to check (R12.6).
@MainActor
public protocol PreviewProvider {
  /// The type of node the previews are.
  associatedtype Previews: Node

  /// The nodes to preview.
  @HierarchyBuilder static var previews: Previews { get }
}
