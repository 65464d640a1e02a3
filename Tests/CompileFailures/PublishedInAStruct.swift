// A `@Published` property of a struct does not compile, as with Combine: it belongs in an
// `ObservableObject` class (R12.10).
// expected-error: @Published is only available on properties of classes
import HierarchyResponder

struct Settings {
  @Published var hapticFeedback = true
}
