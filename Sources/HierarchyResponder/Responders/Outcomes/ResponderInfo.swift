/// A responder as routes and outcomes name it.
public struct ResponderInfo: Hashable, Sendable, CustomStringConvertible {
  /// The modifier, with its type for typed responders: `handleEvent(MyEvent)`.
  public let name: String
  /// The type of the node the modifier is applied to: `GridView`.
  public let node: String
  /// The type of the node whose body wrote the modifier: `ParentView`; `nil` when no node's
  /// body did, as for a modifier written in `Hierarchy { … }`.
  public let writtenIn: String?
  /// Where the modifier was written.
  public let location: CodeLocation

  /// Creates a description of a responder; the library makes these.
  public init(name: String, node: String, writtenIn: String? = nil, location: CodeLocation) {
    self.name = name
    self.node = node
    self.writtenIn = writtenIn
    self.location = location
  }

  /// `handleEvent(MyEvent) on GridView in ParentView`: the modifier, the node it is applied
  /// to, and the node whose body wrote it.
  public var description: String { "\(name) on \(placement(of: node, writtenIn: writtenIn))" }
}
