// SwiftUI's names for apps, scenes and the platform's views are declared unavailable, each
// with a message that says what to write instead (R12.14).
// expected-error: 'App' is unavailable: a hierarchy has no app: mount the root node with Hierarchy
// expected-error: 'Scene' is unavailable: a hierarchy has no scenes or windows
// expected-error: 'WindowGroup' is unavailable: a hierarchy has no windows
// expected-error: 'commands(content:)' is unavailable: a hierarchy has no menu bar
// expected-error: 'CommandGroup' is unavailable: a hierarchy has no menu bar
// expected-error: 'onOpenURL(perform:)' is unavailable: a hierarchy is opened with no URL
// expected-error: 'fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:)' is unavailable: a hierarchy has no file system interface
// expected-error: 'UIViewRepresentable' is unavailable: a hierarchy holds no UIKit view
// expected-error: 'UIViewControllerRepresentable' is unavailable: a hierarchy holds no UIKit view controller
// expected-error: 'NSViewRepresentable' is unavailable: a hierarchy holds no AppKit view
// expected-error: 'UIHostingController' is unavailable: a hierarchy needs no hosting controller
import HierarchyResponder

struct ContentView: Node {
  @State private var importing = false

  var body: some Node {
    Text("Home")
      .onOpenURL { (url: String) in print(url) }
      .fileImporter(isPresented: $importing, allowedContentTypes: ["public.text"]) {
        (result: Result<String, any Error>) in print(result)
      }
  }
}

struct Main: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
    .commands {
      CommandGroup(replacing: .newItem) { Button("New") {} }
    }
  }
}

struct MapView: UIViewRepresentable {}

struct Picker: UIViewControllerRepresentable {}

struct WebView: NSViewRepresentable {}

@MainActor func host() -> AnyObject {
  UIHostingController(rootView: ContentView())
}
