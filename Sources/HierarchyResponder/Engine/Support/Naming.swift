/// A readable type name without module prefixes, e.g. `GridView`, `Wrapper<Int>` or
/// `any NavigationEvent`.
func typeName(of type: Any.Type) -> String {
  isExistential(type) ? "any \(type)" : String(describing: type)
}

/// The name of a user's node type for dumps and messages: generic arguments are left out, so
/// that `Card<TupleNode<…>>` reads `Card`.
func nodeName(of type: Any.Type) -> String {
  let name = typeName(of: type)
  return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
}

/// Where a modifier is, as routes, dumps and diagnostics name it: the node it modifies and
/// the node whose body wrote it, `Group in MailApp`, or the node alone when no node's body
/// wrote it (R3.10).
func placement(of node: String, writtenIn author: String?) -> String {
  author.map { "\(node) in \($0)" } ?? node
}

/// `text` in double quotes, escaping only what would make the line ambiguous: quotes,
/// backslashes and line breaks. Dumps stay readable and one line per node.
func quoted(_ text: String) -> String {
  var escaped = ""
  for character in text {
    switch character {
    case "\"": escaped += "\\\""
    case "\\": escaped += "\\\\"
    case "\n": escaped += "\\n"
    case "\r": escaped += "\\r"
    default: escaped.append(character)
    }
  }
  return "\"\(escaped)\""
}
