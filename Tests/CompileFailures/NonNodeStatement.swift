// A statement that is not a node says what to do, rather than a result builder's generic
// error (R1.2).
// expected-error: a hierarchy statement must be a Node
import HierarchyResponder

struct Row: Node {
  let count = 3

  var body: some Node {
    Text("Lunch?")
    count
  }
}
