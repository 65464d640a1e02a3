// How a hierarchy reports its safety findings: once per cause and source location (R8.5).

extension Hierarchy {
  /// Records `finding`, made because of `cause`, once per cause and source location: the same
  /// finding made again only counts on the first (``Diagnostic/count``), so that 300 rows of a
  /// `ForEach` print one warning. A new finding made while a render, propagation or publish is
  /// under way is printed and handed to ``onDiagnostic`` once it is done, with the count it
  /// has then; made outside one, at once. A finding is printed once: the positions that make
  /// it afterwards, such as rows that appear later, only grow its count in ``diagnostics``.
  func recordFinding(_ finding: Diagnostic, cause: String) {
    guard let number = diagnosticLog.appendFinding(finding, cause: cause) else { return }
    guard reconciler.updates.transactionDepth > 0 else { return announce(finding) }
    if findingsToAnnounce.isEmpty {
      reconciler.scheduleAction { [weak self] in self?.announceFindings() }
    }
    findingsToAnnounce.append(number)
  }

  /// Announces the findings recorded during the render, propagation or publish just done,
  /// each with its count; one pushed out of ``diagnostics`` meanwhile by newer ones is counted
  /// in ``discardedDiagnosticsCount`` only.
  private func announceFindings() {
    let numbers = findingsToAnnounce
    findingsToAnnounce = []
    for number in numbers {
      if let finding = diagnosticLog[number] { announce(finding) }
    }
  }
}
