import Foundation
import HierarchyResponder
import Testing

// A length is a literal, a Double, or a CGFloat with its implicit members (R12.8, R12.11). With
// the FoundationForms trait a length parameter is a `CGFloat`, as in SwiftUI, so an app's
// constants declared on `CGFloat` pass as implicit members, and a `CGFloat?` passes; a
// `Double` still passes, which Swift converts. With the trait off it is a `Double` (R0.1), and
// a constant declared on `CGFloat` is spelt out.

#if FoundationForms
  // The constants as EMT-Watch (a 2022 app built on the original) declares them.
  extension CGFloat {
    fileprivate static let paddingSmall: CGFloat = 4
    fileprivate static let paddingMedium: CGFloat = 8
    fileprivate static let contentWidth: CGFloat = 320
    fileprivate static let cornerRadiusLarge: CGFloat = 16
  }

  /// Every kind of length, written with the constants as implicit members.
  private struct Card: Node {
    let width: CGFloat? = 120
    let double = 3.0

    var body: some Node {
      VStack(alignment: .leading, spacing: .paddingSmall) {
        Text("Card")
          .padding(.vertical, .paddingSmall)
          .padding(.paddingMedium)
          .padding(12)
          .padding(double)
          .padding(EdgeInsets(top: .paddingSmall, leading: double, bottom: 0, trailing: 1))
          .frame(maxWidth: .contentWidth)
          .frame(width: width, height: .paddingMedium)
          .frame(
            minWidth: .paddingSmall, idealWidth: width, maxWidth: .infinity, minHeight: double,
            idealHeight: 44, maxHeight: .contentWidth
          )
          .cornerRadius(.cornerRadiusLarge)
          .lineSpacing(.paddingSmall)
          .offset(x: .paddingSmall, y: double)
          .shadow(radius: .paddingSmall, x: 0, y: .paddingSmall)
          .font(.system(size: .paddingMedium))
        HStack(spacing: .paddingMedium) { Spacer(minLength: .paddingSmall) }
        LazyVGrid(
          columns: [GridItem(.fixed(.contentWidth), spacing: .paddingSmall)],
          spacing: .paddingMedium
        ) {
          RoundedRectangle(cornerRadius: .cornerRadiusLarge).stroke(lineWidth: .paddingSmall)
        }
      }
      .safeAreaInset(edge: .bottom, spacing: .paddingSmall) { EmptyNode() }
    }
  }
#else
  extension Double {
    fileprivate static let paddingLarge = 16.0
  }

  extension CGFloat {
    fileprivate static let paddingSmall: CGFloat = 4
  }

  /// Lengths with the trait off: a constant on `CGFloat` spelt out, one on `Double` implicit.
  private struct Card: Node {
    let width: CGFloat = 120
    let radius: CGFloat? = 8

    var body: some Node {
      VStack(alignment: .leading, spacing: 4) {
        Text("Card")
          .padding(.vertical, CGFloat.paddingSmall)
          .padding(.horizontal, .paddingLarge)
          .padding(width / 10)
          .frame(width: width, height: radius)
          .frame(minWidth: radius, maxWidth: .infinity)
          .cornerRadius(radius ?? 0)
          .shadow(radius: width)
        HStack(spacing: 8) { Spacer(minLength: 4) }
        LazyVGrid(columns: [GridItem(.fixed(320), spacing: 4)], spacing: 8) {
          RoundedRectangle(cornerRadius: 16).stroke(lineWidth: 4)
        }
      }
      .safeAreaInset(edge: .bottom, spacing: 4) { EmptyNode() }
    }
  }
#endif

@Suite("Lengths: literals, Doubles and CGFloats")
@MainActor
struct CGFloatLengthTests {
  // R12.8, R12.11 (the inset's content is mounted, R12.13)
  @Test("CGFloat values, optionals and constants pass as lengths, and change nothing")
  func cgFloatLengths() {
    #expect(
      Hierarchy { Card() }.dump() == """
        Card
          VStack
            Text "Card"
            HStack
              Spacer
            LazyVGrid
              RoundedRectangle
          SafeAreaInset edge: bottom
        """)
  }

  // R0.1, R12.11
  @Test("a length is a CGFloat with the FoundationForms trait, and a Double without it")
  func lengthType() {
    #if FoundationForms
      #expect(LayoutLength.self == CGFloat.self)
    #else
      #expect(LayoutLength.self == Double.self)
    #endif
  }
}
