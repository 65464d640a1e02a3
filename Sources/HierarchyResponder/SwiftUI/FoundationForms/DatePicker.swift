#if FoundationForms
  import Foundation

  /// A control that picks a date, as SwiftUI's `DatePicker`, bound to a `Date` and, with
  /// `in:`, kept within a range.
  ///
  /// ```swift
  /// DatePicker("Due", selection: $due, in: Date.now..., displayedComponents: .date)
  /// DatePicker(selection: $alarm, displayedComponents: .hourAndMinute) { Text("Alarm") }
  /// ```
  ///
  /// ``Hierarchy/pick(_:in:within:)`` picks a date by the picker's label, and refuses one
  /// outside its range. The picker shows its selection as Foundation formats it for its
  /// ``DatePickerComponents`` (`due.formatted(date: .abbreviated, time: .omitted)` for
  /// `.date`): the dump shows `DatePicker "Due" selection: "6 Dec 2026"`, and
  /// ``Hierarchy/texts(in:)`` the title, then the selection, as a compact picker shows them.
  public struct DatePicker<Label: Node>: Node {
    /// The parts of a date the picker shows: SwiftUI's `DatePicker.Components`.
    public typealias Components = DatePickerComponents

    /// The title a test finds the picker by, or `nil` for a custom label, whose text it is
    /// then found by.
    public let title: String?
    /// The parts of the date the picker shows.
    public let displayedComponents: DatePickerComponents
    let label: Label
    let selection: Binding<Date>
    let range: DateRange

    /// A picker with every part given.
    private init(
      title: String?, label: Label, selection: Binding<Date>, range: DateRange,
      displayedComponents: DatePickerComponents
    ) {
      self.title = title
      self.label = label
      self.selection = selection
      self.range = range
      self.displayedComponents = displayedComponents
    }

    /// A picker with a custom label, bound to `selection`, any date allowed.
    public init(
      selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
      @HierarchyBuilder label: () -> Label
    ) {
      self.init(
        title: nil, label: label(), selection: selection, range: DateRange(),
        displayedComponents: displayedComponents)
    }

    /// A picker with a custom label, bound to `selection`, within `range`.
    public init(
      selection: Binding<Date>, in range: ClosedRange<Date>,
      displayedComponents: Components = [.hourAndMinute, .date],
      @HierarchyBuilder label: () -> Label
    ) {
      self.init(
        title: nil, label: label(), selection: selection, range: DateRange(range),
        displayedComponents: displayedComponents)
    }

    /// A picker with a custom label, bound to `selection`, from the start of `range` on.
    public init(
      selection: Binding<Date>, in range: PartialRangeFrom<Date>,
      displayedComponents: Components = [.hourAndMinute, .date],
      @HierarchyBuilder label: () -> Label
    ) {
      self.init(
        title: nil, label: label(), selection: selection, range: DateRange(range),
        displayedComponents: displayedComponents)
    }

    /// A picker with a custom label, bound to `selection`, up to the end of `range`.
    public init(
      selection: Binding<Date>, in range: PartialRangeThrough<Date>,
      displayedComponents: Components = [.hourAndMinute, .date],
      @HierarchyBuilder label: () -> Label
    ) {
      self.init(
        title: nil, label: label(), selection: selection, range: DateRange(range),
        displayedComponents: displayedComponents)
    }
  }

  extension DatePicker where Label == EmptyNode {
    /// A picker titled `title`, bound to `selection`, any date allowed.
    public init(
      _ title: some StringProtocol, selection: Binding<Date>,
      displayedComponents: Components = [.hourAndMinute, .date]
    ) {
      self.init(
        title: String(title), label: EmptyNode(), selection: selection, range: DateRange(),
        displayedComponents: displayedComponents)
    }

    /// A picker titled `title`, bound to `selection`, within `range`.
    public init(
      _ title: some StringProtocol, selection: Binding<Date>, in range: ClosedRange<Date>,
      displayedComponents: Components = [.hourAndMinute, .date]
    ) {
      self.init(
        title: String(title), label: EmptyNode(), selection: selection, range: DateRange(range),
        displayedComponents: displayedComponents)
    }

    /// A picker titled `title`, bound to `selection`, from the start of `range` on.
    public init(
      _ title: some StringProtocol, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
      displayedComponents: Components = [.hourAndMinute, .date]
    ) {
      self.init(
        title: String(title), label: EmptyNode(), selection: selection, range: DateRange(range),
        displayedComponents: displayedComponents)
    }

    /// A picker titled `title`, bound to `selection`, up to the end of `range`.
    public init(
      _ title: some StringProtocol, selection: Binding<Date>,
      in range: PartialRangeThrough<Date>,
      displayedComponents: Components = [.hourAndMinute, .date]
    ) {
      self.init(
        title: String(title), label: EmptyNode(), selection: selection, range: DateRange(range),
        displayedComponents: displayedComponents)
    }
  }

  extension DatePicker: PrimitiveNode {
    var dumpStyle: DumpStyle {
      let name = title.map { "DatePicker \(quoted($0))" } ?? "DatePicker"
      let shown = displayedComponents.formatted(selection.wrappedValue)
      return .line("\(name) selection: \(quoted(shown))")
    }
    /// A titled picker shows its title; a custom label shows its own ``Text`` nodes. Its
    /// selection shows after the label (``DatePickerValue``).
    var screenText: String? { title }

    func render(in node: MountedNode, into children: inout [ChildSpec]) {
      node.attachment = DatePickerAttachment(
        title: title, selection: selection, range: range,
        components: displayedComponents, isEnabled: node.environment.isEnabled)
      node.appendLabel(title: title, label, into: &children)
      children.append(
        node.child(
          .position(1),
          DatePickerValue(selection: selection, components: displayedComponents)))
    }
  }

  /// The selection of a ``DatePicker`` as the picker shows it, after its label, for
  /// ``Hierarchy/texts(in:)``: read when the texts are, so it is never stale. No line of its
  /// own in the dump, where the picker's line shows it.
  struct DatePickerValue: PrimitiveNode {
    let selection: Binding<Date>
    let components: DatePickerComponents

    static var isTracked: Bool { false }
    var screenText: String? { components.formatted(selection.wrappedValue) }

    func render(in node: MountedNode, into children: inout [ChildSpec]) {}
  }

  /// The dates a ``DatePicker`` allows: from `lower`, through `upper`, each bound optional.
  struct DateRange {
    var lower: Date?
    var upper: Date?

    /// Every date.
    init() {}

    /// The dates of `range`.
    init(_ range: ClosedRange<Date>) {
      (lower, upper) = (range.lowerBound, range.upperBound)
    }

    /// The dates of `range`.
    init(_ range: PartialRangeFrom<Date>) {
      lower = range.lowerBound
    }

    /// The dates of `range`.
    init(_ range: PartialRangeThrough<Date>) {
      upper = range.upperBound
    }

    /// Whether `date` is allowed.
    func contains(_ date: Date) -> Bool {
      (lower.map { $0 <= date } ?? true) && (upper.map { date <= $0 } ?? true)
    }

    /// `from 1 Dec 2026 at 09:00:00 through …`, as an error says it, to the second.
    var description: String {
      func shown(_ date: Date) -> String { date.formatted(date: .abbreviated, time: .standard) }
      switch (lower, upper) {
      case (let lower?, let upper?): return "from \(shown(lower)) through \(shown(upper))"
      case (let lower?, nil): return "from \(shown(lower)) on"
      case (nil, let upper?): return "up to \(shown(upper))"
      case (nil, nil): return "of any day"
      }
    }
  }
#endif
