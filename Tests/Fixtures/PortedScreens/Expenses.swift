import HierarchyResponder

// An expense tracker written as a SwiftUI developer writes one today, then ported by renaming
// (R12.9), in the Swift 5 language mode: an empty list shows a ContentUnavailableView in an
// overlay, rows show a title, a date and an amount, a bar inset at the bottom adds an expense,
// the list takes no touch while it syncs, and backgrounds and overlays of colours, materials
// and shapes style it (R12.13, R12.8).

/// An expense, as a row shows it.
public struct Expense: Identifiable, Hashable {
  /// The expense's number.
  public let id: Int
  /// What it was spent on.
  public let title: String
  /// When, as the row shows it.
  public let date: String
  /// How much, as the row shows it.
  public let amount: String
}

/// The expenses: empty at first, with the add bar below.
public struct ExpensesScreen: Node {
  @State private var expenses: [Expense] = []
  @State private var isSyncing = false

  /// The screen, with no expenses.
  public init() {}

  /// The list, its empty state, its rows' details and the add bar.
  public var body: some Node {
    NavigationStack {
      List(expenses) { expense in
        NavigationLink(value: expense) {
          HStack {
            VStack(alignment: .leading) {
              Text(expense.title).font(.headline)
              Text(expense.date).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Text(expense.amount)
              .padding(4)
              .background(Color.red.opacity(0.2))
              .overlay(RoundedRectangle(cornerRadius: 4).stroke(.gray, lineWidth: 1))
          }
        }
      }
      .overlay {
        if expenses.isEmpty {
          ContentUnavailableView(
            "No Expenses", systemImage: "tray", description: Text("Add one to start."))
        }
      }
      .allowsHitTesting(!isSyncing)
      .safeAreaInset(edge: .bottom) {
        HStack {
          Button("Add Expense") {
            expenses.append(
              Expense(id: expenses.count + 1, title: "Groceries", date: "Dec 5", amount: "$12.00"))
          }
          Toggle("Syncing", isOn: $isSyncing)
        }
        .background(.ultraThinMaterial)
        .overlay(Color.red)
      }
      .navigationTitle("Expenses")
      .navigationDestination(for: Expense.self) { expense in
        Text("\(expense.title), \(expense.amount)")
      }
    }
  }
}
