import HierarchyResponder
import HierarchyResponderTesting
import Testing

// .allowsHitTesting(false) refuses every touch inside, as .disabled does, while isEnabled stays
// true (R12.13 b).

/// A passcode keypad that takes no touch during a lockout, as PrivateVault's does, and shows
/// whether its keys are enabled.
private struct Keypad: Node {
  @State var lockedOut = true
  @State var code = ""
  @State var remember = false
  let log: Log
  var body: some Node {
    VStack {
      KeyRow(log: log)
        .refreshable { log("refreshed") }
      TextField("Passcode", text: $code)
      Toggle("Remember", isOn: $remember)
    }
    .allowsHitTesting(!lockedOut)
    Button("Unlock") { lockedOut = false }
  }
}

/// A row of keys that says whether the environment enables them.
private struct KeyRow: Node {
  let log: Log
  @Environment(\.isEnabled) private var isEnabled
  var body: some Node {
    Button("7") { log("7") }
    Button("8") { log("8") }.accessibilityIdentifier("eight")
    Text(isEnabled ? "keys enabled" : "keys disabled")
  }
}

@Suite("allowsHitTesting(false) refuses touches")
@MainActor
struct HitTestingTests {
  @Test("a tap inside is refused with an error that names the node, isEnabled stays true")
  func tapIsRefused() throws {  // R12.13
    let log = Log()
    let hierarchy = Hierarchy { Keypad(log: log) }
    let error = #expect(throws: InteractionError.self) { try hierarchy.tap("7") }
    #expect(error?.reason == .hitTestingOff(by: "VStack in Keypad"))
    #expect(
      error?.description.hasPrefix(
        "cannot tap \"7\": \"7\" is inside VStack in Keypad, whose .allowsHitTesting(false) "
          + "turns hit testing off: it takes no touch, so nothing in it can be tapped or driven "
          + "(it is not disabled); turn hit testing on first, as the app would.") == true)
    #expect(log.entries.isEmpty)
    // On screen and enabled: read, shown, and not disabled.
    #expect(hierarchy.texts().contains("keys enabled"))
    #expect(hierarchy.dump().contains("VStack [allowsHitTesting(false)]"))
    // A label written around a control inside does not reach it either.
    #expect(throws: InteractionError.self) { try hierarchy.tap("eight") }
    try hierarchy.tap("Unlock")
    try hierarchy.tap("7")
    #expect(log.entries == ["7"])
  }

  @Test("every driver is refused inside, as for a tap")  // R12.13
  func everyDriverIsRefused() async throws {
    let log = Log()
    let hierarchy = Hierarchy { Keypad(log: log) }
    let refused = InteractionError.Reason.hitTestingOff(by: "VStack in Keypad")
    let typing = #expect(throws: InteractionError.self) {
      try hierarchy.type("1234", into: "Passcode")
    }
    #expect(typing?.reason == refused)
    let toggling = #expect(throws: InteractionError.self) { try hierarchy.toggle("Remember") }
    #expect(toggling?.reason == refused)
    let refreshing = await #expect(throws: InteractionError.self) {
      try await hierarchy.refresh()
    }
    #expect(refreshing?.reason == refused)
    try hierarchy.tap("Unlock")
    try hierarchy.type("1234", into: "Passcode")
    try hierarchy.toggle("Remember")
    try await hierarchy.refresh()
    #expect(log.entries == ["refreshed"])
    #expect(!hierarchy.dump().contains("allowsHitTesting"))
  }
}
