// A node that forgets `body` does not compile, as in SwiftUI (R1.1).
// expected-error: type 'Row' does not conform to protocol 'Node'
import HierarchyResponder

struct Row: Node {
  var title = "x"
}
