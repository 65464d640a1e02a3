import Foundation
import HierarchyResponder
import Testing

// A length is a literal, a Double, or a CGFloat of the caller's (R12.8). The library imports
// no Foundation, so a length parameter is a `Double`, and Swift converts a `CGFloat` value to
// it; an implicit member declared on `CGFloat` (`.paddingSmall`) is not found on `Double`, so
// it is spelt `CGFloat.paddingSmall`, or declared on `Double`.

extension CGFloat {
  fileprivate static let paddingSmall: CGFloat = 4
}

extension Double {
  fileprivate static let paddingLarge = 16.0
}

private struct Card: Node {
  let width: CGFloat = 120
  let radius: CGFloat? = 8

  var body: some Node {
    Text("Card")
      .padding(.vertical, CGFloat.paddingSmall)
      .padding(.horizontal, .paddingLarge)
      .padding(width / 10)
      .frame(width: width, height: radius)
      .frame(maxWidth: .infinity, minHeight: width)
      .frame(minWidth: radius, maxWidth: .infinity)
      .cornerRadius(radius ?? 0)
      .shadow(radius: width)
      .offset(x: width, y: -width)
  }
}

@Suite("Lengths: literals, Doubles and CGFloats")
@MainActor
struct CGFloatLengthTests {
  @Test("CGFloat values and constants pass as lengths, and change nothing")  // R12.8
  func cgFloatLengths() {
    #expect(Hierarchy { Card() }.dump() == "Card\n  Text \"Card\"")
  }
}
