"""Swift source without its comments and string literals, for counting names in code."""

import re


def strip(source):
    """Return `source` with comments and string literals blanked (newlines kept).

    Nested block comments, escaped quotes, multi-line and raw strings are handled; a
    string's interpolations go with it (what they name is not counted).
    """
    out = []
    i, n = 0, len(source)
    while i < n:
        c = source[i]
        if source.startswith("//", i):
            j = source.find("\n", i)
            i = n if j < 0 else j
        elif source.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if source.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif source.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    if source[i] == "\n":
                        out.append("\n")
                    i += 1
        elif c == '"' or (c == "#" and re.match(r'#+"', source[i:i + 8])):
            i = _skip_string(source, i, out)
            out.append('""')
        else:
            out.append(c)
            i += 1
    return "".join(out)


def _skip_string(source, i, out):
    hashes = 0
    while source[i] == "#":
        hashes, i = hashes + 1, i + 1
    triple = source.startswith('"""', i)
    quote = '"""' if triple else '"'
    close = quote + "#" * hashes
    i += len(quote)
    n = len(source)
    while i < n:
        if source[i] == "\\" and hashes == 0:
            if source.startswith("\\(", i):
                i = _skip_interpolation(source, i + 2, out)
                continue
            i += 2
            continue
        if source.startswith(close, i):
            return i + len(close)
        if source[i] == "\n":
            out.append("\n")
            if not triple:
                return i
        i += 1
    return n


def _skip_interpolation(source, i, out):
    depth, n = 1, len(source)
    while i < n and depth:
        c = source[i]
        if c == '"':
            i = _skip_string(source, i, out)
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "\n":
            out.append("\n")
        i += 1
    return i
