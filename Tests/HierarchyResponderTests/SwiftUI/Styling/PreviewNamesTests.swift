import HierarchyResponder
import HierarchyResponderTesting
import Testing

// The names around previews and builders (R12.12): @ViewBuilder, the preview modifiers, the
// environment values screens read and previews set, and AnyTransition's members.

/// Shows the appearance values it reads.
private struct AppearanceProbe: Node {
  @Environment(\.colorScheme) var colorScheme
  @Environment(\.dynamicTypeSize) var dynamicTypeSize
  @Environment(\.horizontalSizeClass) var horizontalSizeClass
  @Environment(\.verticalSizeClass) var verticalSizeClass
  @Environment(\.layoutDirection) var layoutDirection
  @Environment(\.colorSchemeContrast) var contrast
  @Environment(\.displayScale) var displayScale
  var body: some Node {
    Text("\(colorScheme) \(dynamicTypeSize)\(dynamicTypeSize.isAccessibilitySize ? " (a11y)" : "")")
    Text(
      "\(horizontalSizeClass.map { "\($0)" } ?? "nil") \(verticalSizeClass.map { "\($0)" } ?? "nil")"
        + " \(layoutDirection) \(contrast) \(displayScale)")
  }
}

/// A card whose pieces are written with `@ViewBuilder` on a property, a function and an
/// initializer's parameter.
private struct Card<Footer: Node>: Node {
  let unread: Int
  let footer: Footer

  init(unread: Int, @ViewBuilder footer: () -> Footer) {
    self.unread = unread
    self.footer = footer()
  }

  @ViewBuilder var badge: some Node {
    if unread > 0 { Text("\(unread) unread") } else { Text("All read") }
  }

  @ViewBuilder func row(_ title: String) -> some Node {
    Text(title)
    Divider()
  }

  var body: some Node {
    badge
    row("Inbox")
    footer
  }
}

private struct CardPreviews: PreviewProvider {
  static var previews: some Node {
    Card(unread: 2) { Text("footer") }
      .previewLayout(.sizeThatFits)
      .previewDisplayName("Unread")
      .previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))
      .previewDevice("iPhone SE (3rd generation)")
      .previewInterfaceOrientation(.landscapeLeft)
      .previewLayout(.fixed(width: 320, height: 100))
      .preferredColorScheme(.dark)
  }
}

@Suite("Preview and builder names")
@MainActor
struct PreviewNamesTests {
  // R12.12
  @Test("the appearance values start as on an iPhone held upright, in light mode")
  func defaults() {
    let hierarchy = Hierarchy { AppearanceProbe() }
    #expect(hierarchy.texts() == ["light large", "compact regular leftToRight standard 3.0"])
  }

  // R12.12
  @Test("preferredColorScheme, dynamicTypeSize and environment(_:_:) set them for the subtree")
  func settingThem() {
    let hierarchy = Hierarchy {
      AppearanceProbe()
        .preferredColorScheme(.dark)
        .dynamicTypeSize(.accessibility2)
        .environment(\.horizontalSizeClass, .regular)
        .environment(\.verticalSizeClass, nil)
        .environment(\.layoutDirection, .rightToLeft)
        .environment(\.colorSchemeContrast, .increased)
        .environment(\.displayScale, 2)
      AppearanceProbe().environment(\.colorScheme, .dark).preferredColorScheme(nil)
    }
    #expect(
      hierarchy.texts() == [
        "dark accessibility2 (a11y)", "regular nil rightToLeft increased 2.0",
        "dark large", "compact regular leftToRight standard 3.0",
      ])
  }

  // R12.12
  @Test("a dynamicTypeSize range keeps the size within it, the nearest size in it")
  func dynamicTypeSizeRanges() {
    let hierarchy = Hierarchy {
      AppearanceProbe().dynamicTypeSize(.xSmall...DynamicTypeSize.medium)
      AppearanceProbe().dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        .dynamicTypeSize(.accessibility5)
      AppearanceProbe().dynamicTypeSize(.xLarge...)
      AppearanceProbe().dynamicTypeSize(.small..<DynamicTypeSize.xLarge)
    }
    let sizes = hierarchy.texts().filter { $0.hasPrefix("light") }
    #expect(sizes == ["light medium", "light xxxLarge", "light xLarge", "light large"])
    #expect(DynamicTypeSize.allCases.count == 12)
    #expect(DynamicTypeSize.xxxLarge < .accessibility1)
    #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize)
  }

  // R12.12
  @Test("@ViewBuilder on a property, a function and a parameter builds as @HierarchyBuilder")
  func viewBuilder() {
    expectDump(
      Hierarchy {
        Card(unread: 2) { Text("footer") }
        Card(unread: 0) {}
      },
      """
      Card
        Text "2 unread"
        Text "Inbox"
        Divider
        Text "footer"
      Card
        Text "All read"
        Text "Inbox"
        Divider
      """)
  }

  // R12.12
  @Test("preview code compiles, and its modifiers change nothing")
  func previews() {
    let hierarchy = Hierarchy { CardPreviews.previews }
    #expect(hierarchy.texts() == ["2 unread", "Inbox", "footer"])
  }

  // R12.12, R12.8
  @Test("AnyTransition's members are accepted by transition(_:) and ignored")
  func transitions() {
    let transitions: [AnyTransition] = [
      .opacity, .scale, .scale(scale: 0.5), .scale(scale: 0.8, anchor: .bottom), .slide,
      .move(edge: .bottom), .offset(x: 10, y: -4), .offset(y: 20), .push(from: .trailing),
      .identity, .asymmetric(insertion: .scale(scale: 0.9), removal: .opacity),
      .opacity.combined(with: .move(edge: .top)), .slide.animation(.easeInOut),
    ]
    let hierarchy = Hierarchy {
      ForEach(transitions.indices, id: \.self) { index in
        Text("row \(index)").transition(transitions[index])
      }
    }
    #expect(hierarchy.texts().count == transitions.count)
    #expect(!hierarchy.dump().contains("transition"))
  }

  // R12.12
  @Test("sizeCategory is dynamicTypeSize under its older names, read and set")
  func sizeCategory() {
    let hierarchy = Hierarchy {
      SizeCategoryProbe()
      SizeCategoryProbe().environment(\.sizeCategory, .accessibilityMedium)
      SizeCategoryProbe().dynamicTypeSize(.xxLarge)
    }
    #expect(
      hierarchy.texts() == [
        "large", "accessibilityMedium (a11y) accessibility1", "extraExtraLarge xxLarge",
      ])
    #expect(ContentSizeCategory.allCases.count == DynamicTypeSize.allCases.count)
  }
}

/// Shows the size category it reads, and the dynamic type size it names.
private struct SizeCategoryProbe: Node {
  @Environment(\.sizeCategory) var sizeCategory
  @Environment(\.dynamicTypeSize) var dynamicTypeSize
  var body: some Node {
    Text(
      "\(sizeCategory)\(sizeCategory.isAccessibilityCategory ? " (a11y)" : "")"
        + (dynamicTypeSize == .large ? "" : " \(dynamicTypeSize)"))
  }
}
