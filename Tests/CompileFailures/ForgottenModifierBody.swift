// A modifier that forgets `body(content:)` does not compile, as in SwiftUI (R1.1, R1.4).
// expected-error: type 'Highlight' does not conform to protocol 'Modifier'
import HierarchyResponder

struct Highlight: Modifier {
  var color = "yellow"
}
