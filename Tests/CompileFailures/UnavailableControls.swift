// SwiftUI's names for gestures, row editing and the controls a hierarchy has no driver for are
// declared unavailable, each with a message that says what to write instead (R12.14).
// `onDelete(perform:)` works with the FoundationForms trait (on by default, as here); it is
// unavailable only with the trait off.
// expected-error: 'DragGesture' is unavailable: gestures other than taps are not driven
// expected-error: 'gesture' is unavailable: gestures other than taps are not driven
// expected-error: 'onMove(perform:)' is unavailable: rows are not dragged here
// expected-error: 'Slider' is unavailable: a slider has no driver: write Stepper
// expected-error: 'DisclosureGroup' is unavailable: a disclosure group has no driver
// expected-error: 'NavigationSplitView' is unavailable: a hierarchy behaves as an iPhone, where a split view collapses to a stack
// expected-error: 'TableColumn' is unavailable: a hierarchy behaves as an iPhone, which shows a table as a list
import HierarchyResponder

struct Card: Node {
  @State private var offset = 0.0

  var body: some Node {
    Text("Card")
      .gesture(
        DragGesture()
          .onChanged { value in offset = value.translation.width }
          .onEnded { _ in offset = 0 }
      )
  }
}

struct Rows: Node {
  @State private var items = ["a", "b"]

  var body: some Node {
    List {
      ForEach(items, id: \.self) { Text($0) }
        .onMove { (offsets: [Int], destination: Int) in items.swapAt(offsets[0], destination) }
    }
  }
}

struct Volume: Node {
  @State private var level = 0.5
  @State private var open = false

  var body: some Node {
    Slider(value: $level, in: 0...1)
    DisclosureGroup("Advanced", isExpanded: $open) { Text("More") }
  }
}

struct Split: Node {
  var body: some Node {
    NavigationSplitView {
      Text("Sidebar")
    } detail: {
      Text("Detail")
    }
  }
}

struct Row {
  let name: String
}

let column = TableColumn<Row>("Name", value: \.name)
