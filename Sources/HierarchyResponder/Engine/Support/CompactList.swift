/// A list of objects that every position keeps, and most keep one of or none: its children
/// (``Children``), the storage of its `@State` properties.
///
/// One object or none is kept without an array: an array would be one more allocation, and
/// 48 bytes, for each position. The storage is one word, like the array it replaces.
///
/// The storage holds `AnyObject`s, and the list hands them out as `Element`s: an enum generic
/// over the element would be laid out at run time, with a tag byte beside the word.
struct CompactList<Element: AnyObject>: RandomAccessCollection {
  private var storage = CompactStorage.none

  /// An empty list.
  init() {}

  var startIndex: Int { 0 }

  var endIndex: Int {
    switch storage {
    case .none: 0
    case .one: 1
    case .many(let nodes): nodes.count
    }
  }

  subscript(position: Int) -> Element {
    switch storage {
    case .one(let element) where position == 0: unsafeDowncast(element, to: Element.self)
    case .many(let elements): unsafeDowncast(elements[position], to: Element.self)
    default: preconditionFailure("element \(position) of \(count) is out of range")
    }
  }

  /// Makes room for `count` elements, so that appending them grows no array on the way.
  mutating func reserveCapacity(_ count: Int) {
    guard count > 1, case .none = storage else { return }
    var elements: [AnyObject] = []
    elements.reserveCapacity(count)
    storage = .many(elements)
  }

  /// Adds `element` after the others.
  mutating func append(_ element: Element) {
    switch storage {
    case .none:
      storage = .one(element)
    case .one(let first):
      storage = .many([first, element])
    case .many(var elements):
      // Let go of the array first, so that it is appended to in place, not copied.
      storage = .none
      elements.append(element)
      storage = .many(elements)
    }
  }

  /// Puts `element` in place of the one at `position`.
  mutating func replace(at position: Int, with element: Element) {
    switch storage {
    case .one where position == 0:
      storage = .one(element)
    case .many(var elements):
      // Let go of the array first, so that it is written in place, not copied.
      storage = .none
      elements[position] = element
      storage = .many(elements)
    default:
      preconditionFailure("element \(position) of \(count) is out of range")
    }
  }
}

/// What a ``CompactList`` keeps: no object, one, or an array of them.
private enum CompactStorage {
  case none
  case one(AnyObject)
  case many([AnyObject])
}
