// Reading a type's kind from its metadata (CONTRIBUTING.md's "Unsafe code" lists it): every
// metatype points at a metadata record whose first word is its kind, and the kind values are
// part of Swift's stable ABI (`MetadataKind`), so loading that word is valid for any type.

@_spi(Reflection) import Swift

/// The kind of type `type` is, from the first word of its metadata.
func metadataKind(of type: Any.Type) -> _MetadataKind? {
  _MetadataKind(rawValue: rawMetadataKind(of: type))
}

/// Whether `type` is a struct or an enum that casts to no other struct or enum type, and that
/// no value of another type casts to: not `Optional`, which wraps and unwraps in a cast, nor
/// `AnyHashable`, which unwraps.
func isPlainValueType(_ type: Any.Type) -> Bool {
  // The raw kind is compared, not a `_MetadataKind` made from it: every trigger asks this.
  switch rawMetadataKind(of: type) {
  case _MetadataKind.struct.rawValue: type != AnyHashable.self
  case _MetadataKind.enum.rawValue: true
  default: false
  }
}

/// Whether `type` is a protocol existential such as `any Event`: an existential, or an
/// extended one with constraints (`any Sequence<Int>`), which `_MetadataKind` has no case
/// for.
func isExistential(_ type: Any.Type) -> Bool {
  let kind = rawMetadataKind(of: type)
  return kind == _MetadataKind.existential.rawValue || kind == extendedExistentialKind
}

/// The `MetadataKind` of constrained existentials, from Swift's ABI.
private let extendedExistentialKind: UInt = 0x307

private func rawMetadataKind(of type: Any.Type) -> UInt {
  unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
}

/// The size in bytes of a value of `type`.
func size(of type: Any.Type) -> Int {
  func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
  return size(type)
}
