#!/usr/bin/env bash
# Fails if two paths in the repository, or two of the package's targets, differ only in case: a
# clone on a case-insensitive file system (macOS's default, where iOS developers work) could not
# hold both, and the build folders SwiftPM names after targets would collide.
set -euo pipefail
cd "$(dirname "$0")/.."
{
  git ls-files | awk -F/ '{ p = ""; for (i = 1; i <= NF; i++) { p = (p == "" ? $i : p "/" $i); print p } }'
  swift package describe --type json | python3 -c '
import json, sys
for t in json.load(sys.stdin)["targets"]:
    print("target " + t["name"])'
} | sort -u | python3 -c '
import collections, sys
seen = collections.defaultdict(set)
for line in sys.stdin:
    seen[line.rstrip("\n").lower()].add(line.rstrip("\n"))
clashes = [sorted(v) for v in seen.values() if len(v) > 1]
for names in sorted(clashes):
    print("error: these differ only in case: " + ", ".join(names) + "; rename one", file=sys.stderr)
sys.exit(1 if clashes else 0)'
