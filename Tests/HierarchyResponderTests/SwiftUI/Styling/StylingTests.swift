import HierarchyResponder
import HierarchyResponderTesting
import Testing

// Styling and layout modifiers are accepted and change nothing (R12.8).

private struct Ping: Event {}

/// A button that counts its taps in its state and sends `Ping` up: what a modifier must not
/// change.
struct PingCounter: Node {
  @State private var taps = 0
  @Environment(\.triggerEvent) private var triggerEvent

  var body: some Node {
    Button("Ping \(taps)") {
      taps += 1
      triggerEvent(Ping())
    }
  }
}

/// A switch changed inside `withAnimation`, as SwiftUI code animates a change, and what the
/// call returned.
private struct AnimatedSwitch: Node {
  @State private var isOn = false
  @State private var answer = 0

  var body: some Node {
    Button("Switch") {
      withAnimation { isOn.toggle() }
      answer = withAnimation(.spring) { 42 }
    }
    Text(isOn ? "on" : "off")
    Text("answer \(answer)")
  }
}

/// A family of modifiers, applied to a probe. Each returns the node's own type, which the
/// closure's type checks.
struct ModifierFamily: Sendable, CustomTestStringConvertible {
  let name: String
  let apply: @MainActor @Sendable (PingCounter) -> PingCounter

  var testDescription: String { name }
}

