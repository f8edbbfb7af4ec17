#!/usr/bin/env bash
# A new user's first hour, from the README and the guides: builds a new package out of their code
# blocks as printed (only Curtain's URL becomes this checkout's path), renders its film, traces it,
# and takes its golden test through record, pass, fail and pass again, checking what each step
# says. Every ```swift block in README.md and docs/*.md names the file it belongs to on its first
# or second line (`// Sources/DemoFilms/CardFilm.swift`), so every one of them is compiled here.
#
#   Scripts/first-hour.sh                    uses a scratch folder under $TMPDIR, removed at the end
#   FIRST_HOUR_KEEP=1 Scripts/first-hour.sh  keeps it, to look at what went wrong
#
# Scripts/test.sh runs it; any difference between the README and what the program does fails it.
set -euo pipefail
checkout="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/curtain-first-hour.XXXXXX")"
[[ -n "${FIRST_HOUR_KEEP:-}" ]] || trap 'rm -rf "$work"' EXIT
fail() { echo "first-hour: $*" >&2; exit 1; }
step() { echo "== first hour: $*"; }

# Curtain by path, under the name the README's Package.swift uses for it.
ln -s "$checkout" "$work/Curtain"
demo="$work/Demos"
mkdir -p "$demo"

step "the files of the README and the guides"
python3 - "$checkout" "$demo" "$work/Curtain" <<'PY'
import glob, os, re, sys
checkout, root, curtain = sys.argv[1:]
documents = [os.path.join(checkout, "README.md")] + sorted(glob.glob(os.path.join(checkout, "docs", "*.md")))
url = '.package(url: "https://github.com/your-org/Curtain", branch: "main")'
written = []
blocks = []
for document in documents:
    text = open(document).read()
    for block in re.findall(r"```swift\n(.*?)```", text, re.S):
        blocks.append((os.path.relpath(document, checkout), block))
for document, block in blocks:
    head = block.split("\n")[:2]
    paths = [m.group(1) for line in head for m in [re.match(r"^// ([\w./-]+\.swift)$", line)] if m]
    if not paths:
        sys.exit(f"first-hour: a swift block in {document} names no file on its first two lines "
                 f"(// Sources/…/File.swift), so it would not be compiled: it begins {head[0]!r}")
    if paths[0] in written:
        sys.exit(f"first-hour: two swift blocks are both {paths[0]} (the second is in {document})")
    body = block
    if paths[0].endswith("Package.swift"):
        if url not in body:
            sys.exit(f"first-hour: the README's {paths[0]} no longer depends on " + url)
        body = body.replace(url, f'.package(path: "{curtain}")')
    path = os.path.join(root, paths[0])
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "w").write(body)
    written.append(paths[0])
print("\n".join(written))
for needed in ["Package.swift", "Sources/Demos/main.swift", "Tests/DemoFilmsTests/CardFilmTests.swift",
               "Ported/Package.swift", "Ported/Sources/SlideIn/SlideInAnimator.swift",
               "MyApp/Package.swift"]:
    if needed not in written:
        sys.exit(f"first-hour: neither the README nor a guide has a block for {needed}")
PY

# What the README says the commands print (its ```console block).
expected() {
  python3 - "$checkout/README.md" "$1" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
console = re.search(r"```console\n(.*?)```", text, re.S).group(1).split("\n")
command = sys.argv[2]
start = console.index("$ " + command)
lines = []
for line in console[start + 1:]:
    if line.startswith("$ ") or line == "…" or not line:
        break
    lines.append(line)
print("\n".join(lines))
PY
}

cd "$demo"
# A new user's machine: not CI (CI=1 would stop the golden tests from recording), until the
# step that checks CI's behaviour sets it.
unset CI
step "swift build"
swift build --build-tests 2>&1 | tee "$work/build.log" >/dev/null || { cat "$work/build.log"; fail "the README's package does not build"; }
# Until the first reference is recorded, SwiftPM says the excluded __Snapshots__ is missing (the
# README says so); any other warning is a fault.
if grep -E "warning:" "$work/build.log" | grep -v "Invalid Exclude .*__Snapshots__': File not found" ; then
  fail "the README's package builds with the warnings above"
fi

