import Testing

@testable import HierarchyResponder

// The reconciler matches a child to the one at its place by key (R2.1, R2.2); the keys of a
// block's children and of integer rows are compared without copies (`ChildKey.matches`), and
// must say what `==` says.

@MainActor
@Suite("Child keys")
struct ChildKeyTests {
  /// Keys of every kind, two of some kinds that differ only in their payload. Not `Sendable`
  /// (an identity holds an `AnyHashable`), so the test's arguments are their indices.
  static var keys: [ChildKey] {
    [
      .body, .content, .position(0), .position(1), .branch(true), .branch(false), .integer(0),
      .integer(7), .identity(AnyHashable("a")), .identity(AnyHashable("b")), .accessory,
      .duplicate(.position(0), occurrence: 1), .duplicate(.position(0), occurrence: 2),
    ]
  }

  @Test("a key matches another exactly when they are equal", arguments: 0..<13)
  func matchesAsEqualitySays(index: Int) {
    // R2.1: a child keeps its position only under an equal key.
    let key = Self.keys[index]
    for other in Self.keys {
      #expect(key.matches(other) == (key == other), "\(key) against \(other)")
    }
  }
}
