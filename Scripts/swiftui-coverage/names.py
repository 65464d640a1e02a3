#!/usr/bin/env python3
"""Writes swiftui-names.tsv: SwiftUI's public names, by kind, read from an API mirror.

SwiftUI's own interface (SwiftUI.swiftinterface) ships only inside Apple's SDKs. The list
is read instead from skip-ui (github.com/skiptools/skip-ui, MPL-2.0), which re-declares
SwiftUI's public API with SwiftUI's spellings, implemented or stubbed (its commented-out
declarations are SwiftUI's too, and are read). Only names are kept: no code is copied.
Skip's own names (Compose, bridging, Android) and underscored names are left out.

    git clone --bare https://github.com/skiptools/skip-ui skip-ui.git
    python3 names.py skip-ui.git ff81a283a8d761fb355d50eb0d37136bbc0b5af1

writes swiftui-names.tsv beside this file (the commit above is the one the list was read at).
"""

import os
import re
import subprocess
import sys

import swiftlex

MODIFIED = {  # where a `func` is a modifier: written `.name(…)` after a value of these
    "View", "Text", "Image", "Shape", "InsettableShape", "Scene", "Font", "Color",
    "ShapeStyle", "Gesture", "Animation", "AnyTransition", "Binding", "ModifiedContent",
    "DynamicViewContent", "Toggle", "Button", "List", "ProgressView", "TextField",
    "Label", "Section", "Picker", "WindowGroup", "Transition", "Group", "ForEach",
}
SKIP_ONLY = re.compile(r"Compose|Skip|Bridge|Render|Android|Kotlin|Java|Composable|^Log|Swift[A-Z]")
COLLECTIONS = {  # methods of the standard library's collections, optionals and publishers
    "map", "flatMap", "compactMap", "filter", "reduce", "first", "last", "contains", "sorted",
    "append", "insert", "remove", "joined", "prefix", "suffix", "dropFirst", "dropLast",
    "sink", "store", "send", "encode", "decode", "hash", "count", "index", "merge", "zip",
    "removeAll", "forEach", "enumerated", "reversed", "split", "min", "max", "callAsFunction",
    "path", "width", "height",  # `Shape.path(in:)`, `TableColumn.width`: apps' own, mostly
}
NOT_SWIFTUI = {  # declared by skip-ui for its own platform, but not SwiftUI's names
    "CGFloat", "CGPoint", "CGSize", "CGRect", "CGAffineTransform", "CGVector", "UIImage",
    "UIColor", "UIFont", "UIApplication", "UIScreen", "UIDevice", "Array", "Never",
    "NSManagedObject", "URL", "Data", "Date", "UUID", "Self", "T", "V", "Content",
}
TOP = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:public\s+|final\s+|indirect\s+)*"
                 r"(extension|struct|class|enum|protocol|typealias|actor)\s+([A-Za-z_][\w.]*)")
FUNC = re.compile(r"^\s+(?:@\w+\s+)*(?:public\s+|nonisolated\s+|mutating\s+)*func\s+(\w+)")
STATIC = re.compile(r"^\s*(?:@\w+\s+)*(?:public\s+)?static\s+(?:var|let|func)\s+(\w+)")
CASE = re.compile(r"^\s+case\s+(\w+(?:\s*,\s*\w+)*)")
UNCOMMENT = re.compile(r"(?m)^(\s*)//(?=\s*(?:@|public |extension |struct |class |enum |"
                       r"protocol |case |static |func |var |typealias |\}))")
BLOCK_MARK = re.compile(r"(?m)^\s*(?:/\*|\*/)\s*$")
VAR = re.compile(r"^\s+(?:public\s+)?var\s+(\w+)")


def names_in(text):
    """(kind, name) pairs declared in one file of the mirror."""
    found = set()
    context, wrapper_next = None, False
    text = BLOCK_MARK.sub("", UNCOMMENT.sub(r"\1", text))  # stubs kept in block comments
    for raw in swiftlex.strip(text).splitlines():
        line = raw.rstrip()
        if "@propertyWrapper" in line:
            wrapper_next = True
        top = TOP.match(line) if line and not line[0].isspace() else None
        top = top or (TOP.match(line.strip()) if "@propertyWrapper" in line else None)
        if top:
            kind, name = top.groups()
            base = name.split(".")[0]
            context = (kind, base)
            if kind != "extension" and "." not in name:
                found.add(("type", name))
            wrapper_next = False
            continue
        if context is None:
            continue
        kind, base = context
        for pattern, what in ((STATIC, "static"), (FUNC, "modifier")):
            m = pattern.match(line)
            if m:
                if what == "static" or base in MODIFIED:
                    found.add((what, m.group(1)))
                break
        else:
            m = CASE.match(line)
            if m and kind == "enum":
                found.update(("static", c.strip()) for c in m.group(1).split(","))
            m = VAR.match(line)
            if m and base == "EnvironmentValues":
                found.add(("environment", m.group(1)))
    return found


def main():
    git_dir = sys.argv[1]
    commit = sys.argv[2] if len(sys.argv) > 2 else "HEAD"
    git = ["git", "--git-dir", git_dir]
    paths = subprocess.run(git + ["ls-tree", "-r", "--name-only", commit], check=True,
                           capture_output=True, text=True).stdout.split()
    names = set()
    for path in paths:
        if path.startswith("Sources/SkipUI/SkipUI/") and path.endswith(".swift"):
            text = subprocess.run(git + ["show", f"{commit}:{path}"], check=True,
                                  capture_output=True, text=True).stdout
            names |= names_in(text)
    names = {(k, n) for k, n in names
             if not n.startswith("_") and not SKIP_ONLY.search(n) and n not in NOT_SWIFTUI
             and n not in ("init", "body", "subscript", "self") and not re.match(r"UN[A-Z]|UI(?!View|Hosting|Application)", n)
             and (k == "modifier" or n != "id") and n not in COLLECTIONS}
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "swiftui-names.tsv")
    with open(out, "w") as f:
        f.write(f"# SwiftUI's public names, by kind, read by names.py from skip-ui at {commit}\n")
        for kind, name in sorted(names):
            f.write(f"{kind}\t{name}\n")
    print(f"{len(names)} names written to {out}")


if __name__ == "__main__":
    main()
