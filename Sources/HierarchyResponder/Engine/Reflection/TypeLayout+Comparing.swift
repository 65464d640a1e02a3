// Comparing two values of a layout's type, field by field: the half of `TypeLayout` that the
// reconciler runs to skip unchanged nodes. The safety argument for the pointers below is in
// `TypeLayout.swift`'s header: a layout is used only on values of its own type, and each field
// is read at its own offset as its own type.

@MainActor
extension TypeLayout {
  /// Whether `lhs` and `rhs` are equal: with `==` when the type is `Equatable`, else equal in
  /// every stored property other than the wrappers, plain values by their bytes, strings by
  /// `==`, nodes held as `any Node` by their own layouts (found with `layouts`), references
  /// and closures by identity. A `false` may be conservative (two equal values whose bytes
  /// differ); a `true` never is, unless a type's own `==` says so. Values of a type whose
  /// fields cannot be read (``unreadableType``) are never equal, unless their `==` says so.
  ///
  /// - Precondition: this layout was read for `Value`, which debug builds assert.
  func isEqual<Value>(_ lhs: Value, _ rhs: Value, layouts: LayoutCache) -> Bool {
    assertRead(for: Value.self)
    return withUnsafeBytes(of: lhs) { lhs in
      withUnsafeBytes(of: rhs) { rhs in
        guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
        return isEqual(at: left, right, layouts: layouts)
      }
    }
  }

  /// ``isEqual(_:_:layouts:)`` for the values at `lhs` and `rhs`, of this layout's type.
  private func isEqual(
    at lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, layouts: LayoutCache
  ) -> Bool {
    if let equals { return equals(lhs, rhs) }
    guard unreadableType == nil else { return false }
    // Each field is read where it is in the array: a copy of a field that holds a closure
    // would retain it, for every field of every comparison.
    for index in comparedFields.indices {
      let isEqual =
        switch comparedFields[index] {
        case .bytes(let offset, let count):
          bytesEqual(lhs + offset, rhs + offset, count: count)
        case .whole(let offset, let equals):
          equals(lhs + offset, rhs + offset)
        case .node(let offset):
          Self.areEqual(
            lhs.load(fromByteOffset: offset, as: (any Node).self),
            rhs.load(fromByteOffset: offset, as: (any Node).self), layouts: layouts)
        case .contents(let offset, let type):
          Self.areEqualContents(
            lhs.load(fromByteOffset: offset, as: UnsafeRawPointer.self),
            rhs.load(fromByteOffset: offset, as: UnsafeRawPointer.self),
            layout: layouts.layout(of: type), layouts: layouts)
        }
      guard isEqual else { return false }
    }
    return true
  }

  /// Whether `stored` holds a `Value` equal to the one `value` points at, as
  /// ``isEqual(_:_:layouts:)`` compares them: the value is compared where it is, never boxed
  /// into an `any Node` nor copied, and `stored` is opened once, for its type and its bytes,
  /// where it is (`inout` only for that: it is not changed, though a box it shares with a copy
  /// is made its own first). The caller points at its value by passing it `inout` (`&row`), or
  /// where it keeps it (a block's child in its storage, ``TupleNodeStorage/visitChildren(_:)``):
  /// a closure handed to a generic `withUnsafePointer` would cost a call through a thunk, about
  /// 150 instructions, at every row.
  ///
  /// - Precondition: this layout was read for `Value`, which debug builds assert.
  func isEqual<Value: Node>(
    stored: inout any Node, to value: UnsafePointer<Value>, layouts: LayoutCache
  ) -> Bool {
    assertRead(for: Value.self)
    func compare<Stored: Node>(_ stored: inout Stored) -> Bool {
      guard Stored.self == Value.self else { return false }
      // An empty value has no bytes, and equals every other of its type.
      guard MemoryLayout<Value>.size > 0 else { return true }
      return isEqual(pointing: &stored, value, layouts: layouts)
    }
    return compare(&stored)
  }

  /// ``isEqual(at:_:layouts:)`` for the values `lhs` and `rhs` point at, both of this layout's
  /// type.
  private func isEqual<Left, Right>(
    pointing lhs: UnsafePointer<Left>, _ rhs: UnsafePointer<Right>,
    layouts: LayoutCache
  ) -> Bool {
    isEqual(at: UnsafeRawPointer(lhs), UnsafeRawPointer(rhs), layouts: layouts)
  }

  /// Whether the nodes `lhs` and `rhs` have the same type and equal values.
  static func areEqual(_ lhs: any Node, _ rhs: any Node, layouts: LayoutCache)
    -> Bool
  {
    let type = Swift.type(of: lhs)
    guard type == Swift.type(of: rhs) else { return false }
    let layout = layouts.layout(of: type)
    layout.assertRead(for: type)
    return withBytes(of: lhs) { left in
      withBytes(of: rhs) { right in
        // An empty value has no bytes, and equals every other of its type.
        guard let left, let right else { return true }
        return layout.isEqual(at: left, right, layouts: layouts)
      }
    }
  }
}

/// Calls `body` with the address of the value `node` holds (not of the existential around
/// it), or `nil` for a value of no size.
private func withBytes<Result>(
  of node: any Node, _ body: (UnsafeRawPointer?) -> Result
) -> Result {
  func open<Value: Node>(_ value: Value) -> Result {
    withUnsafeBytes(of: value) { body($0.baseAddress) }
  }
  return open(node)
}

@MainActor
extension TypeLayout {
  /// Whether the objects at `lhs` and `rhs`, both instances of the class `layout` was read
  /// for, are one object or have equal stored properties. The addresses are the references'
  /// bits, read without retaining them: the values being compared hold the objects.
  fileprivate static func areEqualContents(
    _ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, layout: TypeLayout,
    layouts: LayoutCache
  ) -> Bool {
    lhs == rhs || layout.isEqual(at: lhs, rhs, layouts: layouts)
  }
}

/// A class whose instances the reconciler compares by their stored properties, field by field
/// as a struct's, rather than by identity: a ``TupleNode``'s storage, which holds the children
/// a struct would hold, and is never changed once made.
protocol ComparedByContents: AnyObject {}

/// A type whose values the reconciler compares as a whole, by a rule of its own, rather than
/// field by field.
protocol ComparedAsAWhole {
  /// Whether `lhs` and `rhs` are certainly equal; `false` when unsure.
  static func isEqual(_ lhs: Self, _ rhs: Self) -> Bool
}

extension String: ComparedAsAWhole {
  static func isEqual(_ lhs: String, _ rhs: String) -> Bool { lhs == rhs }
}

extension ComparedAsAWhole {
  /// ``isEqual(_:_:)`` on values of this type at two addresses.
  static var equality: (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
    {
      isEqual(
        $0.assumingMemoryBound(to: Self.self).pointee, $1.assumingMemoryBound(to: Self.self).pointee
      )
    }
  }
}

extension Equatable {
  /// `==` on values of this type at two addresses.
  static var equality: (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
    {
      $0.assumingMemoryBound(to: Self.self).pointee == $1.assumingMemoryBound(to: Self.self).pointee
    }
  }
}

/// Whether `count` bytes at `lhs` and `rhs` are equal, a word at a time.
private func bytesEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, count: Int) -> Bool {
  var offset = 0
  while offset + 8 <= count {
    guard
      lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        == rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    else { return false }
    offset += 8
  }
  while offset < count {
    guard
      lhs.load(fromByteOffset: offset, as: UInt8.self)
        == rhs.load(fromByteOffset: offset, as: UInt8.self)
    else { return false }
    offset += 1
  }
  return true
}
