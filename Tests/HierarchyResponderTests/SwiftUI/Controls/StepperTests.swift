import HierarchyResponder
import HierarchyResponderTesting
import Testing

// Steppers, driven by increment and decrement (R12.7).

/// A cart line: a bounded quantity, an unbounded counter with a step, a stepper with a custom
/// label, and one made of actions, one of them nil.
private struct CartLine: Node {
  @State var quantity = 1
  @State var offset = 0.5
  @State var count = 0
  @State var locked = false
  let log: Log
  var body: some Node {
    Stepper("Quantity", value: $quantity, in: 1...3) { log("editing \($0)") }
      .disabled(locked)
    Stepper("Offset", value: $offset, step: 0.25)
    Stepper(value: $count, in: 0...10, step: 4) { Text("Count: \(count)") }
    Stepper("Volume", onIncrement: { log("louder") }, onDecrement: nil)
    Button(locked ? "Unlock" : "Lock") { locked.toggle() }
  }
}

@Suite("Steppers")
@MainActor
struct StepperTests {
  // R12.7
  @Test("the dump shows a stepper's label and value")
  func dump() {
    expectDump(
      Hierarchy { CartLine(log: Log()) },
      """
      CartLine
        Stepper "Quantity" value: 1
        Stepper "Offset" value: 0.5
        Stepper value: 0
          Text "Count: 0"
        Stepper "Volume"
        Button "Lock"
      """)
  }

  // R12.7
  @Test("increment and decrement move the value by its step, and tell onEditingChanged")
  func stepping() throws {
    let log = Log()
    let hierarchy = Hierarchy { CartLine(log: log) }
    try hierarchy.increment("Quantity")
    try hierarchy.increment("Offset")
    try hierarchy.decrement("Offset")
    try hierarchy.decrement("Offset")
    try hierarchy.increment("Count: 0")
    try hierarchy.increment("Volume")
    #expect(log.entries == ["editing true", "editing false", "louder"])
    let dump = hierarchy.dump()
    #expect(dump.contains("Stepper \"Quantity\" value: 2"))
    #expect(dump.contains("Stepper \"Offset\" value: 0.25"))
    #expect(dump.contains("Text \"Count: 4\""))
    #expect(hierarchy.texts().contains("Count: 4"))
  }

  // R12.7
  @Test("a step that would pass a bound lands on it, and a press at the bound is refused")
  func bounds() throws {
    let hierarchy = Hierarchy { CartLine(log: Log()) }
    try hierarchy.increment("Count: 0")
    try hierarchy.increment("Count: 4")
    try hierarchy.increment("Count: 8")
    #expect(hierarchy.texts().contains("Count: 10"))
    let atTop = #expect(throws: InteractionError.self) { try hierarchy.increment("Count: 10") }
    #expect(atTop?.reason == .boundReached("10"))
    try hierarchy.increment("Quantity")
    try hierarchy.increment("Quantity")
    let error = #expect(throws: InteractionError.self) { try hierarchy.increment("Quantity") }
    #expect(error?.reason == .boundReached("3"))
    #expect(error?.interaction == .increment)
    #expect(
      error?.description.hasPrefix(
        "cannot increment \"Quantity\": \"Quantity\" is at its upper bound, 3, so its + button "
          + "is disabled, as on screen") == true)
    #expect(hierarchy.dump().contains("Stepper \"Quantity\" value: 3"))
    try hierarchy.decrement("Quantity")
    try hierarchy.decrement("Quantity")
    let atBottom = #expect(throws: InteractionError.self) { try hierarchy.decrement("Quantity") }
    #expect(atBottom?.reason == .boundReached("1"))
    #expect(atBottom?.description.contains("at its lower bound, 1, so its − button") == true)
  }

  // R12.7
  @Test("a nil action disables its button, a disabled stepper refuses, a toggle is no stepper")
  func refusals() throws {
    let hierarchy = Hierarchy { CartLine(log: Log()) }
    let noAction = #expect(throws: InteractionError.self) { try hierarchy.decrement("Volume") }
    #expect(noAction?.reason == .noStepAction)
    #expect(noAction?.description.contains("has no onDecrement action (it is nil)") == true)
    try hierarchy.tap("Lock")
    let disabled = #expect(throws: InteractionError.self) { try hierarchy.increment("Quantity") }
    #expect(disabled?.reason == .disabled)
    #expect(hierarchy.dump().contains("Stepper \"Quantity\" value: 1 [disabled]"))
    let wrongKind = #expect(throws: InteractionError.self) { try hierarchy.increment("Unlock") }
    #expect(wrongKind?.reason == .notAControl(expected: "stepper"))
    let missing = #expect(throws: InteractionError.self) { try hierarchy.increment("Speed") }
    #expect(missing?.reason == .noSuchLabel)
    #expect(missing?.tappableLabels.contains("Volume") == true)
  }
}
