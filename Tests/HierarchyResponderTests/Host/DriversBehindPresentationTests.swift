import HierarchyResponder
import HierarchyResponderTesting
import Testing

// R12.13 (g): every driver refuses a control behind a presentation as a tap does.

/// A screen with one control of each kind a driver drives, and a sheet presented over them.
private struct Controls: Node {
  @State var presenting = true
  @State var name = ""
  @State var isOn = false
  @State var count = 0
  @State var flavour = "Vanilla"
  @State var query = ""
  var body: some Node {
    TabView {
      List {
        TextField("Name", text: $name).onSubmit {}
        Toggle("Notifications", isOn: $isOn)
        Stepper("Count", value: $count)
        Picker("Flavour", selection: $flavour) {
          Text("Vanilla").tag("Vanilla")
          Text("Chocolate").tag("Chocolate")
        }
      }
      .accessibilityIdentifier("Feed")
      .searchable(text: $query)
      .refreshable {}
      .tabItem { Text("One") }
      Text("Second").tabItem { Text("Two") }
    }
    .sheet(isPresented: $presenting) { Text("In front") }
  }
}

/// A driver called on the screen, and the control it drives, which the sheet hides.
struct DriverCall: Sendable, CustomTestStringConvertible {
  let hidden: String
  let call: @MainActor @Sendable (Hierarchy) async throws -> Void
  var testDescription: String { hidden }
}

@Suite("Drivers behind a presentation")
@MainActor
struct DriversBehindPresentationTests {
  nonisolated static let drives: [DriverCall] = [
    DriverCall(hidden: "Two") { try $0.selectTab("Two") },
    DriverCall(hidden: "Flavour") { try $0.select("Chocolate", in: "Flavour") },
    DriverCall(hidden: "Count") { try $0.increment("Count") },
    DriverCall(hidden: "Name") { try $0.type("Ada", into: "Name") },
    DriverCall(hidden: "Notifications") { try $0.toggle("Notifications") },
    DriverCall(hidden: "Name") { try $0.submit("Name") },
    DriverCall(hidden: ".searchable(text:)") { try $0.search("Ada") },
    DriverCall(hidden: ".refreshable") { try await $0.refresh() },
    DriverCall(hidden: "Feed") { try await $0.refresh(in: "Feed") },
  ]

  // R12.13
  @Test("a driver refuses a control behind a sheet with the message tap gives", arguments: drives)
  func refusesBehindASheet(drive: DriverCall) async throws {
    let hierarchy = Hierarchy { Controls() }
    await #expect {
      try await drive.call(hierarchy)
    } throws: { error in
      let error = try #require(error as? InteractionError)
      return !error.presentationsInFront.isEmpty
        && error.description.contains(
          "\(drive.hidden.debugDescription) is behind the sheet Text, which is in front: only "
            + "what it holds can be tapped until it is dismissed")
    }
  }
}
