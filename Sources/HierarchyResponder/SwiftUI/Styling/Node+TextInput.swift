// SwiftUI's hints to the keyboard and to autofill, accepted and ignored (R12.8): a test types
// the exact text it is given, with no keyboard, no autocapitalization, no autocorrection and no
// autofill, so each modifier returns the node itself.

extension Node {
  /// Sets the keyboard the text fields below bring up: ignored, a test types with none.
  @inlinable public func keyboardType(_ type: UIKeyboardType) -> Self { self }

  /// Sets how the text fields below capitalize what is typed: ignored, a test's text is typed
  /// as given.
  @inlinable public func textInputAutocapitalization(
    _ autocapitalization: TextInputAutocapitalization?
  ) -> Self { self }

  /// SwiftUI's older spelling of ``textInputAutocapitalization(_:)``, with UIKit's type:
  /// ignored, a test's text is typed as given.
  @inlinable public func autocapitalization(_ style: UITextAutocapitalizationType) -> Self {
    self
  }

  /// Says what the text fields below hold, for autofill: ignored, nothing is filled in.
  @inlinable public func textContentType(_ textContentType: UITextContentType?) -> Self { self }

  /// SwiftUI's older spelling of ``autocorrectionDisabled(_:)``: ignored, a test types exactly.
  @inlinable public func disableAutocorrection(_ disable: Bool?) -> Self { self }

  /// Hides the labels of the controls below: ignored, a control keeps its label, and a test
  /// finds it by that label as a UI test finds it by its accessibility label.
  @inlinable public func labelsHidden() -> Self { self }

  /// Gives the node a tooltip: ignored, a hierarchy has no pointer to hover with.
  @inlinable public func help(_ text: some StringProtocol) -> Self { self }

  /// Gives the node a tooltip: ignored, a hierarchy has no pointer to hover with.
  @inlinable public func help(_ text: Text) -> Self { self }
}

/// The keyboard a text field brings up, as UIKit's `UIKeyboardType`, which SwiftUI's
/// `keyboardType(_:)` takes: accepted and ignored.
public enum UIKeyboardType: Hashable, Sendable {
  /// The default keyboard.
  case `default`
  /// Letters, digits and punctuation, in ASCII.
  case asciiCapable
  /// Digits and punctuation.
  case numbersAndPunctuation
  // UIKit's spelling, which ported code writes (`.keyboardType(.URL)`).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Characters for addresses on the web.
  case URL
  /// Digits only.
  case numberPad
  /// Digits and the symbols of a telephone number.
  case phonePad
  /// Letters for a name, and a telephone number's digits.
  case namePhonePad
  /// Characters for an email address.
  case emailAddress
  /// Digits and a decimal separator.
  case decimalPad
  /// Characters for a post on social media.
  case twitter
  /// Characters for a web search.
  case webSearch
  /// Digits only, in ASCII.
  case asciiCapableNumberPad
}

/// How a text field capitalizes, as UIKit's `UITextAutocapitalizationType`, which SwiftUI's
/// older `autocapitalization(_:)` takes: accepted and ignored.
public enum UITextAutocapitalizationType: Hashable, Sendable {
  /// Nothing is capitalized.
  case none
  /// The first letter of each word.
  case words
  /// The first letter of each sentence.
  case sentences
  /// Every letter.
  case allCharacters
}

/// How typed text is capitalized, as SwiftUI's `TextInputAutocapitalization`: accepted and
/// ignored.
public struct TextInputAutocapitalization: Hashable, Sendable {
  private let rule: Int

  /// Nothing is capitalized.
  public static let never = TextInputAutocapitalization(rule: 0)
  /// The first letter of each word.
  public static let words = TextInputAutocapitalization(rule: 1)
  /// The first letter of each sentence.
  public static let sentences = TextInputAutocapitalization(rule: 2)
  /// Every letter.
  public static let characters = TextInputAutocapitalization(rule: 3)
}

/// What a text field holds, for autofill, as UIKit's `UITextContentType`, which SwiftUI's
/// `textContentType(_:)` takes: accepted and ignored.
public struct UITextContentType: Hashable, Sendable {
  /// The name of the content type, as UIKit's raw value.
  public let rawValue: String

  /// The content type named `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A person's full name.
  public static let name = UITextContentType(rawValue: "name")
  /// A person's given name.
  public static let givenName = UITextContentType(rawValue: "givenName")
  /// A person's family name.
  public static let familyName = UITextContentType(rawValue: "familyName")
  /// A nickname.
  public static let nickname = UITextContentType(rawValue: "nickname")
  /// An organization's name.
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  // UIKit's spelling, which ported code writes (`.textContentType(.URL)`).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// A web address.
  public static let URL = UITextContentType(rawValue: "URL")
  /// A full street address.
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  /// A postal code.
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  /// A user name for signing in.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password, which autofill may suggest.
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  /// A one-time code, sent by text message or email.
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  /// A credit card's number.
  public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}