private let families: [ModifierFamily] = [
  ModifierFamily(name: "fonts and text layout") {
    var node = $0.font(.caption).font(.system(size: 12, weight: .bold, design: .rounded))
    node = node.font(.system(.title3, design: .serif)).font(.custom("Avenir", size: 14).bold())
    node = node.fontWeight(.semibold).fontDesign(.monospaced).fontWidth(.condensed)
    node = node.bold().italic(false).underline().strikethrough(color: .red)
    node = node.monospaced().monospacedDigit().kerning(1).tracking(2)
    node = node.baselineOffset(1).lineLimit(2).lineLimit(1...3).lineSpacing(4)
    node = node.multilineTextAlignment(.center).truncationMode(.middle)
    node = node.minimumScaleFactor(0.5).allowsTightening(true)
    return node.textCase(.uppercase).textSelection(.enabled)
  },
  ModifierFamily(name: "colours and tints") {
    var node = $0.foregroundColor(.red).foregroundColor(Color(red: 1, green: 0.5, blue: 0))
    node = node.foregroundStyle(.secondary).foregroundStyle(.red, .blue)
    node = node.foregroundStyle(.primary, .secondary, .tint)
    node = node.foregroundStyle(Color.accentColor.opacity(0.5))
    node = node.foregroundStyle(
      LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
    node = node.foregroundStyle(.white.opacity(0.8)).font(.body.weight(.bold))
    node = node.background(.ultraThinMaterial).background(.bar, in: Rectangle())
    return node.tint(.green).tint(.tint)
  },
  ModifierFamily(name: "padding, frames and sizing") {
    var node = $0.padding().padding(8).padding(.horizontal).padding(.vertical, 4)
    node = node.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    node = node.frame(width: 100).frame(height: 20, alignment: .leading)
    node = node.frame(maxWidth: .infinity, alignment: .topLeading)
    node = node.frame(
      minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 1, idealHeight: 2, maxHeight: 3)
    node = node.fixedSize().fixedSize(horizontal: false, vertical: true).layoutPriority(1)
    node = node.offset(x: 2).offset(y: 3).position(x: 1, y: 1).zIndex(2)
    node = node.aspectRatio(contentMode: .fit).aspectRatio(1.5, contentMode: .fill)
    node = node.scaledToFit().scaledToFill().ignoresSafeArea()
    return node.ignoresSafeArea(.keyboard, edges: .bottom)
  },
  ModifierFamily(name: "backgrounds, overlays, shapes and clipping") {
    var node = $0.background(.red).background(Color.blue)
    node = node.background(.secondary, in: Capsule())
    node = node.background(.red, in: RoundedRectangle(cornerRadius: 8))
    node = node.background(Circle().fill(.red)).background(Color.red.opacity(0.2))
    node = node.overlay(.red).overlay(Color.red)
    node = node.overlay(Rectangle().stroke(.red, lineWidth: 2))
    node = node.overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray), alignment: .top)
    node = node.border(.red).border(Color.gray, width: 2).clipShape(Circle())
    node = node.clipShape(RoundedRectangle(cornerRadius: 4, style: .circular))
    node = node.clipped().cornerRadius(4).mask { Rectangle() }.contentShape(Rectangle())
    node = node.clipShape(.rect(cornerRadius: 8)).clipShape(.circle).contentShape(.rect)
    return node.background(.blue.gradient, in: .capsule).overlay(.red, in: .ellipse)
  },
  ModifierFamily(name: "opacity, shadows, effects, animation and transitions") {
    var node = $0.opacity(0.5).shadow(radius: 2)
    node = node.shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
    node = node.blur(radius: 1).scaleEffect(2).scaleEffect(x: 1, y: 2)
    node = node.rotationEffect(.degrees(45)).rotationEffect(.radians(1), anchor: .topLeading)
    node = node.rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
    node = node.animation(.interpolatingSpring(stiffness: 170, damping: 15), value: 1)
    node = node.animation(.interpolatingSpring(duration: 0.3, bounce: 0.2), value: 2)
    node = node.animation(.default, value: 1)
    node = node.animation(.easeInOut(duration: 0.2).delay(0.1), value: true)
    node = node.animation(.spring(response: 0.3, dampingFraction: 0.7), value: "x")
    node = node.transition(.opacity).transition(.move(edge: .bottom))
    node = node.transition(.asymmetric(insertion: .slide, removal: .scale))
    return node.transition(.opacity.combined(with: .slide))
  },
  ModifierFamily(name: "control and list styles") {
    var node = $0.buttonStyle(.plain).buttonStyle(.borderedProminent)
    node = node.buttonStyle(BorderedButtonStyle()).toggleStyle(.switch).toggleStyle(.automatic)
    node = node.pickerStyle(.segmented).listStyle(.insetGrouped)
    node = node.listStyle(InsetGroupedListStyle()).listStyle(PlainListStyle())
    node = node.labelStyle(.iconOnly).textFieldStyle(.roundedBorder)
    return node.progressViewStyle(.circular).controlSize(.small)
  },
  ModifierFamily(name: "titles, symbols, presentations, rows and accessibility") {
    var node = $0.navigationBarTitleDisplayMode(.inline)
    node = node.symbolVariant(.fill).symbolVariant(.circle.fill)
    node = node.symbolRenderingMode(.hierarchical).imageScale(.large)
    node = node.presentationDetents([.medium, .large, .fraction(0.3), .height(200)])
    node = node.presentationDragIndicator(.visible).listRowInsets(EdgeInsets())
    node = node.listRowSeparator(.hidden).listRowSeparator(.hidden, edges: .bottom)
    node = node.listRowBackground(Color.clear).scrollContentBackground(.hidden)
    node = node.scrollIndicators(.hidden).autocorrectionDisabled()
    node = node.accessibilityHint("Sends a ping")
    node = node.accessibilityValue("1").accessibilityHidden(true)
    return node.previewDisplayName("Preview")
  },
  ModifierFamily(name: "keyboards, autofill, pointers and tooltips") {
    var node = $0.keyboardType(.decimalPad).textInputAutocapitalization(.never)
    node = node.autocapitalization(.none).autocapitalization(.words)
    node = node.textContentType(.oneTimeCode).textContentType(nil).disableAutocorrection(true)
    node = node.labelsHidden().help("Sends a ping").help(Text("Sends a ping"))
    node = node.keyboardShortcut("p").keyboardShortcut(.return, modifiers: [.command, .shift])
    return node.keyboardShortcut(.defaultAction).onHover { _ in }.focusable()
  },
  ModifierFamily(name: "placeholders, content transitions, matched geometry, older spellings") {
    var node = $0.redacted(reason: .placeholder).unredacted()
    node = node.contentTransition(.numericText()).contentTransition(.opacity)
    node = node.matchedGeometryEffect(id: "badge", in: Namespace().wrappedValue)
    node = node.accentColor(.orange).accessibilityElement(children: .combine)
    node = node.edgesIgnoringSafeArea(.all).edgesIgnoringSafeArea(.top)
    return node.interactiveDismissDisabled()
  },
  ModifierFamily(name: "gradients, stroke styles and an app's own button style") {
    let gradient = Gradient(colors: [.red, .blue])
    var node = $0.foregroundStyle(
      LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom))
    node = node.background(AnyShapeStyle(Color.red)).buttonStyle(PillStyle())
    let dashes = StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2])
    return node.overlay(Capsule().stroke(.red, style: dashes))
  },
]

