// A node's types are `@Observable` models, as SwiftUI views' are: like SwiftUI, the library
// re-exports Observation, so `import HierarchyResponder` is enough to write `@Observable`.
@_exported import Observation
