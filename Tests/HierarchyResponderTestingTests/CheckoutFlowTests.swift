import HierarchyResponder
import HierarchyResponderTesting
import Testing

// The worked example of the testing article: a checkout written as a SwiftUI developer would
// write it, with an `@Observable` cart in the environment loaded by a `.task`, rows with "+",
// "-" and "Remove", a checkout sheet with a field, a toggle and "Pay", and a payment that is
// awaited with `triggerEvent.send(_:)`; a declined card raises an alert from the screen while
// the sheet is up. Keep it in step with TestingHierarchies.md.

@Observable
@MainActor
private final class Cart {
  struct Line: Identifiable, Equatable {
    let id: String
    var quantity: Int
  }

  var lines: [Line] = []
  var paid = false
  var total: Int { lines.reduce(0) { $0 + $1.quantity } }

  /// Loads the cart, as a call to a server would: it suspends before it answers.
  func load() async {
    await Task.yield()
    lines = [Line(id: "Apples", quantity: 2), Line(id: "Pears", quantity: 1)]
  }
}

/// What "Pay" sends up: the screen's handler charges the card.
private struct Pay: Event {
  let card: String
  let total: Int
}

/// A card the payment service turns down, shown as an alert.
private struct CardDeclined: AlertableError {
  var title: String? { "Payment declined" }
  var message: String { "Try another card." }
}

/// The payment service: it suspends, then accepts any card but the one that ends in 0002.
private func charge(_ pay: Pay) async throws {
  await Task.yield()
  if pay.card.hasSuffix("0002") { throw CardDeclined() }
}

private struct CartScreen: Node {
  @Environment(Cart.self) var cart
  @State var checkingOut = false

  var body: some Node {
    NavigationStack {
      List {
        ForEach(cart.lines) { line in
          CartRow(line: line).id("row-\(line.id)")
        }
      }
      Text("Total: \(cart.total)")
      Button("Checkout") { checkingOut = true }
    }
    .task { await cart.load() }
    .sheet(isPresented: $checkingOut) {
      CheckoutSheet(total: cart.total)
    }
    .handleEvent(Pay.self) { (pay: Pay) async throws in
      try await charge(pay)
      cart.paid = true
    }
    .handleAlertErrors()
  }
}

private struct CartRow: Node {
  @Environment(Cart.self) var cart
  let line: Cart.Line

  var body: some Node {
    Text("\(line.id) × \(line.quantity)")
    Button("+") { change(by: 1) }
    Button("-") { change(by: -1) }
    Button("Remove") { cart.lines.removeAll { $0.id == line.id } }
  }

  func change(by delta: Int) {
    guard let index = cart.lines.firstIndex(where: { $0.id == line.id }) else { return }
    cart.lines[index].quantity = max(1, cart.lines[index].quantity + delta)
  }
}

private struct CheckoutSheet: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.dismiss) var dismiss
  let total: Int
  @State var card = ""
  @State var savesCard = false

  var body: some Node {
    Text("Pay \(total)")
    TextField("Card number", text: $card)
    Toggle("Save card", isOn: $savesCard)
    Button("Pay") {
      // The README's way to act on an outcome: await it, then dismiss when it was handled.
      Task {
        let result = await triggerEvent.send(Pay(card: card, total: total))
        if case .handled = result.outcome { dismiss() }
      }
    }
  }
}

@Suite("A checkout, tested as a person would use it", .timeLimit(.minutes(3)))
@MainActor
struct CheckoutFlowTests {
  // R3.11, R3.12, R3.14
  @Test("load, change the cart, pay from a sheet; a declined card's alert is in front of it")
  func checkout() async throws {
    let cart = Cart()
    let test = TestHierarchy { CartScreen().environment(cart) }

    // The `.task` loads the cart.
    try await test.settle(waitingForTasks: .seconds(5))
    test.expectShown("Apples × 2", in: "row-Apples")
    test.expectShown("Total: 3")

    // "+" and "Remove" are in every row: a scope says which.
    try await test.tap("+", in: "row-Apples")
    try await test.tap("Remove", in: "row-Pears")
    test.expectShown("Apples × 3")
    test.expectNotShown("Pears × 1")
    test.expectShown("Total: 3")

    // The sheet: a field, a toggle, and a payment awaited with `send`, which is declined.
    try await test.tap("Checkout")
    try await test.type("4000 0000 0000 0002", into: "Card number")
    try await test.toggle("Save card")
    try await test.tap("Pay")
    test.expectHandled(Pay.self, by: "handleAlertErrors on CartScreen")
    #expect(test.hierarchy.alerts.map(\.title) == ["Payment declined"])

    // The alert was presented last, so it is in front of the sheet: its button is what a
    // person can tap, and the sheet waits behind it.
    try await test.tap("Okay")
    #expect(test.hierarchy.presentations.map(\.content) == ["CheckoutSheet"])

    try await test.type("4242 4242 4242 4242", into: "Card number")
    try await test.tap("Pay")
    test.expectHandled(Pay.self, by: "handleEvent(Pay) on CartScreen")
    #expect(test.hierarchy.presentations.isEmpty)
    #expect(cart.paid)
  }
}
