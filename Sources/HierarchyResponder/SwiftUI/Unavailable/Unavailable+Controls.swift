// SwiftUI's names for gestures, editing, and the controls a hierarchy has no driver for,
// declared unavailable (R12.14): each message says what a test can drive instead. Each
// declaration has SwiftUI's shape, so that a ported screen type-checks and the compiler
// answers with the message.

/// SwiftUI's `DragGesture`: not supported, gestures other than taps are not driven.
@available(
  *, unavailable,
  message:
    "gestures other than taps are not driven: give what the drag does to a Button or .onTapGesture, which a test taps"
)
public struct DragGesture {
  /// The state of a drag, as SwiftUI's `DragGesture.Value`.
  public struct Value {
    /// How far the drag has moved.
    public var translation: (width: Double, height: Double) { (0, 0) }
    /// Where the drag is.
    public var location: (x: Double, y: Double) { (0, 0) }
    /// Where the drag started.
    public var startLocation: (x: Double, y: Double) { (0, 0) }
    /// How far the drag would move if it stopped now.
    public var predictedEndTranslation: (width: Double, height: Double) { (0, 0) }
  }

  /// A drag that starts after `minimumDistance`: not supported.
  public init(minimumDistance: Double = 10, coordinateSpace: CoordinateSpace = .local) {}

  /// Runs `action` as the drag moves: not supported.
  public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }

  /// Runs `action` when the drag ends: not supported.
  public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
}

extension Node {
  /// Attaches `gesture` to the node: not supported.
  @available(
    *, unavailable,
    message:
      "gestures other than taps are not driven: use .onTapGesture, or a Button, which a test taps (R3, R12.7)"
  )
  public func gesture<Gesture>(_ gesture: Gesture) -> Self { self }

  #if !FoundationForms
    /// Lets a person delete rows by swiping: given by the `FoundationForms` trait, whose
    /// `IndexSet` it hands out.
    @available(
      *, unavailable,
      message:
        "onDelete hands out Foundation's IndexSet: turn on the FoundationForms trait (on by default), or put a Button(role: .destructive) in .swipeActions { }, which a test taps in the row (R12.7)"
    )
    public func onDelete<Offsets>(perform action: ((Offsets) -> Void)?) -> Self { self }
  #endif

  /// Lets a person move rows by dragging: not supported.
  @available(
    *, unavailable,
    message:
      "rows are not dragged here: give the move to buttons (in .swipeActions or .contextMenu) a test taps, and change the array they show"
  )
  public func onMove<Offsets>(perform action: ((Offsets, Int) -> Void)?) -> Self { self }
}

/// SwiftUI's `Slider`: not supported, a slider has no driver.
@available(
  *, unavailable,
  message:
    "a slider has no driver: write Stepper(_:value:in:step:), which a test drives with increment and decrement (R12.7)"
)
public struct Slider: Node {
  /// A slider of `value` within `bounds`: not supported.
  public init<Value: BinaryFloatingPoint>(
    value: Binding<Value>, in bounds: ClosedRange<Value> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {}

  /// A slider of `value` within `bounds`, by `step`: not supported.
  public init<Value: BinaryFloatingPoint>(
    value: Binding<Value>, in bounds: ClosedRange<Value>, step: Value.Stride,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {}

  /// A slider of `value` within `bounds`, with a label: not supported.
  public init<Value: BinaryFloatingPoint>(
    value: Binding<Value>, in bounds: ClosedRange<Value> = 0...1,
    @HierarchyBuilder label: () -> some Node
  ) {}

  /// Nothing: the type is unavailable.
  public var body: EmptyNode { EmptyNode() }
}

/// SwiftUI's `DisclosureGroup`: not supported, a group that opens has no driver.
@available(
  *, unavailable,
  message:
    "a disclosure group has no driver: write a Section, whose content is always there, or a Toggle and an if, when the test must open it"
)
public struct DisclosureGroup<Content: Node>: Node {
  /// A group titled `title` that shows `content` when opened: not supported.
  public init(_ title: some StringProtocol, @HierarchyBuilder content: () -> Content) {}

  /// A group titled `title`, opened while `isExpanded` is true: not supported.
  public init(
    _ title: some StringProtocol, isExpanded: Binding<Bool>,
    @HierarchyBuilder content: () -> Content
  ) {}

  /// A group with a custom label: not supported.
  public init(
    @HierarchyBuilder content: () -> Content, @HierarchyBuilder label: () -> some Node
  ) {}

  /// A group with a custom label, opened while `isExpanded` is true: not supported.
  public init(
    isExpanded: Binding<Bool>, @HierarchyBuilder content: () -> Content,
    @HierarchyBuilder label: () -> some Node
  ) {}

  /// Nothing: the type is unavailable.
  public var body: EmptyNode { EmptyNode() }
}

/// SwiftUI's `NavigationSplitView`: not supported, a hierarchy behaves as an iPhone.
@available(
  *, unavailable,
  message:
    "a hierarchy behaves as an iPhone, where a split view collapses to a stack: write NavigationStack { sidebar } with NavigationLinks to the detail (R12.7)"
)
public struct NavigationSplitView<Sidebar: Node, Detail: Node>: Node {
  /// A sidebar and a detail: not supported.
  public init(
    @HierarchyBuilder sidebar: () -> Sidebar, @HierarchyBuilder detail: () -> Detail
  ) {}

  /// A sidebar, a content column and a detail: not supported.
  public init(
    @HierarchyBuilder sidebar: () -> Sidebar, @HierarchyBuilder content: () -> some Node,
    @HierarchyBuilder detail: () -> Detail
  ) {}

  /// A sidebar and a detail, with the columns `columnVisibility` shows: not supported.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @HierarchyBuilder sidebar: () -> Sidebar, @HierarchyBuilder detail: () -> Detail
  ) {}

  /// Nothing: the type is unavailable.
  public var body: EmptyNode { EmptyNode() }
}

/// SwiftUI's `NavigationSplitViewVisibility`: not supported, as `NavigationSplitView` is not.
@available(*, unavailable, message: "a hierarchy behaves as an iPhone, which has no columns")
public enum NavigationSplitViewVisibility {
  /// As the platform decides.
  case automatic
  /// Every column.
  case all
  /// The content and the detail.
  case doubleColumn
  /// The detail alone.
  case detailOnly
}

/// SwiftUI's `TableColumn`: not supported, tables are a Mac's.
@available(
  *, unavailable,
  message:
    "a hierarchy behaves as an iPhone, which shows a table as a list: write List(rows) { row in … } with a Text for each column"
)
public struct TableColumn<Row>: Node {
  /// A column titled `title` that shows the text at `value`: not supported.
  public init(_ title: some StringProtocol, value: KeyPath<Row, String>) {}

  /// A column titled `title` whose cells `content` builds: not supported.
  public init<Cell: Node>(
    _ title: some StringProtocol, @HierarchyBuilder content: @escaping (Row) -> Cell
  ) {}

  /// Nothing: the type is unavailable.
  public var body: EmptyNode { EmptyNode() }
}
