// The styles SwiftUI's style modifiers take, spelt as SwiftUI spells them: a protocol for
// each family, a type and a static member for each style. Accepted and ignored (R12.8).

/// A style of a button, as SwiftUI's `PrimitiveButtonStyle`: for `buttonStyle`.
public protocol PrimitiveButtonStyle: Sendable {}

/// The platform's style: the style `.automatic` of a button.
public struct DefaultButtonStyle: PrimitiveButtonStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// No decoration: the style `.plain` of a button.
public struct PlainButtonStyle: PrimitiveButtonStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// No decoration.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// A border: the style `.bordered` of a button.
public struct BorderedButtonStyle: PrimitiveButtonStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A border.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

/// A filled border in the tint colour: the style `.borderedProminent` of a button.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A filled border in the tint colour.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

/// No border: the style `.borderless` of a button.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// No border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// A style of a toggle, as SwiftUI's `ToggleStyle`: for `toggleStyle`.
public protocol ToggleStyle: Sendable {}

/// The platform's style: the style `.automatic` of a toggle.
public struct DefaultToggleStyle: ToggleStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's style.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// A switch: the style `.switch` of a toggle.
public struct SwitchToggleStyle: ToggleStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// A button that stays pressed while on: the style `.button` of a toggle.
public struct ButtonToggleStyle: ToggleStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button that stays pressed while on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A style of a picker, as SwiftUI's `PickerStyle`: for `pickerStyle`.
public protocol PickerStyle: Sendable {}

/// The platform's style: the style `.automatic` of a picker.
public struct DefaultPickerStyle: PickerStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's style.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

/// A menu: the style `.menu` of a picker.
public struct MenuPickerStyle: PickerStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A menu.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

/// Segments side by side: the style `.segmented` of a picker.
public struct SegmentedPickerStyle: PickerStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// Segments side by side.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// A wheel: the style `.wheel` of a picker.
public struct WheelPickerStyle: PickerStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// The options inline: the style `.inline` of a picker.
public struct InlinePickerStyle: PickerStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == InlinePickerStyle {
  /// The options inline.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// A link to a list of the options: the style `.navigationLink` of a picker.
public struct NavigationLinkPickerStyle: PickerStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A link to a list of the options.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// A palette: the style `.palette` of a picker.
public struct PalettePickerStyle: PickerStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == PalettePickerStyle {
  /// A palette.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
