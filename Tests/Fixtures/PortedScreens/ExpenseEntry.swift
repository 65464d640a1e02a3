#if FoundationForms
  import HierarchyResponder

  // An expense's entry form as a modern expense tracker writes it, with its spacing constants
  // as EMT-Watch (2022) declares them, on `CGFloat`, and uses them, as implicit members
  // (R12.11): an amount typed through a number format, a tip as an optional percentage, the
  // total as currency and the date. Ported by renaming (R12.9): the module imports no
  // Foundation itself, and finds `CGFloat` and `Date` through `import HierarchyResponder`, as
  // a SwiftUI screen finds them through `import SwiftUI`. This module builds in the Swift 5
  // language mode, and this file with the FoundationForms trait only (R0.1).

  extension CGFloat {
    static let paddingSmall: CGFloat = 4
    static let paddingMedium: CGFloat = 8
    static let contentWidth: CGFloat = 320
  }

  /// The entry form for one expense.
  public struct ExpenseEntryScreen: Node {
    @State private var amount = 12.5
    @State private var tip: Double?
    private let spentOn: Date

    /// The form for an expense made on `spentOn`.
    public init(spentOn: Date) {
      self.spentOn = spentOn
    }

    /// The amount, the tip, the total and the date.
    public var body: some Node {
      Form {
        Section(header: Text("Expense")) {
          TextField("Amount", value: $amount, format: .number)
            .padding(.vertical, .paddingSmall)
          TextField("Tip", value: $tip, format: .percent)
            .padding(.vertical, .paddingSmall)
          LabeledContent("Total", value: amount * (1 + (tip ?? 0)), format: .currency(code: "EUR"))
        }
        Section(header: Text("Spent on")) {
          Text(spentOn, style: .date)
            .frame(maxWidth: .contentWidth, alignment: .leading)
        }
      }
      .padding(.horizontal, .paddingMedium)
    }
  }
#endif
