import Testing

@testable import PortSwiftUICore

@Suite("The porting command renames code tokens and takes previews out")
struct SwiftUIPorterTests {
  private let porter = SwiftUIPorter()

  @Test("View, ViewModifier and the import are renamed where they are code")  // R12.9
  func renamesCodeTokens() {
    let ported = porter.port(
      """
      import SwiftUI

      struct Row<Content: View>: View where Content: View {
        var body: some View { SwiftUI.Text("x") }
      }
      struct Card: ViewModifier {
        func body(content: Content) -> some View { content }
      }
      """)
    #expect(
      ported.text == """
        import Foundation
        import HierarchyResponder

        struct Row<Content: Node>: Node where Content: Node {
          var body: some Node { HierarchyResponder.Text("x") }
        }
        struct Card: Modifier {
          func body(content: Content) -> some Node { content }
        }
        """)
    #expect(ported.renames == 8)
  }

  @Test("names that only contain View stay")  // R12.9
  func otherIdentifiersStay() {
    let source =
      "ScrollView { AnyView(EmptyView()) }\n@ViewBuilder var v: some ViewX { ViewThatFits { } }"
    #expect(porter.port(source).text == source)
    #expect(porter.port(source).renames == 0)
  }

  @Test("strings and comments are left as written")  // R12.9
  func stringsAndCommentsStay() {
    let source = #"""
      // A View in a comment, /* and View */
      let a = "View", b = #"View \(View)"#
      let c = """
        View
        """
      """#
    #expect(porter.port(source).text == source)
  }

  @Test("an interpolation is code: its View is renamed, its string is not")  // R12.9
  func interpolations() {
    let ported = porter.port(#"let name = "\(View.self) is a \("View")""#)
    #expect(ported.text == #"let name = "\(Node.self) is a \("View")""#)
  }

  @Test("#Preview blocks are taken out, with their name and traits")  // R12.12
  func previewsAreRemoved() {
    let ported = porter.port(
      """
      struct A: View {
        var body: some View { Text("{") }
      }

      #Preview {
        A()
      }

      #Preview("Dark \\(1)", traits: .sizeThatFitsLayout) {
        A().preferredColorScheme(.dark)  // }
        Text("}")
      }

      struct B {}

      #Preview { A() }

      """)
    #expect(
      ported.text == """
        struct A: Node {
          var body: some Node { Text("{") }
        }

        struct B {}

        """)
    #expect(ported.previewsRemoved == 3)
    #expect(ported.renames == 2)
  }

  @Test("a PreviewProvider stays: it compiles")  // R12.12
  func previewProvidersStay() {
    let ported = porter.port(
      "struct P: PreviewProvider {\n  static var previews: some View { A() }\n}")
    #expect(
      ported.text == "struct P: PreviewProvider {\n  static var previews: some Node { A() }\n}")
    #expect(ported.previewsRemoved == 0)
  }

  @Test("Foundation is imported where SwiftUI was, as SwiftUI re-exports it")  // R12.9
  func importsFoundation() {
    let ported = porter.port("// Header\n\n@preconcurrency import SwiftUI\nlet id = UUID()\n")
    #expect(
      ported.text
        == "// Header\n\nimport Foundation\n@preconcurrency import HierarchyResponder\nlet id = UUID()\n"
    )
    #expect(ported.importsAdded == 1)
    let withFoundation = "import Foundation\nimport SwiftUI\n"
    #expect(porter.port(withFoundation).text == "import Foundation\nimport HierarchyResponder\n")
  }

  @Test("a model file that imports only Foundation imports the library too")  // R12.10
  func importsTheLibraryForModels() {
    let model =
      "import Foundation\n\nclass Habits: ObservableObject {\n  @Published var all = [1]\n}\n"
    #expect(
      porter.port(model).text
        == "import Foundation\nimport HierarchyResponder\n\nclass Habits: ObservableObject {\n  @Published var all = [1]\n}\n"
    )
    #expect(
      porter.port("// M\nclass M: ObservableObject {}").text
        == "// M\nimport HierarchyResponder\n\nclass M: ObservableObject {}")
    #expect(porter.port("import Foundation\nstruct Plain {}").importsAdded == 0)
  }

  @Test("porting twice changes nothing more")  // R12.9
  func idempotent() {
    let once = porter.port("import SwiftUI\nstruct A: View { var body: some View { B() } }\n")
    #expect(porter.port(once.text).text == once.text)
    #expect(porter.port(once.text).renames == 0)
    #expect(porter.port(once.text).importsAdded == 0)
  }
}
