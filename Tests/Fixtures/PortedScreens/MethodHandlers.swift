import HierarchyResponder

// A screen of a 2022 app that passes its own methods as handlers, as apps written for the
// original in the Swift 5 language mode do: `.handleEvent(LockEvent.self, handler: lock)`
// and the same for every responder modifier (R12.13 i). It compiles with no warning.

/// Locks the vault.
public struct LockEvent: Event {
  /// The event.
  public init() {}
}

/// Asks for the vault's passcode.
public struct AskEvent: Event {
  /// The event.
  public init() {}
}

/// Sent when the keypad shakes at a wrong passcode.
public struct ShakeEvent: Event {
  /// The event.
  public init() {}
}

/// A wrong passcode.
public struct WrongPasscode: Error {
  /// The error.
  public init() {}
}

/// The vault did not answer in time.
public struct Timeout: Error {
  /// The error.
  public init() {}
}

/// What the handlers of ``MethodHandlersScreen`` did, in order.
public final class HandlerLog: ObservableObject {
  /// Each handler's name, as it ran.
  @Published public var entries: [String] = []

  /// An empty log.
  public init() {}
}

/// Buttons whose events and errors the screen's own methods handle.
public struct MethodHandlersScreen: Node {
  @ObservedObject var log: HandlerLog

  /// The screen, writing to `log`.
  public init(log: HandlerLog) {
    self.log = log
  }

  /// The buttons, under every kind of responder, each passed a method.
  public var body: some Node {
    HandlerButtons()
      .handleEvent(LockEvent.self, handler: lock)
      .receiveEvent(AskEvent.self, closure: ask)
      .transformEvent(AskEvent.self, transform: forward)
      .handleEvent(handleAny)
      .receiveError(receiveAny)
      .transformError(WrongPasscode.self, transform: rewrap)
      .catchError(WrongPasscode.self, handler: shake)
      .handleEvent(ShakeEvent.self, handler: shook)
      .handleError(Timeout.self, handler: timedOut)
      .handleError(handleAnyError)
  }

  private func lock() { log.entries.append("lock") }
  private func ask(_ event: AskEvent) -> ReceiveEventResult {
    log.entries.append("ask")
    return .notHandled
  }
  private func forward(_ event: AskEvent) -> any Event {
    log.entries.append("forward")
    return LockEvent()
  }
  private func handleAny(_ event: any Event) { log.entries.append("any event") }
  private func receiveAny(_ error: any Error) -> ReceiveErrorResult {
    log.entries.append("receive error")
    return .notHandled
  }
  private func rewrap(_ error: WrongPasscode) -> any Error {
    log.entries.append("rewrap")
    return error
  }
  private func shake(_ error: WrongPasscode) -> any Event {
    log.entries.append("shake")
    return ShakeEvent()
  }
  private func shook(_ event: ShakeEvent) { log.entries.append("shook") }
  private func timedOut() { log.entries.append("timeout") }
  private func handleAnyError(_ error: any Error) { log.entries.append("any error") }
}

/// The buttons that send what ``MethodHandlersScreen`` handles.
struct HandlerButtons: Node {
  @Environment(\.triggerEvent) private var triggerEvent
  @Environment(\.reportError) private var reportError

  var body: some Node {
    VStack {
      Button("Lock") { triggerEvent(LockEvent()) }
      Button("Ask") { triggerEvent(AskEvent()) }
      Button("Wrong") { reportError(WrongPasscode()) }
      Button("Time out") { reportError(Timeout()) }
    }
  }
}

/// A form whose controls and lifecycle run the screen's own methods, as SwiftUI apps written in
/// the Swift 5 language mode pass them (R12.13 i).
public struct MethodActionsScreen: Node {
  @ObservedObject var log: HandlerLog
  @State private var name = ""
  @State private var count = 0
  @State private var editing = false

  /// The form, writing to `log`.
  public init(log: HandlerLog) {
    self.log = log
  }

  /// Controls and modifiers, each passed a method.
  public var body: some Node {
    Form {
      TextField("Name", text: $name, onCommit: committed)
        .onSubmit(submitted)
      Button("Save", action: save)
      Button(action: save) { Text("Save again") }
      Stepper("Count", onIncrement: increment, onDecrement: decrement)
      Text("Tap me").onTapGesture(perform: tapped)
    }
    .onAppear(perform: appeared)
    .onDisappear(perform: disappeared)
    .task(load)
    .onChange(of: name, perform: renamed)
    .onReceive(log.$entries, perform: received)
    .refreshable(action: load)
    .sheet(isPresented: $editing, onDismiss: dismissed) { Text("Editing") }
  }

  private func committed() { log.entries.append("commit") }
  private func submitted() { log.entries.append("submit") }
  private func save() { log.entries.append("save") }
  private func increment() { count += 1 }
  private func decrement() { count -= 1 }
  private func tapped() { log.entries.append("tap") }
  private func appeared() { log.entries.append("appear") }
  private func disappeared() { log.entries.append("disappear") }
  private func load() async { log.entries.append("load") }
  private func renamed(_ name: String) { log.entries.append("renamed \(name)") }
  private func received(_ entries: [String]) {}
  private func dismissed() { log.entries.append("dismissed") }
}
