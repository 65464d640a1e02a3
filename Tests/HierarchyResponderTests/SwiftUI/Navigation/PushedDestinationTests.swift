import HierarchyResponder
import Testing

// A pushed screen shows what the link that pushed it lists now: when the parent holding the
// link renders again, the screen shows the link's new destination, its own state kept, as in
// SwiftUI (R12.7, R12.13).

/// A habit's screen: the count it is given, a button that marks the habit completed, and
/// state of its own.
private struct HabitDetail: Node {
  let count: Int
  let markCompleted: @MainActor () -> Void
  @State private var notes = 0

  var body: some Node {
    Text("Completion count: \(count)")
    Text("notes \(notes)")
    Button("Mark Completed") { markCompleted() }
    Button("Add note") { notes += 1 }
  }
}

/// A habit a sheet shows.
private struct Habit: Identifiable {
  let id: String
}

/// How a habit's screen is pushed.
private enum Push {
  case link, builtLink, activeLink, presentedDestination, sheet, itemSheet
}

/// The habits' screen: the count in its own state, its detail pushed (or presented) as `push`
/// says.
private struct HabitList: Node {
  let push: Push
  @State private var count = 0
  @State private var showing = false
  @State private var shown: Habit?

  var body: some Node {
    let detail = HabitDetail(count: count) { count += 1 }
    NavigationStack {
      switch push {
      case .link:
        NavigationLink(destination: detail) { Text("Reading") }
      case .builtLink:
        NavigationLink("Reading") { detail }
      case .activeLink:
        NavigationLink(destination: detail, isActive: $showing) { Text("Reading") }
      case .presentedDestination:
        Button("Reading") { showing = true }
          .navigationDestination(isPresented: $showing) { detail }
      case .sheet:
        Button("Reading") { showing = true }
          .sheet(isPresented: $showing) { detail }
      case .itemSheet:
        Button("Reading") { shown = Habit(id: "Reading") }
          .sheet(item: $shown) { _ in detail }
      }
    }
  }
}

/// A habit's model, written before Observation.
@MainActor
private final class HabitStore: ObservableObject {
  @Published var count = 0
}

/// A habit's model, observed.
@Observable
@MainActor
private final class ObservedHabit {
  var count = 0
}

/// The habits' screen, the count in an `ObservableObject` it owns.
private struct StoreHabitList: Node {
  @StateObject private var store = HabitStore()
  var body: some Node {
    NavigationStack {
      NavigationLink("Reading") {
        HabitDetail(count: store.count) { store.count += 1 }
      }
    }
  }
}

/// The habits' screen, the count in an `@Observable` model it is given.
private struct ObservedHabitList: Node {
  let habit: ObservedHabit
  var body: some Node {
    NavigationStack {
      NavigationLink("Reading") {
        HabitDetail(count: habit.count) { habit.count += 1 }
      }
    }
  }
}

/// A habit whose link can leave the screen while its detail is pushed.
private struct LeavingLink: Node {
  @State private var count = 0
  @State private var linked = true
  var body: some Node {
    NavigationStack {
      if linked {
        NavigationLink("Reading") {
          HabitDetail(count: count) {
            linked = false
            count += 1
          }
        }
      }
    }
  }
}

@Suite("Pushed screens show what their link lists now")
@MainActor
struct PushedDestinationTests {
  @Test(
    "a screen pushed by a link shows the parent's new state, its own state kept",
    arguments: [Push.link, .builtLink, .activeLink])
  fileprivate func linkShowsNewState(push: Push) throws {  // R12.7, R12.13
    let hierarchy = Hierarchy { HabitList(push: push) }
    try hierarchy.tap("Reading")
    #expect(hierarchy.texts().contains("Completion count: 0"))
    try hierarchy.tap("Add note")
    try hierarchy.tap("Mark Completed")
    #expect(hierarchy.texts().contains("Completion count: 1"))
    try hierarchy.tap("Mark Completed")
    #expect(hierarchy.texts().prefix(2) == ["Completion count: 2", "notes 1"])
    #expect(hierarchy.presentations.map(\.description) == ["push HabitDetail"])
  }

  @Test("a screen pushed by navigationDestination(isPresented:) shows the parent's new state")
  func presentedDestinationShowsNewState() throws {  // R12.7, R12.13
    let hierarchy = Hierarchy { HabitList(push: .presentedDestination) }
    try hierarchy.tap("Reading")
    try hierarchy.tap("Add note")
    try hierarchy.tap("Mark Completed")
    #expect(hierarchy.texts().prefix(2) == ["Completion count: 1", "notes 1"])
  }

  @Test(
    "a sheet shows the parent's new state, its own state kept",
    arguments: [Push.sheet, .itemSheet])
  fileprivate func sheetShowsNewState(push: Push) throws {  // R12.4, R12.13
    let hierarchy = Hierarchy { HabitList(push: push) }
    try hierarchy.tap("Reading")
    try hierarchy.tap("Add note")
    try hierarchy.tap("Mark Completed")
    #expect(hierarchy.texts().prefix(2) == ["Completion count: 1", "notes 1"])
  }

  @Test("a screen pushed by a link shows the new value of an ObservableObject")
  func linkShowsObservableObject() throws {  // R12.7, R12.10
    let hierarchy = Hierarchy { StoreHabitList() }
    try hierarchy.tap("Reading")
    try hierarchy.tap("Mark Completed")
    #expect(hierarchy.texts().contains("Completion count: 1"))
  }

  @Test("a screen pushed by a link shows the new value of an @Observable model")
  func linkShowsObservableModel() throws {  // R12.7, R12.1
    let habit = ObservedHabit()
    let hierarchy = Hierarchy { ObservedHabitList(habit: habit) }
    try hierarchy.tap("Reading")
    try hierarchy.tap("Mark Completed")
    #expect(hierarchy.texts().contains("Completion count: 1"))
  }

  @Test("a screen whose link left keeps the destination it showed last")
  func linkLeaves() throws {  // R12.7
    let hierarchy = Hierarchy { LeavingLink() }
    try hierarchy.tap("Reading")
    try hierarchy.tap("Mark Completed")
    #expect(hierarchy.texts().contains("Completion count: 0"))
    #expect(hierarchy.presentations.map(\.description) == ["push HabitDetail"])
  }
}
