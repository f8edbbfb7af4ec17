#!/usr/bin/env bash
# Ports and builds every UIKit library checked out under DIR the way the README's "Porting
# real code" says (sources unchanged, `curtain port`, the drop-in UIKit, QuartzCore,
# CoreGraphics, OSLog, Combine, Accelerate, ImageIO and CoreText products for Linux, the Swift 5
# language mode), and prints a table per library: files, lines, rewrites, error sites (distinct
# file:line of compiler errors) and hand edits needed.
#
#   Scripts/port-corpus.sh DIR [--work WORK] [--only NAME]... [--all-errors] [--jobs N]
#
# DIR holds one folder per library, DIR/<Name>/, as checked out. An optional
# DIR/<Name>/corpus.json names what cannot be guessed:
#   {"sources": "Sources/Tabman", "exclude": ["Rx"], "dependencies": ["Pageboy"],
#    "resources": ["Assets/close@2x.png"]}
# "sources" defaults to Sources/<Name>, Sources, Source or <Name>; "exclude" is relative to
# it; "dependencies" are other libraries under DIR, ported together with it; "resources",
# relative to DIR/<Name>, are copied beside the sources for `Bundle.module`.
#
# An optional DIR/<Name>.hand.patch (a unified diff of the ported source folder, applied with
# patch -p1) holds the edits a person had to make beyond `curtain port`; its hunks are
# counted as hand edits.
#
# Everything is written to WORK (default $TMPDIR/curtain-port-corpus): one scratch package with
# a target per library that depends on this checkout by path, so Curtain builds once for the
# whole corpus and each library is then built with `swift build --target <Name>`; a failing
# library does not stop the others. WORK/logs/ keeps each library's port and build output and
# its error sites (<Name>.sites.tsv).
#
# Exit status: 0 every library builds; 1 some do not; 2 bad input (nothing is written).
set -euo pipefail
exec python3 "$(dirname "$0")/port-corpus.py" "$@"
