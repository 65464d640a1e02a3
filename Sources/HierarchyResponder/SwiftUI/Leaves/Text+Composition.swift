extension Text {
  /// A text showing `content` as it is, as SwiftUI's `Text(verbatim:)`.
  nonisolated public init(verbatim content: String) {
    self.init(content)
  }

  /// A text holding an image inline, as SwiftUI's `Text(Image(systemName: "star"))`. An image
  /// shows no string, so the text's is empty: `Text(Image(…)) + Text(" Saved")` reads
  /// `" Saved"` (R12.6).
  nonisolated public init(_ image: Image) {
    self.init("")
  }

  /// The text of `lhs` followed by that of `rhs`, as SwiftUI's `Text + Text` (R12.6).
  nonisolated public static func + (lhs: Text, rhs: Text) -> Text {
    Text(lhs.content + rhs.content)
  }
}
