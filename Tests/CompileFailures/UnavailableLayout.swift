// SwiftUI's names for layout are declared unavailable, each with a message that says what to
// write instead, so that a ported screen gets the message and not a type mismatch (R12.14).
// expected-error: 'GeometryReader' is unavailable: layout is not performed, so there is no size to read
// expected-error: 'ScrollViewReader' is unavailable: scrolling is not performed
// expected-error: 'PreferenceKey' is unavailable: preferences travel up with layout
// expected-error: 'preference(key:value:)' is unavailable: preferences travel up with layout
// expected-error: 'onPreferenceChange(_:perform:)' is unavailable: preferences travel up with layout
// expected-error: 'alignmentGuide(_:computeValue:)' is unavailable: layout is not performed
// expected-error: 'Layout' is unavailable: layout is not performed, so a custom layout has nothing to place
// expected-error: 'ProposedViewSize' is unavailable: layout is not performed
// expected-error: 'Path' is unavailable: a hierarchy draws nothing
import HierarchyResponder

struct Meter: Node {
  var body: some Node {
    GeometryReader { proxy in
      Text("width")
        .frame(width: proxy.size.width / 2, height: proxy.frame(in: .global).height)
        .padding(.top, proxy.safeAreaInsets.top)
    }
  }
}

struct Feed: Node {
  var body: some Node {
    ScrollViewReader { proxy in
      ScrollView {
        Button("Top") { proxy.scrollTo("top", anchor: .top) }
      }
    }
  }
}

struct HeightKey: PreferenceKey {
  typealias Value = Double
}

struct Measured: Node {
  @State private var height = 0.0

  var body: some Node {
    Text("measured")
      .preference(key: HeightKey.self, value: 1)
      .onPreferenceChange(HeightKey.self) { height = $0 }
      .alignmentGuide(.leading) { dimensions in dimensions.width }
  }
}

struct Flow: Layout {}

let proposal = ProposedViewSize(width: 10, height: nil)

struct Wave: Node {
  var body: some Node {
    Path { path in
      path.move(to: (x: 0, y: 0))
      path.addLine(to: (x: 10, y: 10))
    }
  }
}
