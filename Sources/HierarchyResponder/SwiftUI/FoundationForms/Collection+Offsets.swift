#if FoundationForms
  import Foundation

  // SwiftUI's helpers for the offsets `onDelete` and `onMove` hand out (R12.14): an app
  // deletes with `items.remove(atOffsets: offsets)`. Foundation on Linux declares neither.

  extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, counted from the start, as SwiftUI's
    /// `remove(atOffsets:)`; the others keep their order.
    public mutating func remove(atOffsets offsets: IndexSet) {
      var kept: [Element] = []
      for (offset, element) in zip(0..., self) where !offsets.contains(offset) {
        kept.append(element)
      }
      replaceSubrange(startIndex..<endIndex, with: kept)
    }

    /// Moves the elements at `offsets` to before the element at offset `destination` (or to
    /// the end, at `count`), in their order, as SwiftUI's `move(fromOffsets:toOffset:)`.
    public mutating func move(fromOffsets offsets: IndexSet, toOffset destination: Int) {
      var moved: [Element] = []
      var kept: [Element] = []
      var insertion = 0
      for (offset, element) in zip(0..., self) {
        if offset == destination { insertion = kept.count }
        if offsets.contains(offset) { moved.append(element) } else { kept.append(element) }
      }
      if destination >= count { insertion = kept.count }
      kept.insert(contentsOf: moved, at: insertion)
      replaceSubrange(startIndex..<endIndex, with: kept)
    }
  }
#endif
