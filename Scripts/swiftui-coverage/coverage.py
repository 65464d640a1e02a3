#!/usr/bin/env python3
"""R12.14: counts the SwiftUI names a corpus of open-source apps uses, and marks each one.

    python3 Scripts/swiftui-coverage/coverage.py [--corpus-dir DIR] [--unknown]

For each repository of corpus.txt, at its commit, every `.swift` file that imports SwiftUI
is read without its comments and strings, and every use of a name of swiftui-names.tsv
(and swiftui-names-extra.tsv) is counted by kind (see count.uses), unless the repository
declares that name itself: a type, or a case or member (a modifier is counted even then, as
apps wrap SwiftUI's modifiers in overloads of their own). Repositories are read from
DIR/owner+name/repo (a git directory: a bare clone will do; DIR defaults to
.build/swiftui-corpus) and cloned there when absent.

Each name's status is computed from Sources: declared in SwiftUI/Unavailable, it is not
supported; declared elsewhere, it works, under the first rule of Contract.md that names it
(accepted and ignored when that rule is R12.8); declared nowhere, it is missing. known.tsv
gives the status of the names a search of Sources cannot place (renamed ones, those built
elsewhere). Writes table.tsv (every name used) and the table of the 300 most used into
Coverage.md, between its markers, and fails if one of those 300 is missing (R12.14: each is
built, or declared unavailable). With --unknown it writes nothing, and lists instead the
capitalized names and method calls the corpus uses most that the name lists do not hold,
for reviewing the lists.
"""

import collections
import os
import re
import subprocess
import sys

import count
import swiftlex

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SOURCES = os.path.join(ROOT, "Sources", "HierarchyResponder")
DOCC = os.path.join(SOURCES, "HierarchyResponder.docc")
TOP = 300
FOLDER_RULES = {"Controls": "R12.7", "Layout": "R12.6", "Leaves": "R12.6", "Navigation": "R12.7",
                "Presentation": "R12.4", "Models": "R12.10", "Gestures": "R12.7",
                "Styling": "R12.8", "Environment": "R12.2", "Observation": "R12.1"}


def rows(path):
    with open(os.path.join(HERE, path)) as f:
        return [line.rstrip("\n").split(None if path.endswith(".txt") else "\t")
                for line in f if line.strip() and not line.startswith("#")]


def load_names():
    names = collections.defaultdict(set)
    for path in ("swiftui-names.tsv", "swiftui-names-extra.tsv"):
        for kind, name in rows(path):
            names[kind].add(name)
    return names


def corpus_files(corpus_dir, repo, commit):
    git_dir = os.path.join(corpus_dir, repo.replace("/", "+"), "repo")
    if not os.path.isdir(git_dir):
        subprocess.run(["git", "clone", "--bare", f"https://github.com/{repo}", git_dir],
                       check=True)
    git = ["git", "--git-dir", git_dir]
    listing = subprocess.run(git + ["ls-tree", "-r", commit], check=True, capture_output=True,
                             text=True).stdout.splitlines()
    blobs = [line.split()[2] for line in listing if line.endswith(".swift")
             and line.split()[1] == "blob"]
    batch = subprocess.run(git + ["cat-file", "--batch"], input=("\n".join(blobs) + "\n").encode(),
                           check=True, capture_output=True).stdout
    at = 0
    for _ in blobs:
        header_end = batch.index(b"\n", at)
        size = int(batch[at:header_end].split()[2])
        yield batch[header_end + 1:header_end + 1 + size].decode("utf-8", "replace")
        at = header_end + 2 + size


def count_corpus(corpus_dir, names, unknown):
    uses, apps = collections.Counter(), collections.defaultdict(set)
    strays = collections.Counter()
    for repo, commit, *_ in rows("corpus.txt"):
        codes = [swiftlex.strip(text) for text in corpus_files(corpus_dir, repo, commit)]
        types, members = set(), set()
        for code in codes:
            t, m = count.declarations(code)
            types, members = types | t, members | m
        own = {"type": types, "wrapper": types, "member": members, "modifier": set(),
               "environment": set()}
        for code, text in ((c, c) for c in codes):
            if not count.imports_swiftui(text):
                continue
            for kind, name in count.uses(code, names):
                if name not in own[kind]:
                    uses[kind, name] += 1
                    apps[kind, name].add(repo)
            if unknown:
                for name in re.findall(r"(?<![\w.])([A-Z]\w+)\b", code):
                    if name not in names["type"] and name not in types:
                        strays["type " + name] += 1
                for name in re.findall(r"[)\]}]\s*\.([a-z]\w*)\s*\(", code):
                    if name not in names["modifier"]:
                        strays["modifier " + name] += 1
    return uses, apps, strays


