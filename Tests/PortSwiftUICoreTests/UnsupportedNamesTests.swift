import Testing

@testable import PortSwiftUICore

@Suite("The port reports what the library does not support, by line")
struct UnsupportedNamesTests {
  /// A library that declares some names unavailable, in the forms its sources use.
  private let library = UnsupportedNames(librarySources: [
    """
    /// Not supported.
    @available(*, unavailable, message: "layout is not performed: read \\"sizes\\" in a test")
    public struct GeometryReader<Content> {}

    extension Node {
      @available(*, unavailable, message: "popovers are not presented")
      @MainActor public func popover(isPresented: Binding<Bool>) -> Self { self }
      @available(*, unavailable, message: "no")
      public func mask(_ x: Int) -> Self { self }
      public func mask(_ x: Double) -> Self { self }
      @available(iOS, unavailable)
      public func onlyOffIOS() {}
    }
    @available(*, unavailable)
    extension Hierarchy: Sendable {}
    @available(*, deprecated, renamed: "Node")
    public typealias OldNode = Node
    """
  ])

  @Test("the library's names declared only unavailable, with their messages")  // R12.14
  func readsTheLibrary() {
    #expect(
      library.types == ["GeometryReader": #"layout is not performed: read "sizes" in a test"#])
    #expect(library.members == ["popover": "popovers are not presented"])
  }

  @Test("each use of one in a ported file, with its line")  // R12.14
  func findsUses() {
    let ported = SwiftUIPorter(unsupported: library).port(
      """
      import SwiftUI
      struct A: View {
        var body: some View {
          GeometryReader { proxy in Text("GeometryReader") }  // GeometryReader
            .popover(isPresented: $shown) { }
            .mask(1)
        }
        func popover() {}
      }
      """)
    #expect(
      ported.findings == [
        Finding(
          line: 5, name: "GeometryReader",
          message: #"layout is not performed: read "sizes" in a test"#),
        Finding(line: 6, name: ".popover", message: "popovers are not presented"),
      ])
  }

  @Test("platform frameworks: imports, UIKit names, bridges and macros")  // R12.9
  func platformNames() {
    let findings = SwiftUIPorter().port(
      """
      import SwiftUI
      import UIKit
      import Combine
      import MyAppCore
      struct Map: UIViewRepresentable {}
      let c = Color(UIColor.systemBackground), d = UIScreen.main
      extension EnvironmentValues { @Entry var tint = 1 }
      struct MyApp: App { var body: some Scene { WindowGroup { A() } } }
      """
    ).findings
    #expect(
      findings.map { "\($0.line) \($0.name)" } == [
        "3 import UIKit", "4 import Combine", "6 UIViewRepresentable", "7 UIColor", "7 UIScreen",
        "8 @Entry", "9 WindowGroup",
      ])
    #expect(findings[1].message.contains("ObservableObject"))
  }

  @Test("an app's own type named Node or Modifier, which would hide the library's")  // R12.9
  func shadowedNames() {
    let findings = SwiftUIPorter().port(
      """
      struct Node { var children: [Node] }
      struct Tree: View { var root: Node }
      enum Modifier { case shift }
      """
    ).findings
    #expect(findings.map { "\($0.line) \($0.name)" } == ["1 struct Node", "3 enum Modifier"])
  }
}
