@_spi(Reflection) import Swift

// The library's reflection, its largest piece of unsafe code (CONTRIBUTING.md's "Unsafe code"
// lists every piece): reading Swift's type metadata, and writing a mounted position's property
// wrappers into a value of exactly the type that metadata describes.
//
// Why it is safe:
// - Every metatype points at a metadata record whose first word is its kind; the kind values
//   are part of Swift's stable ABI (`MetadataKind`), so reading that word is valid for any
//   type (`metadataKind(of:)`).
// - `_forEachField(of:)` reports, for a struct type, each stored property's byte offset and
//   type, read from the same metadata the compiler lays the struct out by. A layout is built
//   for one concrete type and used only on values of that type: `bind` and `isEqual` are
//   generic over the value's type and fetch the layout for that exact type, which they and
//   `areEqual` assert in debug builds (`type`).
// - `bind` writes through `withUnsafeMutableBytes(of: &value)`, which gives exclusive access
//   to the value's memory for the duration of the closure. Each write goes to a stored
//   property of the type `PositionBound` conforms with, at its own offset, through a pointer
//   typed with that property's own type, so the memory is accessed as the type it holds.
//   Nothing inside the closure reads `value` itself.
// - `isEqual` only reads, through pointers to values of the layout's own type: bytes of
//   trivially comparable leaves (leaves that follow one another with no padding between them
//   read as one run, which covers exactly their bytes), and a stored property of a type compared as a whole (a
//   `String`, a `Binding`, an `any Node`) through a pointer typed with that property's own
//   type at its own offset; an `Equatable` type's values through pointers typed with it. A
//   reference to an object compared by its contents (`ComparedByContents`) is read as its
//   bits, the object's address, without retaining it (the values compared hold it), and the
//   object's stored properties are read at the offsets `_forEachField(of:)` reports for its
//   class (`classType`), by the layout read for that class.
// - The address sanitizer run in CI exercises all of it: every test binds and compares.

/// What the reconciler knows of a node or modifier type's stored properties, read once per type
/// from its metadata: the property wrappers to bind to a mounted position, and how to compare
/// two values field by field.
final class TypeLayout {
  /// A stored property the reconciler binds before evaluating a body.
  private enum BoundProperty {
    /// `@State`, `@Environment` and the other library wrappers: bound to the position.
    case wrapper(offset: Int, type: any PositionBound.Type)
    /// A user's ``DynamicProperty`` struct: its own wrappers are bound first, then `update()`.
    case composite(offset: Int, type: any DynamicProperty.Type)
  }

  /// A stored property compared by ``isEqual(_:_:layouts:)``.
  enum ComparedField {
    /// Compared byte for byte: plain values, and references and closures by identity.
    case bytes(offset: Int, count: Int)
    /// Compared by its type's own rule (``ComparedAsAWhole``): a `String` with `==`, so that
    /// equal strings in different buffers are equal; a ``Binding`` by the state it names.
    case whole(offset: Int, equals: (UnsafeRawPointer, UnsafeRawPointer) -> Bool)
    /// A node held as `any Node` (in ``AnyNode``, or a modifier's content): compared by the
    /// layout of the node it holds, so that an equal node in another box is equal.
    case node(offset: Int)
    /// A reference to an object compared by its contents (``ComparedByContents``, a
    /// ``TupleNode``'s children): the same object, or two whose stored properties are equal
    /// by the layout of `type`, the object's class.
    case contents(offset: Int, type: Any.Type)
  }

