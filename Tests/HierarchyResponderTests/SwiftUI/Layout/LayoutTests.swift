import HierarchyResponder
import HierarchyResponderTesting
import Testing

// SwiftUI's structure nodes mount their content as Group does (R12.6).

private struct Bump: Event {}

private struct Accent: EnvironmentKey {
  static let defaultValue = "none"
}

extension EnvironmentValues {
  fileprivate var accent: String {
    get { self[Accent.self] }
    set { self[Accent.self] = newValue }
  }
}

/// A counter deep inside the stacks: its state, the environment it reads, and the event its
/// button sends up must all get through them.
private struct Counter: Node {
  @State private var count = 0
  @Environment(\.accent) private var accent
  @Environment(\.triggerEvent) private var triggerEvent

  var body: some Node {
    Button("\(accent) \(count)") {
      count += 1
      triggerEvent(Bump())
    }
  }
}

private struct Screen: Node {
  let bumps: Log
  let columns = [
    GridItem(.flexible()), GridItem(.fixed(40), spacing: 4), GridItem(.adaptive(minimum: 20)),
  ]

  var body: some Node {
    ScrollView(.vertical, showsIndicators: false) {
      VStack(alignment: .leading, spacing: 8) {
        HStack(alignment: .top, spacing: 4) {
          Text("Title")
          Spacer(minLength: 4)
          Divider()
        }
        ZStack(alignment: .topLeading) {
          LazyVStack(alignment: .leading, spacing: 2, pinnedViews: [.sectionHeaders]) {
            LazyHStack(spacing: 2) {
              LazyVGrid(columns: columns, alignment: .leading, spacing: 2) {
                LazyHGrid(rows: [GridItem()], pinnedViews: .sectionFooters) {
                  Form {
                    GroupBox("Counter") { Counter() }
                    GroupBox { Text("Unlabelled") }
                    GroupBox {
                      Text("Content")
                    } label: {
                      Label("Custom", systemImage: "star")
                    }
                  }
                }
              }
            }
          }
        }
      }
      .environment(\.accent, "blue")
    }
    .handleEvent(Bump.self) { bumps("bump") }
  }
}

@Suite("Layout: stacks, grids, scroll views, forms and group boxes as structure")
@MainActor
struct LayoutTests {
  @Test("Structure nodes show in the dump and mount their content")  // R12.6
  func dump() {
    expectDump(
      Hierarchy { Screen(bumps: Log()) },
      modifiers: .hidden,
      """
      Screen
        ScrollView
          VStack
            HStack
              Text "Title"
              Spacer
              Divider
            ZStack
              LazyVStack
                LazyHStack
                  LazyVGrid
                    LazyHGrid
                      Form
                        GroupBox
                          Text "Counter"
                          Counter
                            Button "blue 0"
                        GroupBox
                          Text "Unlabelled"
                        GroupBox
                          Label
                            Text "Custom"
                            Image "star"
                          Text "Content"
      """)
  }

  @Test("State, the environment and responders work through structure nodes")  // R12.6
  func behaviour() throws {
    let bumps = Log()
    let hierarchy = Hierarchy { Screen(bumps: bumps) }
    try hierarchy.tap("blue 0")
    try hierarchy.tap("blue 1")
    #expect(bumps.entries == ["bump", "bump"])
    #expect(
      hierarchy.texts() == ["Title", "Counter", "blue 2", "Unlabelled", "Custom", "Content"])
  }
}
