#!/usr/bin/env python3
"""Fails when a target imports one of this package's modules it does not depend on.

SwiftPM only orders a build by declared dependencies, so such an import compiles when the
other module happens to be built first and fails on a clean machine. Reads the package from
`swift package dump-package` (JSON on standard input) and the targets' sources from disk.
"""
import json
import os
import re
import sys

package = json.load(sys.stdin)
targets = {t["name"]: t for t in package["targets"]}
products = {p["name"]: p["targets"] for p in package["products"]}


def direct(target):
    names = set()
    for dep in target["dependencies"]:
        kind, value = next(iter(dep.items()))
        name = value[0]
        if kind in ("byName", "target"):
            names.add(name)
        elif kind == "product" and (value[1] is None or value[1] == package["name"]):
            names.update(products.get(name, [name]))
    return {n for n in names if n in targets}


def closure(name, seen=None):
    seen = set() if seen is None else seen
    for dep in direct(targets[name]):
        if dep not in seen:
            seen.add(dep)
            closure(dep, seen)
    return seen


def folder(target):
    if target.get("path"):
        return target["path"]
    base = "Tests" if target["type"] == "test" else "Sources"
    return os.path.join(base, target["name"])


pattern = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:\w+\s+)?import\s+(?:\w+\s+)?(\w+)", re.M)
failures = []
for name, target in sorted(targets.items()):
    if target["type"] == "system":
        continue
    reachable = closure(name) | {name}
    for root, _, files in os.walk(folder(target)):
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.join(root, file)
            text = re.sub(r'#*""".*?"""#*', "", open(path, encoding="utf-8").read(), flags=re.S)
            for module in pattern.findall(text):
                if module in targets and module not in reachable:
                    failures.append(f"{path}: imports {module}, which target {name} does not depend on")
for line in sorted(set(failures)):
    print(line)
sys.exit(1 if failures else 0)
