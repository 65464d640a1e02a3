/// A ``NavigationStack``'s path, whichever type it is bound to: its values, type-erased, and
/// the two changes a stack makes to it, pushing a value and popping screens.
@MainActor
struct PathAccess {
  /// The values, the first pushed screen's first.
  let values: @MainActor () -> [AnyHashable]
  /// Pushes `value`; false when the path cannot hold a value of its type.
  let append: @MainActor (AnyHashable) -> Bool
  /// Pops the last `count` screens.
  let removeLast: @MainActor (Int) -> Void

  /// The access to a ``NavigationPath``, which holds values of any type.
  init(_ path: Binding<NavigationPath>) {
    values = { path.wrappedValue.elements }
    append = { value in
      path.wrappedValue.elements.append(value)
      return true
    }
    removeLast = { path.wrappedValue.removeLast($0) }
  }

  /// The access to a collection of one type, which holds values of that type only.
  init<Data>(_ path: Binding<Data>)
  where
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    Data.Element: Hashable
  {
    values = { path.wrappedValue.map { AnyHashable($0) } }
    append = { value in
      guard let element = value.base as? Data.Element else { return false }
      path.wrappedValue.append(element)
      return true
    }
    removeLast = { path.wrappedValue.removeLast($0) }
  }
}
