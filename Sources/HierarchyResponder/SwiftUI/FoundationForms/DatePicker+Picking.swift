#if FoundationForms
  import Foundation

  /// A control that takes a date picked (``Hierarchy/pick(_:in:within:)``): a
  /// ``DrivenAttachment`` with one question more, asked of any control that adopts it, since
  /// the question's type is Foundation's.
  @MainActor
  protocol DatePickingAttachment: DrivenAttachment {
    /// What picking `date` in the control on `node` does.
    func picked(_ date: Date, on node: MountedNode) -> DrivenAction?
  }

  /// What a ``DatePicker`` attaches: its label, its binding and range, and whether it takes
  /// input. A test finds it by its label.
  final class DatePickerAttachment: IndexedAttachment, ControlAttachment, DatePickingAttachment {
    let title: String?
    let selection: Binding<Date>
    let range: DateRange
    let components: DatePickerComponents
    let isEnabled: Bool

    init(
      title: String?, selection: Binding<Date>, range: DateRange,
      components: DatePickerComponents, isEnabled: Bool
    ) {
      self.title = title
      self.selection = selection
      self.range = range
      self.components = components
      self.isEnabled = isEnabled
    }

    override func label(on node: MountedNode) -> ComposedLabel? {
      title.map { ComposedLabel($0) } ?? node.children.first?.labelText()
    }

    /// Picking a date in the range sets the selection to it; one outside is refused, as the
    /// picker on screen does not offer it.
    func picked(_ date: Date, on node: MountedNode) -> DrivenAction? {
      guard range.contains(date) else {
        return .refused(.dateOutOfRange(InteractionError.shown(date), range: range.description))
      }
      let selection = self.selection
      return node.runs { selection.wrappedValue = date }
    }
  }

  extension InteractionError {
    /// `6 Dec 2026 at 09:41:00`: a date as an error about picking it says it, to the second,
    /// and as a test step names it.
    package static func shown(_ date: Date) -> String {
      date.formatted(date: .abbreviated, time: .standard)
    }
  }

  extension InteractionError.Interaction {
    /// Picking `date` in a ``DatePicker`` with ``Hierarchy/pick(_:in:within:)``.
    public static func pick(date: Date) -> Self {
      let shown = InteractionError.shown(date)
      return Self(
        "pick", argument: shown, argumentLabel: "date", drives: "date picker",
        wording: .init(
          verb: { _ in "pick" },
          subject: { " \(shown.debugDescription) in \($0.debugDescription)" },
          call: { label, scopes, _ in
            "pick(\(shown.debugDescription), in: \(label), within: \(scopes))"
          }
        ))
    }
  }

  extension InteractionError.Reason {
    /// The ``DatePicker`` does not offer the date asked for (`date`, as the error shows it):
    /// it takes only the dates of `range` (`from … through …`, `from … on`, `up to …`).
    public static func dateOutOfRange(_ date: String, range: String) -> Self {
      Self("dateOutOfRange", [date.debugDescription, "range: \(range.debugDescription)"]) {
        error in
        "\(error.label.debugDescription) takes dates \(range), and \(date) is outside them, so "
          + "it cannot be picked, as on screen; pick a date \(range), or widen the picker's "
          + "in: range"
      }
    }
  }

  extension Hierarchy {
    /// Picks `date` in the ``DatePicker`` labelled `picker`, as a person choosing it would:
    /// the picker's selection becomes `date`, and what the change caused is rendered before
    /// it returns.
    ///
    /// The picker is found as ``tap(_:in:count:)`` finds a node: by its title, the text of
    /// its custom label, or an id or accessibility identifier on it, inside `scopes`,
    /// outermost first. The selection becomes `date` as given, whatever parts of it the
    /// picker shows.
    ///
    /// ```swift
    /// try hierarchy.pick(deadline, in: "Due")
    /// try hierarchy.pick(deadline, in: "Due", within: "row-2")
    /// ```
    ///
    /// - Throws: ``InteractionError`` when no node or several nodes have the label, the node
    ///   is not a date picker, or it is disabled; or when `date` is outside the picker's
    ///   `in:` range, which a person could not pick either
    ///   (``InteractionError/Reason/dateOutOfRange(_:range:)``).
    public func pick(_ date: Date, in picker: String, within scopes: String...) throws {
      try pick(date, in: picker, inScopes: scopes)
    }

    /// ``pick(_:in:within:)``, with the scopes in an array.
    package func pick(_ date: Date, in picker: String, inScopes scopes: [String]) throws {
      try drive(picker, in: scopes, for: .pick(date: date)) {
        ($0 as? any DatePickingAttachment)?.picked(date, on: $1)
      }
    }
  }
#endif
