extension Flight {
  /// What the diagnostic of a flight that reached the root unhandled advises: to add a
  /// responder above the sender, or, when the sender's own body already writes one for the
  /// signal below the point where it reads `triggerEvent` or `reportError`, to send from below
  /// that responder, since what a node sends starts above everything its body writes (R3.15).
  /// A signal whose sender has disappeared is advised on that instead: the responders it
  /// lacked were there, above the node, and left with it.
  ///
  /// Only a flight that ends unhandled asks, so the walk of the sender's body costs a trigger
  /// that is handled nothing.
  var unhandledAdvice: String {
    let sending = isEvent ? "triggerEvent" : "reportError"
    if case .trigger = source, origin?.isMounted != true {
      return "its sender has disappeared, and the responders that were above it are gone "
        + "too; stop the work that sends when its node disappears (a .task is cancelled "
        + "then: check Task.isCancelled), or check \(sending).senderHasDisappeared before "
        + "sending"
    }
    guard let sender = origin, let responder = responderInSendersBody(sender) else {
      let responder = isEvent ? "handleEvent" : "handleError"
      return "add .\(responder)(\(signal.typeName).self) { … } above the node that sends it"
    }
    let name = sender.displayName
    return "\(responder.info) is written in \(name)'s own body, below the point where \(name) "
      + "reads \(sending), so it never meets what \(name) sends; send it from below that "
      + "responder: from a child node that reads \(sending)"
      + (isEvent ? ", or with an EventButton" : "")
  }

  /// A responder for the signal's type that `sender`'s own body writes, if there is one: a
  /// typed link in its subtree, written by it rather than by a node or modifier of the user's
  /// below it, that admits the signal. Only a signal the sender sent itself is looked for, not
  /// one a responder replaced on the way.
  private func responderInSendersBody(_ sender: MountedNode) -> ResponderLink? {
    guard case .trigger = source else { return nil }
    var found: ResponderLink?
    sender.walkPreOrder { node in
      // What a node or modifier of the user's below holds, its own body wrote.
      guard found == nil, node === sender || !node.isUsers else { return .skipChildren }
      if let link = node.attachment as? ResponderLink, link.isActive,
        link.filter != nil, link.declaration == nil, link.kind.meetsEvents == isEvent,
        link.admits(key, signal)
      {
        found = link
        return .skipChildren
      }
      return .visitChildren
    }
    return found
  }
}
