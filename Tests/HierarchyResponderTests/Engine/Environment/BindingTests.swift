import HierarchyResponder
import HierarchyResponderTesting
import Testing

// Bindings reach into values and collections (R12.2).

private struct Draft {
  var subject = ""
  var recipients: [String] = []
}

private struct Task: Identifiable {
  let id: Int
  var title: String
  var done = false
}

/// Edits a draft held in state through bindings to its properties.
private struct Compose: Node {
  @State var draft = Draft()
  var body: some Node {
    SubjectField(subject: $draft.subject)
    Text("subject: \(draft.subject)")
  }
}

/// Writes through the binding its parent gave it.
private struct SubjectField: Node {
  @Binding var subject: String
  var body: some Node {
    Button("Type subject") { subject = "Lunch?" }
  }
}

/// A row per task, each with a binding to its task.
private struct TaskList: Node {
  @State var tasks = [Task(id: 1, title: "Write"), Task(id: 2, title: "Send")]
  var body: some Node {
    ForEach($tasks) { $task in
      TaskRow(task: $task).id(task.title)
    }
    Button("Drop first") { tasks.removeFirst() }
  }
}

/// Marks its task done through its binding.
private struct TaskRow: Node {
  @Binding var task: Task
  var body: some Node {
    Text("\(task.title): \(task.done ? "done" : "open")")
    Button("Done") { task.done = true }
  }
}

/// Keeps the binding a row was given, to write through it after the rows changed.
@MainActor
private final class KeptBindings {
  var bindings: [Int: Binding<Task>] = [:]
}

/// Hands each row's binding to the test.
private struct KeepingList: Node {
  @State var tasks = [Task(id: 1, title: "Write"), Task(id: 2, title: "Send")]
  let kept: KeptBindings
  var body: some Node {
    ForEach($tasks, id: \.id) { $task in
      Text("\(task.title) \(task.done)")
        .onAppear { kept.bindings[task.id] = $task }
    }
    Button("Drop first") { tasks.removeFirst() }
  }
}

@Suite("Bindings reach into values and collections")
@MainActor
struct BindingTests {
  @Test("$value.property is a binding to the property, writable by a child's @Binding")  // R12.2
  func dynamicMemberBinding() throws {
    let hierarchy = Hierarchy { Compose() }
    try hierarchy.tap("Type subject")
    #expect(hierarchy.dump().contains("Text \"subject: Lunch?\""))
  }

  @Test("ForEach($items) hands each child a binding to its own element")  // R12.2
  func forEachOverABinding() throws {
    let hierarchy = Hierarchy { TaskList() }
    try hierarchy.tap("Send")
    expectDump(
      hierarchy,
      """
      TaskList
        ForEach
          TaskRow [id: "Write"]
            Text "Write: open"
            Button "Done"
          TaskRow [id: "Send"]
            Text "Send: done"
            Button "Done"
        Button "Drop first"
      """)
  }

  // R12.2
  @Test("an element's binding follows its element by id, and drops writes once it is gone")
  func elementBindingFollowsItsElement() throws {
    let kept = KeptBindings()
    let hierarchy = Hierarchy { KeepingList(kept: kept) }
    let second = try #require(kept.bindings[2])
    let first = try #require(kept.bindings[1])
    try hierarchy.tap("Drop first")
    second.wrappedValue.done = true
    #expect(second.wrappedValue.title == "Send")
    first.wrappedValue.done = true
    #expect(hierarchy.dump().contains("Text \"Send true\""))
    #expect(!hierarchy.dump().contains("Write"))
  }
}
