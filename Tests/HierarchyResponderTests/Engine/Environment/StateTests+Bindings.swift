import HierarchyResponder
import HierarchyResponderTesting
import Testing

// A $binding to a node's state, handed to a child or kept outside, and the bindings made
// without state (R2.3).

/// The state bindings a node hands to the test, by name.
@MainActor
private final class Bindings {
  var values: [String: Binding<Int>] = [:]
}

private struct Stepper: Node {
  let label: String
  @Binding var value: Int
  var body: some Node {
    Button("\(label) +1") { value += 1 }
    Text("\(label) reads \(value)")
  }
}

private struct BindingOwner: Node {
  @State var total = 0
  var body: some Node {
    Text("total \(total)")
    Stepper(label: "left", value: $total)
    Stepper(label: "right", value: $total)
  }
}

/// Logs its body evaluations, and hands its state's bindings to the test through `bindings`.
private struct Exposed: Node {
  let log: Log
  let bindings: Bindings
  @State var count = 0
  @State(initialValue: 100) var other: Int
  var body: some Node {
    let _ = log("body \(count) \(other)")
    Text("count \(count), other \(other)")
      .onAppear {
        bindings.values["count"] = $count
        bindings.values["other"] = $other
      }
  }
}

extension StateTests {
  @Test("a $binding lets a child write the owner's state; every reader re-renders")  // R2.3
  @MainActor func bindingToChild() throws {
    let hierarchy = Hierarchy { BindingOwner() }
    try hierarchy.tap("left +1")
    try hierarchy.tap("right +1")
    try hierarchy.tap("left +1")
    expectDump(
      hierarchy,
      """
      BindingOwner
        Text "total 3"
        Stepper
          Button "left +1"
          Text "left reads 3"
        Stepper
          Button "right +1"
          Text "right reads 3"
      """)
  }

  @Test("a write through a binding outside any tap is rendered by settle")  // R2.3
  @MainActor func bindingWriteFromOutside() async throws {
    let log = Log()
    let bindings = Bindings()
    let hierarchy = Hierarchy { Exposed(log: log, bindings: bindings) }
    let count = try #require(bindings.values["count"])
    let other = try #require(bindings.values["other"])
    #expect(count.wrappedValue == 0)
    #expect(other.wrappedValue == 100)
    count.wrappedValue = 5
    other.wrappedValue = 7
    #expect(count.wrappedValue == 5)
    await hierarchy.settle()
    #expect(log.entries == ["body 0 100", "body 5 7"])
  }

  @Test("Binding.constant reads its value and ignores writes")  // R2.3
  @MainActor func constantBinding() throws {
    let constant = Binding.constant(5)
    constant.wrappedValue = 9
    #expect(constant.wrappedValue == 5)
    let hierarchy = Hierarchy { Stepper(label: "fixed", value: .constant(5)) }
    try hierarchy.tap("fixed +1")
    expectDump(
      hierarchy,
      """
      Stepper
        Button "fixed +1"
        Text "fixed reads 5"
      """)
  }

  @Test("Binding(get:set:) calls its closures; $binding is the binding itself")  // R2.3
  @MainActor func customBinding() {
    let log = Log()
    let binding = Binding(
      get: { log.entries.count },
      set: { log("set \($0)") })
    #expect(binding.wrappedValue == 0)
    binding.wrappedValue = 4
    #expect(log.entries == ["set 4"])
    #expect(binding.wrappedValue == 1)
    binding.projectedValue.wrappedValue = 6
    #expect(log.entries == ["set 4", "set 6"])
    #expect(binding.wrappedValue == 2)
  }
}
