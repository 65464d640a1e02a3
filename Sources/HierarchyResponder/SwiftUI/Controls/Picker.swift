/// A control that selects one of its options, as SwiftUI's `Picker`: each option is a node
/// tagged with ``Node/tag(_:)``, and the selection is the tag of the option selected.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///   Text("Vanilla").tag(Flavor.vanilla)
///   ForEach(toppings) { topping in Text(topping.name).tag(topping.flavor) }
/// }
/// ```
///
/// ``Hierarchy/select(_:in:within:)`` selects an option by the text it shows. A `ForEach`
/// child with no tag of its own is tagged with its id, as in SwiftUI. An option is one whose
/// tag is of the selection's type, or of the type it wraps for an optional
/// selection (`Binding<Flavor?>` with options tagged `Flavor`, and a `nil` tag for none);
/// an option tagged with another type is never selected, as in SwiftUI. The dump shows the
/// text of the option selected: `Picker "Flavor" selection: "Vanilla"`.
public struct Picker<SelectionValue: Hashable, Label: Node, Content: Node>: Node {
  /// The title a test finds the picker by, or `nil` for a custom label, whose text it is then
  /// found by.
  public let title: String?
  let label: Label
  let selection: Binding<SelectionValue>
  let content: Content

  /// A picker with a custom label, selecting among the tagged nodes `content` builds.
  public init(
    selection: Binding<SelectionValue>, @HierarchyBuilder content: () -> Content,
    @HierarchyBuilder label: () -> Label
  ) {
    self.title = nil
    self.label = label()
    self.selection = selection
    self.content = content()
  }

  /// A picker labelled by the node `label`, as apps written before 2023 write it:
  /// `Picker(selection: $length, label: Text("Length")) { … }`. It is found by the text of its
  /// label, as ``init(selection:content:label:)``'s is.
  public init(
    selection: Binding<SelectionValue>, label: Label, @HierarchyBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { label }
  }
}

extension Picker where Label == EmptyNode {
  /// A picker titled `title`, selecting among the tagged nodes `content` builds.
  public init(
    _ title: some StringProtocol, selection: Binding<SelectionValue>,
    @HierarchyBuilder content: () -> Content
  ) {
    self.title = String(title)
    self.label = EmptyNode()
    self.selection = selection
    self.content = content()
  }
}

extension Picker: PrimitiveNode {
  var dumpStyle: DumpStyle { .line(title.map { "Picker \(quoted($0))" } ?? "Picker") }
  /// A titled picker shows its title; a custom label shows its own ``Text`` nodes. Its
  /// options show their own texts, as an inline picker shows them.
  var screenText: String? { title }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    let selection = selection
    node.attachment = PickerAttachment(
      title: title, isEnabled: node.environment.isEnabled,
      fits: { $0.base is SelectionValue },
      isSelected: { ($0.base as? SelectionValue) == selection.wrappedValue },
      select: { tag in
        if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
      })
    node.appendLabel(title: title, label, into: &children)
    children.append(node.child(.position(1), content))
  }
}

/// What a ``Picker`` attaches: its label, whether it takes input, and how it reads and sets
/// its selection by tag. A test finds it by its label, and its options by their text.
final class PickerAttachment: IndexedAttachment, ControlAttachment {
  let title: String?
  let isEnabled: Bool
  /// Whether a tag is of the selection's type, so that its node is an option.
  let fits: @MainActor (AnyHashable) -> Bool
  /// Whether a tag is the one selected now.
  let isSelected: @MainActor (AnyHashable) -> Bool
  /// Selects the option a tag is on.
  let select: @MainActor (AnyHashable) -> Void

  init(
    title: String?, isEnabled: Bool, fits: @escaping @MainActor (AnyHashable) -> Bool,
    isSelected: @escaping @MainActor (AnyHashable) -> Bool,
    select: @escaping @MainActor (AnyHashable) -> Void
  ) {
    self.title = title
    self.isEnabled = isEnabled
    self.fits = fits
    self.isSelected = isSelected
    self.select = select
  }

  override func label(on node: MountedNode) -> ComposedLabel? {
    title.map { ComposedLabel($0) } ?? node.children.first?.labelText()
  }

  /// The options of the picker on `node`, in tree order: the text each shows, and its tag.
  func options(on node: MountedNode) -> [(text: String, tag: AnyHashable)] {
    guard let content = node.children.last else { return [] }
    return content.taggedNodes().compactMap { option in
      fits(option.tag) ? (option.node.texts().joined(separator: " "), option.tag) : nil
    }
  }

  /// Choosing an option selects its tag; an option no option shows is refused, with the texts
  /// the options show.
  func selected(_ option: String, on node: MountedNode) -> DrivenAction? {
    let options = options(on: node)
    guard let chosen = options.first(where: { $0.text == option })?.tag else {
      return .refused(.noSuchOption(options: options.map(\.text)))
    }
    let select = self.select
    return node.runs { select(chosen) }
  }

  /// `selection: "Vanilla"`, the text of the option selected, or `selection: none`.
  func dumpDetail(on node: MountedNode) -> String? {
    let selected = options(on: node).first { isSelected($0.tag) }
    return "selection: \(selected.map { quoted($0.text) } ?? "none")"
  }
}

extension InteractionError.Interaction {
  /// Selecting the option showing `option` in a ``Picker`` with
  /// ``Hierarchy/select(_:in:within:)``.
  public static func select(option: String) -> Self {
    Self(
      "select", argument: option, drives: "picker",
      wording: .init(
        verb: { _ in "select" },
        subject: { " \(option.debugDescription) in \($0.debugDescription)" },
        call: { label, scopes, _ in
          "select(\(option.debugDescription), in: \(label), within: \(scopes))"
        }))
  }
}

extension InteractionError.Reason {
  /// The ``Picker`` has no option showing the text asked for; these are the texts of its
  /// options, in order.
  public static func noSuchOption(options: [String]) -> Self {
    Self("noSuchOption", ["options: \(options)"]) { error in
      let option = error.interaction.argument ?? ""
      let listed =
        options.isEmpty ? "none" : options.map(\.debugDescription).joined(separator: ", ")
      return "\(error.label.debugDescription) has no option showing \(option.debugDescription); "
        + "its options: \(listed) (an option is a node tagged with .tag(_:) of the selection's "
        + "type)"
    }
  }
}

extension Hierarchy {
  /// Selects the option showing `option` in the ``Picker`` labelled `picker`, as a person
  /// choosing it would: the picker's selection becomes the option's tag, and what the change
  /// caused is rendered before it returns.
  ///
  /// The picker is found as ``tap(_:in:count:)`` finds a node, inside `scopes`, outermost
  /// first; its options are the nodes tagged with ``Node/tag(_:)`` of the selection's type,
  /// each found by the text it shows.
  ///
  /// ```swift
  /// try hierarchy.select("Chocolate", in: "Flavor")
  /// try hierarchy.select("Chocolate", in: "Flavor", within: "row-2")
  /// ```
  ///
  /// - Throws: ``InteractionError`` when no node or several nodes have the label, the node is
  ///   not a picker, or it is disabled; or when no option shows `option`, the error listing
  ///   the texts of the options there are (``InteractionError/Reason/noSuchOption(options:)``).
  public func select(_ option: String, in picker: String, within scopes: String...) throws {
    try select(option, in: picker, inScopes: scopes)
  }

  /// ``select(_:in:within:)``, with the scopes in an array.
  package func select(_ option: String, in picker: String, inScopes scopes: [String]) throws {
    try drive(picker, in: scopes, for: .select(option: option)) { $0.selected(option, on: $1) }
  }
}
