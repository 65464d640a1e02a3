/// An error meant for the user: a message and an optional title, shown in an alert by
/// ``Node/handleAlertErrors(fileID:line:)``.
///
/// ```swift
/// struct OfflineError: AlertableError {
///   var title: String? { "You're offline" }
///   var message: String { "Connect to the internet and try again." }
/// }
/// ```
public protocol AlertableError: Error {
  /// The alert's title; `nil`, the default, shows "Error".
  var title: String? { get }
  /// The alert's message.
  var message: String { get }
}

extension AlertableError {
  /// No title: the alert is titled "Error".
  public var title: String? { nil }
}

extension Node {
  /// Handles the errors from below that conform to ``AlertableError`` by presenting an alert
  /// with their title (or "Error") and message, and one button, "Okay", that dismisses it.
  ///
  /// Other errors pass on up untouched.
  public func handleAlertErrors(fileID: String = #fileID, line: Int = #line) -> some Node {
    modifier(AlertErrorsModifier(location: CodeLocation(fileID, line)))
  }
}

/// The modifier behind ``Node/handleAlertErrors(fileID:line:)``: a typed error responder
/// that stores the error, and an alert presented while one is stored. Routes and the dump show
/// it as one modifier, `handleAlertErrors`, not as the two it is made of.
struct AlertErrorsModifier: Modifier, AnnotatedModifier {
  static let name = "handleAlertErrors"

  let location: CodeLocation
  @State private var presented: (any AlertableError)?

  var dumpAnnotation: String { Self.name }

  func body(content: Content) -> some Node {
    let presented = $presented
    content
      .modifier(
        ResponderModifier(
          .handleError, (any AlertableError).self, typed: true, at: location,
          .errors(
            .sync { error, _ in
              presented.wrappedValue = (error as! any AlertableError)
              return .handled
            })
        )
        .shown(as: Self.name)
      )
      .modifier(
        AlertModifier(
          title: presented.wrappedValue.map { $0.title ?? "Error" } ?? "Error",
          isPresented: Binding(
            get: { presented.wrappedValue != nil },
            set: { if !$0 { presented.wrappedValue = nil } }),
          actions: Button("Okay") {},
          message: Text(presented.wrappedValue?.message ?? ""),
          isListed: false))
  }
}
