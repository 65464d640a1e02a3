// A text of a value formatted with a `FormatStyle` (R12.11), compiled with the
// `FoundationForms` trait only (R0.1).

#if FoundationForms
  import Foundation

  extension Text {
    /// A text showing `input` as `format` formats it, as SwiftUI's `Text(_:format:)`: the
    /// dump and ``Hierarchy/texts(in:)`` show exactly what Foundation formats, so a test
    /// compares with `input.formatted(format)` (R12.11).
    ///
    /// ```swift
    /// Text(12.5, format: .currency(code: "EUR"))  // shows 12.5.formatted(.currency(code: "EUR"))
    /// Text(0.25, format: .percent)                // "25%"
    /// ```
    nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
      self.init(format.format(input))
    }
  }
#endif
