// SwiftUI's modifiers for control and list styles, titles, symbols, presentations and
// accessibility, accepted and ignored (R12.8): each returns the node itself, which behaves
// and dumps as if it were not written. (`accessibilityLabel` and `accessibilityIdentifier`,
// which UI tests find nodes by, are not among them: `Node+Accessibility.swift`.) They are inlinable so that a call costs nothing in the
// module that writes it.

extension Node {
  /// Sets the style of the buttons below: ignored.
  @inlinable public func buttonStyle(_ style: some PrimitiveButtonStyle) -> Self { self }

  /// Sets the style of the toggles below: ignored.
  @inlinable public func toggleStyle(_ style: some ToggleStyle) -> Self { self }

  /// Sets the style of the pickers below: ignored.
  @inlinable public func pickerStyle(_ style: some PickerStyle) -> Self { self }

  /// Sets the style of the lists below: ignored.
  @inlinable public func listStyle(_ style: some ListStyle) -> Self { self }

  /// Sets the style of the labels below: ignored, a label shows its title and icon.
  @inlinable public func labelStyle(_ style: some LabelStyle) -> Self { self }

  /// Sets the style of the text fields below: ignored.
  @inlinable public func textFieldStyle(_ style: some TextFieldStyle) -> Self { self }

  /// Sets the style of the progress views below: ignored.
  @inlinable public func progressViewStyle(_ style: some ProgressViewStyle) -> Self { self }

  /// Sets the size of the controls below: ignored.
  @inlinable public func controlSize(_ controlSize: ControlSize) -> Self { self }

  /// Sets how the navigation title shows: ignored, the title itself is listed in the dump.
  @inlinable public func navigationBarTitleDisplayMode(
    _ displayMode: NavigationBarItem.TitleDisplayMode
  ) -> Self { self }

  /// Sets the variant of the symbols below: ignored.
  @inlinable public func symbolVariant(_ variant: SymbolVariants) -> Self { self }

  /// Sets how the symbols below are coloured: ignored.
  @inlinable public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self { self }

  /// Sets the scale of the images below: ignored.
  @inlinable public func imageScale(_ scale: Image.Scale) -> Self { self }

  /// Sets the heights a presented sheet can rest at: ignored.
  @inlinable public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }

  /// Shows or hides a presented sheet's drag indicator: ignored.
  @inlinable public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }

  /// Sets the insets of the list row: ignored.
  @inlinable public func listRowInsets(_ insets: EdgeInsets?) -> Self { self }

  /// Shows or hides the list row's separators: ignored.
  @inlinable public func listRowSeparator(
    _ visibility: Visibility, edges: VerticalEdge.Set = .all
  ) -> Self { self }

  /// Sets the background of the list row: ignored, the node is not mounted.
  @inlinable public func listRowBackground(_ view: (some Node)?) -> Self { self }

  /// Shows or hides a scroll view's background: ignored.
  @inlinable public func scrollContentBackground(_ visibility: Visibility) -> Self { self }

  /// Shows or hides a scroll view's indicators: ignored.
  @inlinable public func scrollIndicators(_ visibility: ScrollIndicatorVisibility) -> Self { self }

  /// Turns autocorrection off in the text fields below: ignored, a test types exactly.
  @inlinable public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }

  /// Gives the node a hint for accessibility: ignored.
  @inlinable public func accessibilityHint(_ hint: some StringProtocol) -> Self { self }

  /// Gives the node a value for accessibility: ignored.
  @inlinable public func accessibilityValue(_ value: some StringProtocol) -> Self { self }

  /// Hides the node from accessibility: ignored.
  @inlinable public func accessibilityHidden(_ hidden: Bool) -> Self { self }
}

extension VerticalEdge {
  /// A set of the top and bottom edges, as SwiftUI's `VerticalEdge.Set`.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The edges, one bit each.
    public let rawValue: Int8

    /// A set of the edges `rawValue`'s bits name.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 2)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}

/// Whether scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  /// As the platform decides.
  public static let automatic = ScrollIndicatorVisibility()
  /// Shown.
  public static let visible = ScrollIndicatorVisibility()
  /// Hidden.
  public static let hidden = ScrollIndicatorVisibility()
  /// Never shown.
  public static let never = ScrollIndicatorVisibility()
}
