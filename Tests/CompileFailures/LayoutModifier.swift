// A layout modifier pasted from SwiftUI says what to do, rather than "no member" (R12, §13).
// expected-error: a hierarchy has no layout: remove .padding
import HierarchyResponder

struct Row: Node {
  var body: some Node {
    Text("Lunch?").padding()
  }
}
