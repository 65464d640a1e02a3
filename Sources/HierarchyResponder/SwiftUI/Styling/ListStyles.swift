// The styles SwiftUI's style modifiers take, spelt as SwiftUI spells them: a protocol for
// each family, a type and a static member for each style. Accepted and ignored (R12.8).

/// A style of a list, as SwiftUI's `ListStyle`: for `listStyle`.
public protocol ListStyle: Sendable {}

/// The platform's style: the style `.automatic` of a list.
public struct DefaultListStyle: ListStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  /// The platform's style.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// Plain rows: the style `.plain` of a list.
public struct PlainListStyle: ListStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == PlainListStyle {
  /// Plain rows.
  public static var plain: PlainListStyle { PlainListStyle() }
}

/// Grouped sections: the style `.grouped` of a list.
public struct GroupedListStyle: ListStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == GroupedListStyle {
  /// Grouped sections.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

/// Inset rows: the style `.inset` of a list.
public struct InsetListStyle: ListStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == InsetListStyle {
  /// Inset rows.
  public static var inset: InsetListStyle { InsetListStyle() }
}

/// Inset grouped sections: the style `.insetGrouped` of a list.
public struct InsetGroupedListStyle: ListStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// Inset grouped sections.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

/// A sidebar: the style `.sidebar` of a list.
public struct SidebarListStyle: ListStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == SidebarListStyle {
  /// A sidebar.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// A style of a label, as SwiftUI's `LabelStyle`: for `labelStyle`.
public protocol LabelStyle: Sendable {}

/// The platform's style: the style `.automatic` of a label.
public struct DefaultLabelStyle: LabelStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The platform's style.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// The icon alone: the style `.iconOnly` of a label.
public struct IconOnlyLabelStyle: LabelStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// The title alone: the style `.titleOnly` of a label.
public struct TitleOnlyLabelStyle: LabelStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// The title and the icon: the style `.titleAndIcon` of a label.
public struct TitleAndIconLabelStyle: LabelStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The title and the icon.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

/// A style of a text field, as SwiftUI's `TextFieldStyle`: for `textFieldStyle`.
public protocol TextFieldStyle: Sendable {}

/// The platform's style: the style `.automatic` of a text field.
public struct DefaultTextFieldStyle: TextFieldStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The platform's style.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

/// No decoration: the style `.plain` of a text field.
public struct PlainTextFieldStyle: TextFieldStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// No decoration.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// A rounded border: the style `.roundedBorder` of a text field.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// A style of a progress view, as SwiftUI's `ProgressViewStyle`: for `progressViewStyle`.
public protocol ProgressViewStyle: Sendable {}

/// The platform's style: the style `.automatic` of a progress view.
public struct DefaultProgressViewStyle: ProgressViewStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The platform's style.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

/// A bar: the style `.linear` of a progress view.
public struct LinearProgressViewStyle: ProgressViewStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

/// A spinner or a ring: the style `.circular` of a progress view.
public struct CircularProgressViewStyle: ProgressViewStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A spinner or a ring.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
