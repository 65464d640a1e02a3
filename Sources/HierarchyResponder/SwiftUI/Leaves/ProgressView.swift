/// Progress, as SwiftUI's `ProgressView`: a leaf that the dump shows with its title and its
/// value, such as `ProgressView "Uploading" value: 0.5 of 1.0`; an indeterminate one has no
/// value. ``Hierarchy/texts(in:)`` reads its title (R12.6).
public struct ProgressView: Node {
  /// The title, if it has one.
  public private(set) var title: String?
  /// The work done, out of ``total``, or `nil` while it is indeterminate.
  public let value: Double?
  /// The work to do.
  public let total: Double

  /// An indeterminate progress view, a spinner.
  nonisolated public init() {
    self.title = nil
    self.value = nil
    self.total = 1
  }

  /// An indeterminate progress view titled `title`.
  nonisolated public init(_ title: some StringProtocol) {
    self.title = String(title)
    self.value = nil
    self.total = 1
  }

  /// A progress view of `value` out of `total`, or indeterminate while `value` is `nil`.
  nonisolated public init<Value: BinaryFloatingPoint>(value: Value?, total: Value = 1.0) {
    self.title = nil
    self.value = if let value { Double(value) } else { nil }
    self.total = Double(total)
  }

  /// An indeterminate progress view titled by the text `label` shows.
  public init<Label: Node>(@HierarchyBuilder label: () -> Label) {
    self.title = labelText(of: label())
    self.value = nil
    self.total = 1
  }

  /// A progress view of `value` out of `total`, titled by the text `label` shows; what
  /// `currentValueLabel` shows is styling, and is not listed.
  public init<Value: BinaryFloatingPoint, Label: Node, CurrentValueLabel: Node>(
    value: Value?, total: Value = 1.0, @HierarchyBuilder label: () -> Label,
    @HierarchyBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(value: value, total: total)
    self.title = labelText(of: label())
  }

  /// A progress view of `value` out of `total`, titled by the text `label` shows.
  public init<Value: BinaryFloatingPoint, Label: Node>(
    value: Value?, total: Value = 1.0, @HierarchyBuilder label: () -> Label
  ) {
    self.init(value: value, total: total, label: label) { EmptyNode() }
  }

  /// A progress view titled `title`, of `value` out of `total`.
  nonisolated public init<Value: BinaryFloatingPoint>(
    _ title: some StringProtocol, value: Value?, total: Value = 1.0
  ) {
    self.title = String(title)
    self.value = if let value { Double(value) } else { nil }
    self.total = Double(total)
  }
}

extension ProgressView: PrimitiveNode {
  var dumpStyle: DumpStyle {
    var line = "ProgressView"
    if let title { line += " \(quoted(title))" }
    if let value { line += " value: \(value) of \(total)" }
    return .line(line)
  }

  var screenText: String? { title }
  /// A progress view runs no code of the user's as it renders.
  static var isTracked: Bool { false }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {}
}
