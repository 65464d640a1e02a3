// A value with a label, formatted with a `FormatStyle` (R12.11), compiled with the
// `FoundationForms` trait only (R0.1).

#if FoundationForms
  import Foundation

  extension LabeledContent where Label == Text, Content == Text {
    /// `value` formatted with `format`, labelled `title`, as SwiftUI's
    /// `LabeledContent(_:value:format:)`: the content is the ``Text`` that
    /// ``Text/init(_:format:)`` makes of it (R12.11).
    ///
    /// ```swift
    /// LabeledContent("Total", value: 12.5, format: .currency(code: "EUR"))
    /// ```
    public init<F: FormatStyle>(_ title: some StringProtocol, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
      self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
  }
#endif
