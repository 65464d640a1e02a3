/// The names of Apple's platform frameworks a SwiftUI screen may use, which exist on no other
/// system: their imports, UIKit and AppKit types, and the macros the library does not take.
public enum PlatformNames {
  /// What to do about each framework a port may import, by module name.
  public static let imports: [String: String] = {
    let platformOnly =
      "a framework of Apple's systems, which a hierarchy cannot use: keep the code that needs it in the app, behind `#if canImport(…)`, and port what is left"
    var imports = [
      "Combine":
        "Combine exists on Apple's systems only: the library declares ObservableObject, @Published, objectWillChange and onReceive where it is missing (R12.10), so remove the import, or write it inside `#if canImport(Combine)`; other Combine operators have no counterpart",
      "CoreGraphics":
        "CoreGraphics exists on Apple's systems only: CGFloat comes with Foundation, which the FoundationForms trait imports; write `import Foundation`",
      "UIKit": "UIKit exists on iOS only: " + platformOnly,
      "AppKit": "AppKit exists on macOS only: " + platformOnly,
    ]
    for framework in [
      "AVFoundation", "AVKit", "CoreData", "CoreImage", "CoreLocation", "CoreMotion", "Charts",
      "CloudKit", "EventKit", "HealthKit", "MapKit", "MessageUI", "OSLog", "PhotosUI",
      "QuickLook", "SafariServices", "StoreKit", "SwiftData", "UserNotifications", "WebKit",
      "WidgetKit", "os",
    ] {
      imports[framework] = "\(framework) is " + platformOnly
    }
    return imports
  }()

  /// The UIKit and AppKit names a screen may use, with what to do instead; any other name that
  /// starts with `UI` and a capital is UIKit's too.
  public static let names = [
    "UIViewRepresentable": representable,
    "UIViewControllerRepresentable": representable,
    "NSViewRepresentable": representable,
    "NSViewControllerRepresentable": representable,
    "UIColor": "a UIKit colour: write the Color (`Color.red`, `Color(red:green:blue:)`)",
    "NSColor": "an AppKit colour: write the Color (`Color.red`, `Color(red:green:blue:)`)",
    "UIImage": "a UIKit image: write `Image(\"name\")` or `Image(systemName:)`",
    "NSImage": "an AppKit image: write `Image(\"name\")` or `Image(systemName:)`",
    "WindowGroup": appEntry,
    "DocumentGroup": appEntry,
  ]

  private static let appEntry =
    "the app's entry point (`@main struct …: App`): a Hierarchy or a TestHierarchy mounts the screens instead, so leave this file in the app and out of the port"

  private static let representable =
    "wraps a platform view, which a hierarchy cannot mount: keep it in the app, and in the port write a node that stands for it (a Text, or a Button with the action a test must reach)"
  private static let uiKitName = "a UIKit name, which exists on iOS only: keep the code in the app"
  private static let macros = [
    "Entry":
      "@Entry is a macro, which would need a package dependency: declare an EnvironmentKey and an EnvironmentValues property"
  ]

  /// Where `source` imports a platform framework or names one of its types or a macro.
  public static func findings(in source: TokenizedSource) -> [Finding] {
    var findings: [Finding] = []
    var previous: String?
    for token in source.tokens where TokenizedSource.isCode(token) {
      let text = source.text(of: token)
      defer { previous = text }
      guard token.kind == .identifier else { continue }
      if previous == "import", let message = imports[text] {
        findings.append(Finding(line: token.line, name: "import \(text)", message: message))
      } else if previous == "@", let message = macros[text] {
        findings.append(Finding(line: token.line, name: "@" + text, message: message))
      } else if let message = names[text] ?? (isUIKitName(text) ? uiKitName : nil) {
        findings.append(Finding(line: token.line, name: text, message: message))
      }
    }
    return findings
  }

  private static func isUIKitName(_ name: String) -> Bool {
    let scalars = Array(name.unicodeScalars.prefix(3))
    return scalars.count == 3 && scalars[0] == "U" && scalars[1] == "I"
      && ("A"..."Z").contains(scalars[2])
  }
}
