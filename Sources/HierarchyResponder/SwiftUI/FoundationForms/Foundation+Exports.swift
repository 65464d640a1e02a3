// The forms whose types Foundation declares (R0.1, R12.11): with the `FoundationForms` trait,
// the library re-exports Foundation, as SwiftUI does, so a screen ported by renaming (R12.9)
// names `CGFloat`, `Date` and the format styles with `import HierarchyResponder` alone. With
// the trait off, nothing here is compiled and the library imports no Foundation.

#if FoundationForms
  @_exported import Foundation
#endif