step "render"
render_cmd="swift run Demos render card -o card.gif --scale 1"
swift run -q Demos render card -o card.gif --scale 1 2>"$work/render.err" || { cat "$work/render.err"; fail "$render_cmd failed"; }
want="$(expected "$render_cmd")"
got="$(grep -v '^\[' "$work/render.err" | tail -n 1)"
[[ "${got%%; rendered in*}" == "${want%%; rendered in*}" ]] || fail "'$render_cmd' printed '$got'; the README says '$want'"
[[ -s card.gif ]] || fail "no card.gif"

step "trace"
trace_cmd="swift run Demos trace card"
swift run -q Demos trace card >"$work/trace.out" 2>"$work/trace.err" || { cat "$work/trace.err"; fail "$trace_cmd failed"; }
want="$(expected "$trace_cmd")"
got="$(head -n "$(printf '%s\n' "$want" | wc -l)" "$work/trace.out")"
[[ "$got" == "$want" ]] || fail "'$trace_cmd' began with:
$got
the README shows:
$want"
[[ ! -s "$work/trace.err" ]] || fail "'$trace_cmd' printed on standard error: $(cat "$work/trace.err")"

reference="Tests/DemoFilmsTests/__Snapshots__/CardFilmTests/cardHalfway.1.png"
failures=".build/golden-failures/DemoFilmsTests/CardFilmTests"

step "golden test: the first run records"
if swift test >"$work/test1.log" 2>&1; then fail "the first swift test passed without a reference"; fi
grep -q "No reference was found on disk. Automatically recorded snapshot" "$work/test1.log" || { cat "$work/test1.log"; fail "the first run did not say it recorded"; }
[[ -f "$reference" ]] || fail "no reference at $reference"

step "golden test: the second run passes, and the build has no warning"
swift test >"$work/test2.log" 2>&1 || { cat "$work/test2.log"; fail "the second swift test failed"; }
if grep -E "warning:" "$work/test2.log"; then fail "the build warns once references exist"; fi

step "golden test: a changed frame fails and says where to look"
cp "$reference" "$work/reference.png"
python3 - "$reference" <<'PY'
import struct, sys, zlib
# A 1×1 opaque blue PNG: a reference of the wrong size and colour.
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(b"\x00\x00\x00\xff")) + chunk(b"IEND", b"")
open(sys.argv[1], "wb").write(png)
PY
if swift test >"$work/test3.log" 2>&1; then fail "swift test passed against a wrong reference"; fi
grep -q "actual:" "$work/test3.log" || { cat "$work/test3.log"; fail "the failure does not name the actual image"; }
[[ -f "$failures/cardHalfway.1.actual.png" ]] || fail "no $failures/cardHalfway.1.actual.png"

step "golden test: passing again removes the failure images"
cp "$work/reference.png" "$reference"
swift test >"$work/test4.log" 2>&1 || { cat "$work/test4.log"; fail "swift test failed with the reference restored"; }
[[ ! -e "$failures/cardHalfway.1.actual.png" ]] || fail "the stale actual image stayed after a pass"

step "golden test: on CI nothing is recorded and no folder is left"
rm -rf Tests/DemoFilmsTests/__Snapshots__
if CI=1 swift test >"$work/test5.log" 2>&1; then fail "swift test passed on CI without a reference"; fi
grep -q "CI is set, so golden references are never recorded" "$work/test5.log" || { cat "$work/test5.log"; fail "the CI failure does not say why"; }
[[ ! -e Tests/DemoFilmsTests/__Snapshots__ ]] || fail "an empty __Snapshots__ folder was left on CI"

step "the ported library of 'Porting real code'"
# Built into the Demos package's build folder, which holds the same Curtain modules compiled the
# same way: only the ported library and the drop-ins the demo does not use are compiled again
# (a minute less). Last, since the Demos commands above would re-plan their build after it.
swift build --package-path Ported --scratch-path .build 2>&1 | tee "$work/ported.log" >/dev/null || { cat "$work/ported.log"; fail "the README's ported package does not build"; }
if grep -E "warning:" "$work/ported.log" | grep "/Ported/Sources/"; then
  fail "the README's ported package builds with the warnings above"
fi

step "the README's snapshot-test package"
swift package dump-package --package-path MyApp >/dev/null 2>"$work/myapp.log" || { cat "$work/myapp.log"; fail "the README's MyApp/Package.swift does not compile"; }

step "the README's first hour works as printed"
