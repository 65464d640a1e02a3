// The messages of the reasons only the drivers of steppers, pickers, search fields and
// refreshable nodes give.

extension InteractionError {
  /// What went wrong, for a reason a stepper, a picker, `.searchable` or `.refreshable` gives.
  var controlProblem: String {
    let label = label.debugDescription
    let (button, side, action) =
      interaction == .decrement ? ("−", "lower", "onDecrement") : ("+", "upper", "onIncrement")
    switch reason {
    case .boundReached(let bound):
      return "\(label) is at its \(side) bound, \(bound), so its \(button) button is disabled, "
        + "as on screen; step the other way first, as the user would have to"
    case .noStepAction:
      return "\(label) has no \(action) action (it is nil), so its \(button) button is "
        + "disabled, as on screen"
    case .noSuchOption(let options):
      let option = if case .select(let option) = interaction { option } else { "" }
      let listed =
        options.isEmpty ? "none" : options.map(\.debugDescription).joined(separator: ", ")
      return "\(label) has no option showing \(option.debugDescription); its options: \(listed) "
        + "(an option is a node tagged with .tag(_:) of the selection's type)"
    case .noSuchControl(let modifier):
      return "no node \(scopes.isEmpty ? "in front" : "in or around the scope") has \(modifier); "
        + "add it, or name a scope that holds the node that has it"
    case .ambiguousControl(let modifier, let matches):
      return "\(matches) nodes \(scopes.isEmpty ? "in front" : "in the scope") have \(modifier); "
        + "name a scope that holds only one of them"
    case .timedOut(let timeout):
      return "its action did not end within \(timeout), and was cancelled; make it end in the "
        + "test (a fake that answers), or pass a longer timeout"
    default:
      // `description` asks only for the reasons above, which only the controls' drivers give.
      preconditionFailure("controlProblem was asked for \(reason), not a control's reason")
    }
  }
}