  /// The type this layout was read for, the only type of the values it may be used on.
  private let type: Any.Type
  private let boundProperties: [BoundProperty]
  let comparedFields: [ComparedField]
  /// The type's own `==`, when it is `Equatable`, which decides in place of its fields.
  let equals: ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)?
  /// The struct, this type or one stored in it, whose stored properties the runtime does not
  /// report, since its module was built without reflection metadata (R2.6): its wrappers
  /// cannot be bound, and values that cannot be compared are never equal.
  let unreadableType: Any.Type?

  /// Reads the layout of `type`. Types other than structs and tuples have no fields the
  /// reconciler binds, and compare by their bytes, or with `==` when they are `Equatable`; a
  /// class compared by its contents compares its stored properties, at their offsets in an
  /// instance, and binds none.
  init(of type: Any.Type) {
    self.type = type
    var bound: [BoundProperty] = []
    var compared: [ComparedField] = []
    var unreadable: Any.Type?
    if Self.hasFields(metadataKind(of: type)) {
      Self.collect(type, at: 0, bound: &bound, compared: &compared, unreadable: &unreadable)
    } else if type is any ComparedByContents.Type {
      var ignored: [BoundProperty] = []
      Self.collect(type, at: 0, bound: &ignored, compared: &compared, unreadable: &unreadable)
    } else {
      compared.append(.bytes(offset: 0, count: size(of: type)))
    }
    self.boundProperties = bound
    self.staysBound = bound.allSatisfy { property in
      if case .wrapper(_, let type) = property { type.staysBound } else { false }
    }
    self.comparedFields = Self.joiningAdjacentBytes(compared)
    self.unreadableType = unreadable
    if let equatable = type as? any Equatable.Type {
      self.equals = equatable.equality
    } else {
      self.equals = nil
    }
  }

  /// `fields` with each run of byte ranges that follow one another without a gap made one
  /// range: a row's plain fields (an index, a flag, a reference) are compared in one pass.
  private static func joiningAdjacentBytes(_ fields: [ComparedField]) -> [ComparedField] {
    var joined: [ComparedField] = []
    joined.reserveCapacity(fields.count)
    for field in fields {
      if case .bytes(let offset, let count) = field,
        case .bytes(let previousOffset, let previousCount)? = joined.last,
        previousOffset + previousCount == offset
      {
        joined[joined.count - 1] = .bytes(offset: previousOffset, count: previousCount + count)
      } else {
        joined.append(field)
      }
    }
    return joined
  }

  /// Whether a type of `kind` is compared field by field: structs, and tuples such as a
  /// ``TupleNode``'s children.
  private static func hasFields(_ kind: _MetadataKind?) -> Bool {
    kind == .struct || kind == .tuple
  }

  /// Whether values of the type hold property wrappers to bind.
  var hasBoundProperties: Bool { !boundProperties.isEmpty }

  /// Whether a value of the type bound to a position stays bound as it is: every wrapper it
  /// holds stays bound (``PositionBound/staysBound``), and it holds no ``DynamicProperty`` to
  /// update. A position that kept such a value evaluates it again without binding it.
  let staysBound: Bool

  /// Walks the stored properties of the struct `type`, placed at `base` in the outer value;
  /// notes in `unreadable` the first struct met whose stored properties are not reported.
  private static func collect(
    _ type: Any.Type, at base: Int, bound: inout [BoundProperty], compared: inout [ComparedField],
    unreadable: inout Any.Type?
  ) {
    var fields = 0
    // `.classType` spelled by its value (bit 0): the standard library declares it a mutable
    // static, which strict concurrency refuses to read.
    let options = _EachFieldOptions(rawValue: metadataKind(of: type) == .class ? 1 << 0 : 0)
    let enumerated = _forEachField(of: type, options: options) { _, offset, fieldType, kind in
      fields += 1
      let offset = base + offset
      if let wrapper = fieldType as? any PositionBound.Type {
        bound.append(.wrapper(offset: offset, type: wrapper))
        if wrapper.isComparedToo {
          collectCompared(
            fieldType, kind: kind, at: offset, into: &compared, unreadable: &unreadable)
        }
      } else if let composite = fieldType as? any DynamicProperty.Type, kind == .struct {
        // Like a wrapper, a composite belongs to the position: its fields are not compared.
        var ignored: [ComparedField] = []
        collect(fieldType, at: offset, bound: &bound, compared: &ignored, unreadable: &unreadable)
        bound.append(.composite(offset: offset, type: composite))
      } else {
        collectCompared(
          fieldType, kind: kind, at: offset, into: &compared, unreadable: &unreadable)
      }
      return true
    }
    // A struct built without reflection metadata reports no fields, though it has bytes: an
    // empty struct has none. A tuple's fields are always known.
    if !enumerated || (fields == 0 && size(of: type) > 0 && metadataKind(of: type) == .struct) {
      unreadable = unreadable ?? type
    }
  }

  /// Adds how to compare a stored property of type `type` that is not a wrapper.
  private static func collectCompared(
    _ type: Any.Type, kind: _MetadataKind, at offset: Int, into compared: inout [ComparedField],
    unreadable: inout Any.Type?
  ) {
    if let whole = type as? any ComparedAsAWhole.Type {
      compared.append(.whole(offset: offset, equals: whole.equality))
    } else if type == (any Node).self {
      compared.append(.node(offset: offset))
    } else if type is any ComparedByContents.Type {
      compared.append(.contents(offset: offset, type: type))
    } else if hasFields(kind) {
      // Field by field, so that the padding between fields is never compared.
      var ignored: [BoundProperty] = []
      collect(type, at: offset, bound: &ignored, compared: &compared, unreadable: &unreadable)
    } else {
      compared.append(.bytes(offset: offset, count: size(of: type)))
    }
  }

  /// Checks, in debug builds only, that this layout was read for `valueType`: used on a value
  /// of another type, it would read and write memory as types it does not hold.
  @inline(__always)
  func assertRead(for valueType: Any.Type) {
    assert(valueType == type, "the layout of \(type) was used on a value of type \(valueType)")
  }

  /// Writes the wrappers of the position `node` into `value`, in declaration order, which is
  /// the order ``MountedNode/stateSlots`` keeps. Returns why the value cannot be evaluated
  /// there, if a wrapper found nothing to bind to.
  ///
  /// - Precondition: this layout was read for `Value`, which debug builds assert.
  @MainActor func bind<Value>(_ value: inout Value, to node: MountedNode) -> String? {
    assertRead(for: Value.self)
    guard hasBoundProperties else { return nil }
    var slot = 0
    var problem: String?
    withMutableBytes(of: &value) { bytes in
      guard let base = bytes.baseAddress else { return }
      for property in boundProperties {
        switch property {
        case .wrapper(let offset, let type):
          let found = type.bind(at: base + offset, to: node, slot: &slot)
          problem = problem ?? found
        case .composite(let offset, let type): type.update(at: base + offset)
        }
      }
    }
    return problem
  }
}

