// The one switch between the two kinds of length (R0.1, R12.11): every modifier, stack, shape
// and value that takes a length in SwiftUI takes a `LayoutLength`, so its signature is written
// once. With the `FoundationForms` trait (on by default) it is Foundation's `CGFloat`, as in
// SwiftUI; with the trait off the library imports no Foundation, and it is a `Double`.

#if FoundationForms
  import Foundation

  /// A length in points, where SwiftUI takes a `CGFloat`: padding, frames, spacing, corner
  /// radii, offsets, shadows, line spacing and the rest (R12.11).
  ///
  /// With the `FoundationForms` trait, on by default, it is `CGFloat`, as in SwiftUI: a
  /// literal, a `Double` (which Swift converts), a `CGFloat`, a `CGFloat?` and an app's own
  /// constants declared on `CGFloat` all pass, as implicit members too:
  ///
  /// ```swift
  /// extension CGFloat { static let paddingSmall: CGFloat = 4 }
  ///
  /// Text("Card").padding(.vertical, .paddingSmall)
  /// ```
  ///
  /// A package that turns the trait off (`traits: []`) gets a library that imports no
  /// Foundation, and this is `Double`.
  public typealias LayoutLength = CGFloat
#else
  /// A length in points, where SwiftUI takes a `CGFloat`: padding, frames, spacing, corner
  /// radii, offsets, shadows, line spacing and the rest (R12.11).
  ///
  /// The `FoundationForms` trait is off, so the library imports no Foundation and this is
  /// `Double`: a literal, a `Double`, or a `CGFloat` of the caller's, which Swift converts,
  /// pass; an implicit member is looked up on `Double`.
  public typealias LayoutLength = Double
#endif
