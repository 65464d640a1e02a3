"""Counting the uses of SwiftUI's names in one Swift file (comments and strings left out)."""

import re

import swiftlex

IMPORTS = re.compile(r"(?m)^\s*(?:@\w+\s+)*import\s+(?:struct\s+)?SwiftUI\b")
TOKEN = re.compile(r"(@|\\\.|\.)?([A-Za-z_]\w*)")
GENERIC = re.compile(r"[<,]\s*([A-Z]\w*)\s*:\s*[A-Z]")
DECLARED = re.compile(r"\b(struct|class|enum|protocol|typealias|actor|case|func|var|let)\s+"
                      r"((?:[A-Za-z_]\w*\s*,\s*)*[A-Za-z_]\w*)")
AFTER_VALUE = re.compile(r"[\w)\]}?!>]")  # a `.name` after these is a member of a value
IMPLICIT_AFTER = re.compile(r"[(\[,:={?]|\b(?:return|in|case|if|guard|where)$")


def imports_swiftui(text):
    return IMPORTS.search(text) is not None


def declarations(code):
    """What a file declares: its types (generic parameters too), and its other names."""
    types, members = set(), set()
    for kind, names in DECLARED.findall(code):
        for name in re.split(r"\s*,\s*", names):
            if kind in ("struct", "class", "enum", "protocol", "typealias", "actor"):
                types.add(name)
            else:
                members.add(name)
    return types | set(GENERIC.findall(code)), members


def uses(code, names):
    """Yields (kind, name) for every use in `code` (already stripped) of a name in `names`.

    kinds: `type` (a type named, `VStack`), `wrapper` (an attribute, `@State`),
    `environment` (a key path into `EnvironmentValues`, `\\.dismiss`), `modifier` (a method
    called on a value, `.padding(`), `member` (a static member written as an implicit member
    or after a SwiftUI type, `.ultraThinMaterial`, `Color.red`).
    """
    previous_type = None
    for m in TOKEN.finditer(code):
        sigil, name = m.groups()
        start = m.start()
        if sigil == "@":
            if name in names["type"]:
                yield "wrapper", name
            continue
        elif sigil == "\\.":
            if name in names["environment"]:
                yield "environment", name
        elif sigil == ".":
            before = code[max(0, start - 400):start].rstrip()
            called = re.match(r"\s*[({]", code[m.end():m.end() + 40]) is not None
            follows_type = previous_type is not None and previous_type == start
            if follows_type and name in names["static"] | names["modifier"]:
                yield "member", name
            elif before and AFTER_VALUE.search(before[-1]) and not follows_type:
                if called and name in names["modifier"]:
                    yield "modifier", name
            elif (not before or IMPLICIT_AFTER.search(before)) and name in names["static"]:
                yield "member", name
            elif not before and called and name in names["modifier"]:
                yield "modifier", name
        elif name[0].isupper() and name in names["type"]:
            yield "type", name
            if code.startswith(".", m.end()):
                previous_type = m.end()