/// A property wrapper the reconciler binds to the mounted position before each evaluation of
/// the body that holds it: ``State`` to the position's storage, ``Environment`` to its
/// environment.
protocol PositionBound {
  /// Points this wrapper at `node`'s own storage; `slot` counts the state slots used so far.
  /// Returns why it cannot, when the position lacks what it needs (an environment object).
  @MainActor mutating func bind(to node: MountedNode, slot: inout Int) -> String?

  /// Whether two values of the node are equal only if their wrappers of this type are too: a
  /// wrapper whose value the parent gives (`@ObservedObject`, by the object's identity),
  /// rather than one that belongs to the position alone. False unless the type says so.
  static var isComparedToo: Bool { get }

  /// Whether a wrapper bound to a position stays bound to it as it is: binding it there again
  /// changes nothing, so that a node evaluated again from the value it last kept, as a write to
  /// its own state makes it, need not be bound again. False unless the type says so: a wrapper
  /// that reads what it holds as it binds (`@Environment`, `@AppStorage`) must read it again.
  static var staysBound: Bool { get }
}

extension PositionBound {
  static var isComparedToo: Bool { false }
  static var staysBound: Bool { false }

  /// Binds the wrapper stored at `address`, which holds a value of this type.
  @MainActor fileprivate static func bind(
    at address: UnsafeMutableRawPointer, to node: MountedNode, slot: inout Int
  ) -> String? {
    address.assumingMemoryBound(to: Self.self).pointee.bind(to: node, slot: &slot)
  }
}

extension DynamicProperty {
  /// Calls `update()` on the property stored at `address`, which holds a value of this type.
  @MainActor fileprivate static func update(at address: UnsafeMutableRawPointer) {
    address.assumingMemoryBound(to: Self.self).pointee.update()
  }
}
