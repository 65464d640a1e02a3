// A text field bound to a value that a `ParseableFormatStyle` formats and parses (R12.11),
// compiled with the `FoundationForms` trait only (R0.1).

#if FoundationForms
  import Foundation

  extension TextField {
    /// A field labelled `title`, editing `value` as text that `format` formats and parses, as
    /// SwiftUI's `TextField(_:value:format:prompt:)` (R12.11).
    ///
    /// The field shows `value` formatted (the dump: `TextField "Amount" text: "12.5"`).
    /// Typing into it (``Hierarchy/type(_:into:in:)``) parses the text with `format` and
    /// writes the value it gives; text that does not parse leaves the value as it was, as on
    /// iOS, and the field shows the value's text again, as iOS does when editing ends. That is
    /// no error, since a person may type anything: the test reads the value.
    ///
    /// ```swift
    /// TextField("Amount", value: $amount, format: .number)
    /// try hierarchy.type("12.5", into: "Amount")  // amount == 12.5
    /// try hierarchy.type("twelve", into: "Amount")  // amount is still 12.5
    /// ```
    ///
    /// The prompt is styling, and is not shown.
    public init<F: ParseableFormatStyle>(
      _ title: some StringProtocol, value: Binding<F.FormatInput>, format: F,
      prompt: Text? = nil
    ) where F.FormatOutput == String {
      self.init(
        title,
        text: Binding(
          get: { format.format(value.wrappedValue) },
          set: { text in
            if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
          }))
    }

    /// A field labelled `title`, editing an optional `value` as text that `format` formats and
    /// parses, as SwiftUI's `TextField(_:value:format:prompt:)` with an optional value
    /// (R12.11): the field is empty while the value is `nil`, and typing an empty text makes
    /// it `nil`; any other text is parsed as for a value that is not optional, text that does
    /// not parse leaving the value as it was.
    public init<F: ParseableFormatStyle>(
      _ title: some StringProtocol, value: Binding<F.FormatInput?>, format: F,
      prompt: Text? = nil
    ) where F.FormatOutput == String {
      self.init(
        title,
        text: Binding(
          get: { value.wrappedValue.map(format.format) ?? "" },
          set: { text in
            if text.isEmpty {
              value.wrappedValue = nil
            } else if let parsed = try? format.parseStrategy.parse(text) {
              value.wrappedValue = parsed
            }
          }))
    }
  }
#endif
