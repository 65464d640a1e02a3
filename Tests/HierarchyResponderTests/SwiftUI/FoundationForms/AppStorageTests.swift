#if FoundationForms
  import Foundation
  import HierarchyResponder
  import HierarchyResponderTesting
  import Testing

  // @AppStorage on UserDefaults, its stores and its readers (R12.11).

  /// A store of its own for one test, so that tests isolate.
  private func isolatedStore() -> UserDefaults {
    UserDefaults(suiteName: "AppStorageTests-\(UUID().uuidString)")!
  }

  private enum Theme: String { case light, dark }
  private enum Level: Int {
    case low = 1
    case high = 2
  }

  /// A switch that writes the key `haptics`.
  private struct HapticsSwitch: Node {
    @AppStorage("haptics") var haptics = false
    var body: some Node { Toggle("Haptics", isOn: $haptics) }
  }

  /// A node elsewhere that only reads the key.
  private struct HapticsBadge: Node {
    @AppStorage("haptics") var haptics = false
    var body: some Node { Text(haptics ? "haptics on" : "haptics off") }
  }

  /// Every type SwiftUI takes, with a button that writes each.
  private struct EveryType: Node {
    @AppStorage("count") var count = 1
    @AppStorage("ratio") var ratio = 0.5
    @AppStorage("name") var name = "none"
    @AppStorage("site") var site = URL(string: "https://example.com")!
    @AppStorage("blob") var blob = Data([1])
    @AppStorage("seen") var seen = Date(timeIntervalSince1970: 0)
    @AppStorage("theme") var theme = Theme.light
    @AppStorage("level") var level = Level.low
    @AppStorage("nickname") var nickname: String?
    @AppStorage("darkTheme") var darkTheme: Theme?
    @AppStorage("lowLevel") var lowLevel: Level?
    @AppStorage("homepage") var homepage: URL?
    var body: some Node {
      Text(
        "\(count) \(ratio) \(name) \(site.absoluteString) \(blob.count) \(seen.timeIntervalSince1970)"
      )
      Text(
        "\(theme.rawValue) \(level.rawValue) \(nickname ?? "nil") \(darkTheme?.rawValue ?? "nil")")
      Text("\(lowLevel.map { "\($0.rawValue)" } ?? "nil") \(homepage?.absoluteString ?? "nil")")
      Button("Write") {
        count = 2
        ratio = 1.5
        name = "Ada"
        site = URL(string: "https://example.org/a?b=c")!
        blob = Data([1, 2, 3])
        seen = Date(timeIntervalSince1970: 60)
        theme = .dark
        level = .high
        nickname = "ada"
        darkTheme = .dark
        lowLevel = .low
        homepage = URL(string: "https://ada.example")
      }
      Button("Clear") {
        nickname = nil
        darkTheme = nil
        lowLevel = nil
        homepage = nil
      }
    }
  }

  /// A count and a theme whose keys may hold another type, with a button that renders the
  /// node again and one that writes a count.
  private struct CountEditor: Node {
    @AppStorage("count") var count = 7
    @AppStorage("theme") var theme = Theme.light
    @State var renders = 0
    var body: some Node {
      Text("count \(count)")
      Text("\(theme.rawValue) \(renders)")
      Button("Again") { renders += 1 }
      Button("Fix") { count = 5 }
    }
  }

  /// A count read from the key `count`.
  private struct CountLabel: Node {
    @AppStorage("count") var count = 7
    var body: some Node { Text("count \(count)") }
  }

  @Suite("App storage")
  @MainActor
  struct AppStorageTests {
    // R12.11
    @Test("a missing key reads the default; a write through $binding keeps it in the store")
    func readsAndWrites() throws {
      let store = isolatedStore()
      let hierarchy = Hierarchy { HapticsSwitch().defaultAppStorage(store) }
      #expect(hierarchy.dump().contains("Toggle \"Haptics\" isOn: false"))
      try hierarchy.toggle("Haptics")
      #expect(store.object(forKey: "haptics") as? Bool == true)
      #expect(hierarchy.dump().contains("Toggle \"Haptics\" isOn: true"))
      let again = Hierarchy { HapticsBadge().defaultAppStorage(store) }
      #expect(again.texts() == ["haptics on"])
    }

    // R12.11
    @Test("a write re-renders every node of the hierarchy that reads the key in that store")
    func everyReaderRenders() async throws {
      let store = isolatedStore()
      let other = isolatedStore()
      let hierarchy = Hierarchy {
        Group {
          HapticsSwitch()
          HapticsBadge()
        }
        .defaultAppStorage(store)
        HapticsBadge().defaultAppStorage(other)
      }
      let elsewhere = Hierarchy { HapticsBadge().defaultAppStorage(store) }
      #expect(hierarchy.texts() == ["Haptics", "haptics off", "haptics off"])
      try hierarchy.toggle("Haptics")
      // The reader of the same store renders; the reader of another store does not change.
      #expect(hierarchy.texts() == ["Haptics", "haptics on", "haptics off"])
      // Hierarchies are independent (R3.7): another reads the value at its next render.
      await elsewhere.settle()
      #expect(elsewhere.texts() == ["haptics off"])
      #expect(Hierarchy { HapticsBadge().defaultAppStorage(store) }.texts() == ["haptics on"])
    }

    // R12.11
    @Test("the store of .defaultAppStorage isolates, and a store: given wins over it")
    func stores() {
      let store = isolatedStore()
      let given = isolatedStore()
      store.set(3, forKey: "count")
      given.set(4, forKey: "count")
      struct GivenStore: Node {
        let store: UserDefaults
        var body: some Node { Inner(count: AppStorage(wrappedValue: 0, "count", store: store)) }
        struct Inner: Node {
          @AppStorage var count: Int
          var body: some Node { Text("given \(count)") }
        }
      }
      let hierarchy = Hierarchy {
        Group {
          CountLabel()
          GivenStore(store: given)
        }
        .defaultAppStorage(store)
      }
      #expect(hierarchy.texts() == ["count 3", "given 4"])
    }

    // R12.11
    @Test("every type SwiftUI takes is read and written, and nil removes an optional's key")
    func everyType() throws {
      let store = isolatedStore()
      let hierarchy = Hierarchy { EveryType().defaultAppStorage(store) }
      #expect(
        hierarchy.texts().prefix(3) == [
          "1 0.5 none https://example.com 1 0.0", "light 1 nil nil", "nil nil",
        ])
      try hierarchy.tap("Write")
      #expect(
        hierarchy.texts().prefix(3) == [
          "2 1.5 Ada https://example.org/a?b=c 3 60.0", "dark 2 ada dark", "1 https://ada.example",
        ])
      #expect(store.object(forKey: "theme") as? String == "dark")
      #expect(store.object(forKey: "level") as? Int == 2)
      #expect(store.object(forKey: "site") as? String == "https://example.org/a?b=c")
      try hierarchy.tap("Clear")
      #expect(hierarchy.texts()[1] == "dark 2 nil nil")
      #expect(store.object(forKey: "nickname") == nil)
      #expect(store.object(forKey: "homepage") == nil)
    }

    // R12.11
    @Test("a key holding another type reads the default, and a diagnostic names key, types, node")
    func otherType() throws {
      let store = isolatedStore()
      store.set("seven", forKey: "count")
      store.set("medium", forKey: "theme")
      let hierarchy = Hierarchy(printsDiagnostics: false) {
        CountEditor().defaultAppStorage(store)
      }
      #expect(hierarchy.texts() == ["count 7", "light 0", "Again", "Fix"])
      #expect(
        hierarchy.diagnostics.map(\.message) == [
          "@AppStorage(\"count\") var …: Int in CountEditor found seven (of type String) under "
            + "the key, not a value of type Int, so it reads its default value, as SwiftUI does; "
            + "keep a value of type Int under the key, or read it under another key",
          "@AppStorage(\"theme\") var …: Theme in CountEditor found medium (of type String) "
            + "under the key, not a value of type Theme, so it reads its default value, as "
            + "SwiftUI does; keep a value of type Theme under the key, or read it under another "
            + "key",
        ])
      // Reported once per position, not at every render.
      try hierarchy.tap("Again")
      #expect(hierarchy.texts()[1] == "light 1")
      #expect(hierarchy.diagnostics.count == 2)
      try hierarchy.tap("Fix")
      #expect(hierarchy.texts().first == "count 5")
      #expect(hierarchy.diagnostics.count == 2)
    }
  }
#endif