/// A button style of an app's own, as SwiftUI apps write them: accepted, never drawn (R12.8).
private struct PillStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some Node {
    configuration.label
      .padding(.horizontal)
      .background(.tint, in: Capsule())
      .opacity(configuration.isPressed ? 0.8 : 1)
  }
}

/// A row that marks the selected tab with a matched geometry effect, as SwiftUI apps animate
/// a selection: `@Namespace` holds nothing the node's state or dump would show.
private struct TabStrip: Node {
  @Namespace private var selection
  @State private var selected = "Inbox"

  var body: some Node {
    HStack {
      ForEach(["Inbox", "Sent"], id: \.self) { tab in
        Button(tab) { selected = tab }
          .matchedGeometryEffect(id: tab, in: selection, isSource: tab == selected)
      }
    }
    Text("selected \(selected)")
  }
}

@Suite("Styling and layout modifiers: accepted and ignored")
@MainActor
struct StylingTests {
  /// A hierarchy of `probe` under a responder that counts the pings reaching it.
  private func mount(_ probe: PingCounter, counting pings: Log) -> Hierarchy {
    Hierarchy {
      VStack { probe }
        .handleEvent(Ping.self) { pings("ping") }
    }
  }

  @Test("A node with a family of modifiers dumps and behaves as without them", arguments: families)
  func family(_ family: ModifierFamily) throws {  // R12.8
    let bare = Log()
    let styled = Log()
    let plain = mount(PingCounter(), counting: bare)
    let hierarchy = mount(family.apply(PingCounter()), counting: styled)
    #expect(
      hierarchy.dump(modifiers: .includingLifecycle) == plain.dump(modifiers: .includingLifecycle))
    try plain.tap("Ping 0")
    try hierarchy.tap("Ping 0")
    #expect(styled.entries == ["ping"])
    #expect(styled.entries == bare.entries)
    #expect(hierarchy.dump() == plain.dump())
    #expect(hierarchy.texts() == ["Ping 1"])
  }

  @Test("Styled texts are still texts: Text + Text reads both strings")  // R12.6, R12.8
  func textConcatenation() {
    let greeting: Text =
      Text("Hello, ").bold().font(.headline) + Text("world").italic().foregroundColor(.red)
      + Text(verbatim: "!").kerning(2)
    let hierarchy = Hierarchy {
      greeting
      Text(Image(systemName: "star")) + Text(" Saved").underline()
    }
    expectDump(
      hierarchy,
      """
      Text "Hello, world!"
      Text " Saved"
      """)
    #expect(hierarchy.texts() == ["Hello, world!", " Saved"])
  }

  @Test("withAnimation runs its body at once")  // R12.8
  func withAnimationRunsAtOnce() throws {
    let hierarchy = Hierarchy { AnimatedSwitch() }
    try hierarchy.tap("Switch")
    // Changed once, and rendered when the tap returns, as a plain change would be.
    #expect(hierarchy.texts() == ["Switch", "on", "answer 42"])
  }

  @Test("@Namespace is accepted: the node keeps its state and answers taps")  // R12.8
  func namespaceIsAccepted() throws {
    let hierarchy = Hierarchy { TabStrip() }
    try hierarchy.tap("Sent")
    #expect(hierarchy.texts() == ["Inbox", "Sent", "selected Sent"])
  }

  @Test("Shapes and colours mount as empty leaves that the dump names")  // R12.8
  func shapesAsNodes() {
    let hierarchy = Hierarchy {
      ZStack {
        Color.gray
        Circle().fill(.red)
        Capsule().stroke(.blue, lineWidth: 2)
        RoundedRectangle(cornerRadius: 12).strokeBorder(.tint)
        Rectangle()
      }
    }
    expectDump(
      hierarchy,
      """
      ZStack
        Color
        Circle
        Capsule
        RoundedRectangle
        Rectangle
      """)
    #expect(hierarchy.texts().isEmpty)
  }
}