def library():
    """Where Sources declares each name: {(group, name): [folder, …]}."""
    declared = collections.defaultdict(list)
    patterns = (
        ("type", r"public\s+(?:final\s+)?(?:struct|class|enum|protocol|typealias|actor)\s+(\w+)"),
        ("modifier", r"public\s+(?:nonisolated\s+)?func\s+(\w+)"),
        ("member", r"public\s+static\s+(?:func|var|let)\s+(\w+)"),
        ("member", r"\bcase\s+(\w+)"),
        ("environment", r"public\s+(?:(?:internal|private)\(set\)\s+)?var\s+(\w+)"),
    )
    for folder, _, files in os.walk(SOURCES):
        for file in files:
            if not file.endswith(".swift"):
                continue
            with open(os.path.join(folder, file)) as f:
                code = swiftlex.strip(f.read())
            where = os.path.relpath(folder, SOURCES)
            for group, pattern in patterns:
                for name in re.findall(pattern, code):
                    declared[group, name].append(where)
    return declared


def rule_finder():
    with open(os.path.join(DOCC, "Contract.md")) as f:
        text = f.read()
    bullets = re.split(r"\n- \*\*(R\d+\.\d+)\*\*", text)
    pairs = [pair for pair in zip(bullets[1::2], bullets[2::2]) if pair[0] != "R12.14"]
    pairs.sort(key=lambda pair: not pair[0].startswith("R12."))
    return lambda pattern: next((r for r, body in pairs if re.search(pattern, body)), None)


def status(kind, name, declared, find_rule, known):
    if (kind, name) in known:
        return known[kind, name]
    group = {"wrapper": "type"}.get(kind, kind)
    folders = declared.get((group, name), [])
    if kind == "member":
        folders = folders + declared.get(("modifier", name), [])
    pattern = {"type": rf"`{name}\b", "wrapper": rf"`@?{name}\b",
               "environment": rf"\\\.{name}\b", "modifier": rf"`\.?{name}[(`]",
               "member": rf"`(?:\w+)?\.{name}\b"}[kind]
    if not folders:
        return "missing", ""
    if all(folder.endswith("Unavailable") for folder in folders):
        return "not supported", ""
    rule = find_rule(pattern)
    if rule is None:
        rule = next((FOLDER_RULES[f.split("/")[-1]] for f in folders
                     if f.split("/")[-1] in FOLDER_RULES), "R12.9")
    return ("accepted and ignored" if rule == "R12.8" else "works"), rule


def display(kind, name):
    return {"type": name, "wrapper": "@" + name, "environment": "\\." + name,
            "modifier": "." + name + "()", "member": "." + name}[kind]


def main():
    args = sys.argv[1:]
    corpus_dir = args[args.index("--corpus-dir") + 1] if "--corpus-dir" in args else \
        os.path.join(ROOT, ".build", "swiftui-corpus")
    names = load_names()
    uses, apps, strays = count_corpus(corpus_dir, names, "--unknown" in args)
    if "--unknown" in args:
        for stray, n in strays.most_common(400):
            print(n, stray)
        return
    declared, find_rule = library(), rule_finder()
    known = {(kind, name): (state, rule) for kind, name, state, rule in rows("known.tsv")}
    ranked = sorted(uses, key=lambda key: (-len(apps[key]), -uses[key], key))
    table = []
    for rank, key in enumerate(ranked, 1):
        state, rule = status(*key, declared, find_rule, known)
        table.append((rank, key[0], display(*key), uses[key], len(apps[key]), state, rule))
    with open(os.path.join(HERE, "table.tsv"), "w") as f:
        f.write("# rank\tkind\tname\tuses\tapps\tstatus\trule (written by coverage.py)\n")
        for row in table:
            f.write("\t".join(map(str, row)) + "\n")
    write_article(table[:TOP])
    tally = collections.Counter(row[5] for row in table[:TOP])
    print(f"{len(table)} names used; the {TOP} most used: " +
          ", ".join(f"{n} {state}" for state, n in tally.most_common()))
    missing = [row[2] for row in table[:TOP] if row[5] == "missing"]
    if missing:  # R12.14: each is to be built, or declared unavailable with a message
        sys.exit("missing from Sources: " + ", ".join(missing))


def write_article(table):
    path = os.path.join(DOCC, "Coverage.md")
    with open(path) as f:
        text = f.read()
    lines = ["| # | name | kind | uses | apps | status |", "| --- | --- | --- | --- | --- | --- |"]
    for rank, kind, shown, n, app_count, state, rule in table:
        state = f"{state} ({rule})" if rule else state
        lines.append(f"| {rank} | `{shown}` | {kind} | {n} | {app_count} | {state} |")
    begin, end = "<!-- table: begin -->", "<!-- table: end -->"
    head, rest = text.split(begin)
    text = head + begin + "\n" + "\n".join(lines) + "\n" + end + rest.split(end)[1]
    with open(path, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
